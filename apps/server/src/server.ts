import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type Router from '@koa/router';
import type { GameModule } from '@harbour/game-kit';
import { MemoryStore, openStorage, type MatchStorage } from '@harbour/storage';
import type { Logger } from 'pino';
import { LocalBus, RedisBus, type Bus } from './bus.js';
import type { Config } from './config.js';
import { GameRegistry } from './games.js';
import { createApp } from './http/app.js';
import { createLogger } from './logger.js';
import { Metrics } from './metrics.js';
import { MatchRunner } from './runner.js';
import { SocketTransport } from './transport.js';

export interface ServerOptions {
  config: Config;
  /** A store opened by the caller (tests); otherwise opened from the configuration and closed with the server. */
  store?: MatchStorage;
  /** The games to host (default: every module of @harbour/games). */
  modules?: readonly GameModule[];
  logger?: Logger;
  metricsToken?: string;
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
  close(): Promise<void>;
}

/** Extra parts (the lobby, bots, webhooks) plug in here once the core exists. */
export type Extension = (server: Omit<RunningServer, 'url' | 'port' | 'close'> & { bus: Bus }) => { api?: Router; start?(): Promise<void>; close?(): Promise<void> };

const extensions: Extension[] = [];

export function registerExtension(extension: Extension): void {
  extensions.push(extension);
}

function openConfiguredStorage(config: Config): Promise<MatchStorage> {
  if (config.storage === 'memory') return Promise.resolve(new MemoryStore());
  return openStorage({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
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
    await redis.ready();
    bus = redis;
  }
  const games = new GameRegistry(options.modules);
  const metrics = new Metrics();
  const runner = new MatchRunner(store, games, bus, metrics, log);
  const http = createHttpServer();
  const core = { config, store, games, runner, metrics, log, http, bus };
  const parts = extensions.map((extension) => extension(core));
  const api = parts.find((p) => p.api !== undefined)?.api;
  const app = createApp({
    config,
    log,
    metrics,
    ready: async () => (await store.ping()) && (!(bus instanceof RedisBus) || (await bus.ready().then(() => true))),
    ...(api ? { api } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
  });
  http.on('request', app.callback());
  const transport = new SocketTransport(http, runner, metrics, log, config.allowedOrigins);

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const port = (http.address() as AddressInfo).port;
  for (const part of parts) await part.start?.();

  const retention = setInterval(() => {
    store
      .deleteIdleMatches(Date.now() - config.retentionDays * 86_400_000)
      .then((ids) => ids.length > 0 && log.info({ count: ids.length }, 'deleted idle unfinished matches'))
      .catch((error: Error) => log.warn({ err: error.message }, 'retention sweep failed'));
  }, 3_600_000);
  retention.unref();

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
    close() {
      closing ??= (async () => {
        clearInterval(retention);
        for (const part of parts) await part.close?.();
        await transport.close();
        http.closeAllConnections();
        await bus.close();
        if (ownStore) await store.close();
      })();
      return closing;
    },
  };
}
