import type { Engine } from './engine.js';
import type { Teacher } from './hints.js';
import { seededRng } from './random.js';
import { choiceSeed, settleLuck, type LuckSettling } from './review-luck.js';
import { estimateChances, meanOf, Paired, playoutShares, weighChoice, type ChoiceWeighing, type ShrinkRule } from './review-playouts.js';
import { REWEIGH, reweighCandidates, reweighed, SETTLE, stillToSettle, WeightSettler } from './review-settle.js';
import { isDecided, labelOf, r3, summarize, type DecisionReview, type MatchReview, type WeighedMove } from './review-summary.js';

export * from './review-luck.js';
export * from './review-playouts.js';
export * from './review-settle.js';
export * from './review-summary.js';

/**
 * The review of a finished match: every decision judged on what its seat knew then, each seat's
 * estimated winning chance after every decision, the turning points, and luck against choices.
 *
 * Winning chances. After the match every hand is known, but the future was not: the chance of a seat
 * in a full state is its average share of `playouts` games when the unknown future is dealt anew
 * (`reshuffleFuture`: deck and stack order; dice are rolled from the playout's stream of each turn, `turnRandomness`) and the
 * fast policy plays every seat to the end. A playout's share follows its final scores' margins
 * (`teacher.outcomeScale`: exp(score / scale) over every seat's), not win or lose: a 0/1 result flips
 * on a point, and on 32 playouts the difference of two moves was mostly that noise (two reviews with
 * other seeds named other turning points in every match, and a seat's luck moved by up to 91 points).
 * The match's real end counts as it ended (a shared victory counts 1/winners). Playout k uses the
 * same seeds in every state (common random numbers), so neighbouring states are compared on the same
 * futures.
 *
 * Choices against the policy, and luck. Let W(S) be the chances in state S before a decision and
 * W(S') after it. A decision's choice is what its move changed against the fast policy's own move
 * (`teacher.policyMove`, what the playouts from S play there): a move the policy makes too changed
 * nothing by choice; another is played out against the policy's on ACCOUNT_BY times the playouts,
 * on the same futures (`choiceAgainstPolicy`). Luck is the rest of the step: W(S') − W(S) − choice,
 * what the cards, tiles or dice it turned up changed (and what the estimates of W could not tell
 * apart). The deal before the first decision is luck: W(S₀) − 1/players. For every seat the sums add
 * up exactly:
 *   final share − 1/players = luck (deal + every step) + choices (every seat's decisions).
 * The luckiest steps are chosen among those that turned something up (`chance`); the luck share of
 * the match is Σ|luck| / (Σ|luck| + Σ|choice|) over all seats, the deal and the steps that did.
 *
 * Why against the policy, on more futures. Two reviews of a match with other playout seeds must give
 * each seat the same luck. Since luck = result − choices and the result is exact, luck moves as much
 * as the sum of the choices. They were E − W(S) (E: the move's expected chances) on 32 futures at every
 * decision, and a seat's luck differed by up to 43–47 points between two seeds in 2-player matches:
 * forced decisions and those where the move was the policy's added nothing (the same futures played
 * the same way), the others all of it, each a difference of two moves on 32 futures. Now only those
 * are weighed, on ACCOUNT_BY × 32 futures, and each on futures of its own (seed `…:choice:<frame>`):
 * on the same futures at every decision their errors leaned the same way and added up (in one Port
 * Royal match, 63 such decisions moved a seat's luck by 31.7 points between two seeds; with futures of
 * their own, 2.4).
 *
 * Estimates that hold still (issue 38, after the above). On 256 futures each such choice still had a
 * paired standard error of 1–2 points, and a seat's luck sums 20–50 of them: two seeds put it up to
 * 26 points apart, though most of those choices were within their own noise of the policy's move. The
 * standard error now comes from the playouts themselves (the paired differences, `playoutShares`), and
 * a choice is shrunk toward 0 by how far it stands from its noise (`choiceAgainstPolicy`: the
 * soft thresholding of SHRINK_RULE, a statistically honest shrinkage estimator; a choice in doubt is weighed on
 * more futures first). The turning points had the same trouble: the third and the fourth weightiest
 * choices often lay within a point or two of each other (in Port Royal a dozen choices weigh 7–12
 * points), and which came third was the seeds' doing. The weightiest choices are now weighed again
 * until it is clear whether each gap between them stands out (`settleWeights`), and a review names only
 * the turning points that stand out from the next choice (`turningPointsOf`): fewer than three where
 * the playouts cannot tell which of several mattered more. And a seat's luck sums the noise of all its
 * choices that count, each small: once the match is reviewed, the choices that make most of that noise
 * are weighed on more futures until each seat's luck holds to a standard error (`settleLuck`,
 * review-luck.ts).
 *
 * Judging a decision, in winning chance only (never the bot's points, whose win bonus would leak in):
 * the strong computer's search from the seat's view proposes the moves worth weighing (its best
 * `alternatives`, and the move made); each is applied to the same playout futures (common random
 * numbers: playout k deals the same future and rolls the same dice for every move compared), so the
 * difference between two moves is far less noisy than either estimate. The loss is the best move's
 * expected chance less the chosen one's. A seat with one legal move (the server makes it) or one
 * sensible move has no choice: it is `forced`, never a turning point, and its move is not weighed.
 */

