/**
 * The accounting of a review (review.ts estimates, this file sums up): labels in winning chance, each
 * seat's accuracy, mistakes, luck and choices, the turning points (choices only) and the luckiest and
 * unluckiest steps (chance only). One unit throughout: winning chance, 0..1 (shown as percentage points).
 */

import type { ChoiceWeight } from './review-playouts.js';

export type DecisionLabel = 'best' | 'good' | 'doubtful' | 'costly';

/** Losses of winning chance from which a decision is good (not best), doubtful, costly; `good` is also "within a small loss" of accuracy. */
export const LOSS_LIMITS = { best: 0.01, good: 0.05, doubtful: 0.1 } as const;
/** A seat whose chance is at most this (or at least 1 − this) has nothing left to lose or win by one move: none of its moves is doubtful or costly, nor a turning point. */
export const DECIDED = 0.02;
/**
 * A turning point moves the seat's chance by at least this against the best other move weighed: more
 * than what the labels call a small loss (LOSS_LIMITS.good, as lichess's inaccuracy starts at 5 points
 * of winning chance). Below it three "turning points" were the three largest of many near-equal
 * small differences, and another playout seed named others.
 */
export const TURNING_MIN = LOSS_LIMITS.good;
/** A choice weighed again before the turning points are chosen differs by at least this at its first weighing (REWEIGH): it may reach TURNING_MIN. */
export const REWEIGH_MIN = 0.01;
/** A luck event moves some seat's chance by at least this. */
export const LUCK_MIN = 0.05;

export interface WeighedMove<Move> {
  readonly move: Move;
  /** The deciding seat's expected winning chance after this move, before anything it turns up is known. */
  readonly chance: number;
}

export interface DecisionReview<Move> {
  /** Index of the frame this decision led to (1-based position in the move log). */
  readonly frame: number;
  readonly seat: number;
  readonly move: Move;
  /** The move with the highest expected chance of those weighed (the move made, if it was the best). */
  readonly best: Move;
  /** The seat's expected chance after the move made, on the same futures as the moves it is compared with. */
  readonly chosenChance: number;
  /** The best weighed move other than the one made, with its expected chance (null: nothing else was weighed). */
  readonly alternative: WeighedMove<Move> | null;
  /** Winning chance the move lost against `best` (0..1; 0 for the best). */
  readonly chanceLost: number;
  readonly label: DecisionLabel;
  /** No choice: the seat had a single legal move (the server makes such moves), or a single sensible one. */
  readonly forced: boolean;
  /** The seat's chance before the move was ≤ 2 % or ≥ 98 %: nothing it did could be costly. */
  readonly decided: boolean;
  /** Every seat's estimated winning chance after this decision (0..1). */
  readonly chances: readonly number[];
  /** The step turned something up (a die, a card, a tile): its luck may be one of the luckiest steps. Absent: it may. */
  readonly chance?: boolean;
  /** Change of every seat's chance by the choice, and by what the step turned up (see review.ts). */
  readonly choice: readonly number[];
  readonly luck: readonly number[];
  /** How the choice against the policy was weighed (review-luck.ts weighs it on); absent: it was not (the policy's own move, or forced). */
  readonly choiceWeight?: ChoiceWeight;
  /** The standard error of `turningWeight`: from its first weighing, or from settleWeights where it was weighed again (review.ts); absent: nothing else was weighed. */
  readonly weightSe?: number;
  /**
   * How far apart the strong computer's search valued the move made and the alternative (in the search's
   * own points, never shown): the same whatever the playouts' seed, it decides between choices whose
   * weights the playouts cannot tell apart (`turningPointsOf`). Absent: not searched (forced).
   */
  readonly searchWeight?: number;
}

