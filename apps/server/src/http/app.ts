import { randomUUID } from 'node:crypto';
import { errInfo } from '../logger.js';
import Router from '@koa/router';
import Koa, { type Context, type Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { verifyToken, hashToken } from '../match/credentials.js';
import { AppError, errors } from '../errors.js';
import type { Metrics } from '../metrics.js';
import { originAllowed } from '../edge/origins.js';
import type { Limits } from '../rate-limit.js';
import { clientAddress, isDirectLoopback } from '../edge/client-address.js';
import { securityHeaders } from './security.js';
import { webClient } from './static.js';

export interface AppDeps {
  config: Config;
  log: Logger;
  metrics: Metrics;
  /** Readiness: the database (and Redis when configured) answer. */
  ready(): Promise<boolean>;
  /** Routes under /api (the lobby). */
  api?: Router;
  /** A token for /metrics (else config.metricsToken); without one, only direct loopback callers may read them. */
  metricsToken?: string;
  limits: Limits;
  /** A match's game, for the preloads of its pages (http/static.ts). */
  gameOf?(matchID: string): Promise<string | null>;
}

/**
 * The Koa 3 application: the client's address (behind TRUST_PROXY hops), security headers, JSON
 * errors, origin checks and CORS for allowed origins, a per-address rate limit on the API, health,
 * readiness, metrics, the API, and the web client.
 */
export function createApp(deps: AppDeps): Koa {
  const { config, log, metrics } = deps;
  const app = new Koa();
  app.silent = true;
  const apiLimiter = deps.limits.shared({ name: 'api', points: config.rateLimits.apiPerSecond * 6, durationSeconds: 6 });

  app.use(async (ctx, next) => {
    ctx.request.ip = clientAddress(ctx.req, config.trustProxyHops);
    return next();
  });
  app.use(requestLog(log));
  app.use(securityHeaders({ https: config.publicUrl.startsWith('https:') }));
  app.use(errorHandler(log));
  app.use(async (ctx, next) => {
    const origin = ctx.get('origin') || undefined;
    if (!originAllowed(origin, config.allowedOrigins, ctx.get('host'))) {
      if (ctx.path.startsWith('/api/') || ctx.method !== 'GET') throw errors.originForbidden();
      return next();
    }
    if (origin !== undefined) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.vary('Origin');
      if (ctx.method === 'OPTIONS') {
        ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
        ctx.set('Access-Control-Allow-Headers', 'Content-Type, Authorization');
        ctx.set('Access-Control-Max-Age', '600');
        ctx.status = 204;
        return;
      }
    }
    return next();
  });
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/') && !(await apiLimiter.take(ctx.ip))) throw errors.rateLimited();
    return next();
  });

  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const ready = await withTimeout(deps.ready(), 2000).catch(() => false);
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'unavailable' };
  });
  const metricsToken = deps.metricsToken ?? config.metricsToken;
  const metricsHash = metricsToken ? hashToken(metricsToken) : undefined;
  router.get('/metrics', async (ctx) => {
    if (metricsHash === undefined && !isDirectLoopback(ctx.req)) {
      throw new AppError(403, 'metrics.forbidden', 'The metrics are served to this machine only (set METRICS_TOKEN to read them from elsewhere).');
    }
    if (metricsHash !== undefined && !verifyToken(/^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1], metricsHash)) {
      throw new AppError(401, 'auth.invalid', 'The metrics need a bearer token.');
    }
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });
  app.use(router.routes()).use(router.allowedMethods());
  if (deps.api) app.use(deps.api.routes()).use(deps.api.allowedMethods({ throw: false }));
  app.use(webClient(config.webDist, deps.gameOf ? { gameOf: deps.gameOf } : {}));
  app.use((ctx) => {
    throw ctx.path.startsWith('/api/') ? errors.notFound(`The API path ${ctx.path.slice(0, 80)}`) : errors.notFound('This page');
  });
  return app;
}

function errorHandler(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const appError = toAppError(error, log, ctx);
      ctx.status = appError.status;
      ctx.body = { error: appError.toJSON() };
    }
  };
}

function toAppError(error: unknown, log: Logger, ctx: Context): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, status === 404 ? 'notFound' : status === 405 ? 'method.notAllowed' : 'request.invalid', (error as Error).message || 'Bad request.');
  }
  log.error({ err: errInfo(error), method: ctx.method, path: ctx.path }, 'request failed');
  return errors.internal();
}

function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const id = randomUUID();
    ctx.set('X-Request-Id', id);
    try {
      await next();
    } finally {
      // The path only: query strings are not logged (nothing secret belongs there, but be safe).
      log.info({ reqId: id, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
