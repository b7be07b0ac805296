import { COLOURS, SUBSTITUTION_RATE, type Colour } from '../data.js';
import { noGoods, type Goods } from '../rules/index.js';

/**
 * Paying for a trade: `units` of the demanded good, each unit either one tile of it or any three
 * other tiles (the 3:1 substitution). Given what each tile is worth to the payer, the cheapest
 * payment takes the cheapest units: demanded tiles all cost the same, and substitution units cost
 * the next three cheapest other tiles, so a merge of the two ascending lists is optimal.
 */
export function cheapestPayment(goods: Goods, demanded: Colour, units: number, tileValue: (c: Colour) => number): { payment: Goods; cost: number } | null {
  const payment = noGoods();
  const cost = payUnits(tileValues(goods, tileValue), demanded, units, (c) => (payment[c] += 1)).at(-1) as number;
  return cost === Infinity ? null : { payment, cost };
}

/**
 * The cheapest cost of paying 0, 1, …, `units` units of the demanded good (Infinity where the goods
 * cannot pay that many), for one holding of goods at any ship: the tiles are valued and ordered once.
 * The merge takes the same units in the same order whatever the total, so paying u units is the first
 * u steps of paying more: one walk gives every total (the policy prices every trade size).
 */
export function paymentPricer(goods: Goods, tileValue: (c: Colour) => number): (demanded: Colour, units: number) => number[] {
  const valued = tileValues(goods, tileValue);
  return (demanded, units) => payUnits(valued, demanded, units);
}

/** The goods, each colour's tile value, and the colours held cheapest first (equal values in COLOURS order). */
interface Valued {
  readonly goods: Goods;
  readonly valueOf: Readonly<Record<Colour, number>>;
  readonly order: readonly Colour[];
}

function tileValues(goods: Goods, tileValue: (c: Colour) => number): Valued {
  const valueOf = {} as Record<Colour, number>;
  for (const colour of COLOURS) valueOf[colour] = tileValue(colour);
  const order = COLOURS.filter((colour) => goods[colour] > 0).sort((a, b) => valueOf[a] - valueOf[b]);
  return { goods, valueOf, order };
}

/** The merge, unit by unit: the running cost after each unit; `take` hears every tile paid. */
function payUnits({ goods, valueOf, order }: Valued, demanded: Colour, units: number, take?: (c: Colour) => void): number[] {
  // The other tiles, cheapest first: the colours in order, then each colour's tiles.
  const others: Colour[] = [];
  for (const colour of order) if (colour !== demanded) for (let i = 0; i < goods[colour]; i++) others.push(colour);
  const demandedValue = valueOf[demanded];
  const costs = [0];
  let cost = 0;
  let ownLeft = goods[demanded];
  let next = 0;
  for (let u = 0; u < units; u++) {
    const canSubstitute = next + SUBSTITUTION_RATE <= others.length;
    let substituteCost = Infinity;
    if (canSubstitute) {
      substituteCost = 0;
      for (let k = 0; k < SUBSTITUTION_RATE; k++) substituteCost += valueOf[others[next + k] as Colour];
    }
    if (ownLeft > 0 && demandedValue <= substituteCost) {
      take?.(demanded);
      ownLeft--;
      cost += demandedValue;
    } else if (canSubstitute) {
      for (let k = 0; k < SUBSTITUTION_RATE; k++) take?.(others[next + k] as Colour);
      next += SUBSTITUTION_RATE;
      cost += substituteCost;
    } else {
      while (costs.length <= units) costs.push(Infinity);
      return costs;
    }
    costs.push(cost);
  }
  return costs;
}
