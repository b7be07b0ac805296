import { playOverDays, stallsFigures, type StallsGame } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { grogStalls } from '../../grog-island/bench/stalls.js';
import { portRoyalStalls } from '../../port-royal/bench/stalls.js';
import { rumStalls } from '../../rum-and-pirates/bench/stalls.js';

/** The stalls benchmark (npm run bench:stalls) on a few seeds: what the issue asks of it holds. */
describe('play over days: stalls before and after', () => {
  it('Port Royal: the days per match fall by at least a third', () => {
    const f = stallsFigures(portRoyalStalls, 4, ['t1', 't2', 't3']);
    expect(f.unfinished).toBe(0);
    expect(f.daysAfter).toBeLessThanOrEqual((f.daysBefore * 2) / 3);
    expect(f.waitsAfter).toBeLessThan(f.waitsBefore);
  });

  it('every game finishes, makes nothing at once before, and waits less after', () => {
    const check = <S, M, V, O>(game: StallsGame<S, M, V, O>): void => {
      const before = playOverDays(game, { players: 4, seed: 'u1', mode: 'before' });
      const after = playOverDays(game, { players: 4, seed: 'u1', mode: 'after' });
      expect([before.finished, after.finished]).toEqual([true, true]);
      expect([before.forced, before.ordered]).toEqual([0, 0]);
      expect(after.forced + after.ordered).toBeGreaterThan(0);
      expect(after.waits).toBeLessThan(before.waits);
    };
    check(grogStalls);
    check(rumStalls);
  });

  it('is reproducible from its seed', () => {
    const a = playOverDays(portRoyalStalls, { players: 4, seed: 'same', mode: 'after' });
    expect(playOverDays(portRoyalStalls, { players: 4, seed: 'same', mode: 'after' })).toEqual(a);
  });
});
