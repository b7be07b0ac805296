import type { Middleware } from 'koa';

/**
 * Security headers on every response: a strict content security policy (scripts only from this
 * origin; inline styles allowed for the web client's style attributes), no MIME sniffing, no
 * framing by any site, no referrer (seat links must never leak through it).
 */
export function securityHeaders(options: { https: boolean }): Middleware {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (options.https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
