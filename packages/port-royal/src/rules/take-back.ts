import type { MoveType, PortRoyalMove } from './moves.js';
import type { GameEvent, PortRoyalState } from './state.js';

/**
 * Which moves a seat may take back (issue 27): only a move that revealed nothing. The server checks
 * that no other seat has acted since; this says whether the move itself may be undone.
 */

/** Moves that always reveal something or draw a card: never taken back. */
const NEVER: ReadonlySet<MoveType> = new Set<MoveType>([
  // Turns up the top card of the draw pile.
  'turnUp',
  // Draws the ship's coins from the draw pile.
  'trade',
  // Draws the expedition's coins.
  'fulfilExpedition',
]);

const REVEALING: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>(['turnedUp', 'reshuffled', 'taxPaid', 'gameOver']);

/**
 * Whether `move`, which led from `before` to `after`, may be taken back: no card was drawn (the draw
 * pile is as it was, no reshuffle, which is the only use of randomness), no coin card was turned face up
 * (a hire paid with coins puts them face up on the discard pile), and the game did not end. Repelling,
 * accepting a ship that joins the display, stopping, passing, ending a busted turn and hiring for free
 * usually qualify, unless they led on to coins drawn for Admirals or Jesters.
 */
export function canTakeBack(before: PortRoyalState, after: PortRoyalState, move: PortRoyalMove): boolean {
  if (NEVER.has(move.type) || after.status === 'over') return false;
  if (after.shuffles !== before.shuffles || after.drawPile.length !== before.drawPile.length) return false;
  if (!after.drawPile.every((id, i) => id === before.drawPile[i])) return false;
  const coinCards = new Set(before.players.flatMap((p) => p.coins));
  if (after.discardPile.some((id) => coinCards.has(id)) || after.harbor.some((id) => coinCards.has(id))) return false;
  for (let i = before.events.length; i < after.events.length; i++) {
    if (REVEALING.has((after.events[i] as GameEvent).type)) return false;
  }
  return true;
}
