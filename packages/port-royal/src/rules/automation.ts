import { legalMoves, stageOf } from './engine.js';
import type { PortRoyalMove } from './moves.js';
import type { PortRoyalState } from './state.js';

/**
 * Decisions the server may take for a seat (issue 27): the forced move, made at once, and the
 * conservative move, made for a seat whose time ran out.
 *
 * Every decision of this game is decided in public: which moves a seat has depends on the harbor
 * display, the expeditions, the persons in each display, the number of coins (coin cards lie face down,
 * but their number is public) and whether any card is left to turn up (the piles' sizes). The only
 * secrets, the order of the draw pile and the faces of coin cards, are hidden from everybody, the seat
 * itself included, so no decision can depend on them.
 */

/** The seat's only legal move (every seat can tell it is the only one), or null. */
export function forcedMove(s: PortRoyalState, seat: number): PortRoyalMove | null {
  if (stageOf(s, seat) === null) return null;
  const moves = legalMoves(s, seat);
  return moves.length === 1 ? (moves[0] as PortRoyalMove) : null;
}

/**
 * The move for a seat whose time ran out, from its own view: stop discovering once the compulsory
 * first card is turned up; repel a ship that could bust the turn (repelling uses up no swords); end a
 * busted turn; pass in Trade & Hire. Never hires, trades or fulfils an expedition (which would spend
 * coins or persons) when a free choice exists.
 */
export function conservativeMove(view: PortRoyalState, seat: number): PortRoyalMove | null {
  const moves = legalMoves(view, seat);
  if (moves.length === 0) return null;
  for (const type of ['pass', 'endTurn', 'stop', 'repel', 'turnUp'] as const) {
    const move = moves.find((m) => m.type === type);
    if (move) return move;
  }
  return moves[0] as PortRoyalMove;
}
