import { describe, expect, it } from 'vitest';
import type { GameBrief } from '../lobby/api.js';
import { waitingCount } from './turns.js';

function brief(matchID: string, patch: Partial<GameBrief> = {}): GameBrief {
  return { matchID, playerID: '0', gameName: 'grog-island', players: [], toAct: ['0'], myTurn: true, started: true, finished: false, winners: [], nextMatchID: null, updatedAt: null, ...patch };
}

describe('the count of games waiting for the reader', () => {
  it('counts the matches where it is their turn, not finished ones and not teaching matches ("Learn to play")', () => {
    const games = [brief('a'), brief('b', { myTurn: false, toAct: ['1'] }), brief('c', { finished: true }), brief('d', { learn: true }), brief('e')];
    expect(waitingCount(games)).toBe(2);
    expect(waitingCount([brief('d', { learn: true })])).toBe(0);
    expect(waitingCount(null)).toBe(0);
  });
});
