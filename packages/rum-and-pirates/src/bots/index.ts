export { easyBot, easyMove } from './easy.js';
export { strongBot, createStrongBot, DEFAULT_ITERATIONS } from './strong.js';
export { determinize } from './determinize.js';
export { greedyMove, scoreMoves } from './policy.js';
export { hint, rumTeacher, rankRumMoves, HINT_ITERATIONS } from './hints.js';
export { explainRumMove, obviousMistake } from './hints-reasons.js';
export { reviewRumMatch } from './review.js';