export interface SeatAccount {
  /** Final share of the victory less 1/players: what the match gave the seat beyond an even chance. */
  readonly result: number;
  /** Luck (the deal and everything turned up) and choices (every seat's decisions): luck + choices = result. */
  readonly luck: number;
  readonly choices: number;
  /** The part of `choices` made by the seat's own decisions. */
  readonly ownChoices: number;
  /** Winning chance the seat's own decisions lost against the best moves weighed, summed (decided positions left out). */
  readonly chanceLost: number;
  /** The seat's decisions (forced moves left out). */
  readonly decisions: number;
  /** Share of those within a small loss (LOSS_LIMITS.good) of the best (1 with no decisions). */
  readonly accuracy: number;
  /** The seat's biggest mistakes: up to three doubtful or costly decisions, biggest loss first (indices into `decisions`). */
  readonly mistakes: readonly number[];
  readonly labels: Readonly<Record<DecisionLabel, number>>;
}

export interface MatchReview<Move> {
  readonly players: number;
  /** Chances after the deal, before the first decision. */
  readonly startChances: readonly number[];
  readonly decisions: readonly DecisionReview<Move>[];
  /** Up to three choices that mattered most (`turningWeight`), indices into `decisions`, in match order. */
  readonly turningPoints: readonly number[];
  /** Up to three steps whose outcome (a die, a card, a tile) moved the chances most, in match order. */
  readonly luckEvents: readonly number[];
  readonly seats: readonly SeatAccount[];
  /** Share of all changes of the chances that came from luck (0..1). */
  readonly luckShare: number;
  readonly settings: { readonly iterations: number; readonly playouts: number };
}

/** The label of a loss; a decided seat's move is never doubtful or costly. */
export function labelOf(chanceLost: number, decided: boolean): DecisionLabel {
  if (chanceLost < LOSS_LIMITS.best) return 'best';
  if (chanceLost < LOSS_LIMITS.good || decided) return 'good';
  return chanceLost < LOSS_LIMITS.doubtful ? 'doubtful' : 'costly';
}

/** Whether a seat's chance leaves nothing to decide. */
export function isDecided(chance: number): boolean {
  return chance <= DECIDED || chance >= 1 - DECIDED;
}

/**
 * How much a choice mattered: the difference of expected chance between the move made and the best other
 * move weighed (a loss when the other was better, a gain when the move made was). 0 for a forced move or
 * a decided seat; chance events never count (they are luck, not choices).
 */
export function turningWeight<Move>(d: DecisionReview<Move>): number {
  if (d.forced || d.decided || d.alternative === null) return 0;
  return Math.abs(d.chosenChance - d.alternative.chance);
}

/** How much what the step turned up moved the chances (half the sum of every seat's change). */
export function luckSwing<Move>(d: DecisionReview<Move>): number {
  return d.luck.reduce((t, x) => t + Math.abs(x), 0) / 2;
}

/** The indices of the `count` largest weights of at least `min`, largest first (earlier first on a tie). */
export function weightiest(weights: readonly number[], min: number, count: number): number[] {
  return weights
    .map((v, i) => ({ i, v }))
    .filter((x) => x.v >= min)
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .slice(0, count)
    .map((x) => x.i);
}

function topThree(weights: readonly number[], min: number): number[] {
  return weightiest(weights, min, 3).sort((a, b) => a - b);
}

/**
 * The three weightiest choices of at least TURNING_MIN, in match order, where those the playouts cannot
 * tell apart from the third (within TIED standard errors of the difference of their weights, and within
 * 2 points whatever those: tieSpan) are
 * ranked by the search's weight (`searchWeight`; where it is the same, in match order; without it, by
 * their own): in Port Royal a dozen choices often
 * weigh 9–12 points, and which of them came second and third was the playout seed's doing (two seeds
 * agreed on the three in 1 match of 10). The search does not depend on that seed.
 */
function weightiestThree<Move>(decisions: readonly DecisionReview<Move>[], weights: readonly number[], se: (i: number) => number): number[] {
  const { sure, pool } = turningPool(weights, se);
  const search = (i: number): number => decisions[i]?.searchWeight ?? 0;
  // Two the search weighs the same go in match order, not by their weights, which the playouts cannot tell apart here
  // (two of a 4-player Port Royal match, both searched at 1.25, weighed 7.9 and 7.9 in one review, 7.9 and 8.1 in the other, went by the seed);
  // without the search's weights, the playouts' are all there is.
  const bothSearched = (a: number, b: number): boolean => decisions[a]?.searchWeight !== undefined && decisions[b]?.searchWeight !== undefined;
  const ranked = pool.slice().sort((a, b) => search(b) - search(a) || (bothSearched(a, b) ? 0 : (weights[b] as number) - (weights[a] as number)) || a - b);
  return [...sure, ...ranked.slice(0, 3 - sure.length)].sort((a, b) => a - b);
}

