import { seededRng, type Rng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import type { RumMove } from './moves.js';
import { rumEngine } from './pure-engine.js';
import { randomMove } from './random-move.js';
import type { RumState } from './state.js';
import { canTakeBack } from './take-back.js';
import { viewFor } from './view.js';

function countingRng(seed: string): Rng & { calls: number } {
  const rng = seededRng(seed);
  const counter = { calls: 0, next: () => (counter.calls++, rng.next()) };
  return counter;
}

/** What `viewer` sees of the secret-bearing parts: stacks, displays, every player's tiles, the tile being looked at. */
function secretParts(s: RumState, viewer: number): Record<'stacks' | 'display' | 'tiles' | 'drawn', unknown> {
  const v = viewFor(s, viewer);
  return { stacks: v.stacks, display: v.display, tiles: v.players.map((p) => [p.supplies, p.rendezvous, p.tiles]), drawn: v.drawn };
}

describe('taking back a move', () => {
  it('is allowed only for moves that drew, rolled and showed nothing and used no randomness (self-play, 2–5 players)', () => {
    const safe = new Map<string, number>();
    let unsafe = 0;
    for (let g = 0; g < 12; g++) {
      const rng = countingRng(`take-back:${g}`);
      let s = rumEngine.setup(2 + (g % 4), rng);
      while (!rumEngine.isOver(s)) {
        const seat = rumEngine.deciders(s)[0] as number;
        const move: RumMove = randomMove(s, seat, rng);
        const calls = rng.calls;
        const after = rumEngine.apply(s, seat, move, rng);
        if (canTakeBack(s, after, move)) {
          safe.set(move.type, (safe.get(move.type) ?? 0) + 1);
          expect(rng.calls, `${move.type} used randomness`).toBe(calls);
          for (let viewer = 0; viewer < s.numPlayers; viewer++) {
            if (viewer === seat) continue;
            // What any other seat sees of the secrets is unchanged (but for the mover keeping the tile it already looked at).
            const before = secretParts(s, viewer);
            const now = secretParts(after, viewer);
            if (move.type === 'keepSupplies') expect({ ...now, tiles: null, drawn: null }).toEqual({ ...before, tiles: null, drawn: null });
            else expect(now).toEqual(before);
          }
          expect(['drawSupplies', 'drawRendezvous', 'townWatch', 'openChest', 'reroll', 'returnSupplies']).not.toContain(move.type);
        } else {
          unsafe++;
        }
        s = after;
      }
    }
    expect(safe.get('move') ?? 0).toBeGreaterThan(100);
    expect(safe.get('declineTavern') ?? 0).toBeGreaterThan(5);
    expect(unsafe).toBeGreaterThan(200);
  });
});
