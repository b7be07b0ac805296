import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { arrange, goods, occupantOf, playMoves, shipsWith, startedGame } from '../../test/fixtures.js';
import { advance, applyMove, checkMove, deciders, legalMoves, play, stageOf } from './engine.js';
import type { GrogMove } from './moves.js';
import { legalTrades, moreThanOneTrade, payments } from './passing.js';
import { randomMove } from './random-move.js';
import { createGame } from './setup.js';
import type { GrogState } from './state.js';

const dice = { yellow: 4, gray: 3, orange: 1, blue: 1, green: 3 };
// Spaces 0..4 lie at yellow, gray, orange, blue, green; space 5 is open sea.
const ships = shipsWith({ 0: 'parrot', 1: 'coins2', 2: 'coins4', 3: 'treasure', 4: 'goal', 5: 'coins3' });

/** Martina (0) opens with yellow, green, gray; Frank (1) is to act; a third player (2) waits. */
function framesForFrank(frank: Partial<GrogState['players'][number]['goods']> = {}): GrogState {
  const s = arrange(startedGame(3, 'passing'), { startPlayer: 0, dice, ships, goods: [{}, frank, {}], coins: [8, 8, 8] });
  return playMoves(s, { type: 'bid', row: ['yellow', 'green', 'gray'], parrots: [] });
}

const trade = (ship: string, main: number, claims: number, payment: Partial<GrogState['players'][number]['goods']>): GrogMove =>
  ({ type: 'trade', ship, main, claims, payment: goods(payment) }) as GrogMove;

describe('passing: goods for the free goods spaces (rulebook example: Frank)', () => {
  it('gives one tile per die on the bidding row: 1 green, 1 yellow, 1 gray', () => {
    const s = playMoves(framesForFrank(), { type: 'pass' });
    expect(s.players[1]?.goods).toEqual(goods({ yellow: 1, gray: 1, green: 1 }));
    expect(s.auction.passed[1]).toBe(true);
    expect(s.tasks[0]).toEqual({ kind: 'trade', seat: 1 });
    expect(s.events.at(-1)).toEqual({ type: 'passed', seat: 1, goods: ['yellow', 'green', 'gray'] });
  });

  it('adds, with 2 players, one tile of the ghost ship\'s peninsula (a second gray at gray)', () => {
    const base = arrange(startedGame(2, 'passing-2p'), {
      startPlayer: 0,
      dice,
      ships: shipsWith({ 0: 'parrot', 1: 'coins3', 5: 'coins2' }),
      goods: [{}, {}],
    });
    const s = playMoves(base, { type: 'bid', row: ['yellow', 'green', 'gray'], parrots: [] }, { type: 'pass' });
    expect(s.players[1]?.goods).toEqual(goods({ yellow: 1, gray: 2, green: 1 }));
  });

  it('adds nothing for the ghost ship at open sea', () => {
    const base = arrange(startedGame(2, 'passing-2p'), { startPlayer: 0, dice, ships: shipsWith({ 5: 'coins3' }), goods: [{}, {}] });
    const s = playMoves(base, { type: 'bid', row: ['yellow'], parrots: [] }, { type: 'pass' });
    expect(s.players[1]?.goods).toEqual(goods({ yellow: 1 }));
  });
});

