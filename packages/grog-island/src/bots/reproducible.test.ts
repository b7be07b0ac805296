import { jumpingClock, stillClock, type Clock, type SearchReport } from '@harbour/game-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grogEngine, type GrogMove, type GrogState } from '../rules/index.js';
import { hint } from './hints.js';
import { createStrongBot, DEFAULT_ITERATIONS } from './strong.js';
import { samplePositions } from './test-support.js';

/**
 * Issue 38: a move depends on the view, the seed and the iterations, never on the machine's load. A
 * loaded machine is a clock that jumps forward at every read: 200 ms per determinization is some 80
 * times this bot's normal pace (the former 800 ms cap stopped the search after 4 of its 24).
 */
const LOADED_STEP_MS = 200;

const positions = [2, 4].flatMap((n) => samplePositions(n, 1, 'reproducible', 13)).filter((s) => s.status !== 'over' && s.status !== 'setup');

function movesWith(clock: Clock | undefined, reports: SearchReport[] = []): GrogMove[] {
  return positions.map((s: GrogState, k) => {
    const seat = grogEngine.deciders(s)[0] as number;
    const bot = createStrongBot({ seed: `repro:${k}`, ...(clock && { now: clock }), onSearch: (r) => reports.push(r) });
    return bot.chooseMove(grogEngine.view(s, seat), seat);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the strong bot is reproducible by construction', () => {
  it('makes the same moves when the clock jumps forward at every read, injected or the default one', () => {
    const still: SearchReport[] = [];
    const expected = movesWith(stillClock, still);

    // The server passes no clock: the default one (performance.now) on a loaded machine.
    vi.spyOn(performance, 'now').mockImplementation(jumpingClock(LOADED_STEP_MS));
    expect(movesWith(undefined)).toEqual(expected);
    vi.restoreAllMocks();

    const loaded: SearchReport[] = [];
    expect(movesWith(jumpingClock(LOADED_STEP_MS), loaded)).toEqual(expected);
    expect(still.length).toBeGreaterThan(10);
    expect(still.every((r) => r.iterations === DEFAULT_ITERATIONS && !r.cutShort)).toBe(true);
    expect(loaded).toEqual(still);
  });

  it('says when its safety net cut a search short (a stuck machine), and still moves legally', () => {
    const reports: SearchReport[] = [];
    const moves = movesWith(jumpingClock(3_600_000), reports);
    expect(reports.length).toBeGreaterThan(10);
    expect(reports.every((r) => r.cutShort && r.iterations === 1)).toBe(true);
    positions.forEach((s, k) => expect(grogEngine.check(s, grogEngine.deciders(s)[0] as number, moves[k] as GrogMove)).toBeNull());
  });

  it('hints never read the clock', () => {
    vi.spyOn(performance, 'now').mockImplementation(() => {
      throw new Error('a hint read the clock');
    });
    for (const s of positions.slice(0, 6)) {
      const seat = grogEngine.deciders(s)[0] as number;
      expect(hint(grogEngine.view(s, seat), seat, { iterations: 2 }).moves.length).toBeGreaterThan(0);
    }
  });
});
