/** The time asynchronous play reads (deadlines, reminders, notices): the system's, or a test's. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock tests move forward (`POST /test/clock`). Only made when the server runs with
 * HARBOUR_TEST_CLOCK=1 and NODE_ENV is not production (see config.ts); `npm start` sets production.
 */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): number {
    return Date.now() + this.offsetMs;
  }
  advance(ms: number): number {
    this.offsetMs += ms;
    return this.now();
  }
}
