import { describe, expect, it } from 'vitest';
import { COLOURS, type Colour } from '../data.js';
import { noGoods } from '../rules/index.js';
import { seededRng } from '@harbour/game-kit';
import { cheapestPayment, paymentPricer } from './payment.js';

describe('paymentPricer', () => {
  it('gives, for every demanded good and every total, the cost of the cheapest payment of that many units (Infinity where none)', () => {
    const rng = seededRng('payment-costs');
    for (let trial = 0; trial < 300; trial++) {
      const goods = noGoods();
      for (const c of COLOURS) goods[c] = Math.floor(rng.next() * 5);
      const values = Object.fromEntries(COLOURS.map((c) => [c, Math.round(rng.next() * 8) / 4])) as Record<Colour, number>;
      const units = Math.floor(rng.next() * 9);
      // One pricer for the holding, asked for every demanded good in turn.
      const price = paymentPricer(goods, (c) => values[c]);
      for (const demanded of COLOURS) {
        const costs = price(demanded, units);
        expect(costs).toHaveLength(units + 1);
        costs.forEach((cost, u) => expect(cost).toBe(cheapestPayment(goods, demanded, u, (c) => values[c])?.cost ?? Infinity));
      }
    }
  });

  it('pays a demanded tile while it is cheaper than three others, then three of the cheapest others', () => {
    const goods = { ...noGoods(), orange: 1, green: 3 };
    const values = { ...Object.fromEntries(COLOURS.map((c) => [c, 1])), orange: 2 } as Record<Colour, number>;
    expect(cheapestPayment(goods, 'orange', 2, (c) => values[c])).toEqual({ payment: { ...noGoods(), orange: 1, green: 3 }, cost: 5 });
    expect(paymentPricer(goods, (c) => values[c])('orange', 3)).toEqual([0, 2, 5, Infinity]);
  });
});
