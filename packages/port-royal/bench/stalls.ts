/**
 * Port Royal in the stalls benchmark (run for all games by `npm run bench:stalls`): easy bots stand in
 * for the people; each person, when it replies, leaves an order for the opportunities on other players'
 * turns, "pass unless the display holds one of my wanted cards and I keep N coins", from its habits.
 */
import { seededRng, shuffled, type StallsGame } from '@harbour/game-kit';
import { PERSON_KINDS, SHIP_COLOURS } from '../src/data.js';
import { easyBot } from '../src/bots/index.js';
import { portRoyalAutomation } from '../src/automation.js';
import { portRoyalEngine, type PortRoyalMove, type PortRoyalOrder, type PortRoyalState, type Want } from '../src/rules/index.js';

/**
 * A person's habits: the persons it wants most (3 to 6 kinds, its own order), then ships of every colour
 * (coins are always welcome), then the other persons; keeping 0 to 2 coins. One person in twelve always
 * passes. So, like the easy bot it stands in for, it takes a card in most opportunities.
 */
function habitsOf(seed: string): PortRoyalOrder {
  const rng = seededRng(`${seed}:habits`);
  if (rng.next() < 1 / 12) return { kind: 'alwaysPass' };
  const persons = shuffled(rng, PERSON_KINDS);
  const first = 3 + Math.floor(rng.next() * 4);
  const wants: Want[] = [
    ...persons.slice(0, first).map((person) => ({ person })),
    ...shuffled(rng, SHIP_COLOURS).map((ship) => ({ ship })),
    ...persons.slice(first).map((person) => ({ person })),
  ];
  return { kind: 'passUnless', wants, keepCoins: Math.floor(rng.next() * 3) };
}

export const portRoyalStalls: StallsGame<PortRoyalState, PortRoyalMove, PortRoyalState, PortRoyalOrder> = {
  engine: portRoyalEngine,
  automation: portRoyalAutomation,
  person(_seat, seed) {
    const bot = easyBot({ seed });
    const order = habitsOf(seed);
    return { chooseMove: (view, seat) => bot.chooseMove(view, seat), standingOrder: () => order };
  },
};
