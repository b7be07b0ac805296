import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The server's configuration, read from the environment once at start and validated
 * (a wrong value stops the start with a message naming the variable).
 */
export interface Config {
  port: number;
  host: string;
  /** 'database' (PostgreSQL when databaseUrl is set, else PGlite in dataDir), or 'memory' (nothing kept: benchmarks, trials). */
  storage: 'database' | 'memory';
  /** PostgreSQL; absent: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (default: the server's search_path). */
  databaseSchema: string | undefined;
  dataDir: string;
  databasePoolSize: number;
  /** Redis for updates between processes; absent: a single process. */
  redisUrl: string | undefined;
  /** The address people use to reach the server (links in the lobby's answers). */
  publicUrl: string;
  /** Origins allowed to call the API and open sockets from a browser. */
  allowedOrigins: string[];
  /** The built web client (served when the folder exists). */
  webDist: string;
  logLevel: string;
  /** Use X-Forwarded-For for client addresses (behind a trusted proxy only). */
  trustProxy: boolean;
  /** Pause before a bot seat moves, so people can follow. */
  botDelayMs: number;
  /** Threads computing bot moves (0: in the main thread). */
  botThreads: number;
  /** Unfinished matches idle for longer than this are deleted (finished matches are kept). */
  retentionDays: number;
  maxBodyBytes: number;
  /** Per-IP limits: matches created and seats joined per minute, API requests per second. */
  rateLimits: { createPerMinute: number; joinPerMinute: number; apiPerSecond: number; socketPerSecond: number };
  webhookTimeoutMs: number;
  webhookRetries: number;
  /** Pause before the first retry (doubling after each failure). */
  webhookRetryBaseMs: number;
  /** Minimum time between two webhook calls to the same seat. */
  webhookMinIntervalMs: number;
  /** Allow webhook URLs to loopback and private addresses (tests, local relays). */
  webhookAllowPrivate: boolean;
  /** Asynchronous play: how often each process looks for due deadlines and notices, and how long a claim holds. */
  asyncTickMs: number;
  asyncLeaseMs: number;
  /** Overrides every pace's notice delay (default: 5 min for daily, relaxed and none; 0 for live). */
  noticeDelayMs: number | undefined;
  /** E-mail notices (nodemailer connection URL, e.g. smtps://user:pass@mail.example:465); absent: no e-mail. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Web Push VAPID keys from the configuration; absent: generated once and kept in the database. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string;
  /** Test-only time control (`POST /test/clock`): HARBOUR_TEST_CLOCK=1 and NODE_ENV not production. */
  testClock: boolean;
}

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const optionalUrl = z.url().optional().or(z.literal('').transform(() => undefined));

const ENV = z.object({
  PORT: int(0, 65535).default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  STORAGE: z.enum(['database', 'memory']).default('database'),
  DATABASE_URL: optionalUrl,
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_POOL_SIZE: int(1, 200).default(10),
  REDIS_URL: optionalUrl,
  PUBLIC_URL: z.url().optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  BOT_DELAY_MS: int(0, 600_000).default(1500),
  BOT_THREADS: int(0, 16).default(1),
  MATCH_RETENTION_DAYS: int(1, 36_500).default(90),
  MAX_BODY_BYTES: int(256, 1_048_576).default(16_384),
  RATE_CREATE_PER_MINUTE: int(1, 100_000).default(10),
  RATE_JOIN_PER_MINUTE: int(1, 100_000).default(30),
  RATE_API_PER_SECOND: int(1, 100_000).default(20),
  RATE_SOCKET_PER_SECOND: int(1, 100_000).default(30),
  WEBHOOK_TIMEOUT_MS: int(100, 60_000).default(5000),
  WEBHOOK_RETRIES: int(0, 10).default(3),
  WEBHOOK_RETRY_BASE_MS: int(1, 600_000).default(2000),
  WEBHOOK_MIN_INTERVAL_MS: int(0, 86_400_000).default(10_000),
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  ASYNC_TICK_MS: int(50, 86_400_000).default(2000),
  ASYNC_LEASE_MS: int(1000, 3_600_000).default(60_000),
  NOTICE_DELAY_MS: int(0, 86_400_000).optional(),
  HARBOUR_TEST_CLOCK: bool.default(false),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL').optional().or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z.string().min(3).max(200).optional(),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'a base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'a base64url P-256 private key').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: URL').optional(),
  NODE_ENV: z.string().optional(),
});

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ENV.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`configuration: ${String(issue?.path[0] ?? '?')}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const origins = (e.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  for (const origin of origins) {
    if (origin !== new URL(origin).origin) throw new Error(`configuration: ALLOWED_ORIGINS: ${origin} is not an origin (scheme://host[:port])`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    storage: e.STORAGE,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    dataDir: e.DATA_DIR,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    publicUrl,
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...origins])],
    webDist: e.WEB_DIST ?? DEFAULT_WEB_DIST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    botDelayMs: e.BOT_DELAY_MS,
    botThreads: e.BOT_THREADS,
    retentionDays: e.MATCH_RETENTION_DAYS,
    maxBodyBytes: e.MAX_BODY_BYTES,
    rateLimits: { createPerMinute: e.RATE_CREATE_PER_MINUTE, joinPerMinute: e.RATE_JOIN_PER_MINUTE, apiPerSecond: e.RATE_API_PER_SECOND, socketPerSecond: e.RATE_SOCKET_PER_SECOND },
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    webhookRetries: e.WEBHOOK_RETRIES,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    webhookMinIntervalMs: e.WEBHOOK_MIN_INTERVAL_MS,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    asyncTickMs: e.ASYNC_TICK_MS,
    asyncLeaseMs: e.ASYNC_LEASE_MS,
    noticeDelayMs: e.NOTICE_DELAY_MS,
    testClock: e.HARBOUR_TEST_CLOCK && e.NODE_ENV !== 'production',
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM ?? `Harbour <notices@${new URL(publicUrl).hostname}>`,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : 'mailto:notices@harbour.invalid'),
  };
}
