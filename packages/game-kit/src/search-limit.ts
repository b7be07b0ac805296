/**
 * The wall clock in bot searches (issue 38, "reproducible by construction"). A bot's move depends only
 * on the view, its seed and its effort (iterations or look-ahead), never on how busy the machine is: a
 * search stops on its effort. The clock is read only by a safety net set far above a search's normal
 * time (tens of times its slowest decision on a loaded machine), so a machine that is stuck still
 * answers; when the net fires the search says so (`cutShort`) and the bot reports it (`onSearch`), so
 * tests and benchmarks see it. The clock is injected (BotOptions.now); hints and reviews never read it.
 */

/** Milliseconds from any fixed origin. */
export type Clock = () => number;

/** The default clock: the process's monotonic clock, read at each call (so a test may stub it). */
export const performanceClock: Clock = () => performance.now();
/** Tests: a clock that never moves (an idle machine, as fast as can be). */
export const stillClock: Clock = () => 0;
/** Tests: a clock that jumps `stepMs` forward at every read (a loaded machine, or a stuck one). */
export function jumpingClock(stepMs: number): Clock {
  let t = 0;
  return () => (t += stepMs);
}

/** What a bot tells about one search it made (BotOptions.onSearch). */
export interface SearchReport {
  /** The effort spent: determinizations made, or the look-ahead depth. */
  readonly iterations: number;
  /** The safety net stopped the search before its effort was spent. */
  readonly cutShort: boolean;
}

/**
 * A time limit that only a stuck machine reaches. `over()` reads the clock; once it has said true it
 * stays true and `fired` is set.
 */
export class SafetyNet {
  private readonly until: number;
  fired = false;

  constructor(
    private readonly clock: Clock,
    limitMs: number,
  ) {
    this.until = clock() + limitMs;
  }

  over(): boolean {
    if (!this.fired && this.clock() > this.until) this.fired = true;
    return this.fired;
  }
}

/** Counts a bot's searches and those cut short, for benchmarks: pass `onSearch` to the bots. */
export function searchCounter(): { searches: number; cutShort: number; onSearch: (report: SearchReport) => void } {
  const counter = {
    searches: 0,
    cutShort: 0,
    onSearch(report: SearchReport): void {
      counter.searches++;
      if (report.cutShort) counter.cutShort++;
    },
  };
  return counter;
}
