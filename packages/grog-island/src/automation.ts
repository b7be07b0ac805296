import { fillWords, listInWords, type Automation, type OrderLanguage } from '@harbour/game-kit';
import { grogIslandLocales } from './locales/index.js';
import { conservativeMove, forcedMove } from './rules/automation.js';
import type { GrogMove } from './rules/moves.js';
import { orderMove, orderStands, parseOrder, type GrogOrder } from './rules/orders.js';
import type { GrogState } from './rules/state.js';
import { canTakeBack } from './rules/take-back.js';
import { isRefusal, parseMove } from './rules/parse.js';

/** The game's words in one language (the shape of en.json). */
export type GameWords = (typeof grogIslandLocales)['en'];

/** An order in a few words, in the game's words: "pass when staying in would need more than 6 coins; then trade with …". */
export function describeOrder(order: GrogOrder, language: OrderLanguage): string {
  return describeOrderIn(order, grogIslandLocales[language]);
}

/** The same in the given words of the game (the web passes the words it holds: German ones come on demand). */
export function describeOrderIn(order: GrogOrder, locale: GameWords): string {
  const words = locale.order;
  const parts = [fillWords(words.bidLimit, { limit: order.limit })];
  if (order.trade !== undefined) {
    // More than one ship: tried in their order, so the order is said ("first free of: 1. …, 2. …").
    const named = order.trade.ships.map((ship) => words.ship[ship]);
    const ships = named.length > 1 ? fillWords(words.thenTradeFirstFree, { ships: named.map((ship, i) => `${i + 1}. ${ship}`).join(', ') }) : fillWords(words.thenTrade, { ships: named[0] ?? '' });
    let trade = `${ships}, ${order.trade.spend === 'most' ? words.spendMost : words.spendLeast}`;
    if (order.trade.keep.length > 0) trade += `, ${fillWords(words.keep, { goods: listInWords(order.trade.keep.map((c) => locale.goods[c]), words.or) })}`;
    parts.push(trade);
  }
  return parts.join('; ');
}

/** Grog Island's decisions for play over days (see the README, "Playing over days"). */
export const grogAutomation: Automation<GrogState, GrogMove, GrogState, GrogOrder> = {
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
