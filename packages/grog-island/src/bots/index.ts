import type { BotFactory, BotLevel } from '@harbour/game-kit';
import type { GrogMove, GrogState } from '../rules/index.js';
import { createEasyBot } from './easy.js';
import { createStrongBot } from './strong.js';

export { createEasyBot } from './easy.js';
export { createStrongBot } from './strong.js';
export { determinize } from './determinize.js';

/** Grog Island's computer players by level; each is given its seat's view only. */
export const grogBots: Partial<Record<BotLevel, BotFactory<GrogState, GrogMove>>> = {
  easy: createEasyBot,
  strong: createStrongBot,
};
export { hint, grogTeacher, rankGrogMoves, HINT_ITERATIONS } from './hints.js';
export { explainGrogMove, obviousMistake } from './hints-reasons.js';
export { reviewGrogMatch } from './review.js';
