import type { GrogMove, MoveType } from './moves.js';
import type { GameEvent, GrogState } from './state.js';

/**
 * Which moves a seat may take back (issue 27): only a move that revealed nothing. The server checks
 * that no other seat has acted since; this says whether the move itself may be undone.
 */

/** Moves that always reveal something or change a secret: never taken back. */
const NEVER: ReadonlySet<MoveType> = new Set<MoveType>([
  // A secret choice made at the same time as the others; the last one reveals every choice.
  'chooseSetup',
  // Shows the treasure cards paid.
  'pay',
  // Put goal cards under the goal deck, which is secret.
  'keepGoalCard',
  'discardGoalCard',
]);

/** Events that tell the table something new that was hidden, or come from the dice. */
const REVEALING: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>(['roundStarted', 'dieTurned', 'paid', 'gameEnded', 'goalCardSwapped']);

/**
 * Whether `move`, which led from `before` to `after` (after every automatic step, as committed), may be
 * taken back: it is not a move that always reveals something, plays no parrot card, draws no card (the
 * decks are as they were, no hand has gained a card), shows no card (the box is as it was), rolls no die
 * (no new auction round began) and does not end the game.
 */
export function canTakeBack(before: GrogState, after: GrogState, move: GrogMove): boolean {
  if (NEVER.has(move.type)) return false;
  if (move.type === 'bid' && move.parrots.length > 0) return false;
  if (after.status === 'over' || after.status === 'betweenRounds' || after.auction.round !== before.auction.round) return false;
  if (!sameCards(before.decks.goal, after.decks.goal) || !sameCards(before.decks.treasure, after.decks.treasure) || !sameCards(before.decks.parrot, after.decks.parrot)) return false;
  if (!sameCards(before.box.treasure, after.box.treasure) || !sameCards(before.box.parrot, after.box.parrot)) return false;
  for (let seat = 0; seat < before.players.length; seat++) {
    const b = before.players[seat];
    const a = after.players[seat];
    if (b === undefined || a === undefined) return false;
    if (!sameCards(b.goalCards, a.goalCards) || !sameCards(b.treasureCards, a.treasureCards) || !sameCards(b.parrotCards, a.parrotCards)) return false;
  }
  for (let i = before.events.length; i < after.events.length; i++) {
    if (REVEALING.has((after.events[i] as GameEvent).type)) return false;
  }
  return true;
}

function sameCards(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((card, i) => card === b[i]);
}
