import { recordMatch, reviewProblems } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { rumEngine } from '../rules/index.js';
import { easyBot } from './easy.js';
import { reviewRumMatch } from './review.js';
import { createStrongBot } from './strong.js';

describe('a Rum & Pirates match review', () => {
  const frames = recordMatch(rumEngine, [createStrongBot({ seed: 'a', iterations: 2 }), easyBot({ seed: 'b' })], 'review-test');
  const review = reviewRumMatch(frames, { playouts: 2, iterations: 2 });

  it('judges every decision, and its numbers add up', () => {
    expect(reviewProblems(rumEngine, frames, review)).toEqual([]);
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
