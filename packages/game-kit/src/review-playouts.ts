import type { Engine, Outcome } from './engine.js';
import type { Teacher } from './hints.js';
import { seededRng, turnRandomness, type Rng } from './random.js';
import { r3 } from './review-summary.js';

/**
 * The review's playouts (review.ts says what they estimate): every seat's share of games played to
 * the end from a state, the difference of two moves on the same futures with its standard error
 * (Paired), a choice against the fast policy's own move, and weights settled on more futures while in
 * doubt. Pure: no I/O, the same seed gives the same figures.
 */

/** The deciding seat's expected chance after `move` and after `other` from `before`, on the same `playouts` futures. */
export function weighPair<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  before: State,
  seat: number,
  move: Move,
  other: Move,
  playouts: number,
  seed: string,
): { chosen: number; other: number } {
  return {
    chosen: estimateChances(engine, teacher, before, playouts, seed, { seat, move })[seat] as number,
    other: estimateChances(engine, teacher, before, playouts, seed, { seat, move: other })[seat] as number,
  };
}

/** Paired's sums: a weighing carried from one call (or one worker) to the next. */
export interface PairedSums {
  readonly n: number;
  readonly sumA: number;
  readonly sumB: number;
  readonly sumD: number;
  readonly sumD2: number;
}

/** Two series of one seat's shares on the same futures (playout k of each on future k): their means and the standard error of their difference. */
export class Paired {
  n = 0;
  private sumA = 0;
  private sumB = 0;
  private sumD = 0;
  private sumD2 = 0;
  static of(sums: PairedSums): Paired {
    const pair = new Paired();
    Object.assign(pair, sums);
    return pair;
  }
  get sums(): PairedSums {
    return { n: this.n, sumA: this.sumA, sumB: this.sumB, sumD: this.sumD, sumD2: this.sumD2 };
  }
  add(a: readonly number[], b: readonly number[]): void {
    a.forEach((x, k) => {
      const y = b[k] as number;
      this.n++;
      this.sumA += x;
      this.sumB += y;
      this.sumD += x - y;
      this.sumD2 += (x - y) ** 2;
    });
  }
  get meanA(): number {
    return this.sumA / Math.max(1, this.n);
  }
  get meanB(): number {
    return this.sumB / Math.max(1, this.n);
  }
  get diff(): number {
    return this.meanA - this.meanB;
  }
  get se(): number {
    if (this.n < 2) return 0;
    const variance = Math.max(0, (this.sumD2 - (this.sumD * this.sumD) / this.n) / (this.n - 1));
    return Math.sqrt(variance / this.n);
  }
}

/**
 * Every seat's change of chance by `seat` making `move` in `s` rather than the fast policy's own move,
 * on the same `playouts` futures: the playouts from `s` make the policy's move first, with the same
 * randomness after it as those after `move`.
 *
 * Shrunk toward 0 where it is within its own noise (issue 38): a seat's luck is its result less the
 * sum of some 30–50 such differences, each of two means on 256 futures with a paired standard error
 * of 1–1.5 points, and most of them are moves nearly as good as the policy's, so that sum was mostly
 * noise (a seat's luck moved by up to 26 points between two seeds). With z the seat's difference over
 * its standard error (from the playouts' paired differences), the whole change is multiplied by
 * max(0, 1 − shrink / z) (soft thresholding, SHRINK_RULE): a difference the futures cannot tell from 0
 * counts as none, a clear one less `shrink` standard errors. It trades a little bias toward 0 for much
 * less variance; what it takes from a choice goes to the step's luck, which already holds "what the
 * estimates could not tell apart", and the sums still add up exactly.
 */
export function choiceAgainstPolicy<State, Move, View>(...args: Parameters<typeof weighChoice<State, Move, View>>): number[] {
  return weighChoice(...args).choice;
}

/**
 * A choice against the policy as weighed so far: every seat's paired sums (the move made against the
 * policy's) on the choice's futures 0 to `futures` − 1, so that it can be weighed on more (`moreFutures`)
 * where a seat's luck is still in doubt (review-luck.ts).
 */
export interface ChoiceWeight {
  readonly futures: number;
  readonly seats: readonly PairedSums[];
}

