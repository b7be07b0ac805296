import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A limit by key (an address, a socket): at most `points` takes in each window of `durationSeconds`. */
export interface Limiter {
  /** Takes one point for `key`; false when the key's points for this window are spent. */
  take(key: string): Promise<boolean>;
}

export interface LimitSpec {
  /** Names the limit's keys in Redis (shared by every process of one deployment). */
  name: string;
  points: number;
  durationSeconds: number;
}

const KEY_PREFIX = 'harbour:limit:';

/**
 * Where limits are counted (rate-limiter-flexible): with REDIS_URL, in Redis, so a limit per
 * address holds across all processes, with a limit in memory standing in while Redis does not
 * answer; without Redis, in this process's memory. Limits of one connection (`local`) are always
 * in memory.
 */
export class Limits {
  private readonly redis: Redis | undefined;

  /**
   * `namespace` keeps deployments that share one Redis apart (server.ts derives it from the
   * database the processes share).
   */
  constructor(
    redisUrl: string | undefined,
    private readonly namespace: string,
    log: Logger,
  ) {
    if (redisUrl !== undefined) {
      this.redis = new Redis(redisUrl, { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      this.redis.on('error', (error: Error) => log.warn({ err: error.message }, 'redis error (limits)'));
    }
  }

  /** A limit shared by every process (when Redis is configured). */
  shared(spec: LimitSpec): Limiter {
    const memory = new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.durationSeconds });
    if (this.redis === undefined) return wrap(memory);
    return wrap(
      new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${KEY_PREFIX}${this.namespace}:${spec.name}`,
        points: spec.points,
        duration: spec.durationSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      }),
    );
  }

  /**
   * Waits (up to `timeoutMs`) until the Redis connection is up: commands are not queued while it is
   * down (each limit then counts in memory), so a process that answered before would let one
   * address through once per process.
   */
  async ready(timeoutMs = 5_000): Promise<void> {
    const redis = this.redis;
    if (redis === undefined || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      function done(): void {
        clearTimeout(timer);
        redis?.off('ready', done);
        resolve();
      }
      redis.once('ready', done);
    });
  }

  /** A limit of this process only (per connection). */
  local(spec: LimitSpec): Limiter {
    return wrap(new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.durationSeconds }));
  }

  async close(): Promise<void> {
    if (this.redis !== undefined) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

function wrap(limiter: RateLimiterAbstract): Limiter {
  return {
    take: (key) =>
      limiter.consume(key).then(
        () => true,
        (rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) return false;
          // The store failed and had no stand-in: do not lock everyone out.
          return true;
        },
      ),
  };
}
