import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { DATABASE_URL, openTestStore, testConfig } from '../testing/env.js';
import { api } from '../testing/http.js';

/** Issue 26, finding 8: the subscribe route refuses what could never be delivered. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe('subscribing to Web Push (finding 8)', () => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestStore(DATABASE_URL ? 'postgres' : 'pglite');
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig({ ASYNC_TICK_MS: '3600000' }), store: opened.store });
  });
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
  });

  it('refuses keys that are no P-256 point or no 16-byte secret, and private or local endpoints; takes a browser\'s subscription', async () => {
    const http = api(server.url);
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne' });
    const subscribe = (endpoint: string, keys: { p256dh: string; auth: string }) =>
      http.post(`/api/matches/${host.matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'push', subscription: { endpoint, keys } });
    const good = browserKeys();
    for (const keys of [
      { ...good, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') },
      { ...good, p256dh: 'A'.repeat(200) },
      { ...good, p256dh: 'BAAA' },
      { ...good, auth: randomBytes(15).toString('base64url') },
    ]) {
      expect((await subscribe('https://push.example/ok', keys)).body).toMatchObject({ error: { code: 'notices.badKeys' } });
    }
    for (const endpoint of ['https://127.0.0.1/p', 'https://10.1.2.3/p', 'https://[::1]/p', 'https://localhost./p', 'https://a.localhost/p', 'http://push.example/p']) {
      const res = await subscribe(endpoint, good);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error?.code, endpoint).toBe('notices.badEndpoint');
    }
    expect((await subscribe('https://push.example/ok', good)).body).toEqual({ channel: 'push', subscribed: true });
  });
});