describe('passing: trading with one merchant ship (rulebook example: the yellow parrot ship)', () => {
  const passed = (frank: Partial<GrogState['players'][number]['goods']>) => playMoves(framesForFrank(frank), { type: 'pass' });

  it('offers every choice of the example', () => {
    const s = passed({ yellow: 9, blue: 2 }); // with the yellow tile received: 10 yellow, 2 blue, 1 gray, 1 green
    expect(checkMove(s, 1, trade('parrot', 1, 0, { yellow: 1 }))).toBeNull();
    expect(checkMove(s, 1, trade('parrot', 3, 0, { yellow: 3 }))).toBeNull();
    expect(checkMove(s, 1, trade('parrot', 0, 1, { yellow: 4 }))).toBeNull();
    expect(checkMove(s, 1, trade('parrot', 1, 1, { yellow: 5 }))).toBeNull();
    expect(checkMove(s, 1, trade('parrot', 2, 2, { yellow: 10 }))).toBeNull();
    // "He would be allowed to substitute any one of these yellow tiles with 3 other goods tiles (2 blue, 1 gray)."
    expect(checkMove(s, 1, trade('parrot', 1, 0, { blue: 2, gray: 1 }))).toBeNull();
    expect(checkMove(s, 1, trade('parrot', 4, 0, { yellow: 4 }))).toEqual({ code: 'trade.mainTooMany', params: { ship: 'parrot', max: 3 } });
  });

  it('carries out the trade: tiles back to the supply, parrot cards drawn, claims to make, the marker on the ship', () => {
    const s = passed({ yellow: 9 });
    const after = applyMove(s, 1, trade('parrot', 2, 2, { yellow: 10 }));
    const frank = after.players[1]!;
    expect(frank.goods).toEqual(goods({ gray: 1, green: 1 }));
    expect(frank.parrotCards).toHaveLength(s.players[1]!.parrotCards.length + 2);
    expect(after.decks.parrot).toHaveLength(s.decks.parrot.length - 2);
    expect(frank.tradeMarker).toBe('parrot');
    expect(after.tasks.slice(0, 2)).toEqual([
      { kind: 'claim', seat: 1, via: 'ship', peninsula: 'yellow' },
      { kind: 'claim', seat: 1, via: 'ship', peninsula: 'yellow' },
    ]);
    const claimed = playMoves(after, { type: 'claimBuilding', building: 'yellow.anchorShop' }, { type: 'claimBuilding', building: 'yellow.coffinMaker' });
    expect(occupantOf(claimed, 'yellow.anchorShop')).toBe(1);
    expect(occupantOf(claimed, 'yellow.coffinMaker')).toBe(1);
    expect(claimed.auction.turn).toBe(2);
  });

  it('claims only on the peninsula where the ship lies, and cannot skip paid claims', () => {
    const s = applyMove(passed({ yellow: 3 }), 1, trade('parrot', 0, 1, { yellow: 4 }));
    expect(checkMove(s, 1, { type: 'claimBuilding', building: 'gray.swordShop' })?.code).toBe('claim.wrongPeninsula');
    expect(checkMove(s, 1, { type: 'skipClaims' })?.code).toBe('claim.paidClaimsAreMandatory');
  });

  it('pays exactly: demanded tiles plus 3 other tiles per missing one', () => {
    const s = passed({ blue: 3, orange: 3 }); // + 1 yellow, 1 gray, 1 green received
    expect(checkMove(s, 1, trade('parrot', 2, 0, { yellow: 2 }))).toEqual({ code: 'trade.notEnoughGoods', params: { colour: 'yellow', have: 1, pay: 2 } });
    expect(checkMove(s, 1, trade('parrot', 2, 0, { yellow: 1, blue: 2 }))).toEqual({
      code: 'trade.paymentMismatch',
      params: { demand: 'yellow', units: 2, demanded: 1, others: 2, rate: 3 },
    });
    expect(checkMove(s, 1, trade('parrot', 2, 0, { yellow: 1, blue: 3, orange: 1 }))?.code).toBe('trade.paymentMismatch');
    expect(checkMove(s, 1, trade('parrot', 1, 0, { yellow: 1, blue: 3 }))?.code).toBe('trade.paymentMismatch');
    expect(checkMove(s, 1, trade('parrot', 3, 0, { yellow: 1, blue: 3, orange: 3 }))).toBeNull();
    expect(checkMove(s, 1, trade('parrot', 1, 0, { blue: 4 }))).toEqual({ code: 'trade.notEnoughGoods', params: { colour: 'blue', have: 3, pay: 4 } });
  });

  it('refuses the ship at open sea, a ship with a trade marker on it, and (2 players) the ghost ship', () => {
    const s = passed({ yellow: 1 });
    expect(checkMove(s, 1, trade('coins3', 0, 0, {}))?.code).toBe('trade.openSea');
    const base = arrange(startedGame(2, 'passing-2p'), { startPlayer: 0, dice, ships: shipsWith({ 1: 'coins3' }), goods: [{}, {}] });
    const two = playMoves(base, { type: 'bid', row: ['yellow'], parrots: [] }, { type: 'pass' });
    expect(checkMove(two, 1, trade('coins3', 0, 0, {}))?.code).toBe('trade.ghostShip');

    let three = passed({ yellow: 1 });
    three = applyMove(three, 1, trade('parrot', 1, 0, { yellow: 1 }));
    three = playMoves(three, { type: 'pass' });
    expect(checkMove(three, 2, trade('parrot', 1, 0, { yellow: 1 }))).toEqual({ code: 'trade.shipTaken', params: { ship: 'parrot', seat: 1 } });
  });

  it('must trade when an available ship demands a good the player holds', () => {
    const s = passed({});
    expect(checkMove(s, 1, trade('coins4', 0, 0, {}))?.code).toBe('trade.mustTrade');
    expect(legalMoves(s, 1).every((m) => m.type === 'trade' && m.main + 4 * m.claims > 0)).toBe(true);
  });

  it('special case: holding none of the demanded goods, places the marker without trading, or trades by substitution', () => {
    const base = arrange(startedGame(3, 'passing'), { startPlayer: 0, dice, ships, goods: [{}, {}, { green: 2 }] });
    // Frank takes the goal ship, the only one demanding green.
    const s = playMoves(base, { type: 'bid', row: ['green'], parrots: [] }, { type: 'pass' }, trade('goal', 1, 0, { green: 1 }), { type: 'pass' });
    expect(s.players[2]?.goods).toEqual(goods({ green: 3 }));
    // No available ship demands green: the third player may place the marker anywhere without trading...
    expect(checkMove(s, 2, trade('coins4', 0, 0, {}))).toBeNull();
    // ...or substitute 3 green tiles for one demanded tile.
    expect(checkMove(s, 2, trade('coins2', 1, 0, { green: 3 }))).toBeNull();
    expect(checkMove(s, 2, trade('goal', 0, 0, {}))?.code).toBe('trade.shipTaken');
    const after = applyMove(s, 2, trade('coins4', 0, 0, {}));
    expect(after.players[2]?.tradeMarker).toBe('coins4');
    expect(after.events.slice(-2)).toMatchObject([
      { type: 'traded', seat: 2, main: 0, claims: 0 },
      { type: 'won', seat: 0, bid: 3 },
    ]);
  });

  it('is not the special case while a ship demanding a held good is available', () => {
    const base = arrange(startedGame(3, 'passing'), { startPlayer: 0, dice, ships, goods: [{}, { orange: 3 }, {}] });
    const s = playMoves(base, { type: 'bid', row: ['green'], parrots: [] }, { type: 'pass' });
    expect(checkMove(s, 1, trade('treasure', 0, 0, {}))?.code).toBe('trade.mustTrade');
    // ...but the trade may be at any ship the player can supply, here by substituting orange tiles.
    expect(checkMove(s, 1, trade('treasure', 1, 0, { orange: 3 }))).toBeNull();
  });
});

