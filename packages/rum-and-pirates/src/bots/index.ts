export { easyBot, easyMove } from './easy.js';
export { strongBot } from './strong.js';
export { greedyMove, scoreMoves } from './policy.js';
