import { pick, seededRng, type Bot, type BotFactory, type Rng } from '@harbour/game-kit';
import { legalMoves, stageOf, type RumMove, type RumState } from '../rules/index.js';
import { suppliesGain } from './values.js';

/**
 * The easy bot: a random legal move, with a few sanity preferences: it takes a field's action when it
 * can (mostly), rarely pays for moves it does not need, keeps supplies that improve its collection,
 * and re-rolls only bad rolls.
 */
export function easyMove(s: RumState, seat: number, rng: Rng): RumMove {
  const moves = legalMoves(s, seat);
  if (moves.length === 0) throw new Error(`seat ${seat} has nothing to decide`);
  const stage = stageOf(s, seat);
  const of = (...types: RumMove['type'][]) => moves.filter((m) => types.includes(m.type));
  switch (stage) {
    case 'field': {
      const actions = moves.filter((m) => m.type !== 'move' && m.type !== 'moveDark' && m.type !== 'endTurn');
      if (actions.length > 0 && rng.next() < 0.9) return pick(rng, actions);
      const onward = of('move', 'moveDark');
      if (onward.length > 0 && rng.next() < 0.35) return pick(rng, onward);
      return { type: 'endTurn' };
    }
    case 'turn': {
      const go = of('move', 'moveDark', 'leaveDeadEnd');
      if (go.length > 0 && rng.next() < 0.8) {
        const plain = go.filter((m) => m.type !== 'moveDark');
        return pick(rng, plain.length > 0 && rng.next() < 0.8 ? plain : go);
      }
      return pick(rng, of('goOnBoard').length > 0 ? of('goOnBoard') : moves);
    }
    case 'supplies': {
      const tile = s.drawn?.tile ?? -1;
      const player = s.players[seat];
      return tile >= 0 && player !== undefined && suppliesGain(player.supplies, tile) > 0 ? { type: 'keepSupplies' } : { type: 'returnSupplies' };
    }
    case 'reroll':
      return (s.roll?.value ?? 6) <= 2 && of('reroll').length > 0 ? { type: 'reroll' } : { type: 'keepRoll' };
    default:
      return pick(rng, moves);
  }
}

export const easyBot: BotFactory<RumState, RumMove> = (options) => {
  const rng = seededRng(`easy:${options.seed}`);
  const bot: Bot<RumState, RumMove> = { chooseMove: (view, seat) => easyMove(view, seat, rng) };
  return bot;
};
