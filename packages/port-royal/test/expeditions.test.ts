import { describe, expect, it } from 'vitest';
import { FIVE_PLAYER_EXPEDITION } from '../src/data.js';
import { checkMove, createGame, legalFulfilments, legalMoves } from '../src/rules/index.js';
import { Deck, coins, play, rng, table } from './fixtures.js';

describe('expeditions (Expeditionsaufträge)', () => {
  it('Dagmar fulfils the 2-Priest expedition with her Priest and her Jack of all Trades and takes 2 coins', () => {
    const d = new Deck();
    const expedition = d.expedition({ priest: 2 });
    const priest = d.person('priest');
    const jack = d.person('jackOfAllTrades');
    const sailor = d.person('sailor', 3);
    const s0 = table({ players: [{ persons: [priest, jack, sailor] }, {}], expeditionDisplay: [expedition] });
    expect(s0.players[0]?.points).toBe(3);
    const s = play(s0, [0, { type: 'fulfilExpedition', card: expedition, persons: [priest, jack] }]);
    expect(s.players[0]).toMatchObject({ persons: [sailor], expeditions: [expedition], points: 1 + 4 });
    expect(coins(s, 0)).toBe(2);
    expect(s.expeditionDisplay).toEqual([]);
    expect(s.discardPile.slice(-2)).toEqual([priest, jack]);
    // Still her turn, before her first card.
    expect(s.turn).toMatchObject({ active: 0, stage: 'discover', turnedUp: 0 });
  });

  it('lets a Jack of all Trades stand in for a Captain, a Priest or a Settler, and accepts any matching set', () => {
    const d = new Deck();
    const expedition = d.expedition({ captain: 1, priest: 1, settler: 1 });
    const jacks = [d.person('jackOfAllTrades'), d.person('jackOfAllTrades'), d.person('jackOfAllTrades')];
    const captain = d.person('captain');
    const s = table({ numPlayers: 5, players: [{ persons: [...jacks, captain] }, {}, {}, {}, {}], expeditionDisplay: [expedition] });
    expect(expedition).toBe(FIVE_PLAYER_EXPEDITION);
    expect(checkMove(s, 0, { type: 'fulfilExpedition', card: expedition, persons: jacks })).toBeNull();
    expect(checkMove(s, 0, { type: 'fulfilExpedition', card: expedition, persons: [captain, jacks[0] as number, jacks[1] as number] })).toBeNull();
    // Every 3 of the 4 persons fit: 4 ways.
    expect(legalFulfilments(s, 0)).toHaveLength(4);
  });

  it('refuses persons that do not fit, are named twice or are not the player’s', () => {
    const d = new Deck();
    const expedition = d.expedition({ captain: 2, settler: 1 });
    const [c1, c2, c3, s1, p1, sailor] = [d.person('captain'), d.person('captain'), d.person('captain'), d.person('settler'), d.person('priest'), d.person('sailor', 3)];
    const other = d.person('settler');
    const s = table({ players: [{ persons: [c1, c2, c3, s1, p1, sailor] }, { persons: [other] }], expeditionDisplay: [expedition] });
    const fulfil = (persons: number[]) => checkMove(s, 0, { type: 'fulfilExpedition', card: expedition, persons });
    expect(fulfil([c1, c2, s1])).toBeNull();
    expect(fulfil([c1, c2])).toEqual({ code: 'expedition.personCount', params: { needed: 3, given: 2 } });
    expect(fulfil([c1, c2, c3])).toEqual({ code: 'expedition.tooMany', params: { skill: 'captain', needed: 2 } });
    expect(fulfil([c1, c2, p1])).toEqual({ code: 'expedition.wrongPerson', params: { card: p1 } });
    expect(fulfil([c1, c2, sailor])).toEqual({ code: 'expedition.wrongPerson', params: { card: sailor } });
    expect(fulfil([c1, c1, s1])).toEqual({ code: 'expedition.samePersonTwice', params: { card: c1 } });
    expect(fulfil([c1, c2, other])).toEqual({ code: 'expedition.personNotYours', params: { card: other } });
    const missing = d.expedition({ priest: 2 });
    expect(checkMove(s, 0, { type: 'fulfilExpedition', card: missing, persons: [c1, c2] })).toEqual({ code: 'expedition.notInDisplay', params: { card: missing } });
  });

  it('may be fulfilled several times a turn, between cards, in the active player’s own Trade & Hire and after a bust', () => {
    const d = new Deck();
    const e1 = d.expedition({ captain: 2 });
    const e2 = d.expedition({ settler: 2 });
    const e3 = d.expedition({ priest: 2 });
    const [c1, c2, s1, s2, p1, p2] = [d.person('captain'), d.person('captain'), d.person('settler'), d.person('settler'), d.person('priest'), d.person('priest')];
    const r1 = d.ship('red', 1);
    const r2 = d.ship('red', 1);
    // The expedition's 2 coins are the two cards under the first red ship.
    const s0 = table({ players: [{ persons: [c1, c2, s1, s2, p1, p2] }, {}], expeditionDisplay: [e1, e2, e3], top: [r1, d.person('jester', 7), d.person('jester', 7), r2] });
    const sA = play(s0, [0, { type: 'turnUp' }], [0, { type: 'fulfilExpedition', card: e1, persons: [c1, c2] }]);
    expect(sA.players[0]?.expeditions).toEqual([e1]);
    // The second red ship busts the turn; the player may still fulfil expeditions, then ends the turn.
    const sB = play(sA, [0, { type: 'turnUp' }]);
    expect(sB.turn).toMatchObject({ active: 0, stage: 'afterBust' });
    expect(legalMoves(sB, 0).map((m) => m.type)).toEqual(['fulfilExpedition', 'fulfilExpedition', 'endTurn']);
    const sC = play(sB, [0, { type: 'fulfilExpedition', card: e2, persons: [s1, s2] }]);
    expect(sC.turn.stage).toBe('afterBust');
    const sD = play(sC, [0, { type: 'fulfilExpedition', card: e3, persons: [p1, p2] }]);
    // Nothing left to fulfil: the turn passes by itself.
    expect(sD.turn).toMatchObject({ active: 1, stage: 'discover' });
    expect(sD.players[0]).toMatchObject({ expeditions: [e1, e2, e3], persons: [], points: 12 });
    expect(coins(sD, 0)).toBe(6);
  });

  it('ends the turn at once after a bust when no expedition can be fulfilled', () => {
    const d = new Deck();
    const s = play(table({ expeditionDisplay: [d.expedition({ captain: 2 })], top: [d.ship('red', 1), d.ship('red', 1)] }), [0, { type: 'turnUp' }], [0, { type: 'turnUp' }]);
    expect(s.turn).toMatchObject({ active: 1, stage: 'discover' });
  });

  it('is fulfilled by the active player in their own Trade & Hire, not by others while they take cards', () => {
    const d = new Deck();
    const expedition = d.expedition({ settler: 2 });
    const settler = d.person('settler');
    const ship = d.ship('green', 1);
    const mine = d.person('settler');
    let s = table({ players: [{ coins: 4, persons: [mine] }, { persons: [d.person('settler'), d.person('settler')] }], expeditionDisplay: [expedition], top: [settler, ship] });
    s = play(s, [0, { type: 'turnUp' }], [0, { type: 'turnUp' }], [0, { type: 'stop' }], [0, { type: 'hire', card: settler }]);
    // Hired and used at once: the opportunity stays open for the expedition.
    expect(s.turn).toMatchObject({ taker: 0, taken: 1 });
    s = play(s, [0, { type: 'fulfilExpedition', card: expedition, persons: [mine, settler] }]);
    expect(s.turn.taker).toBe(1);
    expect(s.players[0]?.expeditions).toEqual([expedition]);

    const d2 = new Deck();
    const e2 = d2.expedition({ settler: 2 });
    const theirs = [d2.person('settler'), d2.person('settler')];
    const ship2 = d2.ship('green', 1);
    let t = table({ players: [{}, { persons: theirs }], expeditionDisplay: [e2], top: [ship2, d2.ship('yellow', 1)] });
    t = play(t, [0, { type: 'turnUp' }], [0, { type: 'turnUp' }], [0, { type: 'stop' }], [0, { type: 'trade', card: ship2 }]);
    expect(t.turn.taker).toBe(1);
    expect(checkMove(t, 1, { type: 'fulfilExpedition', card: e2, persons: theirs })).toEqual({ code: 'expedition.onlyActivePlayer', params: { active: 0 } });
    expect(legalMoves(t, 1).some((m) => m.type === 'fulfilExpedition')).toBe(false);
  });

  it('puts the 5-player expedition face up in a 5-player game and leaves it in the box otherwise', () => {
    for (let n = 2; n <= 5; n++) {
      const s = createGame(n, rng());
      if (n === 5) {
        expect(s.expeditionDisplay).toEqual([FIVE_PLAYER_EXPEDITION]);
        expect(s.box).toEqual([]);
      } else {
        expect(s.expeditionDisplay).toEqual([]);
        expect(s.box).toEqual([FIVE_PLAYER_EXPEDITION]);
      }
      expect(s.drawPile).not.toContain(FIVE_PLAYER_EXPEDITION);
    }
  });
});
