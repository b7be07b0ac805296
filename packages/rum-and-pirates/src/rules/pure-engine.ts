import type { Engine } from '@harbour/game-kit';
import { MAX_PLAYERS, MIN_PLAYERS } from '../data.js';
import { advanceInPlace, checkMove, deciders, legalMoves, needsAdvance, play } from './engine.js';
import type { RumMove } from './moves.js';
import { isRefusal, parseMove, toAction } from './parse.js';
import { createGame } from './setup.js';
import type { RumState } from './state.js';
import { viewFor } from './view.js';

/** Rum & Pirates behind the platform's pure-engine contract (simulations, bots, benchmarks). */
export const rumEngine: Engine<RumState, RumMove, RumState> = {
  name: 'rum-and-pirates',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup: (numPlayers, rng) => {
    const s = createGame(numPlayers, rng);
    while (needsAdvance(s)) advanceInPlace(s, rng);
    return s;
  },
  deciders,
  legalMoves,
  check: checkMove,
  apply: play,
  isOver: (s) => s.status === 'over',
  outcome: (s) => (s.result ? { winners: s.result.winners, scores: s.result.scores.map((x) => x.total) } : null),
  view: viewFor,
  toAction,
  parseAction: (name, args) => {
    const move = parseMove(name, args);
    return isRefusal(move) ? null : move;
  },
  progress: (s) => s.round,
};
