export { easyBot } from './easy.js';
export { strongBot, type StrongBotOptions } from './strong.js';
export { determinize, nextCardCandidates, unseenCards } from './determinize.js';
export { DEFAULT_WEIGHTS, playerValue, relativeValue, type Weights } from './evaluate.js';
