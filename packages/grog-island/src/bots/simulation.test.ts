import { simulate } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { grogIslandModule } from '../module.js';
import { grogEngine } from '../rules/index.js';
import { createEasyBot } from './easy.js';
import { createStrongBot } from './strong.js';

describe('self-play through the game kit simulation', () => {
  for (const players of [2, 4]) {
    it(`plays 50 complete ${players}-player games, strong and easy, without a rejected move`, () => {
      const bots = Array.from({ length: players }, (_, seat) =>
        seat === 0 ? createStrongBot({ seed: `ci:${seat}`, iterations: 2 }) : createEasyBot({ seed: `ci:${seat}` }),
      );
      const report = simulate({ engine: grogEngine, bots, games: 50, seed: `ci-${players}` });
      expect(report.rejectedMoves).toBe(0);
      expect(report.unfinishedGames).toBe(0);
      expect(report.wins.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(50);
    });
  }

  it('offers both levels through the platform module', () => {
    expect(Object.keys(grogIslandModule.bots).sort()).toEqual(['easy', 'strong']);
  });
});
