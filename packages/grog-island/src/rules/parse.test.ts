import { describe, expect, it } from 'vitest';
import { isRefusal, parseMove, toAction } from './parse.js';
import type { GrogMove } from './moves.js';

describe('parsing moves from untrusted input', () => {
  it('accepts well-formed arguments and round-trips through the boardgame.io form', () => {
    const moves: GrogMove[] = [
      { type: 'chooseSetup', keep: [1, 2, 3, 4], goods: 'gray' },
      { type: 'bid', row: ['yellow', 'green'], parrots: [{ card: 9, value: 6 }, { card: 0 }] },
      { type: 'pass' },
      { type: 'trade', ship: 'goal', main: 2, claims: 1, payment: { yellow: 4, gray: 0, orange: 0, blue: 3, green: 3 } },
      { type: 'claimBuilding', building: 'orange.pub' },
      { type: 'skipClaims' },
      { type: 'keepGoalCard', card: 45 },
      { type: 'discardGoalCard', card: 0 },
      { type: 'pay', coins: 3, treasureCards: [31] },
      { type: 'refusePayment' },
      { type: 'placeLock', building: 'green.eyePatchShop' },
      { type: 'placeGhostCrew', building: 'yellow.coffinMaker' },
    ];
    for (const move of moves) {
      const { name, args } = toAction(move);
      expect(parseMove(name, args)).toEqual(move);
    }
  });

  it('defaults a bid\'s parrot cards to none', () => {
    expect(parseMove('bid', [{ row: ['blue'] }])).toEqual({ type: 'bid', row: ['blue'], parrots: [] });
  });

  it.each([
    ['launch', [{}], 'move.unknown'],
    ['__proto__', [], 'move.unknown'],
    ['pass', [{}], 'move.badArgs'],
    ['bid', [], 'move.badArgs'],
    ['bid', [{ row: 'yellow' }], 'move.badArgs'],
    ['bid', [{ row: ['purple'] }], 'move.badArgs'],
    ['bid', [{ row: ['yellow'], parrots: [{ card: 28 }] }], 'move.badArgs'],
    ['bid', [{ row: ['yellow'], parrots: [{ card: 9, value: 7 }] }], 'move.badArgs'],
    ['bid', [{ row: ['yellow'], extra: true }], 'move.badArgs'],
    ['trade', [{ ship: 'galleon', main: 1, claims: 0, payment: {} }], 'move.badArgs'],
    ['trade', [{ ship: 'goal', main: -1, claims: 0, payment: { yellow: 0, gray: 0, orange: 0, blue: 0, green: 0 } }], 'move.badArgs'],
    ['trade', [{ ship: 'goal', main: 1.5, claims: 0, payment: { yellow: 0, gray: 0, orange: 0, blue: 0, green: 0 } }], 'move.badArgs'],
    ['trade', [{ ship: 'goal', main: 1, claims: 0, payment: { yellow: 1 } }], 'move.badArgs'],
    ['claimBuilding', [{ building: 'orange.swordShop' }], 'move.badArgs'],
    ['claimBuilding', [{ building: 42 }], 'move.badArgs'],
    ['pay', [{ coins: '3', treasureCards: [] }], 'move.badArgs'],
    ['pay', [{ coins: 3, treasureCards: [] }, { coins: 4 }], 'move.badArgs'],
    ['keepGoalCard', [null], 'move.badArgs'],
  ])('refuses %s %j as %s', (name, args, code) => {
    const parsed = parseMove(name, args);
    expect(isRefusal(parsed) && parsed.code).toBe(code);
  });

  it('names the offending field', () => {
    expect(parseMove('trade', [{ ship: 'goal', main: 1, claims: 0, payment: { yellow: -2, gray: 0, orange: 0, blue: 0, green: 0 } }])).toMatchObject({
      code: 'move.badArgs',
      params: { move: 'trade', field: 'payment.yellow' },
    });
  });
});
