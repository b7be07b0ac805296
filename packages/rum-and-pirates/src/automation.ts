import { fillWords, listInWords, type Automation, type OrderLanguage } from '@harbour/game-kit';
import { rumAndPiratesLocales } from './locales/index.js';
import { conservativeMove, forcedMove } from './rules/automation.js';
import type { RumMove } from './rules/moves.js';
import { orderMove, orderStands, parseOrder, type RumOrder } from './rules/orders.js';
import type { RumState } from './rules/state.js';
import { canTakeBack } from './rules/take-back.js';
import { isRefusal, parseMove } from './rules/parse.js';

/** The game's words in one language (the shape of en.json). */
export type GameWords = (typeof rumAndPiratesLocales)['en'];

const PURPOSES = ['tavern', 'chest', 'scuffle'] as const;

/** An order in a few words: "join every drinking contest; spend rum to re-roll a scuffle roll below 4". */
export function describeOrder(order: RumOrder, language: OrderLanguage): string {
  return describeOrderIn(order, rumAndPiratesLocales[language]);
}

/** The same in the given words of the game (the web passes the words it holds: German ones come on demand). */
export function describeOrderIn(order: RumOrder, locale: GameWords): string {
  const words = locale.order;
  const parts: string[] = [];
  if (order.tavern !== undefined) parts.push(order.tavern === 'join' ? words.joinTavern : words.declineTavern);
  const rolls = PURPOSES.flatMap((purpose) => {
    const value = order.rerollBelow[purpose];
    return value === undefined ? [] : [fillWords(words.rollBelow[purpose], { value })];
  });
  if (rolls.length > 0) parts.push(fillWords(words.reroll, { rolls: listInWords(rolls, words.and) }));
  return parts.length > 0 ? parts.join('; ') : words.none;
}

/** Rum & Pirates' decisions for play over days (see the README, "Playing over days"). */
export const rumAutomation: Automation<RumState, RumMove, RumState, RumOrder> = {
  forcedMove,
  conservativeMove,
  canTakeBack,
  moveOf(action) {
    const move = parseMove(action.name, action.args);
    return isRefusal(move) ? null : move;
  },
  parseOrder,
  orderMove,
  orderStands,
  describeOrder,
};
