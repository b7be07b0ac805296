import type { LobbyApi, SeatCredentials } from '../lobby/api.js';
import type { PushSubscriptionData } from '../connection/frames/async-play.js';

/**
 * Web Push for a seat: the browser's permission, its push subscription (one per browser, made with
 * the server's VAPID key), and the server's list of subscriptions per seat. This browser remembers
 * which matches it turned notices on for (localStorage), so the toggle shows the right state.
 */
export interface PushEnvironment {
  /** Notification.permission now. */
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The service worker's push manager (registering the worker if needed). */
  pushManager(): Promise<PushManager>;
}

/** The browser's own, or null where Web Push is missing (old browsers, some private modes, jsdom). */
export function browserPush(): PushEnvironment | null {
  if (typeof window === 'undefined' || typeof Notification === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  return {
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    pushManager: async () => {
      const registration = (await navigator.serviceWorker.getRegistration()) ?? (await navigator.serviceWorker.register('/sw.js'));
      await navigator.serviceWorker.ready;
      return registration.pushManager;
    },
  };
}

const KEY = 'harbour.notices';

type Flags = Record<string, { push?: string; email?: boolean }>;

function readFlags(): Flags {
  try {
    const value = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as Flags) : {};
  } catch {
    return {};
  }
}

function writeFlags(flags: Flags): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(flags));
  } catch {
    // Blocked storage: the toggle forgets, the server still sends.
  }
}

export function noticeFlags(matchID: string): { push?: string; email?: boolean } {
  return readFlags()[matchID] ?? {};
}

function setFlag(matchID: string, change: { push?: string | null; email?: boolean | null }): void {
  const flags = readFlags();
  const entry = { ...flags[matchID] };
  if (change.push === null) delete entry.push;
  else if (change.push !== undefined) entry.push = change.push;
  if (change.email === null) delete entry.email;
  else if (change.email !== undefined) entry.email = change.email;
  if (Object.keys(entry).length === 0) delete flags[matchID];
  else flags[matchID] = entry;
  writeFlags(flags);
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export class PushRefused extends Error {
  constructor(readonly reason: 'denied' | 'unsupported') {
    super(reason);
  }
}

/** Turns push notices on for a seat: permission, subscription, the server told. Returns the endpoint. */
export async function turnOnPush(env: PushEnvironment, lobby: LobbyApi, seat: SeatCredentials): Promise<string> {
  if (!lobby.getNoticeSettings || !lobby.subscribeNotices) throw new PushRefused('unsupported');
  const permission = env.permission() === 'granted' ? 'granted' : await env.requestPermission();
  if (permission !== 'granted') throw new PushRefused('denied');
  const settings = await lobby.getNoticeSettings();
  const manager = await env.pushManager();
  const subscription = (await manager.getSubscription()) ?? (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(settings.vapidPublicKey) }));
  const data = subscription.toJSON() as Partial<PushSubscriptionData>;
  if (!data.endpoint || !data.keys?.p256dh || !data.keys.auth) throw new PushRefused('unsupported');
  await lobby.subscribeNotices(seat, { channel: 'push', subscription: { endpoint: data.endpoint, keys: { p256dh: data.keys.p256dh, auth: data.keys.auth } } });
  setFlag(seat.matchID, { push: data.endpoint });
  return data.endpoint;
}

/** Turns push notices off for a seat; the browser's subscription ends when no match uses it any more. */
export async function turnOffPush(env: PushEnvironment | null, lobby: LobbyApi, seat: SeatCredentials): Promise<void> {
  const endpoint = noticeFlags(seat.matchID).push;
  if (endpoint && lobby.unsubscribeNotices) await lobby.unsubscribeNotices(seat, { channel: 'push', endpoint });
  setFlag(seat.matchID, { push: null });
  const stillUsed = Object.values(readFlags()).some((f) => f.push !== undefined);
  if (!stillUsed && env) {
    const subscription = await (await env.pushManager()).getSubscription();
    await subscription?.unsubscribe();
  }
}

export async function turnOnEmail(lobby: LobbyApi, seat: SeatCredentials, email: string): Promise<void> {
  if (!lobby.subscribeNotices) throw new PushRefused('unsupported');
  await lobby.subscribeNotices(seat, { channel: 'email', email });
  setFlag(seat.matchID, { email: true });
}

export async function turnOffEmail(lobby: LobbyApi, seat: SeatCredentials): Promise<void> {
  await lobby.unsubscribeNotices?.(seat, { channel: 'email' });
  setFlag(seat.matchID, { email: null });
}
