import { seededRng, type HintReason } from '@harbour/game-kit';
import { FIELDS, tileById } from '../data.js';
import { legalActions, moveOptions, play, stageOf, type MoveOption, type RumMove, type RumState } from '../rules/index.js';

/**
 * Why a move, in one sentence (the words are `hint.<code>` in ../locales/hints.*.json): where a route
 * leads and what it costs come from the rules' move options (movement.ts: the field reached, pirates and
 * coins), the same the table shows on the reachable fields.
 */
export function explainRumMove(view: RumState, seat: number, move: RumMove): HintReason {
  switch (move.type) {
    case 'move':
    case 'moveDark': {
      const option = optionFor(view, seat, move);
      if (!option) return { code: 'move', params: { field: 'coin', part: 1, pirates: 0, coins: 0 } };
      const field = FIELDS[option.to];
      return { code: move.type === 'move' ? 'move' : 'moveDark', params: { field: field?.kind ?? 'coin', part: field?.part ?? 1, pirates: option.pirates, coins: option.coins } };
    }
    case 'townWatch':
      return { code: 'townWatch', params: { size: move.size } };
    case 'leaveDeadEnd':
    case 'rest':
    case 'goOnBoard':
    case 'endTurn':
    case 'keepSupplies':
    case 'returnSupplies':
    case 'joinTavern':
    case 'declineTavern':
    case 'reroll':
    case 'keepRoll':
      return { code: move.type, params: { hand: view.players[seat]?.hand ?? 0 } };
    case 'takeMap':
      return { code: 'takeMap', params: { value: tileById(move.tile).value, field: FIELDS[view.captain]?.kind ?? 'map' } };
    default:
      return { code: 'action', params: { action: move.type, field: FIELDS[view.captain]?.kind ?? 'coin' } };
  }
}

function optionFor(view: RumState, seat: number, move: RumMove): MoveOption | undefined {
  return moveOptions(view, seat).find((o) =>
    move.type === 'move' ? o.kind === 'alley' && o.alley === move.alley : move.type === 'moveDark' && o.kind === 'dark' && o.exit === move.exit && o.entry === move.entry,
  );
}

/**
 * A move a greedy look at the rules shows to be wasted, or null: a route to nowhere, that is, moving the
 * captain (pirates and coins spent) to a field where no action can be taken and from which it cannot
 * move on. Never suggested while another move exists.
 */
export function obviousMistake(view: RumState, seat: number, move: RumMove): string | null {
  if (move.type !== 'move' && move.type !== 'moveDark') return null;
  let next: RumState;
  try {
    next = play(view, seat, move, seededRng('route'));
  } catch {
    return null;
  }
  if (stageOf(next, seat) !== 'field') return null;
  if (legalActions(next, seat).length > 0 || moveOptions(next, seat).length > 0) return null;
  return 'route.nowhere';
}
