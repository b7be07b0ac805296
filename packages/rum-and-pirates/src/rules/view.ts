import { cloneState } from './clone.js';
import { HIDDEN, type RumState, type Stacks } from './state.js';

/**
 * What one seat may see (seat null: a spectator). Hidden, with their counts kept: every stack (content
 * and order), other players' coins, supplies tiles and unfulfilled rendezvous tiles, and a supplies tile
 * someone else is looking at. Once the game is over, every player's tiles and coins are shown for the
 * final scoring; the stacks stay hidden.
 */
export function viewFor(state: RumState, seat: number | null): RumState {
  const s = cloneState(state);
  const hide = (ids: number[]): number[] => ids.map(() => HIDDEN);
  const stacks = {} as Stacks;
  for (const key of Object.keys(s.stacks) as (keyof Stacks)[]) stacks[key] = hide(s.stacks[key]);
  s.stacks = stacks;
  if (s.status !== 'over') {
    s.players.forEach((p, i) => {
      if (i === seat) return;
      p.coins = HIDDEN;
      p.supplies = hide(p.supplies);
      p.rendezvous = hide(p.rendezvous);
    });
  }
  if (s.drawn !== null && s.drawn.seat !== seat) s.drawn = { seat: s.drawn.seat, tile: HIDDEN };
  return s;
}
