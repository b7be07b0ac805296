import type { Context } from 'koa';
import { errors } from '../errors.js';

/**
 * Reads a JSON request body of at most `limit` bytes (413 beyond, without reading the rest).
 * An empty body is `undefined`; anything but JSON is refused.
 */
export async function readJson(ctx: Context, limit: number): Promise<unknown> {
  const declared = Number(ctx.get('content-length') || '0');
  if (declared > limit) throw errors.tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      ctx.req.destroy();
      throw errors.tooLarge(limit);
    }
    chunks.push(chunk);
  }
  if (size === 0) return undefined;
  if (!ctx.is('application/json')) throw errors.badRequest('Send the body as application/json.');
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw errors.badRequest('The body is not valid JSON.');
  }
}
