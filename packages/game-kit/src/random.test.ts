import { describe, expect, it } from 'vitest';
import { randomInt, rollDie, seededRng, shuffled, turnRandomness } from './random.js';

describe('seededRng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = seededRng('seed-7');
    const b = seededRng('seed-7');
    const c = seededRng('seed-8');
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(xs);
  });

  it('stays in [0, 1) and rolls every die face', () => {
    const rng = seededRng(1);
    const faces = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      faces.add(rollDie(rng));
    }
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(randomInt(rng, 1)).toBe(0);
  });

  it('shuffles into a permutation without touching the input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffled(seededRng(3), items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort((x, y) => x - y)).toEqual(items);
  });
});

describe('turnRandomness', () => {
  const draws = (rng: { next(): number }, n: number) => Array.from({ length: n }, () => rng.next());

  it('gives each turn its own stream: a turn draws the same numbers however many draws the turns before made', () => {
    const a = turnRandomness('playout-3');
    const b = turnRandomness('playout-3');
    draws(a.at(1), 2);
    draws(b.at(1), 5);
    expect(draws(a.at(2), 4)).toEqual(draws(b.at(2), 4));
    // The same turn asked again goes on where it stopped.
    expect(a.at(1)).toBe(a.at(1));
    expect(draws(a.at(1), 3)).toEqual(draws(turnRandomness('playout-3').at(1), 5).slice(2));
  });

  it('draws unlike streams for neighbouring turns and other playouts, uniform in [0, 1)', () => {
    const t = turnRandomness('playout-3');
    const firsts = Array.from({ length: 64 }, (_, key) => t.at(key).next());
    expect(new Set(firsts).size).toBe(64);
    expect(turnRandomness('playout-4').at(0).next()).not.toBe(turnRandomness('playout-3').at(0).next());
    const xs = draws(turnRandomness(1).at(9), 4000);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.02);
    expect(Math.abs(firsts.reduce((s, x) => s + x, 0) / 64 - 0.5)).toBeLessThan(0.12);
  });
});
