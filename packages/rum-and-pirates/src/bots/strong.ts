import { seededRng, type Bot, type BotFactory, type BotOptions, type Rng } from '@harbour/game-kit';
import { stageOf, type RumMove, type RumState } from '../rules/index.js';
import { scoreMoves } from './policy.js';
import { searchMove, type SearchSettings } from './search.js';

/** Determinizations per decision by default (reproducible; see bench/strong-bot.ts for the time it takes). */
export const DEFAULT_ITERATIONS = 6;
/** Hard cap on thinking time when no budget is given, so a slow machine still answers well within 1 s. */
export const SAFETY_DEADLINE_MS = 400;
/** How many of the heuristic's favourites the rollouts compare. */
export const CANDIDATES = 3;
/** Candidates further than this behind the favourite (in points) are not worth a rollout. */
export const MARGIN = 4;

/**
 * The bot's randomness for one decision, from its seed and what is public about the moment (never from
 * hidden information, and never from earlier decisions): the same seed and the same view give the same
 * move, and two states that differ only in what the seat cannot see give the same view.
 */
export function decisionRng(seed: string | number, view: RumState, seat: number): Rng {
  return seededRng(`${seed}:${seat}:${view.round}:${view.events.length}:${view.captain}`);
}

/**
 * The strong bot: the heuristic (policy.ts) proposes; when several moving decisions are close, the
 * determinized rollouts (search.ts) choose among the best few.
 *  - `iterations`: exactly that many determinizations per decision (reproducible).
 *  - `budgetMs`: as many as fit in that time.
 *  - neither: DEFAULT_ITERATIONS, stopped early only by SAFETY_DEADLINE_MS.
 */
export function createStrongBot(options: BotOptions): Bot<RumState, RumMove> {
  const iterations = options.iterations ?? (options.budgetMs !== undefined ? Number.POSITIVE_INFINITY : DEFAULT_ITERATIONS);
  const settings: SearchSettings = { iterations, deadlineMs: options.budgetMs ?? SAFETY_DEADLINE_MS, maxRolloutMoves: 120 };
  return {
    chooseMove(view, seat) {
      const started = performance.now();
      const scored = scoreMoves(view, seat);
      const best = scored[0];
      if (best === undefined) throw new Error(`seat ${seat} has nothing to decide`);
      const stage = stageOf(view, seat);
      if (iterations <= 0 || (stage !== 'turn' && stage !== 'field')) return best.move;
      const candidates = scored.filter((x) => x.value >= best.value - MARGIN).slice(0, CANDIDATES).map((x) => x.move);
      if (candidates.length <= 1) return best.move;
      return searchMove(view, seat, candidates, decisionRng(options.seed, view, seat), settings, started).move;
    },
  };
}

export const strongBot: BotFactory<RumState, RumMove> = (options) => createStrongBot(options);
