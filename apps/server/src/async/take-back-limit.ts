import type { LogEntry } from 'boardgame.io';

/**
 * How many times a seat may take back a move of one decision. One, whatever the clock does: a
 * second try at the same decision stands. Each take-back leaves its move and its UNDO in the match
 * log, which every join and sync sends, so without a bound a seat could grow the log (and stall the
 * table) by repeating "move, take back" within its deadline; with one, a match's log holds at most
 * three entries per move that stands (the move taken back, its UNDO, the move again).
 */
export const TAKE_BACKS_PER_DECISION = 1;

const playerOf = (entry: LogEntry): unknown => (entry.action.payload as { playerID?: unknown } | undefined)?.playerID;

/**
 * How many take-backs `playerID` already spent on the decision its move made on `moveStateID`
 * belongs to: its UNDOs since its last move that stands (a move no UNDO took back), read backwards
 * from that state. Other seats' moves and take-backs in between (a phase where several seats act
 * at once) do not start a new decision: only the seat's own move that stands does. `null` when the
 * entries given (a slice from `fromStateID` on) end before that move: read further back.
 */
export function takeBacksSpent(log: readonly LogEntry[], moveStateID: number, playerID: string, fromStateID = 0): number | null {
  const takenBack = new Set<number>();
  let spent = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i] as LogEntry;
    if (entry._stateID >= moveStateID || playerOf(entry) === undefined) continue;
    if (entry.action.type === 'UNDO') {
      const undone = (entry.metadata as { takenBack?: unknown } | undefined)?.takenBack;
      takenBack.add(typeof undone === 'number' ? undone : entry._stateID - 1);
      if (playerOf(entry) === playerID) spent++;
    } else if (entry.action.type === 'MAKE_MOVE' && playerOf(entry) === playerID && !takenBack.has(entry._stateID)) {
      return spent;
    }
  }
  // The seat has no move that stands before: its first decision (or the slice is too short to tell).
  return fromStateID === 0 ? spent : null;
}
