import { COLOURS, SUBSTITUTION_RATE, type Colour } from '../data.js';
import { noGoods, type Goods } from '../rules/index.js';

/**
 * Paying for a trade: `units` of the demanded good, each unit either one tile of it or any three
 * other tiles (the 3:1 substitution). Given what each tile is worth to the payer, the cheapest
 * payment takes the cheapest units: demanded tiles all cost the same, and substitution units cost
 * the next three cheapest other tiles, so a merge of the two ascending lists is optimal.
 */
export function cheapestPayment(goods: Goods, demanded: Colour, units: number, tileValue: (c: Colour) => number): { payment: Goods; cost: number } | null {
  const others: Colour[] = [];
  for (const colour of COLOURS) {
    if (colour === demanded) continue;
    for (let i = 0; i < goods[colour]; i++) others.push(colour);
  }
  others.sort((a, b) => tileValue(a) - tileValue(b));
  const payment = noGoods();
  const demandedValue = tileValue(demanded);
  let cost = 0;
  let ownLeft = goods[demanded];
  let next = 0;
  for (let u = 0; u < units; u++) {
    const canSubstitute = next + SUBSTITUTION_RATE <= others.length;
    let substituteCost = Infinity;
    if (canSubstitute) {
      substituteCost = 0;
      for (let k = 0; k < SUBSTITUTION_RATE; k++) substituteCost += tileValue(others[next + k] as Colour);
    }
    if (ownLeft > 0 && demandedValue <= substituteCost) {
      payment[demanded] += 1;
      ownLeft--;
      cost += demandedValue;
    } else if (canSubstitute) {
      for (let k = 0; k < SUBSTITUTION_RATE; k++) payment[others[next + k] as Colour] += 1;
      next += SUBSTITUTION_RATE;
      cost += substituteCost;
    } else {
      return null;
    }
  }
  return { payment, cost };
}
