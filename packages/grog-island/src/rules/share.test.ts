import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { cloneState } from './clone.js';
import { advance, applyCheckedMoveInPlace, applyMove } from './engine.js';
import { grogEngine } from './pure-engine.js';
import { randomMove } from './random-move.js';
import type { GrogState } from './state.js';

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const value of Object.values(x)) deepFreeze(value);
  }
  return x;
}

/**
 * Every object (or array) of `after` that is equal to the one at the same path in `before` must be
 * that very object. Returns the paths where it is not.
 */
function unshared(before: unknown, after: unknown, path = ''): string[] {
  if (typeof before !== 'object' || typeof after !== 'object' || before === null || after === null) return [];
  if (before === after) return [];
  if (JSON.stringify(before) === JSON.stringify(after) && path !== '') return [path];
  const found: string[] = [];
  for (const key of Object.keys(after)) {
    found.push(...unshared((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], `${path}/${key}`));
  }
  return found;
}

describe('a move shares what it did not change', () => {
  it('keeps the very objects of every part that came out equal, computes the same state, and never changes the state it was given (self-play, 2–4 players)', () => {
    let moves = 0;
    let sharedPlayers = 0;
    for (let g = 0; g < 12; g++) {
      const rng = seededRng(`share:${g}`);
      let s: GrogState = grogEngine.setup(2 + (g % 3), rng);
      while (!grogEngine.isOver(s)) {
        const seat = grogEngine.deciders(s)[0] as number;
        const move = randomMove(s, seat, rng);
        const before = JSON.stringify(s);
        deepFreeze(s);
        const after = applyMove(s, seat, move);
        // The state given is unchanged (frozen: a change would throw), and the result is what the
        // rules compute on a copy of their own.
        expect(JSON.stringify(s)).toBe(before);
        const copy = cloneState(s);
        applyCheckedMoveInPlace(copy, seat, move);
        expect(after).toEqual(copy);
        expect(unshared(s, after)).toEqual([]);
        // Some player the move did not touch (there is always one: only one seat moves).
        sharedPlayers += after.players.filter((p, i) => p === s.players[i]).length;
        moves++;
        s = after;
        if (s.status === 'betweenRounds') {
          const next = advance(s, rng);
          expect(unshared(s, next)).toEqual([]);
          expect(next.occupants).toBe(s.occupants);
          s = next;
        }
      }
    }
    expect(moves).toBeGreaterThan(1000);
    expect(sharedPlayers).toBeGreaterThan(moves);
  });
});
