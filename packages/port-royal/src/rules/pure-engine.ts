import { describeRefusal, pick, type Engine, type Rng } from '@harbour/game-kit';
import { MAX_PLAYERS, MIN_PLAYERS } from '../data.js';
import { applyMove, checkMove, deciders, legalMoves } from './engine.js';
import type { PortRoyalMove } from './moves.js';
import { isMatchOptions, parseMatchOptions } from './options.js';
import { isRefusal, parseMove, toAction } from './parse.js';
import { createGame } from './setup.js';
import type { PortRoyalState } from './state.js';
import { viewFor } from './view.js';

/** A uniformly random legal move (listing the legal moves is cheap in this game). */
export function randomMove(s: PortRoyalState, seat: number, rng: Rng): PortRoyalMove {
  return pick(rng, legalMoves(s, seat));
}

/** Port Royal behind the platform's pure-engine contract (simulations, bots, benchmarks). */
export const portRoyalEngine: Engine<PortRoyalState, PortRoyalMove, PortRoyalState> = {
  name: 'port-royal',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup(numPlayers, rng, options) {
    const parsed = parseMatchOptions(options);
    if (!isMatchOptions(parsed)) throw new Error(`bad match options: ${describeRefusal(parsed)}`);
    return createGame(numPlayers, rng, parsed);
  },
  deciders,
  legalMoves,
  check: checkMove,
  apply: applyMove,
  isOver: (s) => s.status === 'over',
  outcome: (s) => (s.result ? { winners: s.result.winners, scores: s.result.scores.map((x) => x.points) } : null),
  view: viewFor,
  toAction,
  parseAction: (name, args) => {
    const move = parseMove(name, args);
    return isRefusal(move) ? null : move;
  },
  progress: (s) => Math.ceil(s.turn.number / s.numPlayers),
};
