import { seededRng, type Rng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { applyMove, deciders, legalMoves } from './engine.js';
import type { PortRoyalMove } from './moves.js';
import { portRoyalEngine } from './pure-engine.js';
import type { PortRoyalState } from './state.js';
import { canTakeBack } from './take-back.js';
import { viewFor } from './view.js';

function countingRng(seed: string): Rng & { calls: number } {
  const rng = seededRng(seed);
  const counter = { calls: 0, next: () => (counter.calls++, rng.next()) };
  return counter;
}

/** Every card anybody can see face up, by place. */
function faceUp(s: PortRoyalState): string {
  const v = viewFor(s, null);
  return JSON.stringify({ discard: v.discardPile, harbor: v.harbor, ship: v.turn.ship, expeditions: v.expeditionDisplay, persons: v.players.map((p) => p.persons) });
}

describe('taking back a move', () => {
  it('is allowed only for moves that drew, turned up and showed nothing and used no randomness (self-play, 2–5 players)', () => {
    const safe = new Map<string, number>();
    let unsafe = 0;
    for (let g = 0; g < 8; g++) {
      const rng = countingRng(`take-back:${g}`);
      let s = portRoyalEngine.setup(2 + (g % 4), rng);
      while (s.status === 'playing') {
        const seat = deciders(s)[0] as number;
        const moves = legalMoves(s, seat);
        const move = moves[Math.floor(rng.next() * moves.length)] as PortRoyalMove;
        const calls = rng.calls;
        const after = applyMove(s, seat, move, rng);
        if (canTakeBack(s, after, move)) {
          safe.set(move.type, (safe.get(move.type) ?? 0) + 1);
          expect(rng.calls, `${move.type} used randomness`).toBe(calls);
          expect(after.drawPile).toEqual(s.drawPile);
          // No card that was face down (in the draw pile or a coin) is face up now.
          const hidden = new Set([...s.drawPile, ...s.players.flatMap((p) => p.coins)]);
          const up = JSON.parse(faceUp(after)) as { discard: number[]; harbor: number[]; ship: number | null };
          for (const id of [...up.discard, ...up.harbor, ...(up.ship === null ? [] : [up.ship])]) expect(hidden.has(id), `card ${id} turned face up`).toBe(false);
          expect(['turnUp', 'trade', 'fulfilExpedition']).not.toContain(move.type);
        } else {
          unsafe++;
        }
        s = after;
      }
    }
    expect(safe.get('pass') ?? 0).toBeGreaterThan(100);
    expect(safe.get('stop') ?? 0).toBeGreaterThan(20);
    expect(unsafe).toBeGreaterThan(300);
  });
});
