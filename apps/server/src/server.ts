import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { hostname } from 'node:os';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { GameModule } from '@harbour/game-kit';
import { AddressStore, AsyncStore, ChatStore, HintStore, MatchStore, MemoryHintStore, MemoryOrderStore, MemoryReviewStore, MemoryStore, OrderStore, openStorage, ReviewStore, SqlNotesStore, TableEventStore, type MatchStorage } from '@harbour/storage';
import type { Logger } from 'pino';
import { LocalBus, RedisBus, type Bus } from './match/bus.js';
import type { Config } from './config.js';
import { cannotConnect } from './connection-errors.js';
import { GameRegistry } from './match/games.js';
import { replayableSeeds, secureSeeds } from './match/seeds.js';
import { createApp } from './http/app.js';
import { createLogger } from './logger.js';
import { Metrics } from './metrics.js';
import { Limits } from './rate-limit.js';
import { MatchRunner, type LiveMatch } from './match/runner.js';
import { SocketTransport } from './socket/transport.js';
import { PluggedOutlet, type TableFeature } from './match/table-feature.js';
import { tableFeatures } from './features.js';
import { InlineChooser, WorkerChooser } from './bots/pool.js';
import { BotRunner } from './bots/runner.js';
import { ForcedMoves } from './bots/forced-moves.js';
import { StandingOrders } from './bots/standing-orders.js';
import { OrderDesk } from './async/order-desk.js';
import type { BotChooser } from './bots/types.js';
import { openApiDocument } from './lobby/openapi.js';
import { lobbyOperations, lobbyRouter } from './lobby/routes.js';
import { Lobby } from './lobby/service.js';
import { Webhooks } from './outbound/webhooks.js';
import { systemClock, TestClock } from './clock.js';
import { AsyncPlay } from './async/play.js';
import { TableHints } from './hints/table-hints.js';
import { chatLimiters } from './async/chat.js';
import { notesLimiter } from './async/notes.js';
import { testClockRoutes } from './async/test-clock.js';
import { ASYNC_SCHEMAS, asyncOperations } from './async/routes.js';
import { mailPages } from './notices/mail-pages.js';
import { NOTICE_SCHEMAS, noticeOperations } from './notices/routes.js';
import { EmailOptIn } from './notices/email-opt-in.js';
import { NoticeDelivery } from './notices/outbox.js';
import { EmailSender } from './outbound/email.js';
import { vapidKeys, type VapidKeys } from './outbound/push.js';
import { NoticeSubscriptions } from './notices/subscriptions.js';
import { ReviewJobs, type ReviewJobOptions } from './review/jobs.js';
import { DutyCycle } from './review/pacer.js';
import { REVIEW_SCHEMAS, reviewOperations } from './review/routes.js';

export interface ServerOptions {
  config: Config;
  /** A store opened by the caller (tests); otherwise opened from the configuration and closed with the server. */
  store?: MatchStorage;
  /** The games to host (default: every module of @harbour/games). */
  modules?: readonly GameModule[];
  logger?: Logger;
  metricsToken?: string;
  /** Bots in this thread even when BOT_THREADS > 0 (tests with their own modules). */
  inlineBots?: boolean;
  /** Match reviews: fewer playouts and search in tests (default: the games' own). */
  reviews?: Partial<Pick<ReviewJobOptions, 'playouts' | 'iterations' | 'choiceUpTo' | 'settleUpTo' | 'luck' | 'leaseMs' | 'tickMs' | 'partMs' | 'maxChars' | 'pacer'>>;
}

