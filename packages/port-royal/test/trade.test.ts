import { describe, expect, it } from 'vitest';
import { checkMove, legalMoves, takeOutcome, type PortRoyalState } from '../src/rules/index.js';
import { Deck, coins, play, table, type TableSpec } from './fixtures.js';

/** A table whose active player turns up `harbor` (in order) and stops: Trade & Hire begins. */
function tradeAndHire(spec: TableSpec & { harbor: number[] }): PortRoyalState {
  let s = table({ ...spec, harbor: [], top: [...spec.harbor, ...(spec.top ?? [])] });
  const active = s.turn.active;
  for (let i = 0; i < spec.harbor.length; i++) s = play(s, [active, { type: 'turnUp' }]);
  return play(s, [active, { type: 'stop' }]);
}

describe('Trade & Hire (Handeln & Heuern)', () => {
  it('Klemens trades the Flute: it goes to the discard pile and earns 2 coins', () => {
    const d = new Deck();
    const flute = d.ship('blue', 2, 2);
    const s0 = tradeAndHire({ harbor: [flute, d.person('priest')] });
    expect(s0.turn).toMatchObject({ stage: 'tradeAndHire', taker: 0, cards: 1 });
    const s = play(s0, [0, { type: 'trade', card: flute }]);
    expect(coins(s, 0)).toBe(2);
    expect(s.discardPile).toContain(flute);
    expect(s.events).toContainEqual({ type: 'traded', seat: 0, card: flute, coins: 2, traderBonus: 0 });
  });

  it('Andrea’s turn: 4 ship colours give 2 cards; she trades a ship, spends the coins on a Sailor; Alex takes a ship and pays her 1 coin', () => {
    const d = new Deck();
    const pinnace = d.ship('yellow', 2, 2);
    const flute = d.ship('blue', 1, 1);
    const sailor = d.person('sailor', 3);
    const skiff = d.ship('green', 1, 1);
    const frigate = d.ship('red', 3, 2);
    // Andrea (seat 0) has 1 coin; Alex (seat 1) none.
    const s0 = tradeAndHire({ players: [{ coins: 1 }, {}], harbor: [pinnace, flute, sailor, skiff, frigate] });
    expect(s0.turn.cards).toBe(2);
    expect(checkMove(s0, 0, { type: 'hire', card: sailor })).toEqual({ code: 'hire.cannotAfford', params: { card: sailor, cost: 3, fee: 0, coins: 1 } });
    const s1 = play(s0, [0, { type: 'trade', card: pinnace }]);
    expect(coins(s1, 0)).toBe(3);
    expect(s1.turn).toMatchObject({ taker: 0, taken: 1 });
    const s2 = play(s1, [0, { type: 'hire', card: sailor }]);
    expect(coins(s2, 0)).toBe(0);
    expect(s2.players[0]?.persons).toEqual([sailor]);
    expect(s2.players[0]?.points).toBe(1);
    expect(s2.discardPile.slice(-3)).toEqual((s2.events.find((e) => e.type === 'hired') as { paid: number[] }).paid);
    // Andrea has taken her 2 cards: Alex's opportunity comes at once.
    expect(s2.turn).toMatchObject({ taker: 1, taken: 0 });
    expect(checkMove(s2, 0, { type: 'trade', card: frigate })).toEqual({ code: 'turn.notYours', params: { waitingFor: [1] } });
    const s3 = play(s2, [1, { type: 'trade', card: frigate }]);
    // 2 coins from the Frigate, 1 of them to Andrea.
    expect([coins(s3, 0), coins(s3, 1)]).toEqual([1, 1]);
    expect(s3.events).toContainEqual({ type: 'feePaid', seat: 1, to: 0 });
    // Everybody has had their opportunity: the rest goes to the discard pile and Alex becomes active.
    expect(s3.discardPile.slice(-2)).toEqual([flute, skiff]);
    expect(s3.harbor).toEqual([]);
    expect(s3.turn).toMatchObject({ active: 1, stage: 'discover', number: 2 });
  });

  it('pays a Trader bonus of 1 coin per Trader of the traded ship’s colour', () => {
    const d = new Deck();
    const galleon = d.ship('black', 4, 2);
    const s0 = tradeAndHire({
      players: [{ persons: [d.person('trader', 3, 'black'), d.person('trader', 3, 'black'), d.person('trader', 3, 'red')] }, {}],
      harbor: [galleon],
    });
    const s = play(s0, [0, { type: 'trade', card: galleon }]);
    expect(coins(s, 0)).toBe(4);
    expect(s.events).toContainEqual({ type: 'traded', seat: 0, card: galleon, coins: 2, traderBonus: 2 });
  });

  it('makes hiring 1 coin cheaper per Mademoiselle, never below 0', () => {
    const d = new Deck();
    const sailor = d.person('sailor', 3);
    const admiral = d.person('admiral', 5);
    const madams = [d.person('mademoiselle', 7), d.person('mademoiselle', 7), d.person('mademoiselle', 9), d.person('mademoiselle', 9)];
    const s0 = tradeAndHire({ players: [{ coins: 1, persons: madams }, {}], harbor: [sailor, admiral], top: [] });
    expect(s0.turn.cards).toBe(1);
    expect(checkMove(s0, 0, { type: 'hire', card: sailor })).toBeNull();
    expect(checkMove(s0, 0, { type: 'hire', card: admiral })).toBeNull();
    const s = play(s0, [0, { type: 'hire', card: sailor }]);
    expect(coins(s, 0)).toBe(1);
    expect(s.events).toContainEqual({ type: 'hired', seat: 0, card: sailor, cost: 0, paid: [] });
  });

  it('charges other players 1 coin per card for the active player; hiring needs the cost plus that coin', () => {
    const d = new Deck();
    const captain = d.person('captain');
    const ship = d.ship('yellow', 1, 1);
    const s0 = tradeAndHire({ numPlayers: 3, players: [{}, { coins: 4 }, { coins: 5 }], harbor: [captain, ship, d.person('settler')] });
    const s1 = play(s0, [0, { type: 'pass' }]);
    expect(s1.turn.taker).toBe(1);
    expect(checkMove(s1, 1, { type: 'hire', card: captain })).toEqual({ code: 'hire.cannotAfford', params: { card: captain, cost: 4, fee: 1, coins: 4 } });
    // A ship is always within reach: the fee may come from its income (1 coin here).
    const s2 = play(s1, [1, { type: 'trade', card: ship }]);
    expect([coins(s2, 0), coins(s2, 1)]).toEqual([1, 4]);
    expect(s2.turn.taker).toBe(2);
    const s3 = play(s2, [2, { type: 'hire', card: captain }]);
    expect([coins(s3, 0), coins(s3, 2)]).toEqual([2, 0]);
  });

  it('lets the active player take no card at all', () => {
    const d = new Deck();
    const s0 = tradeAndHire({ harbor: [d.ship('red', 1)] });
    expect(legalMoves(s0, 0)).toEqual([{ type: 'trade', card: s0.harbor[0] }, { type: 'pass' }]);
    const s = play(s0, [0, { type: 'pass' }]);
    expect(s.turn.taker).toBe(1);
    expect(s.events).toContainEqual({ type: 'passed', seat: 0 });
  });

  it('gives 1 more card per Governor, to the active player and to the others, counting a Governor hired on the way', () => {
    const d = new Deck();
    const governor = d.person('governor');
    const ships = [d.ship('yellow', 1), d.ship('blue', 1), d.ship('green', 1)];
    const s0 = tradeAndHire({
      numPlayers: 2,
      players: [{ coins: 8 }, { persons: [d.person('governor')] }],
      harbor: [governor, ...ships],
    });
    expect(s0.turn.cards).toBe(1);
    // The Governor hired is used at once: a second card.
    const s1 = play(s0, [0, { type: 'hire', card: governor }]);
    expect(s1.turn).toMatchObject({ taker: 0, taken: 1 });
    const s2 = play(s1, [0, { type: 'trade', card: ships[0] as number }]);
    expect(s2.turn).toMatchObject({ taker: 1, taken: 0 });
    const s3 = play(s2, [1, { type: 'trade', card: ships[1] as number }]);
    expect(s3.turn).toMatchObject({ taker: 1, taken: 1 });
    const s4 = play(s3, [1, { type: 'trade', card: ships[2] as number }]);
    expect(s4.turn).toMatchObject({ active: 1, stage: 'discover' });
    expect(coins(s4, 0)).toBe(1 + 2);
  });

  it('refuses a third card to a player allowed two (while an expedition keeps the active player’s opportunity open)', () => {
    const d = new Deck();
    const expedition = d.expedition({ priest: 2 });
    const ships = [d.ship('yellow', 1), d.ship('blue', 1), d.ship('green', 1), d.ship('red', 1)];
    const extra = d.ship('black', 2);
    const s0 = tradeAndHire({
      players: [{ persons: [d.person('priest'), d.person('priest')] }, {}],
      expeditionDisplay: [expedition],
      harbor: [...ships, extra].slice(0, 4),
    });
    expect(s0.turn.cards).toBe(2);
    const s1 = play(s0, [0, { type: 'trade', card: ships[0] as number }], [0, { type: 'trade', card: ships[1] as number }]);
    expect(s1.turn).toMatchObject({ taker: 0, taken: 2 });
    expect(checkMove(s1, 0, { type: 'trade', card: ships[2] as number })).toEqual({ code: 'take.noneLeft', params: { allowed: 2 } });
    expect(legalMoves(s1, 0).map((m) => m.type)).toEqual(['fulfilExpedition', 'pass']);
  });

  it('pays Admirals 2 coins each at the start of an opportunity facing 5 or more cards, to active and other players alike', () => {
    const d = new Deck();
    const harbor = [d.person('priest'), d.person('settler'), d.person('captain'), d.ship('yellow', 1), d.ship('blue', 1)];
    const s0 = tradeAndHire({
      numPlayers: 3,
      players: [{ persons: [d.person('admiral', 5)] }, { persons: [d.person('admiral', 7), d.person('admiral', 7)] }, { persons: [d.person('admiral', 9)] }],
      harbor,
    });
    expect(coins(s0, 0)).toBe(2);
    const s1 = play(s0, [0, { type: 'pass' }]);
    // Still 5 cards when seat 1's opportunity comes: 2 Admirals pay 4.
    expect(coins(s1, 1)).toBe(4);
    const s2 = play(s1, [1, { type: 'trade', card: harbor[3] as number }]);
    // Only 4 cards left for seat 2: its Admiral pays nothing.
    expect(s2.turn.taker).toBe(2);
    expect(coins(s2, 2)).toBe(0);
  });

  it('pays Jesters 1 coin each to a non-active player whose opportunity comes with an empty harbor display', () => {
    const d = new Deck();
    const ship = d.ship('yellow', 1);
    const s0 = tradeAndHire({
      numPlayers: 3,
      players: [{ persons: [d.person('jester', 5)] }, { persons: [d.person('jester', 7), d.person('jester', 7)] }, { persons: [d.person('jester', 9)] }],
      harbor: [ship],
    });
    const s = play(s0, [0, { type: 'trade', card: ship }]);
    // The active player's Jester pays nothing here; seats 1 and 2 find the display empty.
    expect([coins(s, 0), coins(s, 1), coins(s, 2)]).toEqual([1, 2, 1]);
    expect(s.turn).toMatchObject({ active: 1, stage: 'discover' });
    expect(s.events.filter((e) => e.type === 'nothingToTake').map((e) => (e as { seat: number }).seat)).toEqual([1, 2]);
  });

  it('passes over a player who can take nothing, and starts Trade & Hire only for those who can', () => {
    const d = new Deck();
    const jack = d.person('jackOfAllTrades');
    const s0 = tradeAndHire({ numPlayers: 3, players: [{}, { coins: 6 }, { coins: 7 }], harbor: [jack] });
    // The active player cannot afford the Jack (6); seat 1 neither (6 + 1); seat 2 can.
    expect(s0.turn).toMatchObject({ stage: 'tradeAndHire', taker: 2 });
    const s = play(s0, [2, { type: 'hire', card: jack }]);
    expect(coins(s, 0)).toBe(1);
  });

  it('refuses to trade a person, hire a ship or take a card not on display', () => {
    const d = new Deck();
    const ship = d.ship('green', 1);
    const priest = d.person('priest');
    const s0 = tradeAndHire({ players: [{ coins: 5 }, {}], harbor: [ship, priest] });
    expect(checkMove(s0, 0, { type: 'trade', card: priest })).toEqual({ code: 'trade.notAShip', params: { card: priest } });
    expect(checkMove(s0, 0, { type: 'hire', card: ship })).toEqual({ code: 'hire.notAPerson', params: { card: ship } });
    expect(checkMove(s0, 0, { type: 'hire', card: 0 })).toEqual({ code: 'harbor.cardNotThere', params: { card: 0 } });
    expect(checkMove(s0, 0, { type: 'trade', card: 500 })).toEqual({ code: 'card.unknown', params: { card: '500' } });
  });
});

