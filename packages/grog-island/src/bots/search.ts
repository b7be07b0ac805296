import { seededRng, turnKeyOf, type Rng, type SafetyNet, type TurnRandomness } from '@harbour/game-kit';
import {
  advanceInPlace,
  applyCheckedMoveInPlace,
  checkMove,
  cloneState,
  deciders,
  type GrogMove,
  type GrogState,
} from '../rules/index.js';
import { determinize } from './determinize.js';
import { goalWeightsFromPlay } from './inference.js';
import { estimateScores, relativeValue } from './evaluate.js';
import { policyMove } from './policy.js';

export interface SearchSettings {
  /** Determinizations to sample; each one plays out every candidate. */
  iterations: number;
  /** Auction rounds to play beyond the current one before evaluating (0: to the end of this round). */
  horizonRounds: number;
  /** Noise of the rollout policy, in pirate points. */
  rolloutNoise: number;
  /** Deal the others' goal cards by what their public play suggests (inference.ts), not uniformly. */
  inferGoals: boolean;
}

export interface SearchResult {
  move: GrogMove;
  iterations: number;
  /** Mean value of each candidate, in candidate order. */
  means: number[];
  /** The safety net stopped the search before `settings.iterations` (never without a net). */
  cutShort: boolean;
}

/**
 * Determinized rollouts (a flat information-set Monte Carlo search). Each iteration samples a full
 * state consistent with the view, then, for every candidate move, plays it and lets the heuristic
 * policy play every seat to the horizon, and scores the end position with the static evaluation
 * (the seat's expected score against the others'). All candidates of one iteration share the same
 * sampled state and the same rollout randomness, so their differences come from the move alone.
 * It stops after `settings.iterations`; the clock is read only by `net` (none: never), which may stop it
 * earlier, after one iteration at least (then `cutShort`).
 */
export function searchMove(view: GrogState, seat: number, candidates: readonly GrogMove[], rng: Rng, settings: SearchSettings, net: SafetyNet | null = null): SearchResult {
  const sums = new Array<number>(candidates.length).fill(0);
  let done = 0;
  const goalWeight = settings.inferGoals ? goalWeightsFromPlay(view, seat) : undefined;
  let stopped = false;
  while (done < settings.iterations) {
    if (done > 0 && net !== null && net.over()) {
      stopped = true;
      break;
    }
    const sample = determinize(view, seat, rng, goalWeight);
    sample.events = [];
    const rolloutSeed = Math.floor(rng.next() * 2 ** 32);
    for (let c = 0; c < candidates.length; c++) {
      const s = cloneState(sample);
      applyCheckedMoveInPlace(s, seat, candidates[c] as GrogMove);
      rollout(s, seededRng(rolloutSeed), settings);
      sums[c] = (sums[c] as number) + relativeValue(estimateScores(s), seat);
    }
    done++;
  }
  const means = sums.map((x) => (done > 0 ? x / done : 0));
  let best = 0;
  for (let c = 1; c < candidates.length; c++) if ((means[c] as number) > (means[best] as number)) best = c;
  return { move: candidates[best] as GrogMove, iterations: done, means, cutShort: stopped && Number.isFinite(settings.iterations) };
}

/** A playout's turn for its randomness (TurnRandomness): the auction's round and the deciding seat, or BETWEEN_ROUNDS. */
export function grogTurnKey(s: GrogState, seat: number): number {
  return turnKeyOf(s.auction.round, seat);
}
const BETWEEN_ROUNDS = 7;

/**
 * Plays the policy for every seat, changing `s`, until the horizon or the end of the game. Its draws
 * come from `rng`, or, for a review's playouts, from the stream of each decision's turn (`grogTurnKey`).
 */
export function rollout(s: GrogState, rng: Rng | TurnRandomness, settings: Pick<SearchSettings, 'horizonRounds' | 'rolloutNoise'>): void {
  const at = 'at' in rng ? (seat: number) => rng.at(grogTurnKey(s, seat)) : () => rng;
  let roundsLeft = settings.horizonRounds;
  for (let guard = 0; guard < 2000; guard++) {
    if (s.status === 'over') return;
    if (s.status === 'betweenRounds') {
      if (roundsLeft-- <= 0) return;
      advanceInPlace(s, at(BETWEEN_ROUNDS));
      continue;
    }
    const seat = deciders(s)[0];
    if (seat === undefined) return;
    const move = policyMove(s, seat, at(seat), settings.rolloutNoise);
    const refusal = checkMove(s, seat, move);
    if (refusal) throw new Error(`rollout policy made an illegal ${move.type}: ${refusal.code}`);
    applyCheckedMoveInPlace(s, seat, move);
  }
  throw new Error('rollout did not reach its horizon');
}