/** Everything a running server is made of, for main.ts, tests and the benchmark. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly config: Config;
  readonly store: MatchStorage;
  readonly games: GameRegistry;
  readonly runner: MatchRunner;
  readonly metrics: Metrics;
  readonly log: Logger;
  readonly http: HttpServer;
  /** E-mail double opt-in (with SMTP_URL and a database store). */
  readonly emailOptIn: EmailOptIn | null;
  readonly lobby: Lobby;
  readonly bots: BotRunner;
  /** Asynchronous play (paces, clocks, chat, notices): with a database store only. */
  readonly asyncPlay: AsyncPlay | null;
  /** Reviews of finished matches (background, in the bot workers). */
  readonly reviews: ReviewJobs;
  /** The table features, in the order their effects run after a commit (features.ts). */
  readonly features: readonly TableFeature[];
  close(): Promise<void>;
}

async function openConfiguredStorage(config: Config): Promise<MatchStorage> {
  if (config.storage === 'memory') return new MemoryStore();
  try {
    return await openStorage({
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
      ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      commitWindowMs: config.commitWindowMs,
    });
  } catch (error) {
    throw config.databaseUrl ? cannotConnect('DATABASE_URL', config.databaseUrl, error) : error;
  }
}

/** The processes of one deployment share their database: their limits share a namespace in Redis. */
function limitNamespace(config: Config): string {
  const where = config.storage === 'memory' ? randomBytes(8).toString('hex') : `${config.databaseUrl ?? config.dataDir}|${config.databaseSchema ?? ''}`;
  return createHash('sha256').update(where).digest('hex').slice(0, 12);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.logger ?? createLogger(config.logLevel);
  const ownStore = options.store === undefined;
  const store = options.store ?? (await openConfiguredStorage(config));
  const origin = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let bus: Bus = new LocalBus(origin);
  if (config.redisUrl) {
    const redis = new RedisBus(config.redisUrl, origin, log);
    try {
      await redis.ready();
    } catch (error) {
      await redis.close();
      if (ownStore) await store.close();
      throw cannotConnect('REDIS_URL', config.redisUrl, redis.lastError ?? error);
    }
    bus = redis;
  }
  const games = new GameRegistry(options.modules, config.testSeed !== undefined ? replayableSeeds(config.testSeed) : secureSeeds);
  const metrics = new Metrics();
  const runner = new MatchRunner(store, games, bus, metrics, log);
  const http = createHttpServer();

  const chooser: BotChooser =
    options.inlineBots || options.modules !== undefined || config.botThreads === 0 ? new InlineChooser(games.list().map((g) => g.module)) : new WorkerChooser({ threads: { move: config.botThreads, hint: config.hintThreads, review: config.reviews ? 1 : 0 }, log });
  const bots = new BotRunner(runner, store, chooser, config.botDelayMs, log, games.seeds);
  const forcedMoves = new ForcedMoves(runner, log);
  const clock = config.testClock ? new TestClock() : systemClock;
  const orderStore = store instanceof MatchStore ? new OrderStore(store.db) : new MemoryOrderStore();
  const standingOrders = new StandingOrders(runner, orderStore, log);
  // The sockets of this process's tables, as the features speak to them (the transport, plugged in once it is made).
  const sockets = new PluggedOutlet();
  const orderDesk = new OrderDesk({ store: orderStore, matches: store, runner, standing: standingOrders, clock, sockets });
  const webhooks = new Webhooks(
    {
      publicUrl: config.publicUrl,
      timeoutMs: config.webhookTimeoutMs,
      allowPrivate: config.webhookAllowPrivate,
      refusedCidrs: config.webhookRefusedCidrs,
    },
    clock,
    log,
  );
  const limits = new Limits(config.redisUrl, limitNamespace(config), log);
  await limits.ready();
  const asyncStore = store instanceof MatchStore ? new AsyncStore(store.db) : null;
  const asyncPlay =
    store instanceof MatchStore && asyncStore !== null
      ? new AsyncPlay({
          store: asyncStore,
          matches: store,
          runner,
          bots,
          clock,
          log,
          sockets,
          tickMs: config.asyncTickMs,
          leaseMs: config.asyncLeaseMs,
          ...(config.noticeDelayMs !== undefined ? { noticeDelayMs: config.noticeDelayMs } : {}),
          chat: { store: new ChatStore(store.db), limiters: chatLimiters(limits) },
          notes: { store: new SqlNotesStore(store.db), limiter: notesLimiter(limits) },
          tableEvents: new TableEventStore(store.db),
          orders: standingOrders,
        })
      : null;
  const email = config.smtpUrl !== undefined && asyncPlay !== null ? new EmailSender(config.smtpUrl, config.smtpFrom) : null;
  let notices: NoticeSubscriptions | null = null;
  let emailOptIn: EmailOptIn | null = null;
  let delivery: NoticeDelivery | null = null;
  if (asyncPlay !== null && asyncStore !== null && store instanceof MatchStore) {
    const addresses = new AddressStore(store.db);
    if (email !== null) {
      let linkKey: Promise<string> | undefined;
      const key = () => (linkKey ??= asyncStore.setting('emailLinkKey', () => randomBytes(32).toString('base64url')));
      emailOptIn = new EmailOptIn({ addresses, sender: email, clock, log, publicUrl: config.publicUrl, linkKey: key });
    }
    let vapid: Promise<VapidKeys> | undefined;
    const keys = () => (vapid ??= vapidKeys(asyncStore, { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject: config.vapidSubject }).catch((error: unknown) => {
      vapid = undefined;
      throw error;
    }));
    notices = new NoticeSubscriptions({ store: asyncStore, addresses, matches: store, runner, clock, email: emailOptIn, vapidPublicKey: async () => (await keys()).publicKey, addressRefusal: (url) => webhooks.refusalOf(url) });
    // Notices (seat webhooks too) go through the outbox, delivered on their own timer: never in the scheduler's way.
    delivery = new NoticeDelivery({ store: asyncStore, matches: store, clock, log, metrics, sender: webhooks, vapid: keys, email: emailOptIn, publicUrl: config.publicUrl, leaseMs: config.asyncLeaseMs, tickMs: config.asyncTickMs });
    webhooks.setOutbox({
      enqueue: ({ matchID, playerID, kind, stateID }) =>
        kind === 'hook'
          ? asyncStore.notices.enqueueSeatHook({ matchID, playerID, stateID, now: clock.now(), minIntervalMs: config.webhookMinIntervalMs })
          : asyncStore.notices.enqueueNotice({ matchID, playerID, kind, stateID, dueAt: clock.now(), now: clock.now() }),
    });
  }
  const hintStore = store instanceof MatchStore ? new HintStore(store.db) : new MemoryHintStore();
  const hints = new TableHints({ runner, chooser, store: hintStore, limits, clock, log, sockets });
  const reviews = new ReviewJobs({
    queue: store instanceof MatchStore ? new ReviewStore(store.db) : new MemoryReviewStore(),
    matches: store,
    chooser,
    clock,
    log,
    leaseMs: config.asyncLeaseMs,
    tickMs: config.asyncTickMs,
    enabled: config.reviews,
    pacer: new DutyCycle(config.reviewCpuShare),
    maxCpuMs: config.reviewMatchCpuMs,
    hostBudget: { budgetMs: config.reviewHostCpuMsPerHour, windowMs: 3_600_000 },
    metrics,
    // Bots in this thread: small parts, so a review holds up the server's requests only for moments.
    ...(chooser instanceof InlineChooser ? { partMs: 50 } : {}),
    ...options.reviews,
  });
  // One list of what tables are made of, in the order their effects run after a commit.
  const features = tableFeatures({ bots, forcedMoves, standingOrders, webhooks, asyncPlay, hints, orderDesk, reviews });
  runner.use(features);
  const atStart = { check: (live: LiveMatch) => (forcedMoves.check(live), standingOrders.check(live)) };
  const lobby = new Lobby({ store, games, runner, bots, forcedMoves: atStart, orders: orderDesk, webhooks, metrics, publicUrl: config.publicUrl, log, hints: hintStore, ...(asyncPlay ? { asyncPlay } : {}) });
  const operations = [...lobbyOperations(lobby, config.rateLimits, limits), ...(asyncPlay ? asyncOperations(asyncPlay) : []), ...(notices ? noticeOperations(notices) : []), ...reviewOperations(reviews, store)];
  const document = openApiDocument(operations, config.publicUrl, { ...(asyncPlay ? { ...ASYNC_SCHEMAS, ...NOTICE_SCHEMAS } : {}), ...REVIEW_SCHEMAS });
  const api = lobbyRouter(operations, config.maxBodyBytes, (router) => {
    router.get('/api/openapi.json', (ctx) => {
      ctx.body = document;
    });
    if (clock instanceof TestClock) testClockRoutes(router, clock, asyncPlay, config.maxBodyBytes, delivery);
    if (notices !== null) mailPages(router, notices, emailOptIn);
  });
  const app = createApp({
    config,
    log,
    metrics,
    ready: async () => (await store.ping()) && (!(bus instanceof RedisBus) || (await bus.ready().then(() => true))),
    api,
    limits,
    gameOf: async (matchID) => (await store.load(matchID, { metadata: true })).metadata?.gameName ?? null,
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
  });
  http.on('request', app.callback());
  // After Koa's listener: socket.io takes its own requests from the listeners present when it attaches.
  const transport = new SocketTransport(http, runner, metrics, log, {
    allowedOrigins: config.allowedOrigins,
    messagesPerSecond: config.rateLimits.socketPerSecond,
    trustProxyHops: config.trustProxyHops,
    socketsPerAddress: config.socketsPerAddress,
    connectsPerMinute: config.socketConnectsPerMinute,
    backlogBytes: config.socketBacklogBytes,
    stallMs: config.socketStallMs,
    https: config.publicUrl.startsWith('https:'),
    limits,
    features,
  });
  sockets.plug(transport);

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const port = (http.address() as AddressInfo).port;
  await bots.resume().catch((error: Error) => log.error({ err: error.message }, 'could not resume bots'));
  asyncPlay?.start();
  delivery?.start();
  reviews.start();

  const retention = setInterval(() => {
    store
      .deleteIdleMatches(Date.now() - config.retentionDays * 86_400_000)
      .then((ids) => ids.length > 0 && log.info({ count: ids.length }, 'deleted idle unfinished matches'))
      .catch((error: Error) => log.warn({ err: error.message }, 'retention sweep failed'));
  }, 3_600_000);
  retention.unref();
  // With other processes the bus may lose a message (Redis away a moment): held matches are checked against the store.
  let checking = false;
  const storeCheck =
    bus instanceof RedisBus
      ? setInterval(() => {
          if (checking) return;
          checking = true;
          runner
            .sweepBehind()
            .catch((error: Error) => log.warn({ err: error.message }, 'checking held matches against the store failed'))
            .finally(() => (checking = false));
        }, config.storeCheckMs)
      : undefined;
  storeCheck?.unref();

  log.info({ port, storage: store.kind, redis: config.redisUrl !== undefined, games: games.list().map((g) => g.name) }, 'server listening');
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    store,
    games,
    runner,
    metrics,
    log,
    http,
    lobby,
    bots,
    asyncPlay,
    emailOptIn,
    reviews,
    features,
    close() {
      closing ??= (async () => {
        // No new connections or moves; moves already under way are stored, then the store closes.
        clearInterval(retention);
        clearInterval(storeCheck);
        await asyncPlay?.close();
        await delivery?.close();
        await reviews.close();
        await emailOptIn?.settled();
        email?.close();
        await bots.close();
        webhooks.close();
        const transportClosed = transport.close();
        http.closeAllConnections();
        await transportClosed;
        await asyncPlay?.flushLeaves();
        await runner.drain(3_000);
        await bus.close();
        await limits.close();
        if (ownStore) await store.close();
      })();
      return closing;
    },
  };
}
