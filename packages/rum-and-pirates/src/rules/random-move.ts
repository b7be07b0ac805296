import { pick, type Rng } from '@harbour/game-kit';
import { legalMoves } from './engine.js';
import type { RumMove } from './moves.js';
import type { RumState } from './state.js';

/** A random legal move (the lists are short in this game: a few dozen at most). */
export function randomMove(s: RumState, seat: number, rng: Rng): RumMove {
  const moves = legalMoves(s, seat);
  if (moves.length === 0) throw new Error(`seat ${seat} has no decision to make`);
  return pick(rng, moves);
}
