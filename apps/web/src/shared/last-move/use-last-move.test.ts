import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastMoveClass, useLastMove } from './use-last-move.js';

interface S {
  by: number;
  n: number;
}
const byOther = (_before: S, after: S) => after.by !== 0;

describe('useLastMove', () => {
  it('shows nothing for the first state, then the state before a move of another seat', () => {
    const { result, rerender } = renderHook(({ s, id }: { s: S; id: number }) => useLastMove(s, id, byOther), { initialProps: { s: { by: 1, n: 1 }, id: 1 } });
    expect(result.current.before).toBeNull();
    rerender({ s: { by: 1, n: 2 }, id: 2 });
    expect(result.current).toEqual({ before: { by: 1, n: 1 }, stateID: 2 });
    // A render without a new state keeps the marks.
    rerender({ s: { by: 1, n: 2 }, id: 2 });
    expect(result.current.before).toEqual({ by: 1, n: 1 });
  });

  it("clears the marks on the reader's own move", () => {
    const { result, rerender } = renderHook(({ s, id }: { s: S; id: number }) => useLastMove(s, id, byOther), { initialProps: { s: { by: 1, n: 1 }, id: 1 } });
    rerender({ s: { by: 1, n: 2 }, id: 2 });
    rerender({ s: { by: 0, n: 3 }, id: 3 });
    expect(result.current.before).toBeNull();
  });

  it('leaves no mark over the board once the game has ended', () => {
    const { result, rerender } = renderHook(({ s, id, ended }: { s: S; id: number; ended: boolean }) => useLastMove(s, id, byOther, ended), { initialProps: { s: { by: 1, n: 1 }, id: 1, ended: false } });
    rerender({ s: { by: 1, n: 2 }, id: 2, ended: false });
    expect(result.current.before).not.toBeNull();
    rerender({ s: { by: 1, n: 3 }, id: 3, ended: true });
    expect(result.current.before).toBeNull();
  });

  it('marks only pieces whose key changed', () => {
    const changed = new Set(['ship:2']);
    expect(lastMoveClass(changed, 'ship:2', 'ship')).toBe('ship last-move');
    expect(lastMoveClass(changed, 'ship:1', 'ship')).toBe('ship');
    expect(lastMoveClass(null, 'ship:2')).toBe('');
  });
});
