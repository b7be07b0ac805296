import { describe, expect, it } from 'vitest';
import type { Engine } from './engine.js';
import { bestFirst, type Teacher } from './hints.js';
import { choiceVariance, LUCK_SETTLE, luckBudgetLeft, luckToSettle, rechosen, settleLuck } from './review-luck.js';
import { moreFutures, weighChoice, type ChoiceWeight } from './review-playouts.js';
import { recordMatch } from './review-record.js';
import { race, teacher as raceTeacher, type Race } from './review-test-support.js';
import { luckSettlingOf, reviewMatch } from './review.js';
import type { DecisionReview } from './review-summary.js';

/**
 * Coins, the review's race (review-test-support.ts) with other moves: `toss` scores a point on heads,
 * `stake` two on 40 %. The first to 6 wins. The fast policy tosses; a stake is a better choice against
 * it, and a noisy one.
 */
type Coins = Race;
type Toss = { type: 'toss' } | { type: 'stake' };
const coins: Engine<Coins, Toss, Coins> = {
  ...(race as unknown as Engine<Coins, Toss, Coins>),
  name: 'coins',
  legalMoves: () => [{ type: 'toss' }, { type: 'stake' }],
  apply(s, seat, move, rng) {
    const at = s.at.slice();
    const r = rng.next();
    at[seat] = (at[seat] as number) + (move.type === 'toss' ? (r < 0.5 ? 1 : 0) : r < 0.4 ? 2 : 0);
    return { at, turn: 1 - seat, winner: (at[seat] as number) >= 6 ? seat : null };
  },
};
const teacher: Teacher<Coins, Toss, Coins> = {
  ...(raceTeacher as unknown as Teacher<Coins, Toss, Coins>),
  rank: () => bestFirst([{ move: { type: 'stake' }, value: 0.5 }, { move: { type: 'toss' }, value: 0.5 }]),
  playToEnd(s, turns) {
    let t = s;
    while (t.winner === null) t = coins.apply(t, t.turn, { type: 'toss' }, turns.at(0));
    return t;
  },
  policyMove: () => ({ type: 'toss' }),
};

/** Seat 0 tosses; seat 1 stakes every turn: every one of its decisions is a noisy choice against the policy. */
const frames = recordMatch(coins, [{ chooseMove: (): Toss => ({ type: 'toss' }) }, { chooseMove: (): Toss => ({ type: 'stake' }) }], 'coins-1');

/** Paired sums of n futures whose mean difference is `diff` with a standard error `se`. */
function sums(n: number, diff: number, se: number) {
  const sumD = diff * n;
  return { n, sumA: 0, sumB: -sumD, sumD, sumD2: se * se * n * (n - 1) + (sumD * sumD) / n };
}
/** A decision of seat 0 whose choice differs from the policy's by `diff` (10 points) with the standard error `se`, weighed on `futures`. */
function judged(frame: number, se: number, futures: number, diff = 0.1): DecisionReview<Toss> {
  const weight: ChoiceWeight = { futures, seats: [sums(futures, diff, se), sums(futures, -diff, se)] };
  return { frame, seat: 0, move: { type: 'stake' }, best: { type: 'stake' }, chosenChance: 0.5, alternative: null, chanceLost: 0, label: 'best', forced: false, decided: false, chances: [0.5, 0.5], choice: [diff / 2, -diff / 2], luck: [0.02, -0.02], choiceWeight: weight };
}
const luckSe = (decisions: readonly DecisionReview<Toss>[], k: number, reach: number) => Math.sqrt(decisions.reduce((t, d) => t + (choiceVariance(d, reach)[k] ?? 0), 0));

