import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseCidrList, type Cidr } from './outbound/address-filter.js';

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
  /** How long a move may wait for others to be committed with it (0: never; waits only while moves arrive that often). */
  commitWindowMs: number;
  /** Redis for updates between processes; absent: a single process. */
  redisUrl: string | undefined;
  /** With others (REDIS_URL): how often the held matches are checked against the store (missed bus messages). */
  storeCheckMs: number;
  /** The address people use to reach the server (links in the lobby's answers). */
  publicUrl: string;
  /** Origins allowed to call the API and open sockets from a browser. */
  allowedOrigins: string[];
  /** The built web client (served when the folder exists). */
  webDist: string;
  logLevel: string;
  /**
   * Proxies in front of the server that append to X-Forwarded-For (0: none, use the connection's
   * address). The client is the address the outermost trusted proxy saw: the Nth entry from the right.
   */
  trustProxyHops: number;
  /** Pause before a bot seat without a chosen pace moves, so people can follow (0: every bot moves at once, as in tests). */
  botDelayMs: number;
  /** Threads computing bot moves (0: bots, hints and reviews in the main thread). */
  botThreads: number;
  /** Threads computing hints, apart from the bot moves' (so a flood of hints never delays a bot move). */
  hintThreads: number;
  /** Review every finished match in the background (in the review thread; issue 28). */
  reviews: boolean;
  /** Share of one core the review work may use on average (the duty cycle: after C CPU-seconds it rests C × (1 − share) / share). */
  reviewCpuShare: number;
  /** CPU time one match's review may take (ms); beyond it the review is recorded as failed. */
  reviewMatchCpuMs: number;
  /** CPU time one host's reviews may take per hour (ms); beyond it that host's reviews wait. */
  reviewHostCpuMsPerHour: number;
  /** Unfinished matches idle for longer than this are deleted (finished matches are kept). */
  retentionDays: number;
  maxBodyBytes: number;
  /** Per-IP limits: matches created and seats joined per minute, API requests per second. */
  rateLimits: { createPerMinute: number; joinPerMinute: number; apiPerSecond: number; socketPerSecond: number };
  webhookTimeoutMs: number;
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
  /** Test-only: matches and computers draw from this seed's fixed sequence (HARBOUR_TEST_SEED; never in production). */
  testSeed: string | undefined;
  /** Address ranges webhooks may never reach, besides every special-purpose range. */
  webhookRefusedCidrs: Cidr[];
  /** Open sockets per client address (per process). */
  socketsPerAddress: number;
  /** New socket connections per client address per minute (across processes with Redis). */
  socketConnectsPerMinute: number;
  /** Bytes waiting to be sent to one socket before it is closed (its client resyncs when it reconnects). */
  socketBacklogBytes: number;
  /** A socket whose sent data is not taken by its client for this long is closed, whatever else it sends. */
  socketStallMs: number;
  /** Token for /metrics; absent: only loopback callers (no proxy in between) may read the metrics. */
  metricsToken: string | undefined;
}

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * Bot threads when BOT_THREADS is not set: every core but the one the main thread runs on, at
 * least one and at most four (each thread holds the game modules: some 30–40 MB).
 */
export const defaultBotThreads = (cores = availableParallelism()) => Math.min(4, Math.max(1, cores - 1));
/**
 * A connection string of one of `schemes`, checked by its scheme only: PostgreSQL's multi-host form
 * (postgres://u:p@host1:5432,host2:5432/db) is no WHATWG URL. Messages never repeat the value (it
 * may hold a password).
 */
const connectionString = (schemes: string[], example: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || new RegExp(`^(${schemes.join('|')})://[^\\s]+$`).test(v), {
      message: `must start with ${schemes.map((s) => `${s}://`).join(' or ')} (e.g. ${example})`,
    });
/** The address people open: http(s)://host[:port][/path]. */
const publicUrl = z
  .string()
  .refine((v) => /^https?:\/\/[^\s/]/.test(v) && URL.canParse(v), { message: 'must be an http:// or https:// address (e.g. https://harbour.example.org)' })
  .optional();