export interface ReviewFrame<State, Move> {
  /** The full state after the move (for the first frame: the initial state, before any decision). */
  readonly state: State;
  readonly move: { readonly seat: number; readonly move: Move } | null;
}

export interface ReviewOptions {
  /** Search effort per decision (default: the teacher's hint effort). */
  readonly iterations?: number;
  /** Playouts per winning-chance estimate (default 32). */
  readonly playouts?: number;
  /** How many of the strong computer's best moves are weighed against the move made (default 1). */
  readonly alternatives?: number;
  /** Where the move made and the best other differ by REFINE_FROM or more, they are weighed again on this many times the playouts, and by REFINE_MORE_FROM on twice that (default 1: never; the refinement did not make two reviews agree and cost a review several times its CPU). */
  readonly refine?: number;
  /** How many of the weightiest choices are weighed again on REWEIGH.by times the playouts (default REWEIGH.candidates; 0: none). */
  readonly reweigh?: number;
  /** How many times the playouts those choices are weighed again on (default REWEIGH.by). */
  readonly reweighBy?: number;
  /** Those in doubt are weighed on up to this many times those futures (default SETTLE.upTo; 1: never). */
  readonly settleUpTo?: number;
  /** A choice against the policy within this many standard errors of 0 is shrunk toward 0 (default CHOICE_SHRINK; 0: never). */
  readonly shrink?: number;
  /** How a choice beyond that counts (default SHRINK_RULE). */
  readonly shrinkRule?: ShrinkRule;
  /** A choice against the policy in doubt about that is weighed on up to this many times its futures (default CHOICE_SETTLE.upTo; 1: never). */
  readonly choiceUpTo?: number;
  /** ... while its standard error is above this, though it clearly counts (default CHOICE_SETTLE.se). */
  readonly choiceSe?: number;
  /** ... and only beyond this much more (default CHOICE_FLOOR; 0: none). */
  readonly choiceFloor?: number;
  /** A seat's luck is held to this standard error (default LUCK_SETTLE.se; 0: never: review-luck.ts). */
  readonly luckSe?: number;
  /** ... by weighing choices on up to this many times their first futures (default the game's Teacher.luckSettling, else LUCK_SETTLE.upTo). */
  readonly luckUpTo?: number;
  /** ... and at most this many times the futures the choices had before (default the game's, else LUCK_SETTLE.budget). */
  readonly luckBudget?: number;
  /** Seed of the playouts (default "review"): the same match and options give the same review. */
  readonly seed?: string;
  /** Called after each decision reviewed (for "review in progress"). */
  readonly onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_PLAYOUTS = 32;
/** A choice other than the policy's own move is played out against it on this many times the playouts (Choices against the policy). */
export const ACCOUNT_BY = 8;
export const DEFAULT_ALTERNATIVES = 1;
export const DEFAULT_REFINE = 1;
/** A difference of expected chance between the moves compared from which they are weighed again, on more futures. */
export const REFINE_FROM = 0.02;
/** ... and from which they are weighed on 2 × refine times the futures (a candidate turning point). */
export const REFINE_MORE_FROM = 0.05;

/** How far the first (the move made) is from the best of the others. */
/** The review's options for weighing a choice against the policy (those not given take choiceAgainstPolicy's defaults). */
export function weighingOf(options: ReviewOptions): ChoiceWeighing {
  const { shrink, choiceFloor: floor, choiceUpTo: upTo, choiceSe: se, shrinkRule: rule } = options;
  return { ...(shrink !== undefined && { shrink }), ...(floor !== undefined && { floor }), ...(upTo !== undefined && { upTo }), ...(se !== undefined && { se }), ...(rule !== undefined && { rule }) };
}

function spread(chances: readonly number[]): number {
  return Math.abs((chances[0] as number) - Math.max(...chances.slice(1)));
}

export function reviewMatch<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  frames: readonly ReviewFrame<State, Move>[],
  options: ReviewOptions = {},
): MatchReview<Move> {
  if (!frames[0]) throw new Error('review: no frames');
  const part = reviewPart(engine, teacher, frames, 1, frames.length, null, options);
  const { playouts } = reviewSettings(teacher, options);
  const before = (frame: number): State => (frames[frame - 1] as ReviewFrame<State, Move>).state;
  const settled = settleLuck(engine, teacher, before, part.decisions, playouts * ACCOUNT_BY, options.seed ?? 'review', weighingOf(options), luckSettlingOf(options, teacher.luckSettling?.(part.startChances.length)));
  return assembleReview(part.startChances, reweighDecisions(engine, teacher, frames, settled, options), reviewSettings(teacher, options));
}