describe('the main trade actions of all six ships', () => {
  const at = (ship: 'coins2' | 'coins3' | 'coins4' | 'treasure' | 'parrot' | 'goal') => {
    const base = arrange(startedGame(3, 'ships'), {
      startPlayer: 0,
      dice,
      ships: shipsWith({ 0: ship }),
      goods: [{}, { yellow: 7 }, {}],
      coins: [8, 8, 8],
    });
    return playMoves(base, { type: 'bid', row: ['green'], parrots: [] }, { type: 'pass' });
  };

  it('2 coins per tile, up to 4 tiles', () => {
    const s = at('coins2');
    expect(applyMove(s, 1, trade('coins2', 4, 0, { yellow: 4 })).players[1]?.coins).toBe(16);
    expect(checkMove(s, 1, trade('coins2', 5, 0, { yellow: 5 }))?.code).toBe('trade.mainTooMany');
  });

  it('3 coins per tile, up to 2 tiles (the ghost ship\'s tile in a 2-player game)', () => {
    const s = at('coins3');
    expect(applyMove(s, 1, trade('coins3', 2, 0, { yellow: 2 })).players[1]?.coins).toBe(14);
    expect(checkMove(s, 1, trade('coins3', 3, 0, { yellow: 3 }))?.code).toBe('trade.mainTooMany');
  });

  it('4 coins for exactly 1 tile', () => {
    const s = at('coins4');
    expect(applyMove(s, 1, trade('coins4', 1, 0, { yellow: 1 })).players[1]?.coins).toBe(12);
    expect(checkMove(s, 1, trade('coins4', 2, 0, { yellow: 2 }))?.code).toBe('trade.mainTooMany');
  });

  it('1 treasure card per tile, up to 2, never more than the deck holds', () => {
    const s = at('treasure');
    const after = applyMove(s, 1, trade('treasure', 2, 0, { yellow: 2 }));
    expect(after.players[1]?.treasureCards.slice(1)).toEqual(s.decks.treasure.slice(0, 2));
    const nearlyEmpty = { ...s, decks: { ...s.decks, treasure: s.decks.treasure.slice(0, 1) } };
    expect(checkMove(nearlyEmpty, 1, trade('treasure', 2, 0, { yellow: 2 }))).toEqual({
      code: 'trade.notEnoughCards',
      params: { ship: 'treasure', left: 1 },
    });
  });

  it('1 parrot card per tile, up to 3', () => {
    const s = at('parrot');
    expect(applyMove(s, 1, trade('parrot', 3, 0, { yellow: 3 })).players[1]?.parrotCards).toHaveLength(4);
  });

  it('1 goal card drawn per tile, no limit: keep one, the rest go to the bottom of the goal deck', () => {
    const s = at('goal');
    const drawn = s.decks.goal.slice(0, 5);
    const after = applyMove(s, 1, trade('goal', 5, 0, { yellow: 5 }));
    expect(after.tasks[0]).toEqual({ kind: 'keepGoalCard', seat: 1, drawn });
    expect(checkMove(after, 1, { type: 'keepGoalCard', card: s.decks.goal[7]! })?.code).toBe('goal.notDrawn');
    const kept = applyMove(after, 1, { type: 'keepGoalCard', card: drawn[2]! });
    expect(kept.players[1]?.goalCards).toEqual([...s.players[1]!.goalCards, drawn[2]]);
    expect(kept.decks.goal.slice(-4)).toEqual([drawn[0], drawn[1], drawn[3], drawn[4]]);
    expect(kept.decks.goal).toHaveLength(s.decks.goal.length - 1);
  });

  it('a single goal card drawn is simply kept', () => {
    const s = at('goal');
    const after = applyMove(s, 1, trade('goal', 1, 0, { yellow: 1 }));
    expect(after.players[1]?.goalCards).toContain(s.decks.goal[0]);
    expect(after.tasks[0]?.kind).not.toBe('keepGoalCard');
  });
});