describe('what taking a card brings and costs (takeOutcome)', () => {
  it('a trade: the ship’s coins, 1 more per Trader of its colour, less the coin for the active player', () => {
    const d = new Deck();
    const galleon = d.ship('black', 4, 2);
    const s0 = tradeAndHire({
      numPlayers: 3,
      players: [{ coins: 1 }, { coins: 2, persons: [d.person('trader', 3, 'black')] }, {}],
      harbor: [galleon, d.person('priest')],
    });
    expect(takeOutcome(s0, 0, galleon)).toEqual({ type: 'trade', card: galleon, coins: 2, traderBonus: 0, fee: 0, coinsAfter: 3 });
    const s1 = play(s0, [0, { type: 'pass' }]);
    const outcome = takeOutcome(s1, 1, galleon);
    expect(outcome).toEqual({ type: 'trade', card: galleon, coins: 2, traderBonus: 1, fee: 1, coinsAfter: 4 });
    // The rules pay exactly that.
    expect(coins(play(s1, [1, { type: 'trade', card: galleon }]), 1)).toBe(outcome.coinsAfter);
  });

  it('a hire: the printed cost less 1 per Mademoiselle (never below 0), the victory points, and the end it may start', () => {
    const d = new Deck();
    const jester = d.person('jester', 9);
    const sailor = d.person('sailor', 3);
    const madams = [d.person('mademoiselle', 7), d.person('mademoiselle', 9)];
    // 2 Mademoiselles (5 victory points) and persons worth 4 more: 9; the 9-coin Jester brings 3.
    const s0 = tradeAndHire({ players: [{ coins: 8, persons: [...madams, ...d.personsWorth(4)] }, {}], harbor: [jester, sailor] });
    expect(s0.players[0]?.points).toBe(9);
    expect(takeOutcome(s0, 0, jester)).toEqual({ type: 'hire', card: jester, printed: 9, discount: 2, cost: 7, fee: 0, coinsAfter: 1, points: 3, pointsAfter: 12, triggersEnd: true, extraTakes: 0 });
    expect(takeOutcome(s0, 0, sailor)).toMatchObject({ printed: 3, discount: 2, cost: 1, pointsAfter: 10, triggersEnd: false });
    const s = play(s0, [0, { type: 'hire', card: jester }]);
    expect(coins(s, 0)).toBe(1);
    expect(s.endTriggered).toBe(true);
  });

  it('a Governor hired gives a card more at once', () => {
    const d = new Deck();
    const governor = d.person('governor');
    const s0 = tradeAndHire({ players: [{ coins: 8 }, {}], harbor: [governor, d.ship('yellow', 1)] });
    expect(takeOutcome(s0, 0, governor)).toMatchObject({ cost: 8, points: 0, extraTakes: 1, coinsAfter: 0 });
    expect(play(s0, [0, { type: 'hire', card: governor }]).turn).toMatchObject({ taker: 0, taken: 1 });
  });
});
