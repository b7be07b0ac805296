import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import { AppError, errors } from '../errors.js';
import { UNTRUSTED_JSON, jsonBoundsProblem, jsonTextTooDeep } from '../edge/bounds.js';

const unsupportedCharset = () => new AppError(415, 'request.charset', 'Send the body as application/json in UTF-8.');

/**
 * What is read (and thrown away) of a body after its limit, so the client, still sending, reads the
 * 413 instead of a reset: the server answers as soon as the limit is passed and keeps taking the
 * rest until it ends; a body still going after `bytes` more or `ms` has its connection closed.
 */
export interface DrainBound {
  bytes: number;
  ms: number;
}

export const DRAIN_BOUND: DrainBound = { bytes: 8 * 1024 * 1024, ms: 10_000 };

/**
 * Reads a JSON request body of at most `limit` bytes: 413 beyond (a declared length at once; a
 * chunked body as soon as it passes the limit, its rest discarded within `drain`), and a value
 * nested too deep or too large is refused before anything else parses it. An empty body is
 * `undefined`; anything but JSON is refused, and JSON in a charset other than UTF-8 with 415.
 */
export async function readJson(ctx: Context, limit: number, drain: DrainBound = DRAIN_BOUND): Promise<unknown> {
  const declared = Number(ctx.get('content-length') || '0');
  if (declared > limit) {
    ctx.set('Connection', 'close');
    throw errors.tooLarge(limit);
  }
  const body = await readAtMost(ctx.req, limit);
  if (body === 'tooLarge') {
    discardRest(ctx.req, drain);
    throw errors.tooLarge(limit);
  }
  if (body.length === 0) return undefined;
  if (!ctx.is('application/json')) throw errors.badRequest('Send the body as application/json.');
  // JSON is UTF-8 (RFC 8259): a body declared in another charset would be read as something it is not.
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(ctx.get('content-type'))?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw unsupportedCharset();
  const text = body.toString('utf8');
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

/** The body, or 'tooLarge' as soon as it passes `limit` (the request is left paused, unread). */
function readAtMost(req: IncomingMessage, limit: number): Promise<Buffer | 'tooLarge'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (): void => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      req.pause();
      resolve('tooLarge');
    };
    const onEnd = (): void => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error): void => {
      stop();
      reject(error);
    };
    const onAborted = (): void => onError(new Error('request aborted'));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted);
  });
}

/**
 * Takes and throws away the rest of an oversize body while the answer goes out (keeping the
 * connection, which may carry the next request once the body ends); a body that goes on past
 * `bound` closes the connection.
 */
function discardRest(req: IncomingMessage, bound: DrainBound): void {
  let taken = 0;
  const close = (): void => {
    done();
    req.socket.destroy();
  };
  const onData = (chunk: Buffer): void => {
    taken += chunk.length;
    if (taken > bound.bytes) close();
  };
  const timer = setTimeout(close, bound.ms);
  timer.unref();
  const done = (): void => {
    clearTimeout(timer);
    req.off('data', onData).off('end', done).off('close', done).off('error', done);
  };
  req.on('data', onData).once('end', done).once('close', done).once('error', done);
  req.resume();
}
