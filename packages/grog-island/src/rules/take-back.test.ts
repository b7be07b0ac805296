import { seededRng, type Rng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { randomMove } from './random-move.js';
import { grogEngine } from './pure-engine.js';
import { canTakeBack } from './take-back.js';
import type { GrogMove } from './moves.js';
import type { GrogState } from './state.js';
import { viewFor } from './view.js';

/** A seeded Rng that counts how often it was used. */
function countingRng(seed: string): Rng & { calls: number } {
  const rng = seededRng(seed);
  const counter = { calls: 0, next: () => (counter.calls++, rng.next()) };
  return counter;
}

describe('taking back a move', () => {
  it('is allowed only for moves that revealed nothing and used no randomness (self-play, 2–4 players)', () => {
    const safe = new Map<string, number>();
    let unsafe = 0;
    for (let g = 0; g < 24; g++) {
      const rng = countingRng(`take-back:${g}`);
      let s: GrogState = grogEngine.setup(2 + (g % 3), rng);
      while (!grogEngine.isOver(s)) {
        const seat = grogEngine.deciders(s)[0] as number;
        const move: GrogMove = randomMove(s, seat, rng);
        const calls = rng.calls;
        const after = grogEngine.apply(s, seat, move, rng);
        if (canTakeBack(s, after, move)) {
          safe.set(move.type, (safe.get(move.type) ?? 0) + 1);
          expect(rng.calls, `${move.type} used randomness`).toBe(calls);
          expect(after.decks).toEqual(s.decks);
          expect(after.box).toEqual(s.box);
          // What every seat knows of every hand is unchanged: no card drawn, shown or played.
          for (let viewer = 0; viewer < s.numPlayers; viewer++) {
            expect(viewFor(after, viewer).players.map((p) => [p.goalCards, p.treasureCards, p.parrotCards])).toEqual(
              viewFor(s, viewer).players.map((p) => [p.goalCards, p.treasureCards, p.parrotCards]),
            );
          }
          expect(['chooseSetup', 'pay', 'keepGoalCard', 'discardGoalCard']).not.toContain(move.type);
          if (move.type === 'bid') expect(move.parrots).toEqual([]);
        } else {
          unsafe++;
        }
        s = after;
      }
    }
    // Bids, passes, trades for coins and claims without a card are the usual safe moves.
    expect(safe.get('bid') ?? 0).toBeGreaterThan(50);
    expect(safe.get('pass') ?? 0).toBeGreaterThan(50);
    expect(safe.get('trade') ?? 0).toBeGreaterThan(10);
    expect(unsafe).toBeGreaterThan(100);
  });
});
