import { reviewMatch, type MatchReview, type ReviewFrame, type ReviewOptions } from '@harbour/game-kit';
import { grogEngine, type GrogMove, type GrogState } from '../rules/index.js';
import { grogTeacher } from './hints.js';

/**
 * The review of a finished Grog Island match (see game-kit's review.ts for the method): `frames` are the
 * full states of the match, the first before any decision, each next one after a recorded move (the web
 * replay's frames: initial state, then every move applied with the dice the server rolled).
 */
export function reviewGrogMatch(frames: readonly ReviewFrame<GrogState, GrogMove>[], options: ReviewOptions = {}): MatchReview<GrogMove> {
  return reviewMatch(grogEngine, grogTeacher, frames, options);
}
