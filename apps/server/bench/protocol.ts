/** Messages between the benchmark and its server process. */
export type ChildRequest = { type: 'create'; id: number; count: number; numPlayers: number } | { type: 'collect'; id: number } | { type: 'reviewCpu'; id: number } | { type: 'stop' };

export type ChildReply =
  | { type: 'ready'; port: number }
  | { type: 'created'; id: number; matches: { matchID: string; credentials: Record<string, string> }[] }
  | { type: 'collected'; id: number }
  /** The review work's CPU so far (harbour_review_cpu_seconds_total: the review thread's parts), and the reviews finished. */
  | { type: 'reviewCpu'; id: number; seconds: number; reviews: number };
