/** A finished match with every secret revealed, for the replay. */
export interface ReplayData {
  gameName: string;
  /** `bot`: the computer player's level, for its name ("Computer 2 (easy)", as at the table). */
  players: { playerID: string; name: string | null; bot?: string | null }[];
  /** The game's complete initial state (after setup), nothing hidden. */
  initialState: unknown;
  /** Every move in order: seat and boardgame.io move name and arguments. */
  moves: { playerID: string; name: string; args: unknown[] }[];
  /** The final state as the server stored it (checks the replay reaches it). */
  finalState?: unknown;
  /** The hints each seat used (player id to count), and the decisions (state ids) they were asked at. */
  hints?: { allowed: boolean; used: Record<string, number>; decisions?: { playerID: string; stateID: number }[] };
  /** Log entries of moves the computer made and of take-backs, for the log's words (connection/frames/log-marks.ts). */
  marks?: unknown;
  /** The table's events the match kept (away, back, pause, resume), read with readTableEvents (frames/table-events.ts). */
  events?: unknown;
}
