export { RumAndPirates, explainMove, CLIENT_MOVES } from './game.js';
export { rumAndPiratesModule, parseOptions } from './module.js';
export { easyBot, strongBot, hint, rumTeacher, reviewRumMatch } from './bots/index.js';
export { rumAndPiratesHintLocales } from './locales/hints.js';
export * as data from './data.js';
export { rumAndPiratesLocales } from './locales/index.js';
export * from './rules/index.js';
export { rumAutomation, describeOrder } from './automation.js';
