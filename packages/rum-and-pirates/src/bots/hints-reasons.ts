import { seededRng, type HintReason } from '@harbour/game-kit';
import { FIELDS, tileById } from '../data.js';
import { legalActions, moveOptions, play, stageOf, type MoveOption, type RumMove, type RumState } from '../rules/index.js';
import { unseenTiles } from './knowledge.js';
import { rerollImprovement } from './policy.js';
import { suppliesGain } from './values.js';

/**
 * Why a move, in one sentence (the words are `hint.<code>` in ../locales/hints.*.json): where a route
 * leads and what it costs come from the rules' move options (movement.ts: the field reached, pirates and
 * coins), the same the table shows on the reachable fields. What a supplies tile adds, whether a town
 * watch tile can be kept and whether a new roll is likely better are asked of the position (issue 38);
 * "worth the most now", "worth the stake", "costs more than it brings" compare the move with the others
 * and are said of the best move only (`best`): a move ranked below it says so.
 */
export function explainRumMove(view: RumState, seat: number, move: RumMove, best = true): HintReason {
  const hand = view.players[seat]?.hand ?? 0;
  const other = best ? '' : 'Other';
  switch (move.type) {
    case 'move':
    case 'moveDark': {
      const option = optionFor(view, seat, move);
      if (!option) return { code: 'move', params: { field: 'coin', part: 1, pirates: 0, coins: 0 } };
      const field = FIELDS[option.to];
      return { code: move.type === 'move' ? 'move' : 'moveDark', params: { field: field?.kind ?? 'coin', part: field?.part ?? 1, pirates: option.pirates, coins: option.coins } };
    }
    case 'townWatch': {
      const chance = watchChance(view, seat, move.size);
      if (chance === 0) return { code: 'townWatchNever', params: { size: move.size, hand } };
      return best ? { code: 'townWatch', params: { size: move.size } } : { code: 'townWatchChance', params: { size: move.size, hand, chance } };
    }
    case 'leaveDeadEnd':
      return { code: move.type, params: { hand } };
    case 'rest':
    case 'goOnBoard':
    case 'endTurn':
    case 'joinTavern':
    case 'declineTavern':
      return { code: `${move.type}${other}`, params: { hand } };
    case 'keepSupplies':
    case 'returnSupplies': {
      const tile = view.drawn?.seat === seat ? view.drawn.tile : -1;
      const improves = tile >= 0 && suppliesGain(view.players[seat]?.supplies ?? [], tile) > 0;
      if (move.type === 'keepSupplies') return { code: improves ? 'keepSupplies' : 'keepSuppliesNoGain', params: { hand } };
      return { code: improves ? 'returnSuppliesGain' : 'returnSupplies', params: { hand } };
    }
    case 'reroll':
    case 'keepRoll': {
      const better = view.roll !== null && rerollImprovement(view, view.roll) > 0;
      if (move.type === 'reroll') return { code: better ? 'reroll' : 'rerollAnyway', params: { value: view.roll?.value ?? 0 } };
      return { code: better ? 'keepRollSaveRum' : 'keepRoll', params: { value: view.roll?.value ?? 0 } };
    }
    case 'takeMap':
      return { code: `takeMap${other}`, params: { value: tileById(move.tile).value, field: FIELDS[view.captain]?.kind ?? 'map' } };
    default:
      return { code: `action${other}`, params: { action: move.type, field: FIELDS[view.captain]?.kind ?? 'coin' } };
  }
}

/**
 * The share (in %) of the tiles a town watch stack can hold, as far as the seat knows (every tile of
 * its kind it has not seen), that it would keep: a tile is kept with more pirates in hand than its value.
 */
export function watchChance(view: RumState, seat: number, size: 'small' | 'large'): number {
  const pool = unseenTiles(view, seat)[size === 'small' ? 'smallWatch' : 'largeWatch'];
  if (pool.length === 0) return 0;
  const hand = view.players[seat]?.hand ?? 0;
  const kept = pool.filter((t) => hand > tileById(t).value).length;
  return kept === 0 ? 0 : Math.max(1, Math.round((100 * kept) / pool.length));
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
