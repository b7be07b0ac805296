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

  it('finds the easy bot losing more points than the strong one', () => {
    expect(review.seats[1]?.pointsLost).toBeGreaterThan(review.seats[0]?.pointsLost as number);
  });
});
