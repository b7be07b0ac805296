import { fillWords, listInWords, type Automation, type OrderLanguage } from '@harbour/game-kit';
import { SHIP_NAMES } from './data.js';
import { portRoyalLocales } from './locales/index.js';
import { conservativeMove, forcedMove } from './rules/automation.js';
import type { PortRoyalMove } from './rules/moves.js';
import { orderMove, orderStands, parseOrder, type PortRoyalOrder, type Want } from './rules/orders.js';
import type { PortRoyalState } from './rules/state.js';
import { canTakeBack } from './rules/take-back.js';
import { isRefusal, parseMove } from './rules/parse.js';

/** The game's words in one language (the shape of en.json). */
export type GameWords = (typeof portRoyalLocales)['en'];

/** An order in a few words: "pass unless a Governor or a Flute shows up and I keep 5 coins". */
export function describeOrder(order: PortRoyalOrder, language: OrderLanguage): string {
  return describeOrderIn(order, portRoyalLocales[language]);
}

/** The same in the given words of the game (the web passes the words it holds: German ones come on demand). */
export function describeOrderIn(order: PortRoyalOrder, locale: GameWords): string {
  const words = locale.order;
  if (order.kind === 'alwaysPass') return words.alwaysPass;
  const name = (want: Want): string => ('person' in want ? words.person[want.person] : words.ship[SHIP_NAMES[want.ship]]);
  return fillWords(words.passUnless, { cards: listInWords(order.wants.map(name), words.or), coins: order.keepCoins });
}

/** Port Royal's decisions for play over days (see the README, "Playing over days"). */
export const portRoyalAutomation: Automation<PortRoyalState, PortRoyalMove, PortRoyalState, PortRoyalOrder> = {
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
