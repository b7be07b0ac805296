import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { send } from '@koa/send';
import type { Context, Middleware } from 'koa';
import { pageHtml, pageInfo, type Manifest } from './page-preloads.js';

// @koa/send is typed against Koa 2's context type; the object is the same.
type SendContext = Parameters<typeof send>[0];
const sendable = (ctx: Context) => ctx as unknown as SendContext;

const RESERVED = /^\/(api|socket\.io|metrics|healthz|readyz)(\/|$)/;

export interface WebClientOptions {
  /** The game of a match, for its pages' preloads (null: unknown). Asked with a short time limit. */
  gameOf?(matchID: string): Promise<string | null>;
  /** How long a page waits for `gameOf` before it goes without the game's preloads (ms). */
  gameOfMs?: number;
}

/** The built index.html and the build's manifest, read again when index.html changes (a new build). */
function builtPage(root: string): () => { template: string; manifest: Manifest | null } {
  let cached: { mtimeMs: number; template: string; manifest: Manifest | null } | null = null;
  return () => {
    const index = join(root, 'index.html');
    const { mtimeMs } = statSync(index);
    if (cached?.mtimeMs !== mtimeMs) {
      let manifest: Manifest | null = null;
      try {
        manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      } catch {
        manifest = null;
      }
      cached = { mtimeMs, template: readFileSync(index, 'utf8'), manifest };
    }
    return cached;
  };
}

async function withinMs<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Serves the built web client when its folder exists: files as they are (hashed assets cached for
 * a year), and for any other page path the page (index.html) naming what it will need
 * (http/page-preloads.ts: the app, the page's chunk, the match's game table).
 */
export function webClient(root: string, options: WebClientOptions = {}): Middleware {
  const built = builtPage(root);
  const page = async (ctx: Context) => {
    const info = pageInfo(ctx.path);
    const game = info.matchID !== null && options.gameOf ? await withinMs(options.gameOf(info.matchID), options.gameOfMs ?? 150, null) : null;
    const { template, manifest } = built();
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = pageHtml(template, manifest, { game, pageChunk: info.pageChunk });
  };
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || RESERVED.test(ctx.path) || !existsSync(join(root, 'index.html'))) return next();
    const isPage = ctx.accepts('html') === 'html' && !/\.[a-z0-9]+$/i.test(ctx.path);
    if (isPage) return page(ctx);
    try {
      const served = await send(sendable(ctx), ctx.path, {
        root,
        setHeaders: (res, path) => res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
      });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
    }
    return next();
  };
}