const ENV = z.object({
  PORT: int(0, 65535).default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  STORAGE: z.enum(['database', 'memory']).default('database'),
  DATABASE_URL: connectionString(['postgres', 'postgresql'], 'postgres://harbour:secret@db.example:5432/harbour'),
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_POOL_SIZE: int(1, 200).default(10),
  COMMIT_WINDOW_MS: int(0, 50).default(5),
  REDIS_URL: connectionString(['redis', 'rediss'], 'redis://:password@redis.example:6379'),
  STORE_CHECK_MS: int(500, 600_000).default(5000),
  PUBLIC_URL: publicUrl,
  ALLOWED_ORIGINS: z.string().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false', '2', '3', '4', '5', '6', '7', '8', '9', '10'], { error: 'TRUST_PROXY is false, true (one proxy) or the number of proxies in front (0 to 10)' })
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
    .default(0),
  BOT_DELAY_MS: int(0, 600_000).default(1500),
  BOT_THREADS: int(0, 16).default(() => defaultBotThreads()),
  HINT_THREADS: int(1, 8).default(1),
  REVIEWS: bool.default(true),
  REVIEW_CPU_PERCENT: int(1, 100).default(10),
  REVIEW_MATCH_CPU_S: int(1, 3600).default(180),
  REVIEW_HOST_CPU_S_PER_HOUR: int(1, 86_400).default(360),
  MATCH_RETENTION_DAYS: int(1, 36_500).default(90),
  MAX_BODY_BYTES: int(256, 1_048_576).default(16_384),
  RATE_CREATE_PER_MINUTE: int(1, 100_000).default(10),
  RATE_JOIN_PER_MINUTE: int(1, 100_000).default(30),
  RATE_API_PER_SECOND: int(1, 100_000).default(20),
  RATE_SOCKET_PER_SECOND: int(1, 100_000).default(30),
  WEBHOOK_TIMEOUT_MS: int(100, 60_000).default(5000),
  WEBHOOK_MIN_INTERVAL_MS: int(0, 86_400_000).default(10_000),
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  ASYNC_TICK_MS: int(50, 86_400_000).default(2000),
  ASYNC_LEASE_MS: int(1000, 3_600_000).default(60_000),
  NOTICE_DELAY_MS: int(0, 86_400_000).optional(),
  HARBOUR_TEST_CLOCK: bool.default(false),
  HARBOUR_TEST_SEED: z.string().min(1).max(100).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL').optional().or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z.string().min(3).max(200).optional(),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'a base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'a base64url P-256 private key').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: URL').optional(),
  NODE_ENV: z.string().optional(),
  WEBHOOK_REFUSED_CIDRS: z.string().optional(),
  SOCKETS_PER_ADDRESS: int(1, 100_000).default(128),
  RATE_CONNECT_PER_MINUTE: int(1, 1_000_000).default(120),
  SOCKET_BACKLOG_BYTES: int(16_384, 1_073_741_824).default(2_097_152),
  SOCKET_STALL_MS: int(1_000, 3_600_000).default(45_000),
  METRICS_TOKEN: z.string().optional(),
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
  let webhookRefusedCidrs: Cidr[];
  try {
    webhookRefusedCidrs = parseCidrList(e.WEBHOOK_REFUSED_CIDRS);
  } catch (error) {
    throw new Error(`configuration: WEBHOOK_REFUSED_CIDRS: ${(error as Error).message}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    storage: e.STORAGE,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    dataDir: e.DATA_DIR,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    commitWindowMs: e.COMMIT_WINDOW_MS,
    redisUrl: e.REDIS_URL,
    storeCheckMs: e.STORE_CHECK_MS,
    publicUrl,
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...origins])],
    webDist: e.WEB_DIST ?? DEFAULT_WEB_DIST,
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY,
    botDelayMs: e.BOT_DELAY_MS,
    botThreads: e.BOT_THREADS,
    hintThreads: e.HINT_THREADS,
    reviews: e.REVIEWS,
    reviewCpuShare: e.REVIEW_CPU_PERCENT / 100,
    reviewMatchCpuMs: e.REVIEW_MATCH_CPU_S * 1000,
    reviewHostCpuMsPerHour: e.REVIEW_HOST_CPU_S_PER_HOUR * 1000,
    retentionDays: e.MATCH_RETENTION_DAYS,
    maxBodyBytes: e.MAX_BODY_BYTES,
    rateLimits: { createPerMinute: e.RATE_CREATE_PER_MINUTE, joinPerMinute: e.RATE_JOIN_PER_MINUTE, apiPerSecond: e.RATE_API_PER_SECOND, socketPerSecond: e.RATE_SOCKET_PER_SECOND },
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    webhookMinIntervalMs: e.WEBHOOK_MIN_INTERVAL_MS,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    asyncTickMs: e.ASYNC_TICK_MS,
    asyncLeaseMs: e.ASYNC_LEASE_MS,
    noticeDelayMs: e.NOTICE_DELAY_MS,
    testClock: e.HARBOUR_TEST_CLOCK && e.NODE_ENV !== 'production',
    testSeed: e.NODE_ENV !== 'production' ? e.HARBOUR_TEST_SEED : undefined,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM ?? `Harbour <notices@${new URL(publicUrl).hostname}>`,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : 'mailto:notices@harbour.invalid'),
    webhookRefusedCidrs,
    socketsPerAddress: e.SOCKETS_PER_ADDRESS,
    socketConnectsPerMinute: e.RATE_CONNECT_PER_MINUTE,
    socketBacklogBytes: e.SOCKET_BACKLOG_BYTES,
    socketStallMs: e.SOCKET_STALL_MS,
    metricsToken: e.METRICS_TOKEN === '' ? undefined : e.METRICS_TOKEN,
  };
}