/** weightiestThree's choices: those surely among the three (`sure`), and those the search ranks for the places left (`pool`: the third and those tied with it). */
function turningPool(weights: readonly number[], se: (i: number) => number): { sure: number[]; pool: number[] } {
  const eligible = weightiest(weights, TURNING_MIN, weights.length);
  const third = eligible[2];
  if (third === undefined || eligible.length === 3) return { sure: eligible.slice(0, 3), pool: [] };
  const w = (i: number): number => weights[i] as number;
  const tied = (i: number): boolean => Math.abs(w(i) - w(third)) < tieSpan(se(i), se(third));
  const sure = eligible.filter((i) => w(i) > w(third) && !tied(i));
  return { sure, pool: eligible.filter((i) => !sure.includes(i) && (i === third || tied(i))) };
}

/**
 * The choices that may yet be named a turning point as their weights stand (indices, weightiest first):
 * those at or above the third, and those below TURNING_MIN or the third that their standard error could
 * lift to it (within tieSpan: turningPool's tie). Before the turning points are chosen each is settled on more futures
 * (reweighDecisions): a choice weighed once, on 32 futures, carries a standard error of 3–4 points, so it
 * was "tied" with the third and could be named by the search's weight (a 5-point choice named over
 * 12-point ones in one review, which the other, after weighing it again, left out). `reach`: how many
 * standard errors may lift a choice (TIED, the tie's; the review asks more of those weighed once: ONCE_REACH).
 */
export function mayTurn<Move>(decisions: readonly DecisionReview<Move>[], reach: number = TIED): number[] {
  const weights = decisions.map(turningWeight);
  const se = (i: number): number => decisions[i]?.weightSe ?? 0;
  const third = weightiest(weights, TURNING_MIN, 3)[2];
  // Weightiest first; turningPool's sure and tied ones are among them (at or above the third, or tied with it).
  return weightiest(weights, Number.MIN_VALUE, weights.length).filter((i) => {
    const w = weights[i] as number;
    if (w + reach * se(i) < TURNING_MIN) return false;
    return third === undefined || w >= (weights[third] as number) || (weights[third] as number) - w < tieSpan(se(i), se(third), reach);
  });
}

/** Weights within this many standard errors of their difference are tied (weightiestThree)... */
export const TIED = 2;

/**
 * ... and the standard error of a difference counts as at least this much (a tie spans at least
 * TIED × TIE_FLOOR: 2 points). Two reviews of a match with other seeds differ by more than the
 * weights' own standard errors say (a 2-player Grog Island choice weighed 12.2 ± 0.7 points in one
 * and 9.7 ± 1.0 in the other, against the same alternative). With the tie set by the standard
 * errors alone, whether a choice 1–2 points from the third was tied with it (and ranked by the
 * search) or clear of it (and named by its weight) was the seed's doing: in 2-player Port Royal,
 * three matches of seven named another third that way (decision 74 at 11.4 ± 0.3 points, clear of
 * the third at 10.3 in one review; at 11.3, tied with the third at 10.6, in the other).
 */
export const TIE_FLOOR = 0.01;

/** How far apart two weights with these standard errors may be and still be tied. */
export function tieSpan(seA: number, seB: number, z: number = TIED): number {
  return z * Math.max(Math.hypot(seA, seB), TIE_FLOOR);
}

/** Turning points stand out from the first choice left out by at least this many standard errors of the difference of their weights. */
export const STAND_OUT = 2;

/**
 * The turning points: the weightiest choices of at least TURNING_MIN, up to three, in match order,
 * but only as many as stand out. Where the third (or the second) weighs about as much as the next
 * one, by less than STAND_OUT standard errors of their difference, the playouts cannot tell which of
 * them mattered more, and another seed named the other (issue 38: in Port Royal many choices weigh
 * 10–13 points); then neither is named, and the review shows the one or two that stand out (or none).
 * A weight without a standard error (`weightSe`) counts as exact.
 */
