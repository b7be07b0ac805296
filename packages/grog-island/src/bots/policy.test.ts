import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { grogEngine, viewFor } from '../rules/index.js';
import { createEasyBot, easyMove } from './easy.js';
import { policyMove } from './policy.js';
import { samplePositions } from './test-support.js';

describe('the heuristic policy and the easy bot', () => {
  for (const players of [2, 3, 4]) {
    it(`play only legal moves, from views and with noise, through whole ${players}-player games`, () => {
      for (let g = 0; g < 12; g++) {
        const rng = seededRng(`legal:${players}:${g}`);
        let s = grogEngine.setup(players, rng);
        while (!grogEngine.isOver(s)) {
          const seat = grogEngine.deciders(s)[0] as number;
          const view = viewFor(s, seat);
          const move = seat % 2 === 0 ? policyMove(view, seat, rng, g % 3) : easyMove(view, seat, rng);
          expect(grogEngine.check(s, seat, move)).toBeNull();
          s = grogEngine.apply(s, seat, move, rng);
        }
      }
    });
  }

  it('easy: the same seed and view give the same move; other seeds vary it', () => {
    const positions = samplePositions(3, 3, 'easy-determinism', 5).filter((s) => s.status === 'auction');
    let varied = 0;
    for (const s of positions) {
      const seat = grogEngine.deciders(s)[0] as number;
      const view = grogEngine.view(s, seat);
      const a = createEasyBot({ seed: 1 }).chooseMove(view, seat);
      expect(createEasyBot({ seed: 1 }).chooseMove(structuredClone(view), seat)).toEqual(a);
      const others = [2, 3, 4, 5].map((seed) => JSON.stringify(createEasyBot({ seed }).chooseMove(view, seat)));
      if (others.some((m) => m !== JSON.stringify(a))) varied++;
    }
    expect(varied).toBeGreaterThan(positions.length / 4);
  });
});
