/*
 * Harbour's service worker: turn notices. The server's push message (Web Push, encrypted for this
 * browser) carries a notice: { matchID, game, seatName, text, url } — the words to show and the
 * path of the seat's table (/match/<id>), never a secret. A click on the notice focuses a tab
 * that shows that table, or opens it (the table finds the seat's credentials in this browser).
 * It caches nothing: the app always comes from the server.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only a path of this site, never another address: "/match/x" or a same-origin URL's path. */
function tablePath(value) {
  if (typeof value !== 'string' || value === '') return '/games';
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search : '/games';
  } catch {
    return '/games';
  }
}

function readNotice(data) {
  if (!data) return {};
  try {
    const value = data.json();
    return value && typeof value === 'object' ? value : {};
  } catch {
    return { text: data.text() };
  }
}

const clip = (value, max) => (typeof value === 'string' ? value.slice(0, max) : '');

self.addEventListener('push', (event) => {
  const notice = readNotice(event.data);
  const path = tablePath(notice.url ?? notice.path);
  const title = clip(notice.title, 120) || clip(notice.game, 120) || 'Harbour';
  const body = clip(notice.text ?? notice.body, 500);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag: typeof notice.matchID === 'string' ? `harbour-${notice.matchID}` : 'harbour',
      renotify: true,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { path },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = tablePath(event.notification.data && event.notification.data.path);
  const target = new URL(path, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((w) => new URL(w.url).pathname === target.pathname);
      if (same) return same.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