/**
 * How many standard errors the turning points a review names must stand out by (0: the plain three
 * weightiest). 0 by default: naming only those that stand out left a review in the browser run with
 * "none is named" beside a seat's mistakes of 17 and 16 points (19 choices of 5 points or more, none
 * clear of the next), which reads as a broken teacher; the settled weights (settleWeights) still make
 * the three weightiest stiller. `bench:review --stability` measures both (turningPointsAgree at this
 * setting, topThreeAgree for the plain three).
 */
export const NAMED_STAND_OUT = 0;

export function turningPointsOf<Move>(decisions: readonly DecisionReview<Move>[], standOut: number = NAMED_STAND_OUT): number[] {
  const weights = decisions.map(turningWeight);
  const se = (i: number): number => decisions[i]?.weightSe ?? 0;
  if (standOut <= 0) return weightiestThree(decisions, weights, se);
  const ranked = weightiest(weights, 0, 4);
  let count = ranked.slice(0, 3).filter((i) => (weights[i] as number) >= TURNING_MIN).length;
  for (; count > 0 && count < ranked.length; count--) {
    const last = ranked[count - 1] as number;
    const after = ranked[count] as number;
    if ((weights[last] as number) - (weights[after] as number) >= standOut * Math.hypot(se(last), se(after))) break;
  }
  return ranked.slice(0, count).sort((a, b) => a - b);
}

export function summarize<Move>(startChances: readonly number[], decisions: readonly DecisionReview<Move>[], settings: MatchReview<Move>['settings'], standOut: number = NAMED_STAND_OUT): MatchReview<Move> {
  const players = startChances.length;
  const even = 1 / players;
  const turningPoints = turningPointsOf(decisions, standOut);
  const luckEvents = topThree(decisions.map((d) => (d.chance === false ? 0 : luckSwing(d))), LUCK_MIN);
  let luckSum = 0;
  let choiceSum = 0;
  for (let k = 0; k < players; k++) luckSum += Math.abs((startChances[k] as number) - even);
  const seats: SeatAccount[] = Array.from({ length: players }, (_, seat) => {
    let luck = (startChances[seat] as number) - even;
    let choices = 0;
    let ownChoices = 0;
    let chanceLost = 0;
    let count = 0;
    let accurate = 0;
    const own: number[] = [];
    const labels: Record<DecisionLabel, number> = { best: 0, good: 0, doubtful: 0, costly: 0 };
    decisions.forEach((d, i) => {
      luck += d.luck[seat] as number;
      choices += d.choice[seat] as number;
      if (d.chance !== false) luckSum += Math.abs(d.luck[seat] as number);
      choiceSum += Math.abs(d.choice[seat] as number);
      if (d.seat !== seat) return;
      ownChoices += d.choice[seat] as number;
      if (d.forced) return;
      count++;
      labels[d.label]++;
      if (d.label === 'best' || d.label === 'good') accurate++;
      if (!d.decided) chanceLost += d.chanceLost;
      if (d.label === 'doubtful' || d.label === 'costly') own.push(i);
    });
    const mistakes = own.sort((a, b) => (decisions[b] as DecisionReview<Move>).chanceLost - (decisions[a] as DecisionReview<Move>).chanceLost || a - b).slice(0, 3);
    const final = decisions.length > 0 ? ((decisions[decisions.length - 1] as DecisionReview<Move>).chances[seat] as number) : (startChances[seat] as number);
    return { result: r3(final - even), luck: r3(luck), choices: r3(choices), ownChoices: r3(ownChoices), chanceLost: r3(chanceLost), decisions: count, accuracy: count > 0 ? r3(accurate / count) : 1, mistakes, labels };
  });
  const luckShare = luckSum + choiceSum > 0 ? r3(luckSum / (luckSum + choiceSum)) : 0;
  return { players, startChances: [...startChances], decisions: [...decisions], turningPoints, luckEvents, seats, luckShare, settings };
}

export function r3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
