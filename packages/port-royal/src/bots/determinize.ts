import { shuffled, type Rng } from '@harbour/game-kit';
import { ALL_CARD_IDS, type CardId } from '../data.js';
import { cloneState } from '../rules/clone.js';
import { hiddenShuffle, isHidden, type PortRoyalState } from '../rules/state.js';

/**
 * Hidden information as a bot may reason about it. A view (what a seat receives) shows every
 * face-down card as a marker of the shuffle it was drawn from. Every card not face up somewhere
 * is face down, and a face-down card lies in a place marked with the shuffle that last put it
 * into the draw pile (it has been hidden ever since). So the cards not seen, grouped by
 * `shuffledIn`, fill exactly the places marked with the same shuffle, in any order: every such
 * assignment is consistent with what the table has seen, and all are equally likely.
 */

/**
 * The cards no one can see, grouped by the shuffle that last put them into the draw pile: every
 * card not face up (coins and the draw pile are never face up). Works on a view and on a full state.
 */
export function unseenCards(view: PortRoyalState): Map<number, CardId[]> {
  const seen = new Set<CardId>([...view.discardPile, ...view.harbor, ...view.expeditionDisplay, ...view.box]);
  if (view.turn.ship !== null) seen.add(view.turn.ship);
  for (const p of view.players) {
    for (const id of p.persons) seen.add(id);
    for (const id of p.expeditions) seen.add(id);
  }
  const groups = new Map<number, CardId[]>();
  for (const id of ALL_CARD_IDS) {
    if (seen.has(id)) continue;
    const shuffle = view.shuffledIn[id] ?? 0;
    const group = groups.get(shuffle);
    if (group) group.push(id);
    else groups.set(shuffle, [id]);
  }
  return groups;
}

/**
 * The cards the next card turned up can be, each equally likely: the unseen cards of the
 * current shuffle, or the discard pile if the draw pile is empty (it is shuffled first).
 */
export function nextCardCandidates(view: PortRoyalState): CardId[] {
  if (view.drawPile.length === 0) return view.discardPile.slice();
  return unseenCards(view).get(view.shuffles) ?? [];
}

/** A full state consistent with the view: hidden cards dealt at random into the hidden places. */
export function determinize(view: PortRoyalState, rng: Rng, withEvents = false): PortRoyalState {
  const s = cloneState(view, withEvents);
  const pools = new Map<number, CardId[]>();
  for (const [shuffle, ids] of unseenCards(view)) pools.set(shuffle, shuffled(rng, ids));
  const fill = (slots: CardId[]): CardId[] =>
    slots.map((id) => {
      if (!isHidden(id)) return id;
      const card = pools.get(hiddenShuffle(id))?.pop();
      if (card === undefined) throw new Error(`view is inconsistent: no unseen card of shuffle ${hiddenShuffle(id)}`);
      return card;
    });
  s.drawPile = fill(s.drawPile);
  for (const p of s.players) p.coins = fill(p.coins);
  for (const [shuffle, left] of pools) {
    if (left.length > 0) throw new Error(`view is inconsistent: ${left.length} unseen cards of shuffle ${shuffle} have no place`);
  }
  return s;
}

/** Makes `id` the top card of a full state's draw pile, swapping it with the card there (same shuffle). */
export function putOnTop(s: PortRoyalState, id: CardId): void {
  const top = s.drawPile[0];
  if (top === undefined || top === id) return;
  const inPile = s.drawPile.indexOf(id);
  if (inPile >= 0) {
    s.drawPile[inPile] = top;
    s.drawPile[0] = id;
    return;
  }
  for (const p of s.players) {
    const i = p.coins.indexOf(id);
    if (i >= 0) {
      p.coins[i] = top;
      s.drawPile[0] = id;
      return;
    }
  }
  throw new Error(`card ${id} is neither in the draw pile nor among the coins`);
}
