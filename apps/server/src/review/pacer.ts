import { setTimeout as sleep } from 'node:timers/promises';

/** Waits `ms` (real time by default; tests answer by hand), ending early when `signal` aborts. */
export type Rest = (ms: number, signal: AbortSignal) => Promise<void>;

export const realRest: Rest = (ms, signal) => sleep(ms, undefined, { signal, ref: false }).catch(() => undefined);

/**
 * The review work's duty cycle (issue 37): after a part that used C CPU-seconds the review thread
 * rests C × (1 − share) / share (share 0.1: 9 × C), so reviews use at most `share` of one core on
 * average, however many matches end. A rest ends early when the server stops.
 */
export class DutyCycle {
  constructor(
    readonly share: number,
    private readonly rest: Rest = realRest,
  ) {
    if (!(share > 0 && share <= 1)) throw new Error(`a review CPU share must be in (0, 1], not ${share}`);
  }

  /** The rest owed after `cpuMs` of work. */
  restMs(cpuMs: number): number {
    return Math.ceil((Math.max(0, cpuMs) * (1 - this.share)) / this.share);
  }

  async after(cpuMs: number, signal: AbortSignal): Promise<number> {
    const ms = this.restMs(cpuMs);
    if (ms > 0 && !signal.aborted) await this.rest(ms, signal);
    return ms;
  }
}
