import type { Engine, Outcome } from './engine.js';
import { round1, type Teacher } from './hints.js';
import { seededRng, type Rng } from './random.js';

/**
 * The review of a finished match: every decision judged on what its seat knew then, each seat's
 * estimated winning chance after every decision, the turning points, and luck against choices.
 *
 * Winning chances. After the match every hand is known, but the future was not: the chance of a seat
 * in a full state is the share of `playouts` games it wins when the unknown future is dealt anew
 * (`reshuffleFuture`: deck and stack order; dice are rolled by the playout's own randomness) and the
 * fast policy plays every seat to the end (a shared victory counts 1/winners). Playout k uses the same
 * seeds in every state (common random numbers), so neighbouring states are compared on the same futures.
 *
 * Luck against choices. Let W(S) be the chances in state S before a decision, W(S') after it, and
 * E = the chances expected from the chosen move before its outcome is known (the move applied to each
 * of the playouts' futures). Then choice = E − W(S) (what the decision itself changed) and
 * luck = W(S') − E (what the cards, tiles or dice the step turned up changed). A step that turns up
 * nothing hidden and rolls no die has E = W(S') and no luck. The deal before the first decision is
 * luck: W(S₀) − 1/players. For every seat the sums add up exactly:
 *   final share − 1/players = luck (deal + every step) + choices (every seat's decisions).
 * The luck share of the match is Σ|luck| / (Σ|luck| + Σ|choice|) over all seats and steps.
 */

export interface ReviewFrame<State, Move> {
  /** The full state after the move (for the first frame: the initial state, before any decision). */
  readonly state: State;
  readonly move: { readonly seat: number; readonly move: Move } | null;
}

export type DecisionLabel = 'best' | 'good' | 'doubtful' | 'costly';

export interface DecisionReview<Move> {
  /** Index of the frame this decision led to (1-based position in the move log). */
  readonly frame: number;
  readonly seat: number;
  readonly move: Move;
  /** The strong computer's best move from the seat's view then. */
  readonly best: Move;
  /** Points the strong computer expected the move to lose against `best` (0 for the best). */
  readonly pointsLost: number;
  readonly label: DecisionLabel;
  /** Only one sensible move (a forced step). */
  readonly forced: boolean;
  /** Every seat's estimated winning chance after this decision (0..1). */
  readonly chances: readonly number[];
  /** Change of every seat's chance by the choice, and by what the step turned up (see the module comment). */
  readonly choice: readonly number[];
  readonly luck: readonly number[];
}

export interface SeatAccount {
  /** Final share of the victory less 1/players: what the match gave the seat beyond an even chance. */
  readonly result: number;
  readonly luck: number;
  readonly choices: number;
  /** The part of `choices` made by the seat's own decisions. */
  readonly ownChoices: number;
  /** Points the seat's decisions lost against the strong computer's, summed. */
  readonly pointsLost: number;
  readonly labels: Readonly<Record<DecisionLabel, number>>;
}

export interface MatchReview<Move> {
  readonly players: number;
  /** Chances after the deal, before the first decision. */
  readonly startChances: readonly number[];
  readonly decisions: readonly DecisionReview<Move>[];
  /** The three decisions that moved the chances most (indices into `decisions`, in match order). */
  readonly turningPoints: readonly number[];
  readonly seats: readonly SeatAccount[];
  /** Share of all changes of the chances that came from luck (0..1). */
  readonly luckShare: number;
  readonly settings: { readonly iterations: number; readonly playouts: number };
}

