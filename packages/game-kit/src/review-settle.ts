import type { Engine } from './engine.js';
import type { Teacher } from './hints.js';
import { Paired, playoutShares } from './review-playouts.js';
import { labelOf, mayTurn, r3, REWEIGH_MIN, STAND_OUT, TIED, tieSpan, TURNING_MIN, turningPointsOf, turningWeight, weightiest, type DecisionReview } from './review-summary.js';

/**
 * What the review weighs again (REWEIGH: `reweighCandidates`, then `stillToSettle`), how a decision takes
 * its new weight (`reweighed`), and the sequential refinement of the weights weighed again (issue 38:
 * two reviews with other seeds named
 * another third turning point where two weights lay within a few points of each other, or one lay near
 * TURNING_MIN). Each item's move and alternative are first weighed on `playouts` futures; then, round
 * after round, an item in doubt is weighed on twice its futures (the first ones kept), until none is
 * or it reached `upTo` times `playouts`. In doubt: a weight within SETTLE.z standard errors of
 * TURNING_MIN, and the two of a gap between the four weightiest that is within one standard error of
 * standing out (STAND_OUT standard errors of their difference: `turningPointsOf`). The standard error comes from the playouts'
 * paired differences (the same futures for both moves), so it is the noise of the weight itself.
 *
 * The four weightiest are those of every item held, whatever round it came in (`WeightSettler`), and an
 * item from an earlier round is weighed further when a later one comes near it: settled batch by batch, a
 * choice weighed in a later round was compared only with its own batch and stayed at 2 points of noise
 * beside the third turning point (a 4-player Grog Island match named 49, 77, 117 with one seed and 34, 77,
 * 101 with the other). Weights weighed only once are left out: the review weighs again those that may turn
 * (review.ts, stillToSettle), and their 3–4 points of noise would keep every gap beside them in doubt.
 * A weight on the edge of the third's tie (tieSpan), tied in one review and clear in the other by a
 * standard error, is weighed on up to `edgeUpTo` times `playouts` (in 2-player Port Royal the third flipped
 * there, choices 0.5–1.4 points apart at 0.3 of noise on 2,048 futures).
 */
export const SETTLE = { z: 2, upTo: 8, edgeUpTo: 32 } as const;

/** A weight settled: the moves' expected chances, the standard error of their difference and the futures they were weighed on. */
export interface Settled {
  readonly chosen: number;
  readonly other: number;
  readonly se: number;
  readonly playouts: number;
}

/** A decision's move and the alternative it is weighed against, from the state before it. */
export interface SettleItem<State, Move> {
  readonly before: State;
  readonly seat: number;
  readonly move: Move;
  readonly other: Move;
}

/** The weights weighed again, held by key (a decision's index) across rounds, so that later items settle against earlier ones. */
export class WeightSettler<State, Move, View> {
  private readonly held = new Map<number, { item: SettleItem<State, Move>; pair: Paired }>();

  constructor(
    private readonly engine: Engine<State, Move, View>,
    private readonly teacher: Teacher<State, Move, View>,
    private readonly playouts: number,
    private readonly seed: string,
    private readonly upTo: number = SETTLE.upTo,
    private readonly edgeUpTo: number = upTo <= 1 ? upTo : Math.max(upTo, SETTLE.edgeUpTo),
  ) {}

  private pairOf(key: number): Paired {
    return (this.held.get(key) as { pair: Paired }).pair;
  }

  /** Weighs `item` on the first `playouts` futures (once per key). */
  add(key: number, item: SettleItem<State, Move>): void {
    if (this.held.has(key)) return;
    const pair = new Paired();
    this.held.set(key, { item, pair });
    this.more(key, this.playouts);
  }

