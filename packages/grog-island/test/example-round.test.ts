import { describe, expect, it } from 'vitest';
import { arrange, goods, occupantOf, playMoves, shipsWith, startedGame } from './fixtures.js';

describe('the README\'s complete auction round', () => {
  it('plays as documented', () => {
    const start = arrange(startedGame(3, 'readme'), {
      startPlayer: 0,
      dice: { yellow: 3, gray: 3, orange: 1, blue: 5, green: 2 },
      ships: shipsWith({ 0: 'parrot', 1: 'coins2' }),
      clouds: { yellow: 'none', gray: 'piratePoint', orange: 'black', blue: 'parrot', green: 'goalSwap' },
      goods: [{}, {}, {}],
      coins: [8, 8, 8],
    });
    let s = playMoves(start, { type: 'bid', row: ['yellow', 'green', 'orange'], parrots: [] });
    expect(s.auction.bid).toBe(6);
    s = playMoves(s, { type: 'bid', row: ['yellow', 'gray', 'green'], parrots: [] });
    expect(s.auction.bid).toBe(8);
    s = playMoves(s, { type: 'pass' });
    expect(s.players[2]?.goods).toEqual(goods({ yellow: 1, gray: 1, green: 1 }));
    s = playMoves(s, { type: 'trade', ship: 'parrot', main: 1, claims: 0, payment: goods({ yellow: 1 }) });
    expect(s.players[2]?.parrotCards).toHaveLength(2);
    s = playMoves(s, { type: 'pass' }, { type: 'trade', ship: 'coins2', main: 1, claims: 0, payment: goods({ gray: 1 }) });
    expect(s.players[0]?.coins).toBe(10);
    expect(s.tasks[0]).toEqual({ kind: 'pay', seat: 1, bid: 8 });
    s = playMoves(s, { type: 'pay', coins: 8, treasureCards: [] });
    expect(s.tasks[0]).toMatchObject({ kind: 'claim', seat: 1, peninsulas: ['yellow', 'gray'] });
    s = playMoves(s, { type: 'claimBuilding', building: 'gray.hatShop' }, { type: 'claimBuilding', building: 'yellow.anchorShop' });
    expect(occupantOf(s, 'gray.hatShop')).toBe(1);
    expect(occupantOf(s, 'yellow.anchorShop')).toBe(1);
    // Gray cloud: 1 pirate point; green die on the 3rd space: 1 more.
    expect(s.players[1]?.piratePoints).toBe(2);
    expect(s.status).toBe('betweenRounds');
    expect(s.auction.startPlayer).toBe(1);
  });
});
