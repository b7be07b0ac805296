import { seededRng, type Rng, type SafetyNet } from '@harbour/game-kit';
import { deciders, play, stageOf, type RumMove, type RumState } from '../rules/index.js';
import { determinize } from './determinize.js';
import { positionValue } from './evaluate.js';
import { greedyMove } from './policy.js';

/**
 * Determinized rollouts: each iteration samples one full state behind the view (determinize.ts), then
 * plays every candidate move in it, each followed by the heuristic policy for every player, with the
 * same dice for every candidate, until the seat is to start a turn again (or the round is over), and
 * scores the outcome (evaluate.ts). The candidate with the best mean wins. It stops after
 * `settings.iterations`; the clock is read only by `net` (none: never), which may stop it earlier,
 * after one iteration at least (then `cutShort`).
 */
export interface SearchSettings {
  iterations: number;
  /** Most moves one rollout plays. */
  maxRolloutMoves: number;
}

export function searchMove(view: RumState, seat: number, candidates: readonly RumMove[], rng: Rng, settings: SearchSettings, net: SafetyNet | null = null): { move: RumMove; means: number[]; iterations: number; cutShort: boolean } {
  const sums = candidates.map(() => 0);
  let done = 0;
  let stopped = false;
  while (done < settings.iterations) {
    if (done > 0 && net !== null && net.over()) {
      stopped = true;
      break;
    }
    const world = determinize(view, seat, rng);
    const dice = Math.floor(rng.next() * 2 ** 32);
    candidates.forEach((move, i) => {
      const r = seededRng(dice);
      const end = rollout(play(world, seat, move, r), seat, r, settings.maxRolloutMoves);
      sums[i] = (sums[i] as number) + positionValue(end, seat);
    });
    done++;
  }
  const means = sums.map((x) => x / Math.max(1, done));
  let best = 0;
  means.forEach((m, i) => {
    if (m > (means[best] as number) + 1e-9) best = i;
  });
  return { move: candidates[best] as RumMove, means, iterations: done, cutShort: stopped && Number.isFinite(settings.iterations) };
}

/** Plays the heuristic for everyone until `seat` is to start a new turn, the round is over, or the move limit. */
function rollout(start: RumState, seat: number, rng: Rng, maxMoves: number): RumState {
  let s = start;
  const round = s.round;
  for (let i = 0; i < maxMoves; i++) {
    if (s.status === 'over' || s.round !== round || s.status === 'betweenRounds') return s;
    const next = deciders(s)[0];
    if (next === undefined) return s;
    if (next === seat && stageOf(s, seat) === 'turn') return s;
    s = play(s, next, greedyMove(s, next), rng);
  }
  return s;
}