  /** Weighs what is in doubt, among all it holds, on more futures until nothing is (or all in doubt are at the cap). */
  settle(): void {
    for (;;) {
      const ranked = [...this.held]
        .map(([key, { pair }]) => ({ key, weight: Math.abs(pair.diff), se: pair.se }))
        .sort((a, b) => b.weight - a.weight || a.key - b.key);
      const open = (key: number): boolean => this.pairOf(key).n < this.playouts * this.upTo;
      const doubt = new Set<number>();
      for (const { key, weight, se } of ranked) if (Math.abs(weight - TURNING_MIN) < SETTLE.z * se) doubt.add(key);
      // Whether the first three stand out from the next (STAND_OUT standard errors of their difference): in doubt
      // within one. Of the two, the noisier is weighed further (a sure loss beside a close choice has no noise to lose).
      for (let r = 0; r < Math.min(3, ranked.length - 1); r++) {
        const [a, b] = [ranked[r], ranked[r + 1]] as [(typeof ranked)[number], (typeof ranked)[number]];
        const se = Math.hypot(a.se, b.se);
        if (Math.abs(a.weight - b.weight - STAND_OUT * se) >= se) continue;
        const both = [a, b].filter((x) => open(x.key));
        const most = Math.max(...both.map((x) => x.se));
        for (const x of both) if (x.se === most) doubt.add(x.key);
      }
      // Tied with the third (within tieSpan, where the review ranks by the search instead: weightiestThree):
      // weighed further, so that a tie is one the futures cannot break, not one they were not asked to (two
      // seeds tied different choices with the third, one weighed on 8 times the futures). On the edge of the
      // tie, tied in one review and clear in another by a standard error, on up to 4 times more again: the
      // flips of the third in 2-player Port Royal lay there (gaps of 0.5–1.4 points at 0.3 of noise).
      const third = ranked.filter((x) => x.weight >= TURNING_MIN)[2];
      const edge = new Set<number>();
      if (third !== undefined) {
        for (const x of ranked) {
          if (x === third) continue;
          const h = Math.hypot(x.se, third.se);
          const apart = Math.abs(x.weight - third.weight);
          const span = tieSpan(x.se, third.se);
          // On the tie's edge (within one standard error of it): weighed on up to `edgeUpTo` (SETTLE.edgeUpTo).
          if (Math.abs(apart - span) < h) edge.add(x.key).add(third.key);
          // Within the noise of their difference: weighed further up to the cap, so that a choice tied by its
          // noise alone is not named through it (a 12.2 ± 0.7-point choice named in one review of a
          // 2-player Grog Island match weighed 9.7 ± 1.0 in the other, 3 points below the third).
          if (apart < TIED * h) doubt.add(x.key).add(third.key);
        }
      }
      const again = [...doubt].filter(open);
      for (const key of edge) if (!again.includes(key) && this.pairOf(key).n < this.playouts * this.edgeUpTo) again.push(key);
      if (again.length === 0) return;
      for (const key of again) this.more(key, 2 * this.pairOf(key).n);
    }
  }

  /** What `key` weighs now. */
  settled(key: number): Settled {
    const { pair } = this.held.get(key) as { pair: Paired };
    return { chosen: r3(pair.meanA), other: r3(pair.meanB), se: r3(pair.se), playouts: pair.n };
  }

  /** The keys held, in the order they came. */
  keys(): number[] {
    return [...this.held.keys()];
  }

  private more(key: number, to: number): void {
    const { item, pair } = this.held.get(key) as { item: SettleItem<State, Move>; pair: Paired };
    const seatOf = (xs: number[][]) => xs.map((x) => x[item.seat] as number);
    const { engine, teacher, seed } = this;
    pair.add(
      seatOf(playoutShares(engine, teacher, item.before, pair.n, to, seed, { seat: item.seat, move: item.move })),
      seatOf(playoutShares(engine, teacher, item.before, pair.n, to, seed, { seat: item.seat, move: item.other })),
    );
  }
}

/** `items` settled against one another (one WeightSettler, one round). */
export function settleWeights<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  items: readonly SettleItem<State, Move>[],
  playouts: number,
  seed: string,
  upTo: number = SETTLE.upTo,
): Settled[] {
  const settler = new WeightSettler(engine, teacher, playouts, seed, upTo);
  items.forEach((item, k) => settler.add(k, item));
  settler.settle();
  return items.map((_, k) => settler.settled(k));
}