/** The review's options for holding each seat's luck still (review-luck.ts), over the game's own (Teacher.luckSettling). */
export function luckSettlingOf(options: ReviewOptions, game: LuckSettling = {}): LuckSettling {
  const { luckSe: se, luckUpTo: upTo, luckBudget: budget } = options;
  return { ...game, ...(se !== undefined && { se }), ...(upTo !== undefined && { upTo }), ...(budget !== undefined && { budget }) };
}

/** The decisions of a whole match with the weightiest choices weighed again (REWEIGH), before they are assembled. */
export function reweighDecisions<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  frames: readonly ReviewFrame<State, Move>[],
  decisions: readonly DecisionReview<Move>[],
  options: ReviewOptions = {},
): DecisionReview<Move>[] {
  const { playouts } = reviewSettings(teacher, options);
  const seed = options.seed ?? 'review';
  const out = decisions.slice();
  if ((options.reweigh ?? REWEIGH.candidates) <= 0) return out;
  const settler = new WeightSettler(engine, teacher, playouts * (options.reweighBy ?? REWEIGH.by), seed, options.settleUpTo ?? SETTLE.upTo);
  const done = new Set<number>();
  for (let round = 0, next = reweighCandidates(out, options.reweigh ?? REWEIGH.candidates); round <= REWEIGH.rounds; round++, next = stillToSettle(out, done)) {
    const chosen = next.filter((i) => out[i]?.alternative != null && !done.has(i));
    if (chosen.length === 0) break;
    for (const i of chosen) {
      const d = out[i] as DecisionReview<Move>;
      settler.add(i, { before: frames[d.frame - 1]?.state as State, seat: d.seat, move: d.move, other: (d.alternative as WeighedMove<Move>).move });
      done.add(i);
    }
    // Settled with those of the earlier rounds: a new weight near one of them weighs both further.
    settler.settle();
    for (const i of settler.keys()) {
      const w = settler.settled(i);
      out[i] = reweighed(out[i] as DecisionReview<Move>, w.chosen, w.other, w.se);
    }
  }
  return out;
}

export function reviewSettings<State, Move, View>(teacher: Teacher<State, Move, View>, options: ReviewOptions): MatchReview<Move>['settings'] {
  return { iterations: options.iterations ?? teacher.hintIterations, playouts: options.playouts ?? DEFAULT_PLAYOUTS };
}

/**
 * Reviews the decisions of frames `from` to `to - 1` (from ≥ 1), given every seat's chances before
 * frame `from` (`before`; null: estimated from the frame before, the start chances then returned too).
 * A review in parts (the server's workers, between the moves of live matches): parts joined in order by
 * `assembleReview` make exactly what `reviewMatch` makes.
 */
