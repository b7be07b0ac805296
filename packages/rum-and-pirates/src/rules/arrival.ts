import { FIELDS, fieldMeetsDestination, tileById, type Destination } from '../data.js';
import type { PlayerState, RumState, TurnState } from './state.js';

/**
 * The captain reaches a field in the mover's turn: the move counts, the field's action may now be
 * taken once, and one of the mover's rendezvous tiles naming this field is fulfilled (it goes face
 * up under the flag; only one per arrival).
 */
export function arriveAt(s: RumState, seat: number, field: number): void {
  const turn = s.turn as TurnState;
  const player = s.players[seat] as PlayerState;
  s.captain = field;
  turn.moves += 1;
  turn.actionOpen = true;
  const data = FIELDS[field];
  if (data === undefined) return;
  const i = player.rendezvous.findIndex((tile) => fieldMeetsDestination(data, tileById(tile).destination as Destination));
  if (i < 0) return;
  const [tile] = player.rendezvous.splice(i, 1) as [number];
  player.tiles.push(tile);
  s.events.push({ type: 'rendezvousFulfilled', seat, tile, field });
}
