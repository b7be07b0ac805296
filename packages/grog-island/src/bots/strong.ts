import type { Bot, BotOptions } from '@harbour/game-kit';
import { stageOf, type GrogMove, type GrogState } from '../rules/index.js';
import { candidateMoves } from './candidates.js';
import { decisionRng } from './decision-rng.js';
import { policyMove } from './policy.js';
import { searchMove, type SearchSettings } from './search.js';

/** Determinizations per decision by default: about 50 ms median on one core (see bench/bots.ts). */
export const DEFAULT_ITERATIONS = 24;
/** Hard cap on thinking time when no budget is given, so a slow machine still answers within 1 s. */
export const SAFETY_DEADLINE_MS = 800;

const SEARCH: Omit<SearchSettings, 'iterations' | 'deadlineMs'> = { horizonRounds: 1, rolloutNoise: 0.6, inferGoals: true };

/**
 * The strong bot: determinized rollouts over the heuristic policy (see search.ts).
 *  - `iterations`: exactly that many determinizations per decision (reproducible).
 *  - `budgetMs`: as many as fit in that time.
 *  - neither: DEFAULT_ITERATIONS, stopped early only by SAFETY_DEADLINE_MS (reproducible in practice).
 * The setup choice is the heuristic's (rollouts of one auction round cannot judge it), and so is any
 * decision with a single sensible candidate. It sees only its seat's view.
 */
export function createStrongBot(options: BotOptions): Bot<GrogState, GrogMove> {
  const iterations = options.iterations ?? (options.budgetMs !== undefined ? Number.POSITIVE_INFINITY : DEFAULT_ITERATIONS);
  const deadlineMs = options.budgetMs ?? SAFETY_DEADLINE_MS;
  return {
    chooseMove(view, seat) {
      const started = performance.now();
      const rng = decisionRng(options.seed, 'strong', view, seat);
      if (stageOf(view, seat) === 'chooseSetup') return policyMove(view, seat, rng);
      const candidates = candidateMoves(view, seat, rng);
      if (candidates.length <= 1) return candidates[0] ?? policyMove(view, seat, rng);
      return searchMove(view, seat, candidates, rng, { ...SEARCH, iterations, deadlineMs }, started).move;
    },
  };
}
