import type { Engine } from '@harbour/game-kit';
import { MAX_PLAYERS, MIN_PLAYERS } from '../data.js';
import { checkMove, deciders, legalMoves, play } from './engine.js';
import type { GrogMove } from './moves.js';
import { isRefusal, parseMove, toAction } from './parse.js';
import { advance } from './engine.js';
import { createGame } from './setup.js';
import type { GrogState } from './state.js';
import { viewFor } from './view.js';

/** Grog Island behind the platform's pure-engine contract (simulations, bots, benchmarks). */
export const grogEngine: Engine<GrogState, GrogMove, GrogState> = {
  name: 'grog-island',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup: (numPlayers, rng) => advance(createGame(numPlayers, rng), rng),
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
  progress: (s) => s.auction.round,
};
