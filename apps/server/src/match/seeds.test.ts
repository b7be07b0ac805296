import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { GameRegistry, initialState } from './games.js';
import { replayableSeeds, secureSeeds } from './seeds.js';

const seedOf = (state: ReturnType<typeof initialState>) => (state.plugins.random?.data as { seed: string }).seed;

describe('the seeds of matches and computers', () => {
  it('in production: every match and every choice its own, from the cryptographic source', () => {
    expect(new Set(Array.from({ length: 20 }, () => secureSeeds.match('grog-island'))).size).toBe(20);
    expect(secureSeeds.bot('m', 1, '0')).not.toBe(secureSeeds.bot('m', 1, '0'));
  });

  it('with a test seed: the same sequence of matches in every run, a computer choice fixed by where it is taken', () => {
    const run = () => {
      const games = new GameRegistry(undefined, replayableSeeds('ci'));
      const hosted = games.get('grog-island');
      if (!hosted) throw new Error('grog-island is not hosted');
      return [0, 1, 2].map(() => initialState(hosted, 2, {}, games.seeds.match('grog-island')));
    };
    const first = run();
    expect(first.map(seedOf)).toEqual(run().map(seedOf));
    expect(first.map((s) => s.G)).toEqual(run().map((s) => s.G));
    expect(new Set(first.map(seedOf)).size).toBe(3);
    for (const state of first) expect(seedOf(state)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const a = replayableSeeds('ci');
    expect(a.bot('m', 4, '1')).toBe(replayableSeeds('ci').bot('m', 4, '1'));
    expect(a.bot('m', 4, '1')).not.toBe(a.bot('m', 5, '1'));
    expect(replayableSeeds('other').match('grog-island')).not.toBe(replayableSeeds('ci').match('grog-island'));
    // A game's first match is dealt the same whatever was played before it.
    const mixed = replayableSeeds('ci');
    mixed.match('grog-island');
    mixed.match('port-royal');
    expect(mixed.match('rum-and-pirates')).toBe(replayableSeeds('ci').match('rum-and-pirates'));
  });

  it('honours HARBOUR_TEST_SEED only outside production', () => {
    const base = { PUBLIC_URL: 'http://localhost:8000' };
    expect(loadConfig({ ...base, HARBOUR_TEST_SEED: 'ci', NODE_ENV: 'test' }).testSeed).toBe('ci');
    expect(loadConfig({ ...base, HARBOUR_TEST_SEED: 'ci', NODE_ENV: 'production' }).testSeed).toBeUndefined();
    expect(loadConfig(base).testSeed).toBeUndefined();
  });
});
