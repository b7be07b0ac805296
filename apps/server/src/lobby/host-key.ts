import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { MatchData } from '@harbour/storage';
import type { LobbyMatchData } from './lobby-kit.js';

/**
 * Whom a match's background work (its review) is counted against: the address that created the
 * match, as a short pseudonymous key (SHA-256 of the IPv4 address, or of an IPv6 address's /64, the
 * block one home or one machine gets; first 16 hex digits). Kept in the match's metadata only (never
 * sent to clients), so the review queue can be fair per host (issue 35).
 */
export function hostKeyOf(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const block = isIPv6(plain) ? ipv6Prefix64(plain) : plain;
  return createHash('sha256').update(`harbour-host:${block}`).digest('hex').slice(0, 16);
}

function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The key a match's review is counted against ('' when unknown: matches made before issue 35). */
export function reviewHostOf(metadata: MatchData): string {
  return (metadata as LobbyMatchData).lobby?.by ?? '';
}
