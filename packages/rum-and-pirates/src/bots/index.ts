export { easyBot, easyMove } from './easy.js';
export { strongBot, createStrongBot, DEFAULT_ITERATIONS } from './strong.js';
export { determinize } from './determinize.js';
export { greedyMove, scoreMoves } from './policy.js';
