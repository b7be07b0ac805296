import { recordMatch, reviewProblems } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { portRoyalEngine } from '../rules/index.js';
import { easyBot } from './easy.js';
import { reviewPortRoyalMatch } from './review.js';
import { strongBot } from './strong.js';

describe('a Port Royal match review', () => {
  const frames = recordMatch(portRoyalEngine, [strongBot({ seed: 'a', iterations: 1 }), easyBot({ seed: 'b' })], 'review-test');
  const review = reviewPortRoyalMatch(frames, { playouts: 4, iterations: 1 });

  it('judges every decision, and its numbers add up', () => {
    expect(reviewProblems(portRoyalEngine, frames, review)).toEqual([]);
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
