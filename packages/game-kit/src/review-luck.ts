import type { Engine } from './engine.js';
import type { Teacher } from './hints.js';
import { CHOICE_FLOOR, CHOICE_SHRINK, moreFutures, Paired, type ChoiceWeighing, type WeighedChoice } from './review-playouts.js';
import { r3, type DecisionReview } from './review-summary.js';

/**
 * Each seat's luck held to a standard error (issue 38: the same match reviewed with two playout seeds
 * must give every seat the same luck, within 5 points).
 *
 * A seat's luck is its result, which is exact, less the sum of every choice against the policy that
 * counts (review.ts). Each such choice is weighed until its own standard error is small
 * (CHOICE_SETTLE), but a seat's luck sums 10–30 of them, and the noise of the sum is what two reviews
 * see: at 0.75 points each, twenty choices leave 3.4 points, two reviews 4.7 apart in one match in
 * three. So the review looks at the sum: while a seat's luck has a standard error above `se` (the
 * square root of the sum of its choices' variances, `choiceVariance`), the choices that make most of it
 * are weighed on twice their futures (the first ones kept), those that give most variance for the
 * futures they cost first, round after round, each on up to `upTo` times its first futures. A match
 * whose choices are clear costs nothing more; one whose luck rests on a few noisy choices pays for those.
 *
 * A choice that does not count may count on more futures: the threshold (CHOICE_SHRINK standard errors
 * and CHOICE_FLOOR) falls as its standard error does. Held to the threshold of the futures it had, a
 * choice left on 256 futures in one review counted for nothing while the other review, which had
 * weighed it on 4,096, counted 2.2 points (a 2-player Grog Island match 6.8 points apart). So a choice
 * adds its noise to the seat's as long as it may count at the lowest threshold its futures can reach.
 *
 * Bounded: the pass weighs at most `budget` times the futures the choices had before it (a review's
 * choices at most three times their work), so a 4-player Grog Island review stays within the server's
 * CPU budget of one review; the choices that give most variance per future go first. The server's
 * review jobs also stop the pass at half of that CPU budget (review/jobs.ts).
 */
export const LUCK_SETTLE = { se: 0.0125, upTo: 16, rounds: 5, budget: 2 } as const;

export interface LuckSettling {
  /** The standard error a seat's luck is held to (LUCK_SETTLE.se; 0: not settled). */
  readonly se?: number;
  /** A choice is weighed on at most this many times its first futures (LUCK_SETTLE.upTo). */
  readonly upTo?: number;
  /** The pass weighs at most this many times the futures the choices had before it (LUCK_SETTLE.budget). */
  readonly budget?: number;
}

/**
 * Each seat's variance of a decision's counted choice: its difference's squared standard error, as long
 * as the choice counts or may count once weighed on `reach` futures (within one standard error of the
 * lowest threshold they reach); else 0.
 */
export function choiceVariance<Move>(d: DecisionReview<Move>, reach: number, weighing: ChoiceWeighing = {}): number[] {
  const weight = d.choiceWeight;
  const sums = weight?.seats[d.seat];
  if (weight === undefined || sums === undefined) return d.chances.map(() => 0);
  const { shrink = CHOICE_SHRINK, floor = CHOICE_FLOOR } = weighing;
  const own = Paired.of(sums);
  const lowest = Math.max(0, floor) + Math.max(0, shrink) * own.se * Math.sqrt(own.n / Math.max(own.n, reach));
  if (Math.abs(own.diff) + own.se < lowest) return weight.seats.map(() => 0);
  return weight.seats.map((seat) => Paired.of(seat).se ** 2);
}

/**
 * The decisions whose choices are weighed on twice their futures next: for every seat whose luck's
 * standard error is above `se`, its choices by the variance they give per future they cost, until
 * halving theirs would bring the seat's within `se`. `first`: the futures of a choice's first weighing.
 */
