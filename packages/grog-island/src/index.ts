export { GrogIsland, explainMove } from './game.js';
export { grogIslandModule } from './module.js';
export * as data from './data.js';
export { grogIslandLocales } from './locales/index.js';
export * from './rules/index.js';
export { grogAutomation, describeOrder } from './automation.js';
export { hint, grogTeacher, reviewGrogMatch } from './bots/index.js';
export { grogIslandHintLocales } from './locales/hints.js';
