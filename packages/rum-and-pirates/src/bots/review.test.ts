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

  it('finds the easy bot losing more points than the strong one', () => {
    expect(review.seats[1]?.pointsLost).toBeGreaterThan(review.seats[0]?.pointsLost as number);
  });
});
