import { TILES, TILE_KINDS, type TileKind } from '../data.js';
import { HIDDEN, type RumState } from '../rules/index.js';
export { publicCoins } from '../rules/public-coins.js';

/**
 * What a seat knows beyond the numbers in its view: which tiles it cannot see (and so may be anywhere
 * hidden), and the other players' coins as counted from the public events (every coin that changes
 * hands does so in view of the table: moves paid for, resting, coin fields, returned supplies, the small
 * town watch's coin, joining a tavern contest). Works on a view and on a full state alike, using only
 * what the seat may see in either.
 */

/** Tile ids of each kind that `seat` cannot see anywhere (in stacks, other players' hidden tiles, a tile being looked at). */
export function unseenTiles(s: RumState, seat: number): Record<TileKind, number[]> {
  const seen = new Uint8Array(TILES.length);
  const mark = (ids: readonly (number | null)[]) => {
    for (const id of ids) if (id !== null && id !== HIDDEN) seen[id] = 1;
  };
  mark(s.display.tavern);
  mark(s.display.map);
  mark([s.display.chest, s.display.scorpion, s.display.sleeping.bunk, s.display.sleeping.hammock, s.display.sleeping.ropeCoil]);
  mark(s.box);
  if (s.contest?.kind === 'chest') mark([s.contest.scorpion]);
  s.players.forEach((p, i) => {
    mark(p.tiles);
    if (i === seat) {
      mark(p.supplies);
      mark(p.rendezvous);
    }
  });
  if (s.drawn !== null && s.drawn.seat === seat) mark([s.drawn.tile]);
  const out = {} as Record<TileKind, number[]>;
  for (const kind of TILE_KINDS) {
    const pool: number[] = [];
    for (const id of TILE_IDS_BY_KIND[kind]) if (seen[id] === 0) pool.push(id);
    out[kind] = pool;
  }
  return out;
}

/** Every tile's id by kind, in the order of TILES (a pool filled kind by kind: one walk of TILES storing by each tile's kind was a tenth of a playout). */
const TILE_IDS_BY_KIND = (() => {
  const byKind = {} as Record<TileKind, number[]>;
  for (const kind of TILE_KINDS) byKind[kind] = TILES.filter((t) => t.kind === kind).map((t) => t.id);
  return byKind;
})();
