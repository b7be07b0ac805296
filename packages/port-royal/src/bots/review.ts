import { reviewMatch, type MatchReview, type ReviewFrame, type ReviewOptions } from '@harbour/game-kit';
import { portRoyalEngine } from '../rules/pure-engine.js';
import type { PortRoyalMove } from '../rules/moves.js';
import type { PortRoyalState } from '../rules/state.js';
import { portRoyalTeacher } from './hints.js';

/**
 * The review of a finished Port Royal match (see game-kit's review.ts for the method): `frames` are the
 * full states of the match, the first before any decision, each next one after a recorded move (the web
 * replay's frames).
 */
export function reviewPortRoyalMatch(frames: readonly ReviewFrame<PortRoyalState, PortRoyalMove>[], options: ReviewOptions = {}): MatchReview<PortRoyalMove> {
  return reviewMatch(portRoyalEngine, portRoyalTeacher, frames, options);
}
