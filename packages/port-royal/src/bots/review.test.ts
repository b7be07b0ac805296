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

  it('finds the easy bot losing more points than the strong one', () => {
    expect(review.seats[1]?.pointsLost).toBeGreaterThan(review.seats[0]?.pointsLost as number);
  });
});
