import { bestFirst, canonicalKey, hintFrom, seededRng, shuffled, type Hint, type HintOptions, type HintReason, type Rng, type Teacher, type TurnRandomness, type ValuedMove } from '@harbour/game-kit';
import { COLOURS, GOAL_CARDS_KEPT, goalTaskIndex, parrotCard, treasureValue, type Colour } from '../data.js';
import { cloneState, legalMoves, realCapital, stageOf, type GrogMove, type GrogState } from '../rules/index.js';
import { candidateMoves } from './candidates.js';
import { decisionRng } from './decision-rng.js';
import { goalsOf } from './goals.js';
import { explainGrogMove, obviousMistake } from './hints-reasons.js';
import { contextFor, handValue, policyMove } from './policy.js';
import { grogTurnKey, rollout, searchMove } from './search.js';

/**
 * The strong computer as a teacher: the same candidates and the same determinized rollouts as the strong
 * bot (strong.ts), but every candidate's mean kept, as expected pirate points against the others. The
 * randomness comes from the seat's view only (decisionRng), and the effort is a number of
 * determinizations, never a time: the same view gives the same hint on any machine.
 */

/** Determinizations per hint: a third more than the strong bot's 24 (a hint may think a little longer than a move). */
export const HINT_ITERATIONS = 32;

/** A hint shows 3 moves: fewer are weighed only when the seat has no more sensible ones. */
const WEIGH_AT_LEAST = 3;

const SEARCH = { horizonRounds: 1, rolloutNoise: 0.6, inferGoals: true };

export function rankGrogMoves(view: GrogState, seat: number, iterations: number, include: readonly GrogMove[] = []): ValuedMove<GrogMove>[] {
  const rng = decisionRng('hint', 'strong', view, seat);
  if (stageOf(view, seat) === 'chooseSetup') return rankSetups(view, seat, rng, include);
  const candidates = withIncluded(candidateMoves(view, seat, rng), include);
  // A move the rules show to be wasted (a bid that brings nothing, one the seat cannot pay) is weighed
  // only when every candidate is such a move, or when a review asks about it.
  const sensible = topUp(view, seat, candidates.filter((m) => obviousMistake(view, seat, m) === null));
  const weighed = sensible.length > 0 ? withIncluded(sensible, include) : candidates;
  if (weighed.length === 1) return [{ move: weighed[0] as GrogMove, value: 0 }];
  const result = searchMove(view, seat, weighed, rng, { ...SEARCH, iterations });
  return bestFirst(weighed.map((move, i) => ({ move, value: result.means[i] as number })));
}