export function reviewPart<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  frames: readonly ReviewFrame<State, Move>[],
  from: number,
  to: number,
  before: readonly number[] | null,
  options: ReviewOptions = {},
): { startChances: number[]; decisions: DecisionReview<Move>[] } {
  const { iterations, playouts } = reviewSettings(teacher, options);
  const seed = options.seed ?? 'review';
  const chances = (s: State): number[] => estimateChances(engine, teacher, s, playouts, seed);
  const origin = frames[from - 1];
  if (!origin) throw new Error(`review: no frame before ${from}`);
  const refine = options.refine ?? DEFAULT_REFINE;
  // The deal's luck counts once for the whole match: estimated on refine² times the playouts.
  const startChances = before === null ? estimateChances(engine, teacher, origin.state, playouts * refine * refine, seed) : [...before];
  const decisions: DecisionReview<Move>[] = [];
  let previous = startChances;
  const total = frames.filter((f) => f.move !== null).length;
  for (let i = from; i < Math.min(to, frames.length); i++) {
    const frame = frames[i] as ReviewFrame<State, Move>;
    const prev = (frames[i - 1] as ReviewFrame<State, Move>).state;
    if (!frame.move) continue;
    const { seat, move } = frame.move;
    const key = teacher.moveKey(move);
    const single = engine.legalMoves(prev, seat).length <= 1;
    const ranked = single ? [] : teacher.rank(engine.view(prev, seat), seat, iterations, [move]);
    if (!single && !ranked.some((m) => teacher.moveKey(m.move) === key)) throw new Error(`review: frame ${i}: the move made was not valued`);
    const forced = single || ranked.length <= 1;
    const after = chances(frame.state);
    const chance = usesRandomness(engine, prev, seat, move) || teacher.turnedUpHidden(prev, frame.state);
    // The moves compared, each on the same futures: the move made first, then the search's best others.
    // Where the choice may matter, weighed again on `refine` times the futures (the first ones included).
    const compared = forced ? [] : [move, ...ranked.filter((m) => teacher.moveKey(m.move) !== key).slice(0, options.alternatives ?? DEFAULT_ALTERNATIVES).map((m) => m.move)];
    const weigh = (n: number) => compared.map((m) => ({ move: m, samples: playoutShares(engine, teacher, prev, 0, n, seed, { seat, move: m }) }));
    let estimates = weigh(playouts);
    const chanceOf = (e: (typeof estimates)[number]): number => r3(meanOf(e.samples)[seat] as number);
    // Twice: first where the moves differ at all, then (on 2 × refine times the futures) where they may be a turning point.
    for (const [factor, from] of [[refine, REFINE_FROM], [2 * refine, REFINE_MORE_FROM]] as const) {
      if (factor > 1 && estimates.length > 1 && spread(estimates.map(chanceOf)) >= from) estimates = weigh(playouts * factor);
    }
    const weighed: WeighedMove<Move>[] = estimates.map((e) => ({ move: e.move, chance: chanceOf(e) }));
    const chosenChance = weighed[0]?.chance ?? (after[seat] as number);
    const best = weighed.slice(1).reduce<number | null>((b, m, k) => (b === null || m.chance > (weighed[b] as WeighedMove<Move>).chance ? k + 1 : b), null);
    const alternative = best === null ? null : (weighed[best] as WeighedMove<Move>);
    // The standard error of the weight (the difference of the two, playout by playout).
    const pair = new Paired();
    if (best !== null) pair.add(...([0, best].map((k) => (estimates[k] as (typeof estimates)[number]).samples.map((x) => x[seat] as number)) as [number[], number[]]));
    const chanceLost = alternative !== null && alternative.chance > chosenChance ? r3(alternative.chance - chosenChance) : 0;
    // The search's own weight of the same two moves: it breaks the ties the playouts leave (turningPointsOf).
    const searched = (m: Move): number => ranked.find((r) => teacher.moveKey(r.move) === teacher.moveKey(m))?.value ?? 0;
    const searchWeight = alternative === null ? null : r3(Math.abs(searched(move) - searched(alternative.move)));
    const decided = isDecided(previous[seat] as number);
    // The choice: what the move changed against the fast policy's own move (Choices against the policy).
    const deviates = !forced && teacher.moveKey(teacher.policyMove(prev, seat)) !== key;
    // (futures of the decision's own: on the same futures at every decision, the errors of all the choices leaned the same way)
    const counted = deviates ? weighChoice(engine, teacher, prev, seat, move, playouts * ACCOUNT_BY, choiceSeed(seed, i), weighingOf(options)) : null;
    const choice = counted?.choice ?? after.map(() => 0);
    decisions.push({
      frame: i,
      seat,
      move,
      best: chanceLost > 0 && alternative !== null ? alternative.move : move,
      chosenChance,
      alternative,
      chanceLost,
      label: forced ? 'best' : labelOf(chanceLost, decided),
      forced,
      decided,
      chances: after,
      chance,
      choice,
      luck: after.map((a, k) => r3(a - (previous[k] as number) - (choice[k] as number))),
      ...(counted === null ? {} : { choiceWeight: counted.weight }),
      ...(best === null ? {} : { weightSe: r3(pair.se) }),
      ...(searchWeight === null ? {} : { searchWeight }),
    });
    previous = after;
    options.onProgress?.(decisions.length, total);
  }
  return { startChances, decisions };
}

/** The whole review from the start chances and every decision reviewed, in match order. */
export function assembleReview<Move>(startChances: readonly number[], decisions: readonly DecisionReview<Move>[], settings: MatchReview<Move>['settings']): MatchReview<Move> {
  return summarize(startChances, decisions, settings);
}

/** Whether applying the move drew on the randomness (a die rolled, a pile shuffled). */
function usesRandomness<State, Move, View>(engine: Engine<State, Move, View>, s: State, seat: number, move: Move): boolean {
  let calls = 0;
  const base = seededRng('probe');
  engine.apply(s, seat, move, { next: () => (calls++, base.next()) });
  return calls > 0;
}

