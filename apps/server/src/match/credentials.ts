import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh secret (192 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What is stored of a secret: its SHA-256, never the secret itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Whether `token` is the secret whose hash is `hash`, compared in constant time (both sides are
 * 32-byte digests, so neither the comparison nor its length leaks anything about the secret).
 */
export function verifyToken(token: unknown, hash: string | undefined): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200 || typeof hash !== 'string' || hash.length !== 64) return false;
  const given = createHash('sha256').update(token, 'utf8').digest();
  const expected = Buffer.from(hash, 'hex');
  return expected.length === given.length && timingSafeEqual(given, expected);
}

/** Match ids: 16 URL-safe characters (96 random bits), so they cannot be enumerated. */
export function newMatchID(): string {
  return randomBytes(12).toString('base64url');
}

export { MATCH_ID_PATTERN } from '@harbour/protocol';
