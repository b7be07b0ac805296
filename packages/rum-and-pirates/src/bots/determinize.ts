import { shuffled, type Rng } from '@harbour/game-kit';
import type { TileKind } from '../data.js';
import { HIDDEN, cloneState, type RumState, type StackName } from '../rules/index.js';
import { publicCoins, unseenTiles } from './knowledge.js';

/**
 * One possible full state behind a seat's view: every hidden tile is drawn at random from the tiles of
 * its kind that the seat cannot see (so the stacks are shuffled and the other players' supplies and
 * rendezvous tiles are guessed), and the other players' coins are counted from the public events. The
 * result agrees with everything the view shows. Two things a very attentive player could also know are
 * not used: a town watch tile put back under its stack is somewhere at the bottom, and a player who
 * reached a field without fulfilling a rendezvous held none for it then.
 *
 * The sample has no event log (bots do not need it, and copying it would be slow).
 */
export function determinize(view: RumState, seat: number, rng: Rng): RumState {
  const s = cloneState(view);
  const coins = publicCoins(view);
  s.events = [];
  const unseen = unseenTiles(view, seat);
  const pools = {} as Record<TileKind, number[]>;
  for (const kind of Object.keys(unseen) as TileKind[]) pools[kind] = shuffled(rng, unseen[kind]);
  const fill = (ids: number[], kind: TileKind): void => {
    for (let i = 0; i < ids.length; i++) {
      if (ids[i] !== HIDDEN) continue;
      const tile = pools[kind].pop();
      if (tile === undefined) throw new Error(`no unseen ${kind} tile left to fill a hidden one`);
      ids[i] = tile;
    }
  };
  for (const name of Object.keys(s.stacks) as StackName[]) fill(s.stacks[name], name);
  s.players.forEach((p, i) => {
    if (i === seat) return;
    fill(p.supplies, 'supplies');
    fill(p.rendezvous, 'rendezvous');
    if (p.coins === HIDDEN) p.coins = coins[i] ?? 0;
  });
  if (s.drawn !== null && s.drawn.tile === HIDDEN) {
    const tile = pools.supplies.pop();
    if (tile === undefined) throw new Error('no unseen supplies tile for the one being looked at');
    s.drawn = { seat: s.drawn.seat, tile };
  }
  return s;
}
