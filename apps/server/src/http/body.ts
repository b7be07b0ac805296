import type { Context } from 'koa';
import { AppError, errors } from '../errors.js';
import { UNTRUSTED_JSON, jsonBoundsProblem, jsonTextTooDeep } from '../socket/bounds.js';

const unsupportedCharset = () => new AppError(415, 'request.charset', 'Send the body as application/json in UTF-8.');

/** How much of an oversized body is read (and thrown away) so that the 413 reaches the client instead of a reset. */
const DISCARD_FACTOR = 8;

/**
 * Reads a JSON request body of at most `limit` bytes: 413 beyond (a declared length at once; a
 * chunked body after reading past the limit, discarding the rest up to a bound so the answer
 * arrives), and a value nested too deep or too large is refused before anything else parses it.
 * An empty body is `undefined`; anything but JSON is refused, and JSON in a charset other than UTF-8 with 415.
 */
export async function readJson(ctx: Context, limit: number): Promise<unknown> {
  const declared = Number(ctx.get('content-length') || '0');
  if (declared > limit) {
    ctx.set('Connection', 'close');
    throw errors.tooLarge(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit * DISCARD_FACTOR) {
      ctx.req.destroy();
      throw errors.tooLarge(limit);
    }
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit) {
    ctx.set('Connection', 'close');
    throw errors.tooLarge(limit);
  }
  if (size === 0) return undefined;
  if (!ctx.is('application/json')) throw errors.badRequest('Send the body as application/json.');
  // JSON is UTF-8 (RFC 8259): a body declared in another charset would be read as something it is not.
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(ctx.get('content-type'))?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw unsupportedCharset();
  const text = Buffer.concat(chunks).toString('utf8');
  if (jsonTextTooDeep(text, UNTRUSTED_JSON.maxDepth)) throw errors.badRequest(`The body is nested deeper than ${UNTRUSTED_JSON.maxDepth} levels.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errors.badRequest('The body is not valid JSON.');
  }
  const problem = jsonBoundsProblem(value);
  if (problem !== null) throw errors.badRequest(`The body is ${problem}.`);
  return value;
}
