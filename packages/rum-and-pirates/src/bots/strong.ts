import { performanceClock, SafetyNet, seededRng, type Bot, type BotFactory, type BotOptions, type Rng } from '@harbour/game-kit';
import { stageOf, type RumMove, type RumState } from '../rules/index.js';
import { scoreMoves } from './policy.js';
import { searchMove, type SearchSettings } from './search.js';

/** Determinizations per decision by default (reproducible; see bench/strong-bot.ts for the time it takes). */
export const DEFAULT_ITERATIONS = 6;
/**
 * The safety net of a search at DEFAULT_ITERATIONS, scaled with the iterations: far above its slowest
 * decision (290 ms on a 2-core machine at load 11, 2026-12), so only a stuck machine reaches it (issue 38:
 * the former 400 ms cap fired under load and made the moves depend on the machine).
 */
export const SAFETY_LIMIT_MS = 10_000;
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
 *  - `iterations` (default DEFAULT_ITERATIONS): exactly that many determinizations per decision; the
 *    move depends only on the view, the seed and the iterations. A safety net of SAFETY_LIMIT_MS per
 *    DEFAULT_ITERATIONS (clock: `now`) stops a stuck search; `onSearch` is told when it did.
 *  - `budgetMs` without `iterations`: as many as fit in that time (depends on the machine).
 */
export function createStrongBot(options: BotOptions): Bot<RumState, RumMove> {
  const timed = options.iterations === undefined && options.budgetMs !== undefined;
  const iterations = options.iterations ?? (timed ? Number.POSITIVE_INFINITY : DEFAULT_ITERATIONS);
  const limitMs = timed ? (options.budgetMs as number) : SAFETY_LIMIT_MS * Math.max(1, iterations / DEFAULT_ITERATIONS);
  const clock = options.now ?? performanceClock;
  const settings: SearchSettings = { iterations, maxRolloutMoves: 120 };
  return {
    chooseMove(view, seat) {
      const net = new SafetyNet(clock, limitMs);
      const scored = scoreMoves(view, seat);
      const best = scored[0];
      if (best === undefined) throw new Error(`seat ${seat} has nothing to decide`);
      const stage = stageOf(view, seat);
      if (iterations <= 0 || (stage !== 'turn' && stage !== 'field')) return best.move;
      const candidates = scored.filter((x) => x.value >= best.value - MARGIN).slice(0, CANDIDATES).map((x) => x.move);
      if (candidates.length <= 1) return best.move;
      const result = searchMove(view, seat, candidates, decisionRng(options.seed, view, seat), settings, net);
      options.onSearch?.({ iterations: result.iterations, cutShort: result.cutShort });
      return result.move;
    },
  };
}

export const strongBot: BotFactory<RumState, RumMove> = (options) => createStrongBot(options);
