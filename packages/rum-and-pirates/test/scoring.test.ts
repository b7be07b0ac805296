import { describe, expect, it } from 'vitest';
import { TILES, type Tile } from '../src/data.js';
import { finalScoring, scorePlayer, type PlayerState, type RumState } from '../src/rules/index.js';
import { game } from './fixtures.js';

const take = (() => {
  const used = new Set<number>();
  return (pred: (t: Tile) => boolean): number => {
    const t = TILES.find((x) => pred(x) && !used.has(x.id));
    if (t === undefined) throw new Error('no such tile left');
    used.add(t.id);
    return t.id;
  };
})();

function player(partial: Partial<PlayerState>): PlayerState {
  return { coins: 0, hand: 10, hiring: 5, rum: 0, tiles: [], supplies: [], rendezvous: [], inAction: false, ...partial };
}

describe('final scoring (Abrechnung)', () => {
  it('counts chests, taverns, scorpions, town watch, sleeping places, the best supplies per kind, fulfilled rendezvous and map pairs', () => {
    const p = player({
      tiles: [
        take((t) => t.kind === 'chest' && t.value === 6),
        take((t) => t.kind === 'tavern' && t.value === 5),
        take((t) => t.kind === 'tavern' && t.value === 2),
        take((t) => t.kind === 'scorpion'),
        take((t) => t.kind === 'largeWatch' && t.value === 4),
        take((t) => t.kind === 'smallWatch' && t.value === 1),
        take((t) => t.kind === 'bunk' && t.value === 8),
        take((t) => t.kind === 'ropeCoil' && t.value === 1),
        take((t) => t.kind === 'rendezvous' && t.destination === 'chest'),
        // Red 3, 5, 6: one pair (6 + 5); the 3 scores nothing. A single green half scores nothing.
        take((t) => t.kind === 'map' && t.colour === 'red' && t.value === 3),
        take((t) => t.kind === 'map' && t.colour === 'red' && t.value === 5),
        take((t) => t.kind === 'map' && t.colour === 'red' && t.value === 6),
        take((t) => t.kind === 'map' && t.colour === 'green' && t.value === 4),
      ],
      // Hat 5 and hat 3: only the 5; hook 2.
      supplies: [take((t) => t.supply === 'hat' && t.value === 5), take((t) => t.supply === 'hat' && t.value === 3), take((t) => t.supply === 'hook' && t.value === 2)],
      // Unfulfilled: nothing.
      rendezvous: [take((t) => t.kind === 'rendezvous' && t.destination === 'rum')],
    });
    expect(scorePlayer(p, 0)).toMatchObject({
      chests: 6,
      taverns: 7,
      scorpions: -2,
      townWatch: 5,
      sleeping: 9,
      supplies: 7,
      rendezvous: 6,
      maps: 11,
      total: 49,
    });
  });

  it('scores two pairs of one colour when a player has four halves', () => {
    const reds = [3, 4, 5, 6].map((v) => take((t) => t.kind === 'map' && t.colour === 'yellow' && t.value === v));
    expect(scorePlayer(player({ tiles: reds }), 0).maps).toBe(18);
  });

  it('breaks ties by fewer pirates at the hiring place, then more rum barrels, then more coins; otherwise shares the win', () => {
    const s: RumState = game(4);
    const chest = (v: number) => take((t) => t.kind === 'chest' && t.value === v);
    s.players = [
      player({ tiles: [chest(5)], hiring: 4, rum: 0, coins: 0 }),
      player({ tiles: [chest(5)], hiring: 3, rum: 0, coins: 0 }),
      player({ tiles: [chest(4)], hiring: 0, rum: 9, coins: 9 }),
      player({ tiles: [chest(5)], hiring: 3, rum: 0, coins: 0 }),
    ];
    expect(finalScoring(s).winners).toEqual([1, 3]);
    (s.players[3] as PlayerState).rum = 1;
    expect(finalScoring(s).winners).toEqual([3]);
    (s.players[1] as PlayerState).rum = 1;
    (s.players[1] as PlayerState).coins = 2;
    expect(finalScoring(s).winners).toEqual([1]);
  });
});
