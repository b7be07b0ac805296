import { recordMatch, reviewProblems } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { grogEngine } from '../rules/index.js';
import { createEasyBot } from './easy.js';
import { reviewGrogMatch } from './review.js';
import { createStrongBot } from './strong.js';

describe('a Grog Island match review', () => {
  const frames = recordMatch(grogEngine, [createStrongBot({ seed: 'a', iterations: 4 }), createEasyBot({ seed: 'b' })], 'review-test');
  const review = reviewGrogMatch(frames, { playouts: 2, iterations: 4 });

  it('judges every decision, and its numbers add up', () => {
    expect(reviewProblems(grogEngine, frames, review)).toEqual([]);
  });

  it("judges in winning chance (never the bot's points): every loss within 0..1, accuracy a share", () => {
    for (const d of review.decisions) expect(d.chanceLost).toBeLessThanOrEqual(1);
    for (const s of review.seats) {
      expect(s.accuracy).toBeGreaterThanOrEqual(0);
      expect(s.accuracy).toBeLessThanOrEqual(1);
      expect(s.chanceLost).toBeLessThanOrEqual(s.decisions);
    }
  });
});
