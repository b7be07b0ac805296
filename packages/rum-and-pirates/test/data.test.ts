import { describe, expect, it } from 'vitest';
import { DESTINATIONS, SUPPLY_KINDS, TILES, TILES_OF_KIND, TILE_COUNT, tileById } from '../src/data.js';

const valuesOf = (kind: keyof typeof TILES_OF_KIND, filter: (t: (typeof TILES)[number]) => boolean = () => true) =>
  TILES_OF_KIND[kind].map(tileById).filter(filter).map((t) => t.value).sort((a, b) => a - b);

describe('the tiles (printed counts and values)', () => {
  it('has every tile once with its id as index', () => {
    expect(TILE_COUNT).toBe(155);
    TILES.forEach((t, i) => expect(t.id).toBe(i));
  });

  it('has 10 tavern tiles and 10 map halves per colour', () => {
    for (const colour of ['red', 'blue', 'green'] as const) expect(valuesOf('tavern', (t) => t.colour === colour)).toEqual([2, 2, 3, 3, 3, 3, 4, 4, 4, 5]);
    for (const colour of ['red', 'green', 'yellow'] as const) expect(valuesOf('map', (t) => t.colour === colour)).toEqual([3, 3, 4, 4, 4, 5, 5, 5, 6, 6]);
    expect(TILES_OF_KIND.tavern).toHaveLength(30);
    expect(TILES_OF_KIND.map).toHaveLength(30);
  });

  it('has 12 chests, 12 scorpions of −2 with thresholds 10–21, and the town watch', () => {
    expect(valuesOf('chest')).toEqual([4, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 6]);
    expect(TILES_OF_KIND.scorpion.map((id) => tileById(id).threshold)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect(new Set(valuesOf('scorpion'))).toEqual(new Set([-2]));
    expect(valuesOf('largeWatch')).toEqual([4, 4, 4, 5, 5, 5, 6, 6, 6]);
    expect(valuesOf('smallWatch')).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(TILES_OF_KIND.smallWatch.map(tileById).filter((t) => t.coin).map((t) => t.value)).toEqual([1, 1, 1, 2, 2, 2]);
  });

  it('has supplies of 5 kinds × 2–5 and 2 rendezvous per destination', () => {
    for (const kind of SUPPLY_KINDS) expect(valuesOf('supplies', (t) => t.supply === kind)).toEqual([2, 3, 4, 5]);
    for (const d of DESTINATIONS) {
      const points = d.endsWith('Map') || d === 'chest' ? 6 : 4;
      expect(valuesOf('rendezvous', (t) => t.destination === d)).toEqual([points, points]);
    }
    expect(TILES_OF_KIND.rendezvous).toHaveLength(18);
  });

  it('has 5 of each sleeping place', () => {
    expect(valuesOf('bunk')).toEqual([6, 6, 7, 7, 8]);
    expect(valuesOf('hammock')).toEqual([3, 3, 4, 4, 5]);
    expect(valuesOf('ropeCoil')).toEqual([1, 1, 1, 2, 2]);
  });
});
