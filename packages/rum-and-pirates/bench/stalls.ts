/**
 * Rum & Pirates in the stalls benchmark (run for all games by `npm run bench:stalls`): easy bots stand
 * in for the people; each person, when it first replies, leaves its orders for contests and the
 * scuffle, from its habits: two in three join every drinking contest, the others stay out; each
 * spends rum to re-roll a tavern or scuffle roll below 3, 4 or 5 and a chest roll below 3 or 4.
 */
import { seededRng, type StallsGame } from '@harbour/game-kit';
import { easyBot } from '../src/bots/index.js';
import { rumAutomation } from '../src/automation.js';
import { rumEngine, type RumMove, type RumOrder, type RumState } from '../src/rules/index.js';

export const rumStalls: StallsGame<RumState, RumMove, RumState, RumOrder> = {
  engine: rumEngine,
  automation: rumAutomation,
  person(_seat, seed) {
    const bot = easyBot({ seed });
    const rng = seededRng(`${seed}:habits`);
    const below = (from: number, choices: number): number => from + Math.floor(rng.next() * choices);
    const order: RumOrder = {
      kind: 'contests',
      tavern: rng.next() < 2 / 3 ? 'join' : 'decline',
      rerollBelow: { tavern: below(3, 3), scuffle: below(3, 3), chest: below(3, 2) },
    };
    return { chooseMove: (view, seat) => bot.chooseMove(view, seat), standingOrder: () => order };
  },
};
