import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { send } from '@koa/send';
import type { Context, Middleware } from 'koa';

// @koa/send is typed against Koa 2's context type; the object is the same.
type SendContext = Parameters<typeof send>[0];
const sendable = (ctx: Context) => ctx as unknown as SendContext;

const RESERVED = /^\/(api|socket\.io|metrics|healthz|readyz)(\/|$)/;

/**
 * Serves the built web client when its folder exists: files as they are (hashed assets cached for
 * a year), and index.html for any other page path (client-side routing).
 */
export function webClient(root: string): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || RESERVED.test(ctx.path) || !existsSync(join(root, 'index.html'))) return next();
    try {
      const served = await send(sendable(ctx), ctx.path, {
        root,
        index: 'index.html',
        setHeaders: (res, path) => res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
      });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
    }
    if (ctx.accepts('html') === 'html' && !/\.[a-z0-9]+$/i.test(ctx.path)) {
      await send(sendable(ctx), 'index.html', { root, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
      return;
    }
    return next();
  };
}