/** A choice against the policy counted (choiceAgainstPolicy), with its weight. */
export interface WeighedChoice {
  readonly choice: number[];
  readonly weight: ChoiceWeight;
}

/** choiceAgainstPolicy with what it weighed. */
export function weighChoice<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  s: State,
  seat: number,
  move: Move,
  playouts: number,
  seed: string,
  weighing: ChoiceWeighing = {},
): WeighedChoice {
  const { shrink = CHOICE_SHRINK, floor = CHOICE_FLOOR, upTo = CHOICE_SETTLE.upTo, se: seTarget = CHOICE_SETTLE.se } = weighing;
  let pairs: Paired[] = [];
  // In doubt (CHOICE_SETTLE): weighed on twice the futures, up to `upTo` times.
  const mayCount = Math.max(0, floor) + Math.max(0, shrink) * seTarget;
  for (let n = playouts; ; n *= 2) {
    pairs = addFutures(engine, teacher, s, seat, move, pairs, n, seed);
    const own = pairs[seat] as Paired;
    const z = own.se > 0 ? Math.abs(own.diff) / own.se : Number.POSITIVE_INFINITY;
    const inDoubt = Math.abs(own.diff) + CHOICE_SETTLE.below * own.se >= mayCount && (z < shrink + CHOICE_SETTLE.above || own.se > seTarget);
    if (shrink <= 0 || 2 * n > playouts * upTo || !inDoubt) break;
  }
  return countChoice(pairs, seat, weighing);
}

/** A choice weighed on as many futures again (its futures `futures` to 2 × `futures` − 1 added), counted anew. */
export function moreFutures<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  s: State,
  seat: number,
  move: Move,
  weight: ChoiceWeight,
  seed: string,
  weighing: ChoiceWeighing = {},
): WeighedChoice {
  const pairs = addFutures(engine, teacher, s, seat, move, weight.seats.map(Paired.of), 2 * weight.futures, seed);
  return countChoice(pairs, seat, weighing);
}

/** Every seat's pairs with the futures from the pairs' count to `to` − 1 played out after the move made and after the policy's. */
function addFutures<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  s: State,
  seat: number,
  move: Move,
  pairs: Paired[],
  to: number,
  seed: string,
): Paired[] {
  const from = pairs[0]?.n ?? 0;
  const made = playoutShares(engine, teacher, s, from, to, seed, { seat, move });
  const policy = playoutShares(engine, teacher, s, from, to, seed);
  const out = pairs.length > 0 ? pairs : (made[0] ?? []).map(() => new Paired());
  out.forEach((pair, k) =>
    pair.add(
      made.map((x) => x[k] as number),
      policy.map((x) => x[k] as number),
    ),
  );
  return out;
}

/** What a choice weighed on `pairs` counts for every seat (choiceAgainstPolicy's shrinkage). */
function countChoice(pairs: readonly Paired[], seat: number, weighing: ChoiceWeighing): WeighedChoice {
  const { shrink = CHOICE_SHRINK, floor = CHOICE_FLOOR, rule = SHRINK_RULE } = weighing;
  const own = pairs[seat] as Paired;
  const weight = { futures: own.n, seats: pairs.map((p) => p.sums) };
  // The threshold: `shrink` standard errors and the floor; what of a difference counts beyond it (0: none).
  const thresholdOf = (pair: Paired): number => Math.max(0, shrink) * pair.se + Math.max(0, floor);
  const factorOf = (pair: Paired): number => {
    const threshold = thresholdOf(pair);
    const beyond = threshold > 0 ? Math.abs(pair.diff) / threshold : Number.POSITIVE_INFINITY;
    if (beyond <= 1) return 0;
    return rule === 'soft' ? 1 - 1 / beyond : 1 - (1 / beyond) ** 2;
  };
  // The deciding seat's difference decides whether the choice counts; each other seat's counts as far as
  // both it and the chooser's stand out of their noise (the lesser factor; with two seats the other's is
  // the same difference negated, so the same). Scaled by the chooser's factor only, the others'
  // differences counted with all their noise: with 4 players the choices of the other three moved a
  // seat's luck by up to 12 points between two seeds, its own by 3. Thresholded by their own noise only,
  // a choice that just counted for the chooser counted in full for the others, and a seat's luck jumped
  // by 17 points where it did so in one review only.
  const factor = factorOf(own);
  if (factor === 0) return { choice: pairs.map(() => 0), weight };
  const choice = pairs.map((pair, k) => (k === seat ? r3(own.diff * factor) : r3(pair.diff * Math.min(factor, factorOf(pair)))));
  return { choice, weight };
}

