import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { AddressFilter } from './address-filter.js';

/** Resolves a host name to all its addresses (the system resolver by default; tests pass their own). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

export interface PostOptions {
  /** The whole request, connection to answer, must finish in this time. */
  timeoutMs: number;
  /** Addresses that may be contacted; absent: any (tests, local relays). */
  filter?: AddressFilter;
  resolve?: Resolver;
  headers?: Record<string, string>;
  /** Ends the call early (the caller's own budget ran out, or the server is closing). */
  signal?: AbortSignal;
}

export interface PostResult {
  status: number;
}

/** A request refused before any connection because of where it would go. */
export class AddressRefused extends Error {
  constructor(
    readonly address: string,
    readonly reason: string,
  ) {
    super(`address refused (${reason})`);
  }
}

const MAX_BODY_BYTES = 64 * 1024;

/**
 * POSTs a JSON body (or bytes) to an http(s) URL and answers the response status (the response body is not
 * read). The connection goes to exactly the addresses the filter checked: the name is resolved
 * once per call by the connection itself, through a lookup that refuses the whole call when any
 * resolved address is refused, so a name that answers differently the next time (DNS
 * rebinding) cannot slip a private address in. Redirects are never followed (a 3xx is just
 * a status), one connection per call (no pooling), and everything is bounded by the timeout.
 */
export function postJson(url: string, body: unknown, options: PostOptions): Promise<PostResult> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.reject(new Error('only http and https addresses'));
  // Bytes are sent as they are (an encrypted Web Push message; its headers give the content type).
  const payload = body instanceof Uint8Array ? Buffer.from(body) : Buffer.from(JSON.stringify(body));
  if (payload.length > MAX_BODY_BYTES) return Promise.reject(new Error('body too large'));
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const { filter } = options;
  if (isIP(host) !== 0 && filter !== undefined) {
    const reason = filter.refusal(host);
    if (reason !== null) return Promise.reject(new AddressRefused(host, reason));
  }
  const resolve = options.resolve ?? systemResolver;
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? addresses.filter((a) => a.family === lookupOptions.family) : addresses;
        if (wanted.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        for (const a of wanted) {
          const reason = filter?.refusal(a.address) ?? null;
          if (reason !== null) return callback(new AddressRefused(a.address, reason), '', 0);
        }
        if (lookupOptions.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    method: 'POST',
    agent: false,
    lookup,
    headers: { 'content-type': 'application/json', 'content-length': String(payload.length), 'user-agent': 'harbour-webhook/1', ...options.headers },
  };
  return new Promise<PostResult>((resolvePost, rejectPost) => {
    const req = request(target, requestOptions, (res) => {
      res.resume();
      res.on('error', () => {});
      clearTimeout(timer);
      req.destroy();
      resolvePost({ status: res.statusCode ?? 0 });
    });
    const timer = setTimeout(() => req.destroy(new Error('timed out')), options.timeoutMs);
    const abort = () => req.destroy(new Error('aborted'));
    options.signal?.addEventListener('abort', abort, { once: true });
    if (options.signal?.aborted) abort();
    req.on('close', () => options.signal?.removeEventListener('abort', abort));
    req.on('error', (error) => {
      clearTimeout(timer);
      rejectPost(error);
    });
    req.end(payload);
  });
}
