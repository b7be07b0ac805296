import { createPublicKey } from 'node:crypto';
import { AppError } from '../errors.js';

/** A browser's push subscription as the subscribe route receives it (already shaped by its schema). */
export interface PushSubscriptionIn {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const refused = (code: string, message: string) => new AppError(400, code, message);

/** Decodes unpadded or padded base64url; null when it is not that. */
function base64url(text: string): Buffer | null {
  const bare = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare)) return null;
  return Buffer.from(bare, 'base64url');
}

/** Why `p256dh` is not the browser's P-256 public key (65 bytes, uncompressed, on the curve), or null. */
export function p256dhRefusal(p256dh: string): string | null {
  const bytes = base64url(p256dh);
  if (bytes === null || bytes.length !== 65 || bytes[0] !== 0x04) return 'p256dh is a 65-byte uncompressed P-256 point (base64url)';
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: bytes.subarray(1, 33).toString('base64url'), y: bytes.subarray(33).toString('base64url') }, format: 'jwk' });
    return null;
  } catch {
    return 'p256dh is not a point on the P-256 curve';
  }
}

/** Why `auth` is not a 16-byte secret, or null. */
export function authRefusal(auth: string): string | null {
  const bytes = base64url(auth);
  return bytes !== null && bytes.length === 16 ? null : 'auth is a 16-byte secret (base64url)';
}

/**
 * Checks a push subscription before it is stored, so that nothing stored throws at delivery: the
 * keys (see above), and the endpoint by `addressRefusal` (Webhooks.refusalOf: https unless the
 * server allows private addresses, no refused IP literal, no `localhost` name with or without its
 * final dot). Names are resolved and checked again on every delivery, on the connection itself.
 * Throws a 400 `notices.badKeys` or `notices.badEndpoint`.
 */
export function checkPushSubscription(sub: PushSubscriptionIn, addressRefusal?: (url: string) => string | null): void {
  const keys = p256dhRefusal(sub.keys.p256dh) ?? authRefusal(sub.keys.auth);
  if (keys !== null) throw refused('notices.badKeys', `This is not a browser's push subscription: ${keys}.`);
  const where = addressRefusal?.(sub.endpoint) ?? null;
  if (where !== null) throw refused('notices.badEndpoint', `This server never sends push messages to that address (${where}).`);
}