/**
 * What to weigh again next (`done`: those that were): the turning points the review would name that were
 * weighed only once; when there are none, every choice that may yet turn (mayTurn: its weight and noise
 * reach the third). Not only those the search weighs at least as much as the named ones: a choice weighed
 * once, at 11 ± 4 points, that the search ranked just below them stayed out in one review and, weighed
 * again in the other (17 points), became the third and changed which choice tied with it was named
 * (a 2-player Rum & Pirates match, 3 19 76 against 0 3 19).
 */
export function stillToSettle<Move>(decisions: readonly DecisionReview<Move>[], done: ReadonlySet<number>): number[] {
  const open = (i: number): boolean => !done.has(i) && decisions[i]?.alternative != null;
  const unsettled = turningPointsOf(decisions).filter(open);
  if (unsettled.length > 0) return unsettled;
  return mayTurn(decisions, ONCE_REACH).filter(open);
}

/**
 * A choice weighed once is weighed again when its weight and this many standard errors reach the third
 * (TIED's 2 are the tie's own): a 2-player Port Royal choice of 12.5 points came out 3.7 ± 3.2 on its
 * first 32 futures, more than 2 standard errors below the third: one review left it there, the other weighed
 * it again and named it.
 */
export const ONCE_REACH = 3;

/**
 * The turning points are the weightiest of a match's choices, and on 32 futures a choice's weight
 * still carries noise: the review's weightiest `candidates` choices are weighed again, the move made
 * and its alternative, on `by` times the playouts (the first ones the futures of the first weighing),
 * before the turning points are chosen. (The top three of many noisy weights were the noisiest ones.)
 * So are the `searched` choices the strong computer's search weighs most: on 32 futures a choice that
 * weighs 10–11 points showed 2–5 (± 2–3), too little to be weighed again, in one review of a match and
 * was named a turning point by the other (4 of 10 two-player Port Royal matches); each time the search
 * ranked it among its 10 weightiest, and the search takes no playout seed, so both reviews weigh those.
 * Then, for up to `rounds` rounds, those that may still turn as the settled weights stand
 * (`stillToSettle`: a choice weighed once, within its wide noise of the third) are weighed again too.
 */
export const REWEIGH = { candidates: 10, searched: 10, by: 8, rounds: 8 } as const;

/** The decisions weighed again (indices into `decisions`): the weightiest choices, most first, then those the search weighs most. */
export function reweighCandidates<Move>(decisions: readonly DecisionReview<Move>[], count: number = REWEIGH.candidates, searched: number = REWEIGH.searched): number[] {
  const weightiestByPlayouts = weightiest(decisions.map(turningWeight), REWEIGH_MIN, count);
  const chooses = (d: DecisionReview<Move>): boolean => d.alternative !== null && !d.forced && !d.decided;
  const bySearch = weightiest(
    decisions.map((d) => (chooses(d) ? (d.searchWeight ?? 0) : 0)),
    Number.MIN_VALUE,
    searched,
  );
  return [...weightiestByPlayouts, ...bySearch.filter((i) => !weightiestByPlayouts.includes(i))];
}

/** A decision with its move and alternative weighed again (the accounting of choice and luck stays the first weighing's). */
export function reweighed<Move>(d: DecisionReview<Move>, chosen: number, other: number, weightSe?: number): DecisionReview<Move> {
  if (d.alternative === null) return d;
  const chanceLost = other > chosen ? r3(other - chosen) : 0;
  return {
    ...d,
    ...(weightSe === undefined ? {} : { weightSe }),
    chosenChance: chosen,
    alternative: { move: d.alternative.move, chance: other },
    chanceLost,
    best: chanceLost > 0 ? d.alternative.move : d.move,
    label: d.forced ? 'best' : labelOf(chanceLost, d.decided),
  };
}
