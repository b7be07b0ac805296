/**
 * Token buckets by key (an IP address, a socket, a seat): `capacity` requests at once, refilled at
 * `perSecond`. Idle buckets are forgotten so the map stays small.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep = Date.now();

  constructor(
    readonly capacity: number,
    readonly perSecond: number,
  ) {}

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string, now = Date.now()): boolean {
    this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    const full = (this.capacity / this.perSecond) * 1000;
    for (const [key, bucket] of this.buckets) if (now - bucket.at > full) this.buckets.delete(key);
  }
}