export function luckToSettle<Move>(decisions: readonly DecisionReview<Move>[], first: number, settling: LuckSettling = {}, weighing: ChoiceWeighing = {}, left = Number.POSITIVE_INFINITY): number[] {
  const { se = LUCK_SETTLE.se, upTo = LUCK_SETTLE.upTo } = settling;
  const players = decisions[0]?.chances.length ?? 0;
  const target = se * se;
  const chosen = new Map<number, number>();
  if (se <= 0) return [];
  const variances = decisions.map((d) => choiceVariance(d, first * upTo, weighing));
  for (let k = 0; k < players; k++) {
    let variance = 0;
    for (const v of variances) variance += v[k] ?? 0;
    if (variance <= target) continue;
    const open: { i: number; v: number; futures: number }[] = [];
    decisions.forEach((d, i) => {
      const v = variances[i]?.[k] ?? 0;
      const futures = d.choiceWeight?.futures ?? 0;
      if (v > 0 && futures > 0 && 2 * futures <= first * upTo) open.push({ i, v, futures });
    });
    open.sort((a, b) => b.v / b.futures - a.v / a.futures || a.i - b.i);
    for (const c of open) {
      if (variance <= target) break;
      chosen.set(c.i, Math.max(chosen.get(c.i) ?? 0, c.v / c.futures));
      variance -= c.v / 2;
    }
  }
  // Within what is left of the budget (weighing a choice again costs as many futures as it had): most variance per future first.
  const kept: number[] = [];
  let cost = 0;
  for (const [i] of [...chosen].sort((a, b) => b[1] - a[1] || a[0] - b[0])) {
    const futures = decisions[i]?.choiceWeight?.futures ?? 0;
    if (cost + futures > left) continue;
    cost += futures;
    kept.push(i);
  }
  return kept.sort((a, b) => a - b);
}

/** The futures a pass may still weigh: `budget` times the choices' futures before it, less what it weighed since (their futures now). */
export function luckBudgetLeft<Move>(before: readonly DecisionReview<Move>[], now: readonly DecisionReview<Move>[], budget: number = LUCK_SETTLE.budget): number {
  const futures = (ds: readonly DecisionReview<Move>[]) => ds.reduce((t, d) => t + (d.choiceWeight?.futures ?? 0), 0);
  return budget * futures(before) - (futures(now) - futures(before));
}

/** A decision with its choice weighed anew: the step's luck takes what the choice no longer holds (or gives back what it now does). */
export function rechosen<D extends Pick<DecisionReview<unknown>, 'choice' | 'luck'>>(d: D, weighed: WeighedChoice): D {
  return {
    ...d,
    choice: weighed.choice,
    luck: d.luck.map((l, k) => r3(l + (d.choice[k] ?? 0) - (weighed.choice[k] ?? 0))),
    choiceWeight: weighed.weight,
  };
}

/** Rounds of luckToSettle on a whole match's decisions (reviewMatch; the server's review jobs do the same by parts). */
export function settleLuck<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  before: (frame: number) => State,
  decisions: readonly DecisionReview<Move>[],
  first: number,
  seed: string,
  weighing: ChoiceWeighing,
  settling: LuckSettling = {},
): DecisionReview<Move>[] {
  const out = decisions.slice();
  for (let round = 0; round < LUCK_SETTLE.rounds; round++) {
    const next = luckToSettle(out, first, settling, weighing, luckBudgetLeft(decisions, out, settling.budget));
    if (next.length === 0) break;
    for (const i of next) {
      const d = out[i] as DecisionReview<Move>;
      if (d.choiceWeight === undefined) continue;
      out[i] = rechosen(d, moreFutures(engine, teacher, before(d.frame), d.seat, d.move, d.choiceWeight, choiceSeed(seed, d.frame), weighing));
    }
  }
  return out;
}

/** The seed of the futures a decision's choice is weighed on (futures of its own: review.ts). */
export function choiceSeed(seed: string, frame: number): string {
  return `${seed}:choice:${frame}`;
}