/**
 * A choice against the policy is weighed on twice the futures, up to `upTo` times ACCOUNT_BY × playouts,
 * while it may count: its difference, `below` standard errors further from 0, reaches what would count
 * at the standard error `se` (CHOICE_FLOOR and CHOICE_SHRINK × `se`); and while whether it counts is in
 * doubt (its z under the shrinkage and `above`) or its standard error exceeds `se` (it counts, with its
 * noise). What may count was once judged by z alone, on the first 256 futures: a 6-point choice
 * (z 11 on 4,096 futures) showed z 1.7 on them in one review and stopped, counted as none, while the
 * other review weighed it on and counted it (2.5 points of a seat's luck apart, the most of any choice
 * in that 2-player Rum & Pirates match). The threshold falls as the futures grow; what may count is
 * judged against the lowest it can reach. On up to 16 times the futures to half a point (`choiceUpTo`,
 * `choiceSe`: `bench:review --choice-up-to 16 --choice-se 0.005`) a seat's luck held still within 3.5–6.6
 * points between two seeds (2.4–11.8 at these defaults before the band), but a 4-player Grog Island
 * review took 2.2 times the CPU (157 s, near the server's budget of one review), so it is not the default.
 */
export const CHOICE_SETTLE = { below: 1, above: 2, se: 0.0075, upTo: 4 } as const;

/**
 * How many standard errors a choice against the policy must be from 0 to count at all (choiceAgainstPolicy's
 * shrinkage): 3, about Donoho and Johnstone's universal threshold √(2 ln n) for the 50–90 choices a seat's
 * luck sums up (at 2, two seeds still put a Port Royal seat's luck 10 points apart, at 3 under 4).
 */
export const CHOICE_SHRINK = 3;

/**
 * And how many points (a fraction) beyond those a choice against the policy must stand to count at
 * all: the threshold of the soft thresholding is CHOICE_SHRINK standard errors and CHOICE_FLOOR. A
 * seat's luck sums the choices that count, each with the noise of its futures (in Port Royal a
 * playout's paired difference has a spread of about 40 points, so 1,024 futures still leave 1.25
 * points); a choice a few points from the policy's move counted in one review and not in the other,
 * and a seat's luck moved by up to 7–11 points between two playout seeds. A choice within two points
 * of the policy's own move is no choice a player would be told about; what it changed stays in the
 * step's luck, as does what the estimates cannot tell apart. `npm run bench:review -- --json
 * --stability --players 2 --matches 10 --game <game> --choice-floor 0|0.02`, the largest difference
 * of a seat's luck between two seeds (2026-12-01): Grog Island 7.3 → 6.8, Port Royal 7.4 → 3.6, Rum &
 * Pirates 10.6 → 8.6 points, the turning points the same (they do not depend on it). At 0.03: 6.7 and
 * 7.4 (Rum & Pirates); with its choices also weighed on up to 16 times their futures, 7.8 at 1.7 times
 * the CPU: what is left is the sum of many counted choices' own noise (in the Rum & Pirates match
 * apart by 8.6, no choice moved by more than 2.2 points between the seeds).
 */
export const CHOICE_FLOOR = 0.02;

/** How a choice against the policy is weighed and counted (each defaults to the constant named). */
export interface ChoiceWeighing {
  /** CHOICE_SHRINK (0: no shrinkage by its noise). */
  readonly shrink?: number;
  /** CHOICE_FLOOR (0: none). */
  readonly floor?: number;
  /** CHOICE_SETTLE.upTo (1: never weighed on more futures). */
  readonly upTo?: number;
  /** CHOICE_SETTLE.se. */
  readonly se?: number;
  /** SHRINK_RULE. */
  readonly rule?: ShrinkRule;
}

