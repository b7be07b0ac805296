import { describe, expect, it } from 'vitest';
import { Deck, play, table } from '../../test/fixtures.js';
import { describeOrder } from '../automation.js';
import { stageOf } from './engine.js';
import { orderMove, orderStands, parseOrder, type PortRoyalOrder } from './orders.js';

/** Seat 0 is active and has passed its own opportunity; seat 1 may take one card (paying the fee). */
function opportunity(harbor: (d: Deck) => number[], coins1: number) {
  const d = new Deck();
  const s = table({ numPlayers: 3, stage: 'discover', turnedUp: 1, harbor: harbor(d), players: [{ coins: 3 }, { coins: coins1 }, { coins: 0 }] });
  const afterStop = play(s, [0, { type: 'stop' }], [0, { type: 'pass' }]);
  return afterStop;
}

const unless = (keepCoins: number, ...wants: PortRoyalOrder & { kind: 'passUnless' } extends { wants: infer W } ? W : never): PortRoyalOrder => ({ kind: 'passUnless', wants, keepCoins });

describe("an order for the opportunity on another player's turn", () => {
  it('"always pass" passes', () => {
    const s = opportunity((d) => [d.person('governor'), d.ship('blue', 1)], 9);
    expect(stageOf(s, 1)).toBe('tradeAndHire');
    expect(orderMove(s, 1, { kind: 'alwaysPass' })).toEqual({ type: 'pass' });
  });

  it('takes the wanted person when the seat keeps enough coins, else passes', () => {
    const d = new Deck();
    const governor = d.person('governor');
    const s = opportunity(() => [governor, d.ship('blue', 1)], 9);
    const cost = 8; // a Governor costs 8 in the edition; the fee is 1
    expect(orderMove(s, 1, unless(0, { person: 'governor' }))).toEqual({ type: 'hire', card: governor });
    expect(orderMove(s, 1, unless(9 - cost - 1 + 1, { person: 'governor' }))).toEqual({ type: 'pass' });
    expect(orderMove(s, 1, unless(0, { person: 'admiral' }))).toEqual({ type: 'pass' });
  });

  it('takes the first wanted card on the list that the display holds', () => {
    const d = new Deck();
    const ship = d.ship('blue', 1);
    const s = opportunity(() => [d.person('governor'), ship], 9);
    expect(orderMove(s, 1, unless(0, { person: 'admiral' }, { ship: 'blue' }, { person: 'governor' }))).toEqual({ type: 'trade', card: ship });
  });

  it("never decides on the seat's own turn, and stands until the game ends", () => {
    const d = new Deck();
    const s = table({ numPlayers: 3, stage: 'discover', turnedUp: 1, harbor: [d.person('governor')], players: [{ coins: 9 }, { coins: 0 }, { coins: 0 }] });
    const own = play(s, [0, { type: 'stop' }]);
    expect(stageOf(own, 0)).toBe('tradeAndHire');
    expect(orderMove(own, 0, { kind: 'alwaysPass' })).toBe('ask');
    expect(orderMove(s, 0, { kind: 'alwaysPass' })).toBe('ask');
    expect(orderStands(s, 1, { kind: 'alwaysPass' })).toBe(true);
    expect(orderStands({ ...s, status: 'over' }, 1, { kind: 'alwaysPass' })).toBe(false);
  });

  it('is validated as it comes from the network', () => {
    expect(parseOrder({ kind: 'alwaysPass' })).toEqual({ ok: true, order: { kind: 'alwaysPass' } });
    expect(parseOrder({ kind: 'passUnless', wants: [{ person: 'governor' }, { ship: 'red' }], keepCoins: 5 }).ok).toBe(true);
    for (const bad of [undefined, {}, { kind: 'alwaysPass', x: 1 }, { kind: 'passUnless', wants: [], keepCoins: 5 }, { kind: 'passUnless', wants: [{ person: 'king' }], keepCoins: 5 }, { kind: 'passUnless', wants: [{ ship: 'red' }], keepCoins: 1.5 }]) {
      const parsed = parseOrder(bad);
      expect(parsed.ok, JSON.stringify(bad)).toBe(false);
      if (!parsed.ok) expect(parsed.refusal.code).toBe('order.invalid');
    }
  });

  it('is described in a few words in English and German', () => {
    expect(describeOrder(unless(5, { person: 'governor' }), 'en')).toBe('pass unless a Governor shows up and I keep 5 coins');
    expect(describeOrder(unless(2, { person: 'admiral' }, { ship: 'blue' }), 'en')).toBe('pass unless an Admiral or a Flute shows up and I keep 2 coins');
    expect(describeOrder(unless(5, { person: 'governor' }), 'de')).toBe('passen, außer in der Hafenauslage liegt: Gouverneur, und mir bleiben 5 Münzen');
    expect(describeOrder({ kind: 'alwaysPass' }, 'de')).toBe('immer passen');
  });
});
