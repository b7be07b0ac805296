import { seededRng } from '@harbour/game-kit';
import { randomMove, toAction, type GrogState } from '@harbour/grog-island';
import { describe, expect, it } from 'vitest';
import { GameRegistry, initialState, reduceMove, withoutStackTraces } from './games.js';

describe('driving boardgame.io\'s reducer', () => {
  it('never changes the state it is given (boardgame.io changes ctx maps in place; we hand it copies)', () => {
    const hosted = new GameRegistry().get('grog-island');
    if (!hosted) throw new Error('grog-island is not hosted');
    const rng = seededRng('pure');
    let state = initialState(hosted, 3, {});
    for (let i = 0; i < 150 && state.ctx.gameover === undefined; i++) {
      const before = structuredClone(state);
      const G = state.G as GrogState;
      const seat = Number(state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0] : state.ctx.currentPlayer);
      const { name, args } = toAction(randomMove(G, seat, rng));
      const next = reduceMove(hosted, state, String(seat), name, args);
      expect(next.transients).toBeUndefined();
      expect(state).toEqual(before);
      const { deltalog: _d, ...rest } = next;
      state = rest as typeof state;
    }
  });

  it('seeds every match differently from a cryptographic source', () => {
    const hosted = new GameRegistry().get('grog-island');
    if (!hosted) throw new Error('grog-island is not hosted');
    const seeds = new Set(Array.from({ length: 20 }, () => (initialState(hosted, 2, {}).plugins.random?.data as { seed: string }).seed));
    expect(seeds.size).toBe(20);
    for (const seed of seeds) expect(seed).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('runs the reducer without capturing stack traces, and puts the limit back even when it throws', () => {
    const limit = Error.stackTraceLimit;
    expect(withoutStackTraces(() => new Error('inside').stack)).toBe('Error: inside');
    expect(() => withoutStackTraces(() => { throw new TypeError('refused'); })).toThrow(TypeError);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('outside').stack?.split('\n').length).toBeGreaterThan(1);
  });
});
