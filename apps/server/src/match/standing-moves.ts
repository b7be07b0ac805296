import type { LogEntry } from 'boardgame.io';

/** A move of the log, as the replay and the review read it. */
export interface LoggedMove {
  playerID: string;
  name: string;
  args: unknown[];
}

/**
 * The moves of a match's log that stand, in order: a move taken back (boardgame.io's UNDO after it,
 * async/take-back.ts) is left out, as the match went on from the state before it. Replaying these
 * from the initial state leads to the stored state; replaying every MAKE_MOVE would not (the move
 * after a take-back is made on the state before the move taken back).
 */
export function standingMoves(log: readonly LogEntry[]): LoggedMove[] {
  const moves: LoggedMove[] = [];
  for (const entry of log) {
    const payload = entry.action.payload as { type: string; args?: unknown[] | null; playerID?: string };
    if (entry.action.type === 'MAKE_MOVE') moves.push({ playerID: String(payload.playerID), name: payload.type, args: payload.args ?? [] });
    else if (entry.action.type === 'UNDO') moves.pop();
  }
  return moves;
}
