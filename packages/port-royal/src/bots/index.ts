export { easyBot } from './easy.js';
export { strongBot, type StrongBotOptions } from './strong.js';
export { determinize, nextCardCandidates, unseenCards } from './determinize.js';
export { DEFAULT_WEIGHTS, playerValue, relativeValue, type Weights } from './evaluate.js';
export { hint, portRoyalTeacher, rankPortRoyalMoves, HINT_DEPTH } from './hints.js';
export { explainPortRoyalMove, obviousMistake, bustChance } from './hints-reasons.js';
export { reviewPortRoyalMatch } from './review.js';
