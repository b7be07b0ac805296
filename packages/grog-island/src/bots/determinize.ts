import { shuffled, type Rng } from '@harbour/game-kit';
import { COLOURS, GOAL_CARD_COUNT, GOAL_CARDS_KEPT, PARROT_CARD_COUNT, TREASURE_CARD_COUNT, type Colour } from '../data.js';
import { cloneState, HIDDEN, type GrogState } from '../rules/index.js';

/**
 * A full game state consistent with everything `seat` can see (determinization).
 *
 * The view keeps every public fact (counts of cards in hands and decks, the box, the board, the
 * events) and replaces each secret card id by HIDDEN. The cards the seat has seen (its own hand,
 * its own setup deal and goal-ship draw, the box) leave the pool; the rest of each deck's cards are
 * shuffled and dealt into the HIDDEN places. Treasure values follow from the card ids, so the other
 * players' treasure values are sampled with the right odds (10 ones, 12 twos, 10 threes, minus what
 * the seat knows). Setup choices already made by others (secret until everyone has chosen) are
 * sampled too: 4 of their 6 dealt cards and a goods colour.
 *
 * With `goalWeight`, the other players' hidden goal cards are drawn with odds proportional to the
 * weight of each card for its holder (an inference from their public play, see inference.ts) instead
 * of uniformly; everything else stays uniform. Not used: the goal cards the seat itself returned to
 * the deck earlier (the view does not show them, and bots keep no memory between moves).
 */

/** How likely `card` is in the hand of `holder`, relative to the other cards (any positive number). */
export type GoalWeight = (holder: number, card: number) => number;
export function determinize(view: GrogState, seat: number, rng: Rng, goalWeight?: GoalWeight): GrogState {
  const s = cloneState(view);
  if (goalWeight) dealWeightedGoalCards(s, seat, rng, goalWeight);
  fill(goalSlots(s), GOAL_CARD_COUNT, rng, 'goal');
  fill(treasureSlots(s), TREASURE_CARD_COUNT, rng, 'treasure');
  fill(parrotSlots(s), PARROT_CARD_COUNT, rng, 'parrot');
  sampleSetupChoices(s, seat, rng);
  return s;
}

/** Every array of the state that holds goal card ids. Setup keep lists are copies of dealt cards, not places. */
export function goalSlots(s: GrogState): number[][] {
  const slots: number[][] = [s.decks.goal];
  for (const p of s.players) {
    slots.push(p.goalCards);
    if (p.setup) slots.push(p.setup.dealt);
  }
  for (const t of s.tasks) if (t.kind === 'keepGoalCard') slots.push(t.drawn);
  return slots;
}

export function treasureSlots(s: GrogState): number[][] {
  return [s.decks.treasure, s.box.treasure, ...s.players.map((p) => p.treasureCards)];
}

export function parrotSlots(s: GrogState): number[][] {
  return [s.decks.parrot, s.box.parrot, ...s.players.map((p) => p.parrotCards)];
}

/** Deals the unseen cards of one kind (ids 0..count-1 not shown anywhere) into the HIDDEN places, at random. */
function fill(slots: number[][], count: number, rng: Rng, kind: string): void {
  const seen = new Set<number>();
  let hidden = 0;
  for (const slot of slots) {
    for (const card of slot) {
      if (card === HIDDEN) hidden++;
      else seen.add(card);
    }
  }
  const unseen: number[] = [];
  for (let card = 0; card < count; card++) if (!seen.has(card)) unseen.push(card);
  if (unseen.length !== hidden) {
    throw new Error(`determinize: ${hidden} hidden ${kind} cards but ${unseen.length} unseen ones`);
  }
  const deal = shuffled(rng, unseen);
  let next = 0;
  for (const slot of slots) {
    for (let i = 0; i < slot.length; i++) if (slot[i] === HIDDEN) slot[i] = deal[next++] as number;
  }
}

/** Fills the other players' hidden goal cards first, each drawn from the unseen cards by weight. */
function dealWeightedGoalCards(s: GrogState, seat: number, rng: Rng, weight: GoalWeight): void {
  const seen = new Set<number>();
  for (const slot of goalSlots(s)) for (const card of slot) if (card !== HIDDEN) seen.add(card);
  const pool: number[] = [];
  for (let card = 0; card < GOAL_CARD_COUNT; card++) if (!seen.has(card)) pool.push(card);
  s.players.forEach((p, holder) => {
    if (holder === seat) return;
    for (let i = 0; i < p.goalCards.length; i++) {
      if (p.goalCards[i] !== HIDDEN || pool.length === 0) continue;
      let total = 0;
      for (const card of pool) total += weight(holder, card);
      let r = rng.next() * total;
      let k = 0;
      while (k < pool.length - 1 && (r -= weight(holder, pool[k] as number)) >= 0) k++;
      p.goalCards[i] = pool[k] as number;
      pool.splice(k, 1);
    }
  });
}

/** Others who have already made their secret setup choice get a sampled one: 4 of their dealt cards and a goods colour. */
function sampleSetupChoices(s: GrogState, seat: number, rng: Rng): void {
  const task = s.tasks[0];
  if (task?.kind !== 'chooseSetup') return;
  s.players.forEach((p, i) => {
    if (i === seat || !p.setup || task.seats.includes(i)) return;
    p.setup.keep = shuffled(rng, p.setup.dealt).slice(0, GOAL_CARDS_KEPT);
    p.setup.goods = COLOURS[Math.floor(rng.next() * COLOURS.length)] as Colour;
  });
}
