import { describe, expect, it } from 'vitest';
import { Deck, coins, play, table } from './fixtures.js';

describe('the complete turn of the README', () => {
  it('plays as described', () => {
    const d = new Deck();
    const pinnace = d.ship('yellow', 2, 2);
    const tax = d.tax('mostSwords');
    const coin = d.person('captain');
    const sailor = d.person('sailor', 3);
    const flute = d.ship('blue', 1, 1);
    const skiff = d.ship('green', 3, 2);
    const frigate = d.ship('red', 3, 2);
    let s = table({ players: [{ coins: 1, persons: [d.person('pirate', 5)] }, { coins: 2 }], top: [pinnace, tax, coin, sailor, flute, skiff, frigate] });
    s = play(s, [0, { type: 'turnUp' }]);
    expect(s.turn.stage).toBe('repel');
    s = play(s, [0, { type: 'accept' }], [0, { type: 'turnUp' }]);
    expect([coins(s, 0), coins(s, 1)]).toEqual([2, 2]);
    s = play(s, [0, { type: 'turnUp' }], [0, { type: 'turnUp' }]);
    expect(s.turn.stage).toBe('repel');
    s = play(s, [0, { type: 'accept' }], [0, { type: 'turnUp' }], [0, { type: 'turnUp' }]);
    expect(s.harbor).toEqual([pinnace, sailor, flute, skiff, frigate]);
    s = play(s, [0, { type: 'stop' }]);
    expect(s.turn).toMatchObject({ stage: 'tradeAndHire', cards: 2, taker: 0 });
    s = play(s, [0, { type: 'trade', card: pinnace }]);
    expect(coins(s, 0)).toBe(4);
    s = play(s, [0, { type: 'hire', card: sailor }]);
    expect(s.turn.taker).toBe(1);
    s = play(s, [1, { type: 'trade', card: frigate }]);
    expect([coins(s, 0), coins(s, 1)]).toEqual([2, 3]);
    expect(s.discardPile.slice(-2)).toEqual([flute, skiff]);
    expect(s.turn).toMatchObject({ active: 1, stage: 'discover', turnedUp: 0 });
    expect(s.players[0]?.points).toBe(2);
  });
});
