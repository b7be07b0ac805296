import type { Rng, TurnRandomness } from './random.js';
import type { RefusalParams } from './refusal.js';
import type { LuckSettling } from './review-luck.js';

/**
 * The teacher's contract: what a game gives so the platform can answer "What would the strong computer
 * do?" (a hint) and review a finished match (review.ts). Pure: no I/O, no clock; the same view and the
 * same number of iterations give the same answer on any machine.
 */

/** Why a move is suggested, as data: a stable code the game's words translate (`hint.<code>`), and its numbers or names. */
export interface HintReason {
  readonly code: string;
  readonly params?: RefusalParams;
}

/** One move the strong computer weighed, with the points it expects the move to lose against the best one. */
export interface MoveEstimate<Move> {
  readonly move: Move;
  /** Expected points against the best move weighed: 0 for the best, negative for the others. */
  readonly points: number;
  readonly reason: HintReason;
}

export interface Hint<Move> {
  readonly seat: number;
  /** The best moves, best first (at most `count`, by default 3). */
  readonly moves: readonly MoveEstimate<Move>[];
  /** How many moves were weighed (1: the decision has a single sensible move). */
  readonly weighed: number;
  /** Determinizations (or look-ahead depth) the estimate used. */
  readonly iterations: number;
  /** Why fewer moves than asked were weighed while the seat has more legal ones (they are wasted or alike), if so. */
  readonly leftOut?: HintReason;
}

export interface HintOptions {
  /** Search effort: determinizations per decision (Port Royal: look-ahead depth). Each game has a default. */
  readonly iterations?: number;
  /** How many moves to return (default 3). */
  readonly count?: number;
}

/** A move with its value for the deciding seat, in points (higher is better; only differences matter). */
export interface ValuedMove<Move> {
  readonly move: Move;
  readonly value: number;
}

/**
 * What each game gives the teacher. Everything that reads a `view` must use nothing else: a hint sees
 * exactly what its seat sees. Randomness comes from the view (never from the match's hidden seed).
 */
export interface Teacher<State, Move, View = State> {
  /** Default search effort of a hint (reproducible: iterations, not time). */
  readonly hintIterations: number;
  /** Points lost from which a decision is `doubtful`, and from which it is `costly` (below the first: `good`). */
  readonly thresholds: { readonly doubtful: number; readonly costly: number };
  /**
   * The moves worth weighing from the seat's view, valued by the strong computer's own search, best first.
   * Every move of `include` is valued too (a review values the move actually made).
   */
  rank(view: View, seat: number, iterations: number, include?: readonly Move[]): ValuedMove<Move>[];
  /**
   * One sentence why, from the seat's view, in the rules' vocabulary: true of this move in this position.
   * `best` (default true): the move is ranked best (a hint shows it 0 points below the best). A claim that compares the move with the others ("the
   * best prospects", "worth the most now", "nothing is worth its price") is the teacher's own judgement and
   * only said of the best move; a move ranked below gets a sentence of its own facts.
   */
  explain(view: View, seat: number, move: Move, best?: boolean): HintReason;
  /**
   * When fewer moves were weighed than a hint shows: why the seat's other legal moves were not (a greedy
   * look at the rules shows them wasted, or they have the same effect as a weighed one), or null.
   */
  leftOut?(view: View, seat: number, weighed: readonly Move[]): HintReason | null;
  /** A key equal for equal moves (field order does not matter). */
  moveKey(move: Move): string;
  /** A copy of a full state whose future nobody knows yet (deck and stack order) is dealt anew. */
  reshuffleFuture(state: State, rng: Rng): State;
  /**
   * Plays a full state to the end with the fast policy for every seat (may change `state`), and returns
   * the end. Every draw of a decision (a die, the policy's noise) comes from `turns.at(turnKey(state, seat))`.
   */
  playToEnd(state: State, turns: TurnRandomness): State;
  /** The turn a decision of `seat` in `state` belongs to (random.ts, TurnRandomness): equal at the same point of two playouts that took other ways there. */
  turnKey(state: State, seat: number): number;
  /**
   * The fast policy's own move for `seat` in a full state, without the noise its playouts may add: a
   * review measures a decision's choice against it (review.ts, "Choices against the policy").
   */
  policyMove(state: State, seat: number): Move;
  /**
   * How a playout's end counts in a review's winning chances (review.ts): by the margin of its final
   * scores, in the game's points, rather than win or lose. Each seat's share is exp(score / scale)
   * over every seat's (a duel won by `scale` points counts 0.73, a tie 0.5 each): about the game's
   * typical winning margin. A near miss and a narrow win then differ a little, not by a whole
   * victory, so two moves compared on the same futures differ by what they changed, not by noise.
   * Absent: win or lose (a shared victory split).
   */
  readonly outcomeScale?: number;
  /**
   * How a review holds each seat's luck still in this game at a table of `players` (review-luck.ts),
   * where its playouts are noisier than LUCK_SETTLE allows for; the review's own options still win.
   * Absent: LUCK_SETTLE.
   */
  readonly luckSettling?: (players: number) => LuckSettling;
  /** Whether the step from `before` to `after` turned up something no one knew (a card drawn, a tile, a die). */
  turnedUpHidden(before: State, after: State): boolean;
}

/** The strong computer's best moves for `seat`, from its view only. */
export function hintFrom<State, Move, View>(teacher: Teacher<State, Move, View>, view: View, seat: number, options: HintOptions = {}): Hint<Move> {
  const iterations = options.iterations ?? teacher.hintIterations;
  const count = options.count ?? 3;
  const ranked = teacher.rank(view, seat, iterations);
  const best = ranked[0]?.value ?? 0;
  const moves = ranked.slice(0, count).map((m) => {
    const points = round1(m.value - best);
    // Shown as good as the best (0 points below it): explained as the best.
    return { move: m.move, points, reason: teacher.explain(view, seat, m.move, points >= 0) };
  });
  const leftOut = ranked.length < count ? (teacher.leftOut?.(view, seat, ranked.map((m) => m.move)) ?? null) : null;
  return leftOut ? { seat, moves, weighed: ranked.length, iterations, leftOut } : { seat, moves, weighed: ranked.length, iterations };
}

/** Sorts valued moves best first; equal values keep their order (the strong computer's own preference first). */
export function bestFirst<Move>(moves: readonly ValuedMove<Move>[]): ValuedMove<Move>[] {
  return moves
    .map((m, i) => ({ m, i }))
    .sort((a, b) => b.m.value - a.m.value || a.i - b.i)
    .map(({ m }) => m);
}

/** A move key that does not depend on the order of the object's fields. */
export function canonicalKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalKey).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalKey(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
