export { PortRoyal, explainMove } from './game.js';
export { portRoyalModule } from './module.js';
export * as data from './data.js';
export * from './rules/index.js';
export { easyBot, strongBot, determinize, hint, portRoyalTeacher, reviewPortRoyalMatch } from './bots/index.js';
export { portRoyalHintLocales } from './locales/hints.js';
export { portRoyalLocales } from './locales/index.js';
export { portRoyalAutomation, describeOrder } from './automation.js';
