import { bestFirst, canonicalKey, hintFrom, shuffled, type Hint, type HintOptions, type Rng, type Teacher, type ValuedMove } from '@harbour/game-kit';
import { COLOURS, GOAL_CARDS_KEPT, type Colour } from '../data.js';
import { cloneState, stageOf, type GrogMove, type GrogState } from '../rules/index.js';
import { candidateMoves } from './candidates.js';
import { decisionRng } from './decision-rng.js';
import { goalsOf } from './goals.js';
import { explainGrogMove, obviousMistake } from './hints-reasons.js';
import { contextFor, handValue } from './policy.js';
import { rollout, searchMove } from './search.js';

/**
 * The strong computer as a teacher: the same candidates and the same determinized rollouts as the strong
 * bot (strong.ts), but every candidate's mean kept, as expected pirate points against the others. The
 * randomness comes from the seat's view only (decisionRng), and the effort is a number of
 * determinizations, never a time: the same view gives the same hint on any machine.
 */

/** Determinizations per hint: a third more than the strong bot's 24 (a hint may think a little longer than a move). */
export const HINT_ITERATIONS = 32;

const SEARCH = { horizonRounds: 1, rolloutNoise: 0.6, inferGoals: true, deadlineMs: Number.POSITIVE_INFINITY };

export function rankGrogMoves(view: GrogState, seat: number, iterations: number, include: readonly GrogMove[] = []): ValuedMove<GrogMove>[] {
  const rng = decisionRng('hint', 'strong', view, seat);
  if (stageOf(view, seat) === 'chooseSetup') return rankSetups(view, seat, rng, include);
  const candidates = withIncluded(candidateMoves(view, seat, rng), include);
  // A move the rules show to be wasted (a bid that brings nothing, one the seat cannot pay) is weighed
  // only when every candidate is such a move, or when a review asks about it.
  const sensible = candidates.filter((m) => obviousMistake(view, seat, m) === null);
  const weighed = sensible.length > 0 ? withIncluded(sensible, include) : candidates;
  if (weighed.length === 1) return [{ move: weighed[0] as GrogMove, value: 0 }];
  const result = searchMove(view, seat, weighed, rng, { ...SEARCH, iterations }, 0);
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
  for (const m of include) {
    if (m.type === 'chooseSetup' && !out.some((o) => canonicalKey(setupKey(o.move)) === canonicalKey(setupKey(m)))) out.push({ move: m, value: value(m.keep, m.goods) });
  }
  return bestFirst(out);
}

function setupKey(m: GrogMove): unknown {
  return m.type === 'chooseSetup' ? { ...m, keep: m.keep.slice().sort((x, y) => x - y) } : m;
}

function withIncluded(candidates: readonly GrogMove[], include: readonly GrogMove[]): GrogMove[] {
  const out = candidates.slice();
  const keys = new Set(out.map(grogMoveKey));
  for (const m of include) if (!keys.has(grogMoveKey(m))) out.push(m);
  return out;
}

export function grogMoveKey(move: GrogMove): string {
  if (move.type === 'bid') return canonicalKey({ ...move, parrots: move.parrots.slice().sort((a, b) => a.card - b.card) });
  if (move.type === 'pay') return canonicalKey({ ...move, treasureCards: move.treasureCards.slice().sort((a, b) => a - b) });
  return canonicalKey(setupKey(move));
}

/** A full state whose unknown future (the order of the three decks) is dealt anew. */
export function reshuffleGrogFuture(s: GrogState, rng: Rng): GrogState {
  const next = cloneState(s);
  next.events = [];
  next.decks = { goal: shuffled(rng, next.decks.goal), treasure: shuffled(rng, next.decks.treasure), parrot: shuffled(rng, next.decks.parrot) };
  return next;
}

/** The heuristic policy (a little noise, so playouts differ) for every seat, to the end of the game. */
export function playGrogToEnd(s: GrogState, rng: Rng): GrogState {
  rollout(s, rng, { horizonRounds: 1000, rolloutNoise: 0.3 });
  return s;
}

export const grogTeacher: Teacher<GrogState, GrogMove, GrogState> = {
  hintIterations: HINT_ITERATIONS,
  thresholds: { doubtful: 1, costly: 3 },
  rank: rankGrogMoves,
  explain: explainGrogMove,
  moveKey: grogMoveKey,
  reshuffleFuture: reshuffleGrogFuture,
  playToEnd: playGrogToEnd,
  turnedUpHidden: (a, b) => a.decks.goal.length !== b.decks.goal.length || a.decks.treasure.length !== b.decks.treasure.length || a.decks.parrot.length !== b.decks.parrot.length,
};

/** "What would the strong computer do?": the best 3 moves from the seat's own view, with points against the best and why. */
export function hint(view: GrogState, seat: number, options: HintOptions = {}): Hint<GrogMove> {
  return hintFrom(grogTeacher, view, seat, options);
}
