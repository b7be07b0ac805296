import type { Middleware } from 'koa';
import { securityHeaderValues } from '../edge/headers.js';

/** The security headers on every response of the Koa application (socket.io's responses get them in transport.ts). */
export function securityHeaders(options: { https: boolean }): Middleware {
  const headers = securityHeaderValues(options);
  return async (ctx, next) => {
    ctx.set(headers);
    await next();
  };
}
