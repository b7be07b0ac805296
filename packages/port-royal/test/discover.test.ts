import { describe, expect, it } from 'vitest';
import { applyMove, checkMove, legalMoves } from '../src/rules/index.js';
import { Deck, coins, play, rng, table } from './fixtures.js';

describe('Discover (Entdecken)', () => {
  it('turns up the top card; persons go to the harbor display', () => {
    const d = new Deck();
    const sailor = d.person('sailor', 3);
    const s = play(table({ top: [sailor] }), [0, { type: 'turnUp' }]);
    expect(s.harbor).toEqual([sailor]);
    expect(s.turn).toMatchObject({ stage: 'discover', turnedUp: 1, active: 0 });
    expect(s.events.at(-1)).toEqual({ type: 'turnedUp', seat: 0, card: sailor });
  });

  it('requires at least one card before stopping, then offers to stop after every card', () => {
    const d = new Deck();
    const s0 = table({ top: [d.person('priest')] });
    expect(checkMove(s0, 0, { type: 'stop' })).toEqual({ code: 'discover.mustTurnUp' });
    expect(legalMoves(s0, 0)).toEqual([{ type: 'turnUp' }]);
    const s1 = play(s0, [0, { type: 'turnUp' }]);
    expect(legalMoves(s1, 0)).toEqual([{ type: 'turnUp' }, { type: 'stop' }]);
  });

  it('lets only the active player discover', () => {
    const s = table({});
    expect(checkMove(s, 1, { type: 'turnUp' })).toEqual({ code: 'turn.notYours', params: { waitingFor: [0] } });
    expect(checkMove(s, 0, { type: 'pass' })).toEqual({ code: 'stage.wrongMove', params: { stage: 'discover', move: 'pass' } });
  });

  it('puts a ship into the harbor display at once when the active player cannot repel it', () => {
    const d = new Deck();
    const flute = d.ship('blue', 1);
    const s = play(table({ top: [flute] }), [0, { type: 'turnUp' }]);
    expect(s.harbor).toEqual([flute]);
    expect(s.turn.stage).toBe('discover');
  });

  it('Alex repels the Flute (2 swords) with a Sailor (1) and a Pirate (2)', () => {
    const d = new Deck();
    const flute = d.ship('blue', 2);
    const s0 = table({ players: [{ persons: [d.person('sailor', 3), d.person('pirate', 5)] }, {}], top: [flute] });
    const s1 = play(s0, [0, { type: 'turnUp' }]);
    expect(s1.turn).toMatchObject({ stage: 'repel', ship: flute });
    expect(s1.harbor).toEqual([]);
    expect(legalMoves(s1, 0)).toEqual([{ type: 'repel' }, { type: 'accept' }]);
    const s2 = play(s1, [0, { type: 'repel' }]);
    expect(s2.discardPile.at(-1)).toBe(flute);
    expect(s2.harbor).toEqual([]);
    expect(s2.turn).toMatchObject({ stage: 'discover', ship: null, turnedUp: 1 });
    // The swords are not used up: the next ship can be repelled with them too.
    expect(s2.events.at(-1)).toEqual({ type: 'repelled', seat: 0, card: flute, swords: 3 });
  });

  it('never repels a skull ship, and needs swords at least equal to the ship’s', () => {
    const d = new Deck();
    const skull = d.ship('red', null);
    const galleon = d.ship('black', 7);
    const strong = { persons: [d.person('pirate', 5), d.person('pirate', 7)] };
    const s1 = play(table({ players: [strong, {}], top: [skull, galleon] }), [0, { type: 'turnUp' }]);
    expect(s1.harbor).toEqual([skull]);
    expect(s1.turn.stage).toBe('discover');
    const s2 = play(s1, [0, { type: 'turnUp' }]);
    expect(s2.harbor).toEqual([skull, galleon]);
    // Forcing the question on a state in stage repel gives the reasons.
    expect(checkMove({ ...s1, turn: { ...s1.turn, stage: 'repel', ship: skull } }, 0, { type: 'repel' })).toEqual({ code: 'repel.skull', params: { card: skull } });
    const weak = table({ players: [{ persons: [d.person('sailor', 3)] }, {}] });
    expect(checkMove({ ...weak, turn: { ...weak.turn, stage: 'repel', ship: galleon } }, 0, { type: 'repel' })).toEqual({
      code: 'repel.notEnoughSwords',
      params: { card: galleon, needed: 7, swords: 1 },
    });
  });

  it('sets expeditions apart and keeps them through a bust', () => {
    const d = new Deck();
    const expedition = d.expedition({ captain: 2 });
    const y1 = d.ship('yellow', 1);
    const y2 = d.ship('yellow', 1);
    const s = play(table({ top: [expedition, y1, y2] }), [0, { type: 'turnUp' }], [0, { type: 'turnUp' }], [0, { type: 'turnUp' }]);
    expect(s.expeditionDisplay).toEqual([expedition]);
    expect(s.harbor).toEqual([]);
  });

  it('busts on a second ship of a colour: the harbor display is discarded, Jesters pay everybody, the next player begins', () => {
    const d = new Deck();
    const g1 = d.ship('green', 5);
    const priest = d.person('priest');
    const g2 = d.ship('green', 5);
    const s0 = table({
      numPlayers: 3,
      players: [{ persons: [d.person('jester', 5)] }, { persons: [d.person('jester', 7), d.person('jester', 7)] }, {}],
      top: [g1, priest, g2],
    });
    const s = play(s0, [0, { type: 'turnUp' }], [0, { type: 'turnUp' }], [0, { type: 'turnUp' }]);
    expect(s.discardPile.slice(-3)).toEqual([g1, priest, g2]);
    expect(s.harbor).toEqual([]);
    expect([coins(s, 0), coins(s, 1), coins(s, 2)]).toEqual([1, 2, 0]);
    expect(s.turn).toMatchObject({ number: 2, active: 1, stage: 'discover', turnedUp: 0 });
    expect(s.events.some((e) => e.type === 'busted' && e.seat === 0 && e.card === g2)).toBe(true);
  });

  it('busts when the active player accepts a second ship of a colour instead of repelling it', () => {
    const d = new Deck();
    const b1 = d.ship('blue', 1);
    const b2 = d.ship('blue', 1);
    const s1 = play(table({ players: [{ persons: [d.person('sailor', 3)] }, {}], top: [b1, b2] }), [0, { type: 'turnUp' }], [0, { type: 'accept' }], [0, { type: 'turnUp' }]);
    expect(s1.turn.stage).toBe('repel');
    const busted = play(s1, [0, { type: 'accept' }]);
    expect(busted.turn.active).toBe(1);
    expect(busted.discardPile.slice(-2)).toEqual([b1, b2]);
    const repelled = play(s1, [0, { type: 'repel' }]);
    expect(repelled.harbor).toEqual([b1]);
    expect(repelled.turn.active).toBe(0);
  });

  it('resolves a tax increase at once: 12 or more coins lose half rounded down, the most swords get 1 coin', () => {
    const d = new Deck();
    const tax = d.tax('mostSwords');
    const s0 = table({
      numPlayers: 3,
      players: [{ coins: 13, persons: [d.person('sailor', 3)] }, { coins: 12, persons: [d.person('pirate', 5)] }, { coins: 11, persons: [d.person('sailor', 3), d.person('sailor', 3)] }],
      top: [tax],
    });
    const s = play(s0, [0, { type: 'turnUp' }]);
    // 13 → 7, 12 → 6, 11 stays; seats 1 and 2 tie at 2 swords and both get a coin.
    expect([coins(s, 0), coins(s, 1), coins(s, 2)]).toEqual([7, 7, 12]);
    expect(s.discardPile.at(-1)).toBe(tax);
    expect(s.turn).toMatchObject({ stage: 'discover', turnedUp: 1 });
    expect(s.events.filter((e) => e.type === 'taxPaid').map((e) => (e.type === 'taxPaid' ? e.cards.length : 0))).toEqual([6, 6]);
  });

  it('gives the tax bonus to every player with the fewest victory points, also when all are tied at 0', () => {
    const d = new Deck();
    const s = play(table({ numPlayers: 4, top: [d.tax('fewestPoints')] }), [0, { type: 'turnUp' }]);
    expect([0, 1, 2, 3].map((seat) => coins(s, seat))).toEqual([1, 1, 1, 1]);
    const d2 = new Deck();
    const s2 = play(
      table({ numPlayers: 3, players: [{ persons: [d2.person('sailor', 3)] }, {}, { persons: [d2.person('governor')] }], top: [d2.tax('fewestPoints')] }),
      [0, { type: 'turnUp' }],
    );
    // The Governor is worth 0 points: seats 1 and 2 tie for the fewest.
    expect([0, 1, 2].map((seat) => coins(s2, seat))).toEqual([0, 1, 1]);
    const d3 = new Deck();
    const s3 = play(table({ numPlayers: 3, top: [d3.tax('mostSwords')] }), [0, { type: 'turnUp' }]);
    expect([0, 1, 2].map((seat) => coins(s3, seat))).toEqual([1, 1, 1]);
  });

  it('fixes the active player’s cards by the ship colours when Discover ends: 0-3 → 1, 4 → 2, 5 → 3', () => {
    const cardsAfter = (colours: ('yellow' | 'blue' | 'green' | 'red' | 'black')[]) => {
      const d = new Deck();
      const top = colours.map((c) => d.ship(c, c === 'black' ? 2 : 1));
      let s = table({ top });
      for (let i = 0; i < top.length; i++) s = play(s, [0, { type: 'turnUp' }]);
      return play(s, [0, { type: 'stop' }]).turn.cards;
    };
    expect(cardsAfter(['yellow'])).toBe(1);
    expect(cardsAfter(['yellow', 'blue', 'green'])).toBe(1);
    expect(cardsAfter(['yellow', 'blue', 'green', 'red'])).toBe(2);
    expect(cardsAfter(['yellow', 'blue', 'green', 'red', 'black'])).toBe(3);
  });

  it('shuffles the discard pile into a new draw pile as soon as the draw pile runs out', () => {
    const d = new Deck();
    const last = d.person('captain');
    const s0 = table({ drawPile: [last] });
    const discarded = s0.discardPile.length;
    expect(discarded).toBeGreaterThan(50);
    const s = applyMove(s0, 0, { type: 'turnUp' }, rng());
    expect(s.harbor).toEqual([last]);
    expect(s.discardPile).toEqual([]);
    expect(s.drawPile).toHaveLength(discarded);
    expect(s.shuffles).toBe(1);
    for (const id of s.drawPile) expect(s.shuffledIn[id]).toBe(1);
    expect(s.events).toContainEqual({ type: 'reshuffled', cards: discarded, shuffle: 1 });
  });

  it('lets the active player stop without a card when no card is left anywhere (our ruling)', () => {
    const d = new Deck();
    const s0 = table({ drawPile: [d.person('captain')] });
    // Every other card lies among the coins of seat 0, so both piles run dry.
    s0.players[0]!.coins = s0.discardPile;
    s0.discardPile = [];
    const s1 = play(s0, [0, { type: 'turnUp' }]);
    expect(s1.drawPile).toEqual([]);
    expect(checkMove(s1, 0, { type: 'turnUp' })).toEqual({ code: 'discover.noCardLeft' });
    expect(legalMoves(s1, 0)).toContainEqual({ type: 'stop' });
  });
});
