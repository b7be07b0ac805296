import { describe, expect, it } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { CARDS, END_POINTS, STARTING_COINS } from '../src/data.js';
import { createGame, finalResult, legalMoves, portRoyalEngine, type PortRoyalState } from '../src/rules/index.js';
import { Deck, cardLocations, coins, play, table } from './fixtures.js';

function personsWorth(d: Deck, points: number): number[] {
  return d.personsWorth(points);
}

/** The active player turns up a ship, stops and passes; everyone else can take it or pass. */
function quietTurn(s: PortRoyalState, d: Deck): PortRoyalState {
  let state: PortRoyalState = { ...s, drawPile: [d.ship('black', 2, 1), ...s.drawPile] };
  const active = state.turn.active;
  state = play(state, [active, { type: 'turnUp' }], [active, { type: 'stop' }], [active, { type: 'pass' }]);
  while (state.status === 'playing' && state.turn.active === active) state = play(state, [state.turn.taker, { type: 'pass' }]);
  return state;
}

describe('the end of the game', () => {
  it('begins when a player reaches 12 victory points; the round is played out to the player right of the start player', () => {
    const d = new Deck();
    const sailor = d.person('sailor', 3);
    // 3 players, start player 1: seat 0 is the last active player. Seat 2 has 11 points and hires the 12th.
    let s = table({ numPlayers: 3, startPlayer: 1, active: 2, players: [{}, {}, { coins: 3, persons: personsWorth(d, 11) }], top: [sailor] });
    s = play(s, [2, { type: 'turnUp' }], [2, { type: 'stop' }], [2, { type: 'hire', card: sailor }]);
    expect(s.players[2]?.points).toBe(END_POINTS);
    expect(s.endTriggered).toBe(true);
    expect(s.events).toContainEqual({ type: 'endTriggered', seat: 2, reason: 'points' });
    expect(s.status).toBe('playing');
    // Seat 0 still plays a turn; then the game is over.
    expect(s.turn.active).toBe(0);
    s = quietTurn(s, d);
    expect(s.status).toBe('over');
    expect(s.result?.winners).toEqual([2]);
    expect(portRoyalEngine.outcome(s)).toEqual({ winners: [2], scores: [0, 0, 12] });
  });

  it('ends right after the turn in which the last active player’s round is complete', () => {
    const d = new Deck();
    const sailor = d.person('sailor', 3);
    // Start player 0, 2 players: seat 1 is the last active player and triggers the end itself.
    let s = table({ startPlayer: 0, active: 1, players: [{}, { coins: 3, persons: personsWorth(d, 11) }], top: [sailor] });
    s = play(s, [1, { type: 'turnUp' }], [1, { type: 'stop' }], [1, { type: 'hire', card: sailor }]);
    expect(s.status).toBe('over');
  });

  it('can be triggered by a non-active player in Trade & Hire', () => {
    const d = new Deck();
    const sailor = d.person('sailor', 3);
    let s = table({ startPlayer: 0, active: 0, players: [{}, { coins: 4, persons: personsWorth(d, 11) }], top: [sailor] });
    s = play(s, [0, { type: 'turnUp' }], [0, { type: 'stop' }], [1, { type: 'hire', card: sailor }]);
    expect(s.endTriggered).toBe(true);
    // Seat 1 is right of the start player: their turn is the last.
    expect(s.turn.active).toBe(1);
    expect(quietTurn(s, d).status).toBe('over');
  });

  it('names the most victory points the winner, then the most coins, and shares a victory tied in both', () => {
    const d = new Deck();
    const base = table({
      numPlayers: 4,
      players: [
        { coins: 5, persons: personsWorth(d, 12) },
        { coins: 7, persons: personsWorth(d, 12) },
        { coins: 7, persons: personsWorth(d, 12) },
        { coins: 9, persons: personsWorth(d, 10) },
      ],
    });
    expect(finalResult(base).winners).toEqual([1, 2]);
    const fewerCoins = { ...base, players: base.players.map((p, i) => (i === 2 ? { ...p, coins: p.coins.slice(1) } : p)) };
    expect(finalResult(fewerCoins).winners).toEqual([1]);
  });

  it('variant end: needs 12 points and a fulfilled expedition, and only players with an expedition can win', () => {
    const d = new Deck();
    const sailor = d.person('sailor', 3);
    const expedition = d.expedition({ captain: 2 });
    // Seat 1 reaches 12 points without an expedition: under the variant nothing happens.
    let s = table({ options: { variantEnd: true }, startPlayer: 0, players: [{ persons: personsWorth(d, 6), expeditions: [expedition] }, { coins: 4, persons: personsWorth(d, 11) }], top: [sailor] });
    s = play(s, [0, { type: 'turnUp' }], [0, { type: 'stop' }], [1, { type: 'hire', card: sailor }]);
    expect(s.players[1]?.points).toBe(12);
    expect(s.endTriggered).toBe(false);
    // The winner under the variant: the most points among players with an expedition.
    const over = { ...s, endTriggered: true };
    expect(finalResult(over).winners).toEqual([0]);
    expect(finalResult({ ...over, options: { variantEnd: false } }).winners).toEqual([1]);
    expect(finalResult(over).scores.map((x) => x.eligible)).toEqual([true, false]);
  });

  it('variant end: begins once a player with an expedition reaches 12 points', () => {
    const d = new Deck();
    const expedition = d.expedition({ priest: 2 });
    const priests = [d.person('priest'), d.person('priest')];
    const s0 = table({ options: { variantEnd: true }, players: [{ persons: [...priests, ...personsWorth(d, 8)] }, {}], expeditionDisplay: [expedition] });
    expect(s0.players[0]?.points).toBe(10);
    const s = play(s0, [0, { type: 'fulfilExpedition', card: expedition, persons: priests }]);
    expect(s.players[0]?.points).toBe(12);
    expect(s.endTriggered).toBe(true);
  });

  it('begins when a turn starts with no card left to turn up (our ruling), so a game cannot stall', () => {
    const d = new Deck();
    const last = d.person('captain');
    const madams = [d.person('mademoiselle', 7), d.person('mademoiselle', 7), d.person('mademoiselle', 9), d.person('mademoiselle', 9)];
    const s0 = table({ drawPile: [last], players: [{}, { persons: madams }] });
    // Every other card lies among seat 1's coins.
    s0.players[1]!.coins = s0.discardPile;
    s0.discardPile = [];
    // Seat 0 turns up the last card; seat 1 hires it for nothing (4 Mademoiselles) and pays seat 0 the fee.
    let s = play(s0, [0, { type: 'turnUp' }], [0, { type: 'stop' }]);
    expect(s.turn.taker).toBe(1);
    s = play(s, [1, { type: 'hire', card: last }]);
    // Both piles are empty when seat 1's turn begins: the end begins, and seat 1 is the last active player.
    expect(s.drawPile.length + s.discardPile.length).toBe(0);
    expect(s.turn.active).toBe(1);
    expect(s.events).toContainEqual({ type: 'endTriggered', seat: null, reason: 'noCards' });
    expect(legalMoves(s, 1)).toEqual([{ type: 'stop' }]);
    s = play(s, [1, { type: 'stop' }]);
    expect(s.status).toBe('over');
  });

  it('variant end: begins when no victory point can change any more (our ruling)', () => {
    // Seats 0-2 hold every expedition but fewer than 12 points; seat 3 holds every person but one and no expedition.
    const d = new Deck();
    const sailor = d.person('sailor', 3);
    const persons = CARDS.filter((c) => c.type === 'person' && c.id !== sailor).map((c) => c.id);
    let s = table({
      numPlayers: 4,
      startPlayer: 0,
      active: 3,
      options: { variantEnd: true },
      players: [
        { expeditions: [d.expedition({ captain: 2 }), d.expedition({ priest: 2 })] },
        { expeditions: [d.expedition({ settler: 2 }), d.expedition({ captain: 2, settler: 1 })] },
        { expeditions: [d.expedition({ priest: 2, settler: 1 })] },
        { coins: 3, persons },
      ],
      top: [sailor],
    });
    expect(s.players.map((p) => p.points)).toEqual([8, 10, 6, 82]);
    s = play(s, [3, { type: 'turnUp' }], [3, { type: 'stop' }], [3, { type: 'hire', card: sailor }]);
    expect(s.events).toContainEqual({ type: 'endTriggered', seat: null, reason: 'noPointsLeft' });
    // Seat 3 was the last active player: the game is over, and only players with an expedition could win.
    expect(s.status).toBe('over');
    expect(s.result?.winners).toEqual([1]);
  });
});

describe('setup', () => {
  it('gives every player 3 coins from the draw pile and chooses the start player at random', () => {
    const starts = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const s = createGame(4, seededRng(`setup-${i}`));
      expect(s.players.map((_, seat) => coins(s, seat))).toEqual([STARTING_COINS, STARTING_COINS, STARTING_COINS, STARTING_COINS]);
      expect(s.turn).toMatchObject({ number: 1, active: s.startPlayer, stage: 'discover', turnedUp: 0 });
      expect(cardLocations(s).sort((a, b) => a - b)).toEqual(CARDS.map((c) => c.id));
      expect(s.drawPile).toHaveLength(120 - 1 - 12);
      starts.add(s.startPlayer);
    }
    expect([...starts].sort()).toEqual([0, 1, 2, 3]);
  });

  it('refuses a player count outside 2..5', () => {
    expect(() => createGame(1, seededRng(1))).toThrow(RangeError);
    expect(() => createGame(6, seededRng(1))).toThrow(RangeError);
  });
});