describe('claim actions', () => {
  it('cost 4 tiles each and need a free building and a crew member for each', () => {
    const base = arrange(startedGame(3, 'claims'), {
      startPlayer: 0,
      dice,
      ships,
      goods: [{}, { yellow: 12 }, {}],
      crew: [9, 1, 9],
    });
    const s = playMoves(base, { type: 'bid', row: ['green'], parrots: [] }, { type: 'pass' });
    expect(checkMove(s, 1, trade('parrot', 0, 2, { yellow: 8 }))).toEqual({ code: 'trade.notEnoughCrew', params: { crew: 1 } });
    const full = arrange(s, { crew: [9, 9, 9], occupants: { 'yellow.swordShop': 0, 'yellow.pegLegShop': 0, 'yellow.hookShop': 0, 'yellow.anchorShop': 0, 'yellow.voodooDollWorkshop': 'lock', 'yellow.fortuneTellerStudio': 2 } });
    expect(checkMove(full, 1, trade('parrot', 0, 2, { yellow: 8 }))).toEqual({ code: 'trade.notEnoughFreeBuildings', params: { peninsula: 'yellow', free: 1 } });
  });
});

describe('payments', () => {
  it('lists every way to pay, each exact', () => {
    const frank = { goods: goods({ yellow: 1, blue: 2, gray: 2 }) } as GrogState['players'][number];
    const ways = payments(frank, 'yellow', 2);
    expect(ways).toEqual([
      goods({ yellow: 1, gray: 2, blue: 1 }),
      goods({ yellow: 1, gray: 1, blue: 2 }),
    ]);
  });
});

describe('moreThanOneTrade', () => {
  it('says what legalTrades says, in every trade decision of random games', () => {
    let asked = 0;
    for (let g = 0; g < 12; g++) {
      const rng = seededRng(`trades-${g}`);
      let s = advance(createGame(2 + (g % 3), rng), rng);
      while (s.status !== 'over') {
        const seat = deciders(s)[0];
        if (seat === undefined) break;
        if (stageOf(s, seat) === 'trade') {
          asked++;
          expect(moreThanOneTrade(s, seat)).toBe(legalTrades(s, seat).length > 1);
        }
        s = play(s, seat, randomMove(s, seat, rng), rng);
      }
    }
    expect(asked).toBeGreaterThan(50);
  });
});
