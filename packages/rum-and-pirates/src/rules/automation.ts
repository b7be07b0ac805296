import { publicCoins } from './public-coins.js';
import { checkMove, legalMoves, stageOf } from './engine.js';
import type { RumMove } from './moves.js';
import type { RumState } from './state.js';

/**
 * Decisions the server may take for a seat (issue 27): the forced move, made at once, and the
 * conservative move, made for a seat whose time ran out.
 *
 * Which moves a seat has depends on the board, the pirates in hand and at the hiring place, the rum
 * barrels, the displays, the stacks' sizes (all public) and its coins. Coins may be kept secret, but
 * every coin paid or taken happens in view of the table (the events record each one), so the table
 * knows every seat's coins exactly, and forcedMove decides on that count. The
 * secret tiles (supplies, rendezvous, a supplies tile being looked at, the stacks' order) decide no
 * move's legality.
 */

/** The state with every seat's coins as the table counts them from the public events. */
function withCoinsAsCounted(s: RumState): RumState {
  const counted = publicCoins(s);
  return { ...s, players: s.players.map((p, seat) => ({ ...p, coins: counted[seat] ?? p.coins })) };
}

/**
 * The seat's only legal move when every seat can tell it is the only one, or null. Decided on the state
 * with the coins the table counts (the same number as the real one: a test holds the rules to it), and
 * made only if it is legal in the real state too.
 */
export function forcedMove(s: RumState, seat: number): RumMove | null {
  if (stageOf(s, seat) === null) return null;
  const moves = legalMoves(withCoinsAsCounted(s), seat);
  if (moves.length !== 1) return null;
  const move = moves[0] as RumMove;
  return checkMove(s, seat, move) === null ? move : null;
}

/**
 * The move for a seat whose time ran out, from its own view: keep the roll (no rum spent), stay out of a
 * drinking contest (no coin spent), keep a supplies tile looked at, end the turn rather than take the
 * field's action or move on. At the start of a turn every choice costs something (moving places pirates
 * in alleys and may cost coins, resting costs a coin); going on board costs nothing: the pirates in hand
 * stay the seat's, on its row at the mast, and the seat sits out the rest of the action phase, as one
 * who passes. Only without pirates in hand (then going on board is not allowed) does it rest, or move.
 */
export function conservativeMove(view: RumState, seat: number): RumMove | null {
  const moves = legalMoves(view, seat);
  if (moves.length === 0) return null;
  for (const type of ['keepRoll', 'declineTavern', 'keepSupplies', 'endTurn', 'goOnBoard', 'rest'] as const) {
    const move = moves.find((m) => m.type === type);
    if (move) return move;
  }
  return moves[0] as RumMove;
}
