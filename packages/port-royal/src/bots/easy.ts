import { pick, randomInt, seededRng, type Bot, type BotOptions } from '@harbour/game-kit';
import { legalMoves } from '../rules/engine.js';
import type { PortRoyalMove } from '../rules/moves.js';
import type { PortRoyalState } from '../rules/state.js';
import { acceptingBusts } from './policy.js';

/**
 * The easy bot: random among the legal moves, with a few sanity preferences. It fulfils an
 * expedition whenever it can, repels a ship that would bust its turn, turns up cards with a
 * chance of stopping that grows with the harbor display, and takes some card rather than pass.
 * Its randomness is seeded by its seed and the view, so the same view gives the same move.
 */
export function easyBot(options: BotOptions): Bot<PortRoyalState, PortRoyalMove> {
  return {
    chooseMove(view, seat) {
      const rng = seededRng(`${options.seed}:${view.turn.number}:${view.events.length}`);
      const moves = legalMoves(view, seat);
      if (moves.length === 0) throw new Error(`seat ${seat} has no move to make`);
      const fulfil = moves.filter((m) => m.type === 'fulfilExpedition');
      if (fulfil.length > 0) return pick(rng, fulfil);
      switch (view.turn.stage) {
        case 'repel':
          return acceptingBusts(view) || randomInt(rng, 4) === 0 ? { type: 'repel' } : { type: 'accept' };
        case 'discover': {
          const canStop = moves.some((m) => m.type === 'stop');
          const canTurnUp = moves.some((m) => m.type === 'turnUp');
          if (canStop && (!canTurnUp || rng.next() < 0.15 + 0.1 * view.harbor.length)) return { type: 'stop' };
          return canTurnUp ? { type: 'turnUp' } : pick(rng, moves);
        }
        case 'tradeAndHire': {
          const takes = moves.filter((m) => m.type === 'trade' || m.type === 'hire');
          if (takes.length > 0 && randomInt(rng, 10) > 0) return pick(rng, takes);
          return { type: 'pass' };
        }
        default:
          return pick(rng, moves);
      }
    },
  };
}