describe('holding each seat’s luck still', () => {
  it('weighs again the choices that give most variance for their futures, until halving theirs brings the luck within its standard error', () => {
    const se = 0.0145;
    // 3e-4 in all (a standard error of 1.7 points, held to 1.45): the two of 1e-4 on 256 futures go before the one on 1,024.
    const decisions = [judged(1, 0.01, 1024), judged(2, 0.01, 256), judged(3, 0.01, 256)];
    expect(luckToSettle(decisions, 256, { se })).toEqual([1, 2]);
    // Within its standard error already: nothing.
    expect(luckToSettle([judged(1, 0.014, 256)], 256, { se })).toEqual([]);
    // At its most futures (upTo times its first), a choice is not weighed again.
    expect(luckToSettle([judged(1, 0.02, 4096)], 256, { se, upTo: 16 })).toEqual([]);
    expect(luckToSettle([judged(1, 0.02, 2048)], 256, { se, upTo: 16 })).toEqual([0]);
    // Not held: nothing.
    expect(luckToSettle(decisions, 256, { se: 0 })).toEqual([]);
    // Within what is left of its budget: the most variance per future first (256 futures left: one of the two).
    expect(luckToSettle(decisions, 256, { se: 0.005 }, {}, 256)).toEqual([1]);
    expect(luckToSettle(decisions, 256, { se: 0.005 }, {}, 100)).toEqual([]);
  });

  it('weighs at most its budget of futures again: `budget` times what the choices had before', () => {
    const loose = reviewMatch(coins, teacher, frames, { playouts: 8, luckSe: 0 });
    const futures = (ds: readonly DecisionReview<Toss>[]) => ds.reduce((t, d) => t + (d.choiceWeight?.futures ?? 0), 0);
    for (const budget of [0.25, 1]) {
      const held = settleLuck(coins, teacher, (f) => (frames[f - 1] as { state: Coins }).state, loose.decisions, 8 * 8, 'review', {}, { budget });
      expect(futures(held) - futures(loose.decisions)).toBeGreaterThan(0);
      expect(futures(held) - futures(loose.decisions)).toBeLessThanOrEqual(budget * futures(loose.decisions));
      expect(luckBudgetLeft(loose.decisions, held, budget)).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts the noise of a choice that may count once weighed on all its futures, not of one that cannot', () => {
    // 3 points ± 1.5 on 256 futures: under its threshold there (3 × 1.5 + 2 points), within one standard error of the
    // threshold on 16 times the futures (3 × 0.375 + 2).
    const near = judged(1, 0.015, 256, 0.03);
    expect(choiceVariance(near, 4096)[0]).toBeCloseTo(0.015 ** 2, 8);
    expect(choiceVariance(near, 256)).toEqual([0, 0]);
    expect(luckToSettle([near], 256)).toEqual([0]);
    // Half a point ± 0.4 can never count (2 points is the floor).
    expect(choiceVariance(judged(1, 0.004, 256, 0.005), 4096)).toEqual([0, 0]);
  });

  it('moves what a choice no longer holds to the step’s luck: luck and choice still add up to the step', () => {
    const d = judged(1, 0.01, 256);
    const again = rechosen(d, { choice: [0.04, -0.04], weight: { futures: 512, seats: [sums(512, 0.08, 0.007), sums(512, -0.08, 0.007)] } });
    d.luck.forEach((l, k) => expect((again.luck[k] as number) + (again.choice[k] as number)).toBeCloseTo(l + (d.choice[k] as number), 6));
    expect(again.choiceWeight?.futures).toBe(512);
  });

  it('weighs a choice on more futures exactly as it would have on all of them at once', () => {
    const before = (frames[1] as { state: Coins }).state;
    const seat = (frames[2] as { move: { seat: number } }).move.seat;
    const once = weighChoice(coins, teacher, before, seat, { type: 'stake' }, 128, 'seed', { upTo: 1 });
    const more = moreFutures(coins, teacher, before, seat, { type: 'stake' }, once.weight, 'seed');
    expect(more).toEqual(weighChoice(coins, teacher, before, seat, { type: 'stake' }, 256, 'seed', { upTo: 1 }));
    expect(more.weight.futures).toBe(256);
  });

  it('brings every seat’s luck within its standard error, or weighs its choices on all the futures they may have', () => {
    const reach = 8 * 8 * LUCK_SETTLE.upTo;
    const loose = reviewMatch(coins, teacher, frames, { playouts: 8, luckSe: 0 });
    // (unbounded: a budget of 100 times its futures)
    const held = reviewMatch(coins, teacher, frames, { playouts: 8, luckBudget: 100 });
    // The match's choices (every stake of seat 1) leave its luck in doubt at first.
    expect(luckSe(loose.decisions, 1, reach)).toBeGreaterThan(LUCK_SETTLE.se);
    for (const k of [0, 1]) {
      const atMost = held.decisions.every((d) => (choiceVariance(d, reach)[k] ?? 0) === 0 || (d.choiceWeight?.futures ?? 0) * 2 > reach);
      expect(luckSe(held.decisions, k, reach) <= LUCK_SETTLE.se || atMost).toBe(true);
      expect(luckSe(held.decisions, k, reach)).toBeLessThan(luckSe(loose.decisions, k, reach));
    }
    // What the review names and how it accounts are as before: luck + choices = result.
    held.seats.forEach((s) => expect(Math.abs(s.luck + s.choices - s.result)).toBeLessThanOrEqual(0.002 * held.decisions.length));
  });

  it('is the same run alone (settleLuck) or as part of reviewMatch', () => {
    const loose = reviewMatch(coins, teacher, frames, { playouts: 8, luckSe: 0, reweigh: 0 });
    const held = reviewMatch(coins, teacher, frames, { playouts: 8, reweigh: 0 });
    const settled = settleLuck(coins, teacher, (f) => (frames[f - 1] as { state: Coins }).state, loose.decisions, 8 * 8, 'review', {});
    expect(settled).toEqual(held.decisions);
  });

  it('holds the luck as the game says (Teacher.luckSettling), the review\'s own options over it', () => {
    const budget = 0.25;
    const byGame = reviewMatch(coins, { ...teacher, luckSettling: () => ({ budget }) }, frames, { playouts: 8, reweigh: 0 });
    const byOptions = reviewMatch(coins, teacher, frames, { playouts: 8, reweigh: 0, luckBudget: budget });
    expect(byGame.decisions).toEqual(byOptions.decisions);
    expect(byGame.decisions).not.toEqual(reviewMatch(coins, teacher, frames, { playouts: 8, reweigh: 0 }).decisions);
    expect(reviewMatch(coins, { ...teacher, luckSettling: () => ({ se: 0 }) }, frames, { playouts: 8, reweigh: 0, luckBudget: budget, luckSe: LUCK_SETTLE.se }).decisions).toEqual(byOptions.decisions);
    expect(luckSettlingOf({ luckUpTo: 4 }, { upTo: 64, budget: 4 })).toEqual({ upTo: 4, budget: 4 });
  });

  it('asks the game for the settling of the match\'s table size', () => {
    const asked: number[] = [];
    const bySize = reviewMatch(coins, { ...teacher, luckSettling: (players) => (asked.push(players), { budget: players === 2 ? 0.25 : 4 }) }, frames, { playouts: 8, reweigh: 0 });
    expect(asked).toEqual([2]);
    expect(bySize.decisions).toEqual(reviewMatch(coins, teacher, frames, { playouts: 8, reweigh: 0, luckBudget: 0.25 }).decisions);
  });
});
