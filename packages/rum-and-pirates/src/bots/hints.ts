import { canonicalKey, hintFrom, shuffled, turnKeyOf, type Hint, type HintOptions, type Rng, type Teacher, type TurnRandomness, type ValuedMove } from '@harbour/game-kit';
import { tileById } from '../data.js';
import { advanceInPlace, applyCheckedMoveInPlace, cloneState, deciders, needsAdvance, stageOf, type RumMove, type RumState, type StackName } from '../rules/index.js';
import { explainRumMove, obviousMistake } from './hints-reasons.js';
import { greedyMove, scoreMoves } from './policy.js';
import { searchMove } from './search.js';
import { CANDIDATES, decisionRng, MARGIN } from './strong.js';

/**
 * The strong computer as a teacher: the strong bot's judgement of every legal move (policy.ts, points
 * against the others), and where the bot compares its favourites by determinized rollouts (moving the
 * captain, a field's action: the best 3 within 4 points), the rollouts' means. A route to nowhere
 * (hints-reasons.ts) is left out while another move exists. The randomness comes from
 * the view's public facts (decisionRng) and the effort is a number of determinizations, never a time.
 */

/** Determinizations per hint: the strong bot's 6, doubled. */
export const HINT_ITERATIONS = 12;

export function rankRumMoves(view: RumState, seat: number, iterations: number, include: readonly RumMove[] = []): ValuedMove<RumMove>[] {
  const scored = distinctRumMoves(scoreMoves(view, seat));
  const top = scored[0];
  if (!top) return [];
  // A move the rules show to lead nowhere is left out while another exists (a review still values the move made).
  const includeKeys = new Set(include.map(rumMoveKey));
  const sensible = scored.filter((x) => obviousMistake(view, seat, x.move) === null || includeKeys.has(rumMoveKey(x.move)));
  const fair = sensible.some((x) => obviousMistake(view, seat, x.move) === null) ? sensible : scored;
  const best = fair[0] as ValuedMove<RumMove>;
  const stage = stageOf(view, seat);
  const searched = fair.filter((x, i) => (i < CANDIDATES && x.value >= best.value - MARGIN) || includeKeys.has(rumMoveKey(x.move)));
  if (iterations <= 0 || (stage !== 'turn' && stage !== 'field') || searched.length <= 1) return fair;
  const result = searchMove(view, seat, searched.map((x) => x.move), decisionRng('hint', view, seat), { iterations, maxRolloutMoves: 120 });
  const means = new Map(searched.map((x, i) => [rumMoveKey(x.move), result.means[i] as number]));
  const bestMean = Math.max(...means.values());
  // Moves the rollouts did not weigh keep the heuristic's distance below the best.
  const valued = fair.map((x) => ({ move: x.move, value: means.get(rumMoveKey(x.move)) ?? bestMean + (x.value - best.value) }));
  return valued.sort((a, b) => b.value - a.value);
}

/** A key equal for moves of the same effect: map halves by their colour and value (two alike halves are one choice). */
export function rumMoveKey(move: RumMove): string {
  if (move.type === 'takeMap') {
    const tile = tileById(move.tile);
    return canonicalKey({ type: move.type, colour: tile.colour, value: tile.value });
  }
  return canonicalKey(move);
}

/** Valued moves of different effect, the first of each kept. */
function distinctRumMoves(moves: readonly ValuedMove<RumMove>[]): ValuedMove<RumMove>[] {
  const seen = new Set<string>();
  return moves.filter((m) => {
    const key = rumMoveKey(m.move);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A full state whose unknown future (the order of every face-down stack) is dealt anew. */
export function reshuffleRumFuture(s: RumState, rng: Rng): RumState {
  const next = cloneState(s);
  next.events = [];
  for (const name of Object.keys(next.stacks) as StackName[]) next.stacks[name] = shuffled(rng, next.stacks[name]);
  return next;
}

/** A playout's turn for its randomness: the round and the deciding seat. */
export function rumTurnKey(s: RumState, seat: number): number {
  return turnKeyOf(s.round, seat);
}

/**
 * The strong bot's heuristic for every seat, to the end of the game, changing `s` itself (a playout's
 * own copy: a copy of the state per move was a third of a review's CPU, most of it in the collector).
 * The heuristic's moves are legal moves, so they are applied unchecked.
 */
export function playRumToEnd(s: RumState, turns: TurnRandomness): RumState {
  for (let guard = 0; guard < 20_000 && s.status !== 'over'; guard++) {
    const seat = deciders(s)[0];
    if (seat === undefined) break;
    const rng = turns.at(rumTurnKey(s, seat));
    applyCheckedMoveInPlace(s, seat, greedyMove(s, seat), rng);
    while (needsAdvance(s)) advanceInPlace(s, rng);
  }
  return s;
}

function stackSizes(s: RumState): string {
  return (Object.keys(s.stacks) as StackName[]).map((k) => s.stacks[k].length).join(',');
}

export const rumTeacher: Teacher<RumState, RumMove, RumState> = {
  hintIterations: HINT_ITERATIONS,
  thresholds: { doubtful: 2, costly: 6 },
  rank: rankRumMoves,
  explain: explainRumMove,
  moveKey: rumMoveKey,
  reshuffleFuture: reshuffleRumFuture,
  playToEnd: playRumToEnd,
  turnKey: rumTurnKey,
  policyMove: (s, seat) => greedyMove(s, seat),
  // A review's playouts count by their final margin (points: half the fast policy's 2-player playouts end 3 to 20 apart).
  outcomeScale: 10,
  // Its playouts' paired differences spread more than the other games': on 16 times their first futures
  // (LUCK_SETTLE) a seat's luck still had a standard error of 1.4–2.4 points, and two reviews put a seat's
  // luck 5.1 (2 players) and 6.3 points (4 players) apart; the pass's futures budget, not the target, bound it.
  // On up to 64 times, the pass weighing up to 4 times the choices' futures: see the README's bench:review row.
  // A seat's luck sums the noise of every seat's choices, so a larger table may weigh more: twice the
  // players (4 with 2 players; 8 with 4: one 4-player review 80 → 93 s of CPU, within its 180 s budget).
  luckSettling: (players) => ({ upTo: 64, budget: 2 * players }),
  turnedUpHidden: (a, b) => stackSizes(a) !== stackSizes(b),
};

/** "What would the strong computer do?": the best 3 moves from the seat's own view, with points against the best and why. */
export function hint(view: RumState, seat: number, options: HintOptions = {}): Hint<RumMove> {
  return hintFrom(rumTeacher, view, seat, options);
}

