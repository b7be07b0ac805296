import { BIDDING_SPACE_COUNT, COLOURS } from '@harbour/grog-island/data';
import type { GameEvent, GrogState } from '@harbour/grog-island/rules';

/**
 * The last move of another seat, for the marks on the board (shared/last-move): who made the move,
 * from the public events it appended, and which pieces it changed, as keys the pieces carry:
 * `building:<index>`, `ship:<id>`, `cloud:<colour>`, `die:<colour>`, `space:<k>` (bidding space,
 * 0-based), `goods:<colour>` (goods space), `supply:<lock|goal|treasure|parrot>`, `round`.
 */

/** The seat that made the move which appended `events` (its first event that names a seat), or null. */
export function moverOf(events: readonly GameEvent[]): number | null {
  for (const event of events) if ('seat' in event && typeof event.seat === 'number') return event.seat;
  return null;
}

/** `byOther` for useLastMove: the move from `before` to `after` was made by a seat other than the reader (any seat, for a spectator). */
export function byOtherSeat(reader: number | null): (before: GrogState, after: GrogState) => boolean {
  return (before, after) => {
    if (after.events.length <= before.events.length) return false;
    const mover = moverOf(after.events.slice(before.events.length));
    return mover !== null && mover !== reader;
  };
}

/** The keys of the pieces that differ between the two states. */
export function changedKeys(before: GrogState, after: GrogState): Set<string> {
  const out = new Set<string>();
  after.occupants.forEach((o, i) => {
    if (before.occupants[i] !== o) out.add(`building:${i}`);
  });
  for (const ship of after.shipSpaces) {
    const marker = (s: GrogState) => s.players.findIndex((p) => p.tradeMarker === ship);
    if (before.shipSpaces.indexOf(ship) !== after.shipSpaces.indexOf(ship) || marker(before) !== marker(after)) out.add(`ship:${ship}`);
  }
  if ((before.ghost?.crew ?? 0) !== (after.ghost?.crew ?? 0) && after.ghost) out.add(`ship:${after.ghost.ship}`);
  const a = before.auction;
  const b = after.auction;
  for (const colour of COLOURS) {
    if (before.clouds[colour] !== after.clouds[colour]) out.add(`cloud:${colour}`);
    if (a.dice[colour] !== b.dice[colour] || a.biddingRow.indexOf(colour) !== b.biddingRow.indexOf(colour)) out.add(`die:${colour}`);
    if (a.biddingRow.includes(colour) !== b.biddingRow.includes(colour)) out.add(`goods:${colour}`);
  }
  for (let k = 0; k < BIDDING_SPACE_COUNT; k++) {
    if (a.biddingRow[k] !== b.biddingRow[k]) out.add(`space:${k}`);
  }
  if (before.locksLeft !== after.locksLeft) out.add('supply:lock');
  if (before.decks.goal.length !== after.decks.goal.length) out.add('supply:goal');
  if (before.decks.treasure.length !== after.decks.treasure.length) out.add('supply:treasure');
  if (before.decks.parrot.length !== after.decks.parrot.length) out.add('supply:parrot');
  if (a.round !== b.round) out.add('round');
  return out;
}