export interface ReviewOptions {
  /** Search effort per decision (default: the teacher's hint effort). */
  readonly iterations?: number;
  /** Playouts per winning-chance estimate (default 32). */
  readonly playouts?: number;
  /** Seed of the playouts (default "review"): the same match and options give the same review. */
  readonly seed?: string;
  /** Called after each decision reviewed (for "review in progress"). */
  readonly onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_PLAYOUTS = 32;

export function reviewMatch<State, Move, View>(
  engine: Engine<State, Move, View>,
  teacher: Teacher<State, Move, View>,
  frames: readonly ReviewFrame<State, Move>[],
  options: ReviewOptions = {},
): MatchReview<Move> {
  if (!frames[0]) throw new Error('review: no frames');
  const part = reviewPart(engine, teacher, frames, 1, frames.length, null, options);
  return assembleReview(part.startChances, part.decisions, reviewSettings(teacher, options));
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
  const expected = (s: State, seat: number, move: Move): number[] => estimateChances(engine, teacher, s, playouts, seed, { seat, move });
  const origin = frames[from - 1];
  if (!origin) throw new Error(`review: no frame before ${from}`);
  const startChances = before === null ? chances(origin.state) : [...before];
  const decisions: DecisionReview<Move>[] = [];
  let previous = startChances;
  const total = frames.filter((f) => f.move !== null).length;
  for (let i = from; i < Math.min(to, frames.length); i++) {
    const frame = frames[i] as ReviewFrame<State, Move>;
    const prev = (frames[i - 1] as ReviewFrame<State, Move>).state;
    if (!frame.move) continue;
    const { seat, move } = frame.move;
    const view = engine.view(prev, seat);
    const ranked = teacher.rank(view, seat, iterations, [move]);
    const key = teacher.moveKey(move);
    const best = ranked[0];
    const mine = ranked.find((m) => teacher.moveKey(m.move) === key);
    if (!best || !mine) throw new Error(`review: frame ${i}: the move made was not valued`);
    const pointsLost = Math.max(0, round1(best.value - mine.value));
    const isBest = teacher.moveKey(best.move) === key;
    const after = chances(frame.state);
    const chance = usesRandomness(engine, prev, seat, move) || teacher.turnedUpHidden(prev, frame.state);
    const exp = chance ? expected(prev, seat, move) : after;
    decisions.push({
      frame: i,
      seat,
      move,
      best: best.move,
      pointsLost: isBest ? 0 : pointsLost,
      label: isBest ? 'best' : pointsLost < teacher.thresholds.doubtful ? 'good' : pointsLost < teacher.thresholds.costly ? 'doubtful' : 'costly',
      forced: ranked.length === 1,
      chances: after,
      choice: exp.map((e, k) => e - (previous[k] as number)),
      luck: after.map((a, k) => a - (exp[k] as number)),
    });
    previous = after;
    options.onProgress?.(decisions.length, total);
  }
  return { startChances, decisions };
}

/** The whole review from the start chances and every decision reviewed, in match order. */
export function assembleReview<Move>(startChances: readonly number[], decisions: readonly DecisionReview<Move>[], settings: MatchReview<Move>['settings']): MatchReview<Move> {
  return summarize(startChances.length, [...startChances], [...decisions], settings);
}

function summarize<Move>(players: number, startChances: number[], decisions: DecisionReview<Move>[], settings: MatchReview<Move>['settings']): MatchReview<Move> {
  const even = 1 / players;
  const swing = (d: DecisionReview<Move>): number => d.choice.reduce((t, c, k) => t + Math.abs(c + (d.luck[k] as number)), 0) / 2;
  const turningPoints = decisions
    .map((d, i) => ({ i, v: swing(d) }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .slice(0, 3)
    .map((x) => x.i)
    .sort((a, b) => a - b);
  let luckSum = 0;
  let choiceSum = 0;
  for (let k = 0; k < players; k++) luckSum += Math.abs((startChances[k] as number) - even);
  const seats: SeatAccount[] = Array.from({ length: players }, (_, seat) => {
    let luck = (startChances[seat] as number) - even;
    let choices = 0;
    let ownChoices = 0;
    let pointsLost = 0;
    const labels: Record<DecisionLabel, number> = { best: 0, good: 0, doubtful: 0, costly: 0 };
    for (const d of decisions) {
      luck += d.luck[seat] as number;
      choices += d.choice[seat] as number;
      luckSum += Math.abs(d.luck[seat] as number);
      choiceSum += Math.abs(d.choice[seat] as number);
      if (d.seat === seat) {
        ownChoices += d.choice[seat] as number;
        pointsLost += d.pointsLost;
        labels[d.label]++;
      }
    }
    const final = decisions.length > 0 ? ((decisions[decisions.length - 1] as DecisionReview<Move>).chances[seat] as number) : (startChances[seat] as number);
    return { result: r3(final - even), luck: r3(luck), choices: r3(choices), ownChoices: r3(ownChoices), pointsLost: round1(pointsLost), labels };
  });
  const luckShare = luckSum + choiceSum > 0 ? r3(luckSum / (luckSum + choiceSum)) : 0;
  return { players, startChances, decisions, turningPoints, seats, luckShare, settings };
}

/** Whether applying the move drew on the randomness (a die rolled, a pile shuffled). */
function usesRandomness<State, Move, View>(engine: Engine<State, Move, View>, s: State, seat: number, move: Move): boolean {
  let calls = 0;
  const base = seededRng('probe');
  engine.apply(s, seat, move, { next: () => (calls++, base.next()) });
  return calls > 0;
}

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
  let sums: number[] | null = null;
  for (let k = 0; k < playouts; k++) {
    const deal: Rng = seededRng(`${seed}:deal:${k}`);
    const play: Rng = seededRng(`${seed}:play:${k}`);
    let world = teacher.reshuffleFuture(s, deal);
    if (then) world = engine.apply(world, then.seat, then.move, play);
    const end = teacher.playToEnd(world, play);
    const outcome = engine.outcome(end);
    if (!outcome) throw new Error(`review: playout ${k} of ${seed} stopped unfinished at ${engine.name} progress ${engine.progress(end)}${then ? ` after ${JSON.stringify(then)}` : ''}`);
    const share = shares(outcome);
    sums ??= share.map(() => 0);
    share.forEach((x, i) => ((sums as number[])[i] = ((sums as number[])[i] as number) + x));
  }
  return (sums ?? []).map((x) => r3(x / playouts));
}

function shares(outcome: Outcome | null): number[] {
  if (!outcome) throw new Error('review: a playout did not finish');
  return outcome.scores.map((_, seat) => (outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0));
}

function r3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
