import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The address of the client behind `hops` trusted proxies. Each proxy appends the address it
 * received the request from to X-Forwarded-For, so the entries a client wrote itself come first
 * and the trusted ones last: the client is the `hops`-th entry from the right (the rightmost
 * address no trusted proxy vouches for beyond). With no proxy (0), the connection's own address.
 * IPv4-mapped IPv6 addresses are given as IPv4, so one client has one key.
 */
export function clientAddress(req: IncomingMessage, hops: number): string {
  const remote = plain(req.socket.remoteAddress ?? '');
  if (hops <= 0) return remote;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (entries.length === 0) return remote;
  // Fewer entries than proxies: the chain is shorter than configured; the leftmost is all there is.
  const entry = entries[Math.max(0, entries.length - hops)] as string;
  return isIP(plain(entry)) !== 0 ? plain(entry) : remote;
}

function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** A request that came straight from this machine: a loopback peer and no proxy's forwarding headers. */
export function isDirectLoopback(req: IncomingMessage): boolean {
  const remote = plain(req.socket.remoteAddress ?? '');
  const loopback = remote === '::1' || /^127\./.test(remote);
  return loopback && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined && req.headers['x-real-ip'] === undefined;
}

/**
 * The key a limit per client counts an address under: an IPv4 address as it is, an IPv6 address
 * by its /64 (one home or one host's subnet: a client with a /64 has 2^64 addresses to rotate through).
 */
export function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  try {
    const groups = ipaddr.IPv6.parse(address.replace(/%.*$/, '')).toNormalizedString().split(':');
    return `${groups.slice(0, 4).join(':')}::/64`;
  } catch {
    return address;
  }
}
