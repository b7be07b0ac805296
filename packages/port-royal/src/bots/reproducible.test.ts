import { jumpingClock, stillClock, seededRng, type Clock, type SearchReport } from '@harbour/game-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyMove, checkMove, deciders, legalMoves, portRoyalEngine, viewFor, type PortRoyalMove, type PortRoyalState } from '../rules/index.js';
import { hint } from './hints.js';
import { strongBot } from './strong.js';

/**
 * Issue 38: a move depends on the view, the seed and the look-ahead, never on the machine's load. A
 * loaded machine is a clock that jumps forward at every read: 100 ms per read is far slower than this
 * bot's pace (about 1 ms a decision), and beyond the former default budget of 60 ms.
 */
const LOADED_STEP_MS = 100;

/** Decisions with a choice along random games, sampled every few moves. */
function positionsOf(numPlayers: number, seed: string, every: number): PortRoyalState[] {
  const rng = seededRng(seed);
  let s = portRoyalEngine.setup(numPlayers, rng);
  const out: PortRoyalState[] = [];
  for (let i = 0; s.status === 'playing'; i++) {
    const seat = deciders(s)[0] as number;
    const moves = legalMoves(s, seat);
    if (i % every === 0 && moves.length > 1) out.push(s);
    s = applyMove(s, seat, moves[Math.floor(rng.next() * moves.length)] as PortRoyalMove, rng);
  }
  return out;
}

const positions = [2, 4].flatMap((n) => positionsOf(n, `reproducible-${n}`, 3));

function movesWith(clock: Clock | undefined, reports: SearchReport[] = []): PortRoyalMove[] {
  return positions.map((s, k) => {
    const seat = deciders(s)[0] as number;
    // The server's bot: no effort given (look-ahead 1), no clock given.
    const bot = strongBot({ seed: `repro:${k}`, ...(clock && { now: clock }), onSearch: (r) => reports.push(r) });
    return bot.chooseMove(viewFor(s, seat), seat);
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
    expect(positions.length).toBeGreaterThan(40);
    expect(still.length).toBe(positions.length);
    expect(still.every((r) => r.iterations === 1 && !r.cutShort)).toBe(true);
    expect(loaded).toEqual(still);
  });

  it('says when its safety net cut a search short (a stuck machine), and still moves legally', () => {
    const reports: SearchReport[] = [];
    const moves = movesWith(jumpingClock(3_600_000), reports);
    expect(reports.filter((r) => r.cutShort).length).toBeGreaterThan(5);
    // Cut short or not, every move is legal (an expedition is never offered while a ship waits to be repelled).
    const unhurried = movesWith(stillClock);
    positions.forEach((s, k) => {
      const seat = deciders(s)[0] as number;
      expect(checkMove(s, seat, unhurried[k] as PortRoyalMove)).toBeNull();
      expect(checkMove(s, seat, moves[k] as PortRoyalMove)).toBeNull();
    });
  });

  it('hints never read the clock', () => {
    vi.spyOn(performance, 'now').mockImplementation(() => {
      throw new Error('a hint read the clock');
    });
    for (const s of positions.slice(0, 10)) {
      const seat = deciders(s)[0] as number;
      expect(hint(viewFor(s, seat), seat).moves.length).toBeGreaterThan(0);
    }
  });
});
