import { reviewMatch, type MatchReview, type ReviewFrame, type ReviewOptions } from '@harbour/game-kit';
import { rumEngine, type RumMove, type RumState } from '../rules/index.js';
import { rumTeacher } from './hints.js';

/**
 * The review of a finished Rum & Pirates match (see game-kit's review.ts for the method): `frames` are
 * the full states of the match, the first before any decision, each next one after a recorded move (the
 * web replay's frames, with the dice the server rolled).
 */
export function reviewRumMatch(frames: readonly ReviewFrame<RumState, RumMove>[], options: ReviewOptions = {}): MatchReview<RumMove> {
  return reviewMatch(rumEngine, rumTeacher, frames, options);
}
