import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { GameEvent } from '@harbour/grog-island/rules';
import { logLines as grogLines } from '../games/grog-island/log.js';
import { logLines as rumLines } from '../games/rum-and-pirates/log.js';
import type { GameEvent as RumEvent } from '@harbour/rum-and-pirates/rules';
import { grogI18n } from '../test/render.js';

/** A language function that counts its calls. */
function counting(): { t: TFunction; calls: () => number } {
  const inner = grogI18n('en').t;
  const spy = vi.fn((...args: Parameters<TFunction>) => (inner as unknown as (...a: unknown[]) => string)(...args));
  return { t: spy as unknown as TFunction, calls: () => spy.mock.calls.length };
}

describe('a move writes only its own log sentences (the felt speed of a table)', () => {
  it('Grog Island: the earlier events of the state are not translated again', () => {
    const { t, calls } = counting();
    const names = ['Anne', 'Bonny'];
    const events: GameEvent[] = Array.from({ length: 50 }, (_, i) => ({ type: 'dieTurned', seat: i % 2, colour: 'blue', value: 3 }) as GameEvent);
    const first = grogLines(t, 'en', events, names);
    const before = calls();
    expect(before).toBeGreaterThanOrEqual(50);
    // The next state: the same event objects (a patch keeps what did not change) and one more.
    const next = grogLines(t, 'en', [...events, { type: 'passed', seat: 0, goods: [] } as unknown as GameEvent], names);
    expect(next.slice(0, 50)).toEqual(first);
    expect(calls() - before).toBeLessThanOrEqual(3);
    // Other names (or another language) write the story again.
    grogLines(t, 'en', events, ['Cora', 'Bonny']);
    expect(calls() - before).toBeGreaterThanOrEqual(50);
  });

  it('Rum & Pirates: the same', () => {
    const { t, calls } = counting();
    const events = Array.from({ length: 30 }, (_, i) => ({ type: 'roundStarted', round: i + 1, startPlayer: 0 }) as unknown as RumEvent);
    rumLines(t, 'en', events, ['Anne', 'Bonny']);
    const before = calls();
    rumLines(t, 'en', [...events, { type: 'roundStarted', round: 31, startPlayer: 1 } as unknown as RumEvent], ['Anne', 'Bonny']);
    expect(calls() - before).toBeLessThanOrEqual(3);
  });
});
