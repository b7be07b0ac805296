import { refuse, type Refusal } from '@harbour/game-kit';
import {
  FIELDS,
  RUM_PER_ACTION,
  SUPPLIES_RETURN_COINS,
  tileById,
  type FieldKind,
  type TavernColour,
} from '../data.js';
import { openChest, openTavern } from './contests.js';
import { refillDisplays, takeFromRow } from './display.js';
import type { RumMove, WatchSize } from './moves.js';
import type { PlayerState, RumState, TurnState } from './state.js';

/**
 * The field actions (summary "Aktionen"; edition rulings). Each time the captain reaches a field, the
 * mover may take its action once, before moving on or ending the turn.
 */

export type ActionMove = Extract<
  RumMove,
  { type: 'takeCoin' | 'recall' | 'recallDark' | 'hirePirate' | 'drawSupplies' | 'drawRendezvous' | 'takeMap' | 'visitTavern' | 'openChest' | 'takeRum' | 'townWatch' }
>;

/** The field kind each action belongs to. */
export const ACTION_FIELD: Record<ActionMove['type'], FieldKind> = {
  takeCoin: 'coin',
  recall: 'headquarters',
  recallDark: 'headquarters',
  hirePirate: 'pirate',
  drawSupplies: 'supplies',
  drawRendezvous: 'rendezvous',
  takeMap: 'map',
  visitTavern: 'tavern',
  openChest: 'chest',
  takeRum: 'rum',
  townWatch: 'townWatch',
};

function watchStack(s: RumState, size: WatchSize): number[] {
  return size === 'small' ? s.stacks.smallWatch : s.stacks.largeWatch;
}

export function checkAction(s: RumState, seat: number, move: ActionMove): Refusal | null {
  const turn = s.turn as TurnState;
  const player = s.players[seat] as PlayerState;
  if (!turn.actionOpen) return refuse('action.notOpen');
  const field = FIELDS[s.captain];
  if (field === undefined || field.kind !== ACTION_FIELD[move.type]) {
    return refuse('action.wrongField', { action: move.type, field: field?.id ?? String(s.captain) });
  }
  switch (move.type) {
    case 'takeCoin':
      return null;
    case 'recall': {
      if (s.board.alleys[move.alley] === undefined) return refuse('move.unknownAlley', { alley: move.alley });
      return s.alleys[move.alley] === seat ? null : refuse('recall.notYourAlley', { alley: move.alley });
    }
    case 'recallDark': {
      if (s.board.darkAlleys[move.darkAlley] === undefined) return refuse('move.unknownDarkAlley', { darkAlley: move.darkAlley });
      return s.darkAlleys[move.darkAlley]?.seat === seat ? null : refuse('recall.notYourDarkAlley', { darkAlley: move.darkAlley });
    }
    case 'hirePirate':
      return player.hiring > 0 ? null : refuse('hire.nobodyWaiting');
    case 'drawSupplies':
      return s.stacks.supplies.length > 0 ? null : refuse('stack.empty', { stack: 'supplies' });
    case 'drawRendezvous':
      return s.stacks.rendezvous.length > 0 ? null : refuse('stack.empty', { stack: 'rendezvous' });
    case 'takeMap': {
      if (!s.display.map.includes(move.tile)) return refuse('map.notOnDisplay', { tile: move.tile });
      const colour = tileById(move.tile).colour;
      return colour === field.colour ? null : refuse('map.wrongColour', { tile: move.tile, colour: field.colour ?? '' });
    }
    case 'visitTavern':
      return tavernStake(s, field.colour as TavernColour).length > 0 ? null : refuse('tavern.noTiles', { colour: field.colour ?? '' });
    case 'openChest':
      return s.display.chest !== null ? null : refuse('chest.none');
    case 'takeRum':
      return s.rumSupply > 0 ? null : refuse('rum.noneLeft');
    case 'townWatch':
      return watchStack(s, move.size).length > 0 ? null : refuse('stack.empty', { stack: move.size === 'small' ? 'smallWatch' : 'largeWatch' });
  }
}

/** The face-up tavern tiles of a colour. */
export function tavernStake(s: RumState, colour: TavernColour): number[] {
  return s.display.tavern.filter((tile) => tileById(tile).colour === colour);
}

