import { performanceClock, SafetyNet, type Bot, type BotOptions } from '@harbour/game-kit';
import { stageOf, type GrogMove, type GrogState } from '../rules/index.js';
import { candidateMoves } from './candidates.js';
import { decisionRng } from './decision-rng.js';
import { policyMove } from './policy.js';
import { searchMove, type SearchSettings } from './search.js';

/** Determinizations per decision by default: about 50 ms median on one core (see bench/bots.ts). */
export const DEFAULT_ITERATIONS = 24;
/**
 * The safety net of a search at DEFAULT_ITERATIONS, scaled with the iterations: far above its slowest
 * decision (210 ms on a 2-core machine at load 11, 2026-12), so only a stuck machine reaches it (issue 38:
 * the former 800 ms cap fired under load and made the moves depend on the machine).
 */
export const SAFETY_LIMIT_MS = 10_000;

/**
 * The rollouts play the policy greedily (no noise): noise made every rollout seat overbid, since the best
 * of many jittered bids beats the jittered value of passing more often than the plain values do, so the
 * search expected rivals to outbid it and raised too often and too high (issue 38: with 4 players the
 * strong bot won 27.5 % against greedy policies at noise 0.6; see the README's strength table).
 * The determinizations and the dice of the next round still vary between iterations.
 */
const SEARCH: Omit<SearchSettings, 'iterations'> = { horizonRounds: 1, rolloutNoise: 0, inferGoals: true };

/**
 * The strong bot: determinized rollouts over the heuristic policy (see search.ts).
 *  - `iterations` (default DEFAULT_ITERATIONS): exactly that many determinizations per decision; the
 *    move depends only on the view, the seed and the iterations. A safety net of SAFETY_LIMIT_MS per
 *    DEFAULT_ITERATIONS (clock: `now`) stops a stuck search; `onSearch` is told when it did.
 *  - `budgetMs` without `iterations`: as many as fit in that time (depends on the machine).
 * The setup choice is the heuristic's (rollouts of one auction round cannot judge it), and so is any
 * decision with a single sensible candidate. It sees only its seat's view.
 */
export function createStrongBot(options: BotOptions): Bot<GrogState, GrogMove> {
  const timed = options.iterations === undefined && options.budgetMs !== undefined;
  const iterations = options.iterations ?? (timed ? Number.POSITIVE_INFINITY : DEFAULT_ITERATIONS);
  const limitMs = timed ? (options.budgetMs as number) : SAFETY_LIMIT_MS * Math.max(1, iterations / DEFAULT_ITERATIONS);
  const clock = options.now ?? performanceClock;
  return {
    chooseMove(view, seat) {
      const net = new SafetyNet(clock, limitMs);
      const rng = decisionRng(options.seed, 'strong', view, seat);
      if (stageOf(view, seat) === 'chooseSetup') return policyMove(view, seat, rng);
      const candidates = candidateMoves(view, seat, rng);
      if (candidates.length <= 1) return candidates[0] ?? policyMove(view, seat, rng);
      const result = searchMove(view, seat, candidates, rng, { ...SEARCH, iterations }, net);
      options.onSearch?.({ iterations: result.iterations, cutShort: result.cutShort });
      return result.move;
    },
  };
}
