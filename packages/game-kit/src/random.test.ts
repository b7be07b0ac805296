import { describe, expect, it } from 'vitest';
import { randomInt, rollDie, seededRng, shuffled } from './random.js';

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