/** The setup choice, valued like the heuristic makes it: the prospects of the kept goal cards, +1 for a goods tile one of them asks for. */
function rankSetups(view: GrogState, seat: number, rng: Rng, include: readonly GrogMove[]): ValuedMove<GrogMove>[] {
  const ctx = contextFor(view, seat, rng);
  const dealt = ctx.player.setup?.dealt ?? [];
  const out: ValuedMove<GrogMove>[] = [];
  const value = (keep: readonly number[], goods: Colour): number => handValue(ctx, keep) + (goalsOf(keep).goods[goods] ? 1 : 0);
  for (let a = 0; a < dealt.length; a++) {
    for (let b = a + 1; b < dealt.length; b++) {
      const keep = dealt.filter((_, i) => i !== a && i !== b);
      if (keep.length !== GOAL_CARDS_KEPT) continue;
      const goals = goalsOf(keep);
      const goods = COLOURS.find((c) => goals.goods[c]) ?? 'yellow';
      out.push({ move: { type: 'chooseSetup', keep, goods }, value: value(keep, goods) });
    }
  }
  for (const m of include) if (m.type === 'chooseSetup') out.push({ move: m, value: value(m.keep, m.goods) });
  // Two dealt cards of one task make two keeps alike: weighed once.
  const seen = new Set<string>();
  return bestFirst(out).filter((o) => {
    const key = grogMoveKey(o.move);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A key equal for moves with the same effect (the teacher weighs and suggests one of them, and a review
 * finds the move made among them): the dice on the two claim spaces in either order (their claims are
 * made in the order the winner chooses), parrot cards by what they do, goal cards by their task,
 * treasure cards by their value.
 */
export function grogMoveKey(move: GrogMove): string {
  switch (move.type) {
    case 'chooseSetup':
      return canonicalKey({ ...move, keep: move.keep.map(goalTaskIndex).sort((a, b) => a - b) });
    case 'bid': {
      const claims = move.row.slice(0, 2).sort();
      const parrots = move.parrots.map((p) => canonicalKey({ ...parrotCard(p.card), value: p.value })).sort();
      return canonicalKey({ type: 'bid', row: [...claims, ...move.row.slice(2)], parrots });
    }
    case 'pay':
      return canonicalKey({ ...move, treasureCards: move.treasureCards.map(treasureValue).sort((a, b) => a - b) });
    case 'keepGoalCard':
    case 'discardGoalCard':
      return canonicalKey({ type: move.type, task: goalTaskIndex(move.card) });
    default:
      return canonicalKey(move);
  }
}

/** Moves with the same effect (grogMoveKey) once, the first of each kept. */
export function distinctGrogMoves(moves: readonly GrogMove[]): GrogMove[] {
  const seen = new Set<string>();
  return moves.filter((m) => {
    const key = grogMoveKey(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Fewer than 3 sensible candidates: the seat's other sensible legal moves of another effect, up to 3. */
function topUp(view: GrogState, seat: number, sensible: readonly GrogMove[]): GrogMove[] {
  const out = distinctGrogMoves(sensible);
  if (out.length >= WEIGH_AT_LEAST) return out;
  const keys = new Set(out.map(grogMoveKey));
  for (const m of legalMoves(view, seat)) {
    if (out.length >= WEIGH_AT_LEAST) break;
    const key = grogMoveKey(m);
    if (keys.has(key) || obviousMistake(view, seat, m) !== null) continue;
    keys.add(key);
    out.push(m);
  }
  return out;
}

/**
 * Why fewer than 3 moves were weighed: every other legal move is one a greedy look at the rules shows to
 * be wasted (a bid above the seat's capital, a bid whose row brings nothing), or alike to a weighed one.
 */
export function grogLeftOut(view: GrogState, seat: number, weighed: readonly GrogMove[]): HintReason | null {
  const keys = new Set(weighed.map(grogMoveKey));
  let unaffordable = 0;
  let wasted = 0;
  let alike = 0;
  for (const m of legalMoves(view, seat)) {
    if (keys.has(grogMoveKey(m))) {
      alike++;
      continue;
    }
    const mistake = obviousMistake(view, seat, m);
    if (mistake === null) return null;
    if (mistake === 'bid.unaffordable') unaffordable++;
    else wasted++;
  }
  const player = view.players[seat];
  if (unaffordable > 0) return { code: 'leftOutUnaffordable', params: { capital: player ? realCapital(player) : 0 } };
  if (wasted > 0) return { code: 'leftOutVoid' };
  return alike > weighed.length ? { code: 'leftOutAlike' } : null;
}

/** The candidates, and every move of `include` not alike to one of them. */
function withIncluded(candidates: readonly GrogMove[], include: readonly GrogMove[]): GrogMove[] {
  const out = distinctGrogMoves(candidates);
  const keys = new Set(out.map(grogMoveKey));
  for (const m of include) if (!keys.has(grogMoveKey(m))) out.push(m);
  return out;
}

/** A full state whose unknown future (the order of the three decks) is dealt anew. */
export function reshuffleGrogFuture(s: GrogState, rng: Rng): GrogState {
  const next = cloneState(s);
  next.events = [];
  next.decks = { goal: shuffled(rng, next.decks.goal), treasure: shuffled(rng, next.decks.treasure), parrot: shuffled(rng, next.decks.parrot) };
  return next;
}

/** The heuristic policy (a little noise, so playouts differ) for every seat, to the end of the game. */
export function playGrogToEnd(s: GrogState, turns: TurnRandomness): GrogState {
  rollout(s, turns, { horizonRounds: 1000, rolloutNoise: 0.3 });
  return s;
}

export const grogTeacher: Teacher<GrogState, GrogMove, GrogState> = {
  hintIterations: HINT_ITERATIONS,
  thresholds: { doubtful: 1, costly: 3 },
  rank: rankGrogMoves,
  explain: explainGrogMove,
  leftOut: grogLeftOut,
  moveKey: grogMoveKey,
  reshuffleFuture: reshuffleGrogFuture,
  playToEnd: playGrogToEnd,
  turnKey: grogTurnKey,
  // (noise 0: the rng is not drawn on)
  policyMove: (s, seat) => policyMove(s, seat, seededRng('policy'), 0),
  // A review's playouts count by their final margin (pirate points: half the fast policy's 2-player playouts end 3 to 5 apart).
  outcomeScale: 4,
  turnedUpHidden: (a, b) => a.decks.goal.length !== b.decks.goal.length || a.decks.treasure.length !== b.decks.treasure.length || a.decks.parrot.length !== b.decks.parrot.length,
};

/** "What would the strong computer do?": the best 3 moves from the seat's own view, with points against the best and why. */
export function hint(view: GrogState, seat: number, options: HintOptions = {}): Hint<GrogMove> {
  return hintFrom(grogTeacher, view, seat, options);
}
