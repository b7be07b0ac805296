import type { AsyncStore, SubscriptionRow } from '@harbour/storage';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The installation's VAPID key pair: from the configuration (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY,
 * VAPID_SUBJECT), else generated once and kept in the database (`installation_settings`, name
 * 'vapid'); the first process to store it wins, every other process reads the same pair.
 */
export async function vapidKeys(store: AsyncStore, configured: { publicKey?: string | undefined; privateKey?: string | undefined; subject: string }): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject: configured.subject };
  const stored = await store.setting('vapid', () => webpush.generateVAPIDKeys());
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: configured.subject };
}

/** What the service worker receives: no seat link, no credentials. */
export interface PushPayload {
  event: 'yourTurn' | 'reminder' | 'gameOver';
  title: string;
  body: string;
  matchID: string;
  playerID: string;
  game: string;
  /** The table's path; the browser opens it with the seat it keeps for this match. */
  url: string;
}

/** An encrypted Web Push request (RFC 8291 aes128gcm, VAPID), made by `web-push`; sent by the caller. */
export function pushRequest(sub: SubscriptionRow, payload: PushPayload, keys: VapidKeys, ttlSeconds: number): { url: string; headers: Record<string, string>; body: Uint8Array } {
  if (sub.keys === null) throw new Error('a push subscription without keys');
  const details = webpush.generateRequestDetails({ endpoint: sub.target, keys: sub.keys }, JSON.stringify(payload), {
    vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: ttlSeconds,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  return { url: details.endpoint, headers, body: new Uint8Array(details.body as Buffer) };
}
