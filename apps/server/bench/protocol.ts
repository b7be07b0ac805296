/** Messages between the benchmark and its server process. */
export type ChildRequest = { type: 'create'; id: number; count: number; numPlayers: number } | { type: 'collect'; id: number } | { type: 'stop' };

export type ChildReply =
  | { type: 'ready'; port: number }
  | { type: 'created'; id: number; matches: { matchID: string; credentials: Record<string, string> }[] }
  | { type: 'collected'; id: number };