/** Every action the mover may take now (empty when the action is used up). */
export function legalActions(s: RumState, seat: number): ActionMove[] {
  const turn = s.turn;
  const player = s.players[seat];
  if (turn === null || !turn.actionOpen || player === undefined) return [];
  const field = FIELDS[s.captain];
  if (field === undefined) return [];
  const candidates: ActionMove[] = [];
  switch (field.kind) {
    case 'coin':
      candidates.push({ type: 'takeCoin' });
      break;
    case 'headquarters':
      s.alleys.forEach((owner, alley) => owner === seat && candidates.push({ type: 'recall', alley }));
      s.darkAlleys.forEach((d, darkAlley) => d?.seat === seat && darkAlley < d.partner && candidates.push({ type: 'recallDark', darkAlley }));
      break;
    case 'pirate':
      candidates.push({ type: 'hirePirate' });
      break;
    case 'supplies':
      candidates.push({ type: 'drawSupplies' });
      break;
    case 'rendezvous':
      candidates.push({ type: 'drawRendezvous' });
      break;
    case 'map':
      for (const tile of s.display.map) candidates.push({ type: 'takeMap', tile });
      break;
    case 'tavern':
      candidates.push({ type: 'visitTavern' });
      break;
    case 'chest':
      candidates.push({ type: 'openChest' });
      break;
    case 'rum':
      candidates.push({ type: 'takeRum' });
      break;
    case 'townWatch':
      candidates.push({ type: 'townWatch', size: 'small' }, { type: 'townWatch', size: 'large' });
      break;
  }
  return candidates.filter((m) => checkAction(s, seat, m) === null);
}

export function applyAction(s: RumState, seat: number, move: ActionMove): void {
  const turn = s.turn as TurnState;
  const player = s.players[seat] as PlayerState;
  const field = FIELDS[s.captain];
  turn.actionOpen = false;
  switch (move.type) {
    case 'takeCoin':
      player.coins += 1;
      s.events.push({ type: 'tookCoin', seat });
      return;
    case 'recall': {
      const pirates = s.board.alleys[move.alley]?.segments ?? 0;
      s.alleys[move.alley] = null;
      player.hand += pirates;
      s.events.push({ type: 'recalled', seat, alley: move.alley, darkAlleys: null, pirates });
      return;
    }
    case 'recallDark': {
      const partner = s.darkAlleys[move.darkAlley]?.partner as number;
      const pirates = (s.board.darkAlleys[move.darkAlley]?.segments ?? 0) + (s.board.darkAlleys[partner]?.segments ?? 0);
      s.darkAlleys[move.darkAlley] = null;
      s.darkAlleys[partner] = null;
      player.hand += pirates;
      s.events.push({ type: 'recalled', seat, alley: null, darkAlleys: [move.darkAlley, partner], pirates });
      return;
    }
    case 'hirePirate':
      player.hiring -= 1;
      player.hand += 1;
      s.events.push({ type: 'hired', seat });
      return;
    case 'drawSupplies':
      s.drawn = { seat, tile: s.stacks.supplies.shift() as number };
      s.events.push({ type: 'suppliesDrawn', seat });
      return;
    case 'drawRendezvous':
      player.rendezvous.push(s.stacks.rendezvous.shift() as number);
      s.events.push({ type: 'rendezvousDrawn', seat });
      return;
    case 'takeMap':
      takeFromRow(s.display.map, move.tile);
      player.tiles.push(move.tile);
      s.events.push({ type: 'mapTaken', seat, tile: move.tile });
      refillDisplays(s);
      return;
    case 'visitTavern':
      openTavern(s, seat, field?.colour as TavernColour);
      return;
    case 'openChest':
      openChest(s, seat);
      return;
    case 'takeRum': {
      const barrels = Math.min(RUM_PER_ACTION, s.rumSupply);
      s.rumSupply -= barrels;
      player.rum += barrels;
      s.events.push({ type: 'rumTaken', seat, barrels });
      return;
    }
    case 'townWatch': {
      const stack = watchStack(s, move.size);
      const tile = stack.shift() as number;
      const data = tileById(tile);
      const kept = player.hand > data.value;
      if (kept) {
        player.tiles.push(tile);
        if (data.coin) player.coins += 1;
      } else {
        stack.push(tile);
      }
      s.events.push({ type: 'townWatch', seat, tile, kept, coin: kept && data.coin });
      return;
    }
  }
}

/** Keeping or returning the supplies tile being looked at. */
export function applySuppliesDecision(s: RumState, seat: number, keep: boolean): void {
  const drawn = s.drawn;
  const player = s.players[seat] as PlayerState;
  if (drawn === null) throw new Error('no supplies tile drawn');
  s.drawn = null;
  if (keep) {
    player.supplies.push(drawn.tile);
    s.events.push({ type: 'suppliesKept', seat });
  } else {
    s.stacks.supplies.push(drawn.tile);
    player.coins += SUPPLIES_RETURN_COINS;
    s.events.push({ type: 'suppliesReturned', seat });
  }
}
