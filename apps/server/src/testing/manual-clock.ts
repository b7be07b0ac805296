import type { Clock } from '../clock.js';

/**
 * A clock only the test moves: `now()` stands still until `advance`, which fires (in order) every
 * timer it has passed. For code whose timing would otherwise be real time on a loaded machine.
 */
export class ManualClock implements Clock {
  private timers: { at: number; fire: () => void }[] = [];

  constructor(private at = Date.now()) {}

  now(): number {
    return this.at;
  }

  /** A signal aborted once the clock has moved `ms` past now. */
  signalAfter(ms: number): AbortSignal {
    const controller = new AbortController();
    this.timers.push({ at: this.at + ms, fire: () => controller.abort(new DOMException('the test clock ran out', 'TimeoutError')) });
    return controller.signal;
  }

  /** Resolves once the clock has moved `ms` past now. */
  sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => this.timers.push({ at: this.at + ms, fire: resolve }));
  }

  /** Timers waiting (tests wait for code to reach its pause before moving the clock). */
  get pending(): number {
    return this.timers.length;
  }

  advance(ms: number): number {
    this.at += ms;
    const due = this.timers.filter((t) => t.at <= this.at).sort((a, b) => a.at - b.at);
    this.timers = this.timers.filter((t) => t.at > this.at);
    for (const t of due) t.fire();
    return this.at;
  }
}
