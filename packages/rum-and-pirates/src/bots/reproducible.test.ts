import { jumpingClock, stillClock, seededRng, type Clock, type SearchReport } from '@harbour/game-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomMove, rumEngine, type RumMove, type RumState } from '../rules/index.js';
import { hint } from './hints.js';
import { createStrongBot, DEFAULT_ITERATIONS } from './strong.js';

/**
 * Issue 38: a move depends on the view, the seed and the iterations, never on the machine's load. A
 * loaded machine is a clock that jumps forward at every read: 200 ms per determinization is far slower
 * than this bot's pace (the former 400 ms cap stopped the search after 2 of its 6).
 */
const LOADED_STEP_MS = 200;

/** States along a seeded random game (every `every`-th state where someone must decide). */
function statesOf(numPlayers: number, seed: string, every: number): RumState[] {
  const rng = seededRng(seed);
  let s = rumEngine.setup(numPlayers, rng);
  const out: RumState[] = [];
  for (let i = 0; !rumEngine.isOver(s); i++) {
    if (i % every === 0) out.push(s);
    const seat = rumEngine.deciders(s)[0] as number;
    s = rumEngine.apply(s, seat, randomMove(s, seat, rng), rng);
  }
  return out;
}

const positions = [2, 4].flatMap((n) => statesOf(n, `reproducible-${n}`, 3));

function movesWith(clock: Clock | undefined, reports: SearchReport[] = []): RumMove[] {
  return positions.map((s, k) => {
    const seat = rumEngine.deciders(s)[0] as number;
    // The server's bot: no effort given (DEFAULT_ITERATIONS), no clock given.
    const bot = createStrongBot({ seed: `repro:${k}`, ...(clock && { now: clock }), onSearch: (r) => reports.push(r) });
    return bot.chooseMove(rumEngine.view(s, seat), seat);
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
    positions.forEach((s, k) => expect(rumEngine.check(s, rumEngine.deciders(s)[0] as number, moves[k] as RumMove)).toBeNull());
  });

  it('hints never read the clock', () => {
    vi.spyOn(performance, 'now').mockImplementation(() => {
      throw new Error('a hint read the clock');
    });
    for (const s of positions.slice(0, 10)) {
      const seat = rumEngine.deciders(s)[0] as number;
      expect(hint(rumEngine.view(s, seat), seat, { iterations: 2 }).moves.length).toBeGreaterThan(0);
    }
  });
});