/**
 * How a choice beyond CHOICE_SHRINK (t) standard errors counts: 'soft' (soft thresholding, d·(1 − t/z):
 * the choice less t standard errors) or 'garrote' (the non-negative garrote, d·(1 − (t/z)²)).
 * Soft, because the luck a review gives a seat must hold still between two playout seeds: the estimated
 * z of a choice moves by about ±1 between seeds, and where it crosses t the garrote's count moves twice
 * as fast as the estimate (slope 1 + t²/z², 2 at z = t), soft thresholding's never faster (slope 1).
 * `npm run bench:review -- --json --stability --players 2 --matches 10 --game <game> --shrink-rule
 * garrote|soft`, the largest difference of a seat's luck between two seeds, garrote → soft (2026-12-01):
 * Grog Island 8.6 → 7.3, Port Royal 10.4 → 7.4, Rum & Pirates 12.6 → 10.6 points; the turning points
 * are the same (they do not depend on it). The cost: a clear choice counts t standard errors (2–4
 * points) less, which goes to the step's luck.
 */
export type ShrinkRule = 'garrote' | 'soft';
export const SHRINK_RULE: ShrinkRule = 'soft';


/**
 * Every seat's share of `playouts` games played to the end from `s` (or from `s` after `then`),
 * the unknown future dealt anew in each. A finished state gives its exact result.
 */
export function estimateChances<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  s: State,
  playouts: number,
  seed: string,
  then?: { seat: number; move: Move },
): number[] {
  if (engine.isOver(s) && !then) return shares(engine.outcome(s));
  return meanOf(playoutShares(engine, teacher, s, 0, playouts, seed, then)).map(r3);
}

/**
 * Every seat's share in each of playouts `from` to `to - 1` from `s` (or from `s` after `then`):
 * playout k deals the same future and rolls the same dice whatever the state and the range asked,
 * so two ranges join into the estimate on both, and two moves compared playout by playout are
 * compared on the same futures (their paired differences give the standard error of the difference).
 * The dice and the policy's noise are drawn by the turn (`turnRandomness`): after two different
 * moves, the playouts draw the same numbers again from the next turn on, not two unrelated futures.
 */
export function playoutShares<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  s: State,
  from: number,
  to: number,
  seed: string,
  then?: { seat: number; move: Move },
): number[][] {
  if (engine.isOver(s) && !then) {
    const exact = shares(engine.outcome(s));
    return Array.from({ length: Math.max(0, to - from) }, () => exact);
  }
  const out: number[][] = [];
  for (let k = from; k < to; k++) {
    const deal: Rng = seededRng(`${seed}:deal:${k}`);
    const turns = turnRandomness(`${seed}:play:${k}`);
    let world = teacher.reshuffleFuture(s, deal);
    if (then) world = engine.apply(world, then.seat, then.move, turns.at(teacher.turnKey(world, then.seat)));
    const end = teacher.playToEnd(world, turns);
    const outcome = engine.outcome(end);
    if (!outcome) throw new Error(`review: playout ${k} of ${seed} stopped unfinished at ${engine.name} progress ${engine.progress(end)}${then ? ` after ${JSON.stringify(then)}` : ''}`);
    out.push(teacher.outcomeScale ? marginShares(outcome, teacher.outcomeScale) : shares(outcome));
  }
  return out;
}

/** The mean of every seat's samples (unrounded). */
export function meanOf(samples: readonly (readonly number[])[]): number[] {
  const sums = (samples[0] ?? []).map(() => 0);
  for (const x of samples) x.forEach((v, i) => (sums[i] = (sums[i] as number) + v));
  return sums.map((v) => v / Math.max(1, samples.length));
}

/** Each seat's share of a playout's end by its final score: exp(score / scale) over every seat's. */
export function marginShares(outcome: Outcome, scale: number): number[] {
  const top = Math.max(...outcome.scores);
  const weights = outcome.scores.map((score) => Math.exp((score - top) / scale));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

function shares(outcome: Outcome | null): number[] {
  if (!outcome) throw new Error('review: a playout did not finish');
  return outcome.scores.map((_, seat) => (outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0));
}
