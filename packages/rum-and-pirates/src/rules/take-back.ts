import type { MoveType, RumMove } from './moves.js';
import type { GameEvent, RumState } from './state.js';

/**
 * Which moves a seat may take back (issue 27): only a move that revealed nothing. The server checks
 * that no other seat has acted since; this says whether the move itself may be undone.
 */

/** Moves that always draw, roll or put a secret tile under a stack: never taken back. */
const NEVER: ReadonlySet<MoveType> = new Set<MoveType>(['drawSupplies', 'drawRendezvous', 'townWatch', 'openChest', 'reroll', 'returnSupplies']);

/** Events of a roll, a tile drawn or turned up, a secret tile shown, or a new round or scuffle. */
const REVEALING: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([
  'rolled',
  'rendezvousFulfilled',
  'displayRefilled',
  'suppliesDrawn',
  'rendezvousDrawn',
  'townWatch',
  'roundStarted',
  'scuffleStarted',
  'gameEnded',
]);

/**
 * Whether `move`, which led from `before` to `after` (after every automatic step), may be taken back: no
 * die rolled, no tile drawn or turned up (stacks and displays as they were), no rendezvous fulfilled (it
 * would show the tile), no player's secret tiles changed but for keeping the supplies tile already looked
 * at, and the action phase goes on. Moving the captain, taking a coin or rum, recalling, hiring, resting,
 * ending the turn and answering a drinking contest (but the last answer, after which the dice roll)
 * usually qualify.
 */
export function canTakeBack(before: RumState, after: RumState, move: RumMove): boolean {
  if (NEVER.has(move.type) || after.status !== 'action' || after.round !== before.round) return false;
  if (JSON.stringify(after.stacks) !== JSON.stringify(before.stacks) || JSON.stringify(after.display) !== JSON.stringify(before.display)) return false;
  for (let seat = 0; seat < before.players.length; seat++) {
    const b = before.players[seat];
    const a = after.players[seat];
    if (b === undefined || a === undefined) return false;
    if (a.rendezvous.length !== b.rendezvous.length || a.rendezvous.some((t, i) => t !== b.rendezvous[i])) return false;
    const supplies = move.type === 'keepSupplies' && before.drawn?.seat === seat ? [...b.supplies, before.drawn.tile] : b.supplies;
    if (a.supplies.length !== supplies.length || a.supplies.some((t, i) => t !== supplies[i])) return false;
  }
  for (let i = before.events.length; i < after.events.length; i++) {
    if (REVEALING.has((after.events[i] as GameEvent).type)) return false;
  }
  return true;
}
