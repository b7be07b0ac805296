import type { Clock } from '../clock.js';

export interface BreakerSettings {
  /** Failures in a row that open the breaker of a target. */
  failures: number;
  /** The first pause; each opening in a row doubles it, up to `maxMs`. */
  baseMs: number;
  maxMs: number;
  /** Targets remembered (the oldest is forgotten first). */
  size: number;
}

export const DEFAULT_BREAKER: BreakerSettings = { failures: 3, baseMs: 30_000, maxMs: 15 * 60_000, size: 1_000 };

interface TargetState {
  failures: number;
  openings: number;
  openUntil: number;
  probing: boolean;
}

/**
 * A circuit breaker per target (a URL's origin): after `failures` failures in a row (timeouts,
 * network errors, 5xx, 408, 429) the target is not called for a pause that doubles with each
 * opening in a row; when it is over, one call probes it: a success closes the breaker, a failure
 * opens it again. Times are the injected clock's; the map is bounded.
 */
export class Breakers {
  private readonly targets = new Map<string, TargetState>();

  constructor(
    private readonly clock: Clock,
    private readonly settings: BreakerSettings = DEFAULT_BREAKER,
  ) {}

  /** Whether `target` may be called now (taking the one probe when its pause is over). */
  allow(target: string): boolean {
    const state = this.targets.get(target);
    if (state === undefined || state.failures < this.settings.failures) return true;
    if (state.openUntil > this.clock.now() || state.probing) return false;
    state.probing = true;
    return true;
  }

  success(target: string): void {
    this.targets.delete(target);
  }

  failure(target: string): void {
    const state = this.targets.get(target) ?? { failures: 0, openings: 0, openUntil: 0, probing: false };
    state.failures++;
    if (state.failures >= this.settings.failures) {
      state.openings++;
      state.openUntil = this.clock.now() + Math.min(this.settings.maxMs, this.settings.baseMs * 2 ** (state.openings - 1));
      state.probing = false;
    }
    // Most recently failed last: the bound forgets the oldest.
    this.targets.delete(target);
    this.targets.set(target, state);
    if (this.targets.size > this.settings.size) this.targets.delete(this.targets.keys().next().value as string);
  }

  /** Targets whose breaker is open now (metrics, tests). */
  openCount(): number {
    const now = this.clock.now();
    let open = 0;
    for (const state of this.targets.values()) if (state.failures >= this.settings.failures && state.openUntil > now) open++;
    return open;
  }
}
