import { CARDS, type CardId, type PersonCard } from '@harbour/port-royal/data';
import { deciders, type PlayerState, type PortRoyalState } from '@harbour/port-royal/rules';

/**
 * The last move of another seat at the Port Royal table: whether the newest state was made by
 * somebody else (the seat that had the decision in the earlier state, as the public events
 * appended since then tell), and which pieces it changed, by key:
 * - `card:<id>`: a card newly in the harbor display (or the ship waiting to be repelled);
 * - `expedition:<id>`: an expedition newly on display;
 * - `harbor`: cards left the harbor display (taken, or the display discarded);
 * - `discard`: the discard pile's top card changed;
 * - `coins:<seat>`, `points:<seat>`, `swords:<seat>`: a seat's numbers changed;
 * - `chip:<seat>:<kind>:<colour>`: a seat's persons of that kind changed (hired or given up);
 * - `fulfilled:<seat>`: a seat fulfilled an expedition.
 */

/** Whether the move from `before` to `after` was made by a seat other than `reader` (null: a spectator). */
export function movedByOther(before: PortRoyalState, after: PortRoyalState, reader: number | null): boolean {
  if (after.events.length <= before.events.length) return false;
  const mover = deciders(before)[0];
  return mover !== undefined && mover !== reader;
}

export function chipKey(seat: number, id: CardId): string {
  const c = CARDS[id] as PersonCard;
  return `chip:${seat}:${c.kind}:${c.colour ?? ''}`;
}

function chipCounts(seat: number, p: PlayerState): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of p.persons) {
    const key = chipKey(seat, id);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function swords(p: PlayerState): number {
  return p.persons.reduce((n, id) => n + (CARDS[id] as PersonCard).swords, 0);
}

export function lastMoveChanges(before: PortRoyalState, after: PortRoyalState): Set<string> {
  const changed = new Set<string>();
  const wasInHarbor = new Set(before.harbor);
  for (const id of after.harbor) if (!wasInHarbor.has(id) && before.turn.ship !== id) changed.add(`card:${id}`);
  if (after.turn.ship !== null && after.turn.ship !== before.turn.ship) changed.add(`card:${after.turn.ship}`);
  const inHarbor = new Set(after.harbor);
  if (before.harbor.some((id) => !inHarbor.has(id))) changed.add('harbor');
  const shown = new Set(before.expeditionDisplay);
  for (const id of after.expeditionDisplay) if (!shown.has(id)) changed.add(`expedition:${id}`);
  if (before.discardPile[before.discardPile.length - 1] !== after.discardPile[after.discardPile.length - 1]) changed.add('discard');
  after.players.forEach((p, seat) => {
    const q = before.players[seat];
    if (!q) return;
    if (p.coins.length !== q.coins.length) changed.add(`coins:${seat}`);
    if (p.points !== q.points) changed.add(`points:${seat}`);
    if (swords(p) !== swords(q)) changed.add(`swords:${seat}`);
    if (p.expeditions.length !== q.expeditions.length) changed.add(`fulfilled:${seat}`);
    const was = chipCounts(seat, q);
    const now = chipCounts(seat, p);
    for (const [key, n] of now) if (was.get(key) !== n) changed.add(key);
  });
  return changed;
}
