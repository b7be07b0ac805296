/**
 * Grog Island in the stalls benchmark (run for all games by `npm run bench:stalls`): easy bots stand in
 * for the people; each person, when it replies during an auction round, leaves a bidding limit for the
 * rest of the round: "pass when staying in would need more than N", N being a share of its potential
 * coin stock that is its habit (40 to 80 %), and trades after passing at its favourite ships (its habit:
 * the six ships in an order of its own), giving as many tiles as the ship takes.
 */
import { seededRng, shuffled, type StallsGame } from '@harbour/game-kit';
import { SHIP_IDS } from '../src/data.js';
import { createEasyBot } from '../src/bots/index.js';
import { grogAutomation } from '../src/automation.js';
import { grogEngine, potentialCoinStock, type GrogMove, type GrogOrder, type GrogState } from '../src/rules/index.js';

export const grogStalls: StallsGame<GrogState, GrogMove, GrogState, GrogOrder> = {
  engine: grogEngine,
  automation: grogAutomation,
  person(_seat, seed) {
    const bot = createEasyBot({ seed });
    const rng = seededRng(`${seed}:habits`);
    const share = 0.4 + 0.4 * rng.next();
    const ships = shuffled(rng, SHIP_IDS);
    return {
      chooseMove: (view, seat) => bot.chooseMove(view, seat),
      standingOrder(view, seat) {
        const player = view.players[seat];
        if (view.status !== 'auction' || player === undefined) return null;
        return { kind: 'bidLimit', round: view.auction.round, limit: Math.floor(share * potentialCoinStock(player)), trade: { ships, spend: 'most', keep: [] } };
      },
    };
  },
};
