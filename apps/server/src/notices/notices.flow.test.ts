import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AsyncStore, MatchStore } from '@harbour/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { api } from '../testing/http.js';
import { MailSink } from '../testing/mail-sink.js';
import { browserKeys, decryptPush } from '../testing/web-push.js';

const MINUTE = 60_000;

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A local receiver for push requests and group channel posts: answers 410 under /gone/, 201 otherwise. */
async function receiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

describe.each(storageKinds('async-notices.test.ts'))('notices: Web Push, e-mail, group channel (%s)', (kind) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;
  let asyncStore: AsyncStore;
  let push: Awaited<ReturnType<typeof receiver>>;
  let sink: MailSink;

  beforeAll(async () => {
    push = await receiver();
    sink = await MailSink.start();
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    asyncStore = new AsyncStore((opened.store as MatchStore).db);
    server = await startServer({
      config: testConfig({
        HARBOUR_TEST_CLOCK: '1',
        ASYNC_TICK_MS: '3600000',
        WEBHOOK_ALLOW_PRIVATE: '1',
        PUBLIC_URL: 'https://harbour.example',
        ALLOWED_ORIGINS: '',
        SMTP_URL: sink.url,
      }),
      store: opened.store,
    });
    http = api(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
    push?.server.close();
    await sink?.close();
  });

  async function advance(ms: number): Promise<void> {
    expect((await http.post('/test/clock', { advanceMs: ms })).status).toBe(200);
  }

  it('Web Push: an encrypted payload without secrets reaches the push service; a gone subscription is deleted', async () => {
    const settings = (await http.get('/api/notices/settings')).body;
    expect(settings).toEqual({ vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/), email: true });
    // One key pair per installation.
    expect((await http.get('/api/notices/settings')).body.vapidPublicKey).toBe(settings.vapidPublicKey);

    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' });
    const matchID = host.matchID as string;
    const browser = browserKeys();
    const ok = await http.post(`/api/matches/${matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'push', subscription: { endpoint: `${push.url}/push/anne`, keys: browser.keys } });
    expect(ok).toMatchObject({ status: 200, body: { channel: 'push', subscribed: true } });
    const stale = browserKeys();
    await http.post(`/api/matches/${matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'push', subscription: { endpoint: `${push.url}/gone/old`, keys: stale.keys } });
    // Wrong credentials, bad keys: refused.
    expect((await http.post(`/api/matches/${matchID}/notices`, { playerID: '0', credentials: 'nope', channel: 'push', subscription: { endpoint: `${push.url}/x`, keys: browser.keys } })).status).toBe(403);
    expect((await http.post(`/api/matches/${matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'push', subscription: { endpoint: 'ftp://x', keys: browser.keys } })).status).toBe(400);

    await http.post(`/api/matches/${matchID}/join`, { playerID: '1', name: 'Ben' });
    await server.asyncPlay!.settled();
    const toAct = (await http.get(`/api/matches/${matchID}`)).body.toAct as string[];
    expect(toAct).toContain('0');
    // The turn notice waits for the notice delay (5 minutes for daily).
    await advance(MINUTE);
    expect(push.received).toHaveLength(0);
    await advance(5 * MINUTE);

    const delivered = push.received.filter((r) => r.path === '/push/anne');
    expect(delivered).toHaveLength(1);
    const request = delivered[0]!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.authorization).toContain(`k=${settings.vapidPublicKey}`);
    const payload = JSON.parse(decryptPush(request.body, browser.ecdh, browser.auth));
    expect(payload).toEqual({ event: 'yourTurn', title: 'Grog Island', body: 'Anne, it is your turn in Grog Island (round 1).', matchID, playerID: '0', game: 'Grog Island', url: `/match/${matchID}` });
    expect(JSON.stringify(payload)).not.toContain(host.credentials);
    expect(JSON.stringify(payload)).not.toContain('/seat/');

    // The push service answered 410 for the old subscription: it is gone.
    expect(push.received.filter((r) => r.path === '/gone/old')).toHaveLength(1);
    expect((await asyncStore.subscriptions(matchID, '0')).map((s) => s.target)).toEqual([`${push.url}/push/anne`]);

    // Coalesced: no second notice until the seat opens the table.
    await advance(10 * MINUTE);
    expect(push.received.filter((r) => r.path === '/push/anne')).toHaveLength(1);

    // Turned off: nothing is kept.
    expect((await http.call('DELETE', `/api/matches/${matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'push' })).body).toEqual({ subscribed: false });
    expect(await asyncStore.subscriptions(matchID, '0')).toEqual([]);
  });

  it('no turn notice when the seat opened the table during the delay', async () => {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' });
    const matchID = host.matchID as string;
    const browser = browserKeys();
    await http.post(`/api/matches/${matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'push', subscription: { endpoint: `${push.url}/push/${matchID}`, keys: browser.keys } });
    await http.post(`/api/matches/${matchID}/join`, { playerID: '1', name: 'Ben' });
    await server.asyncPlay!.settled();
    const client = await TestClient.connect(server.url);
    try {
      expect((await client.join(matchID, '0', host.credentials)).ok).toBe(true);
      await advance(6 * MINUTE);
      expect(push.received.filter((r) => r.path === `/push/${matchID}`)).toHaveLength(0);
    } finally {
      client.close();
    }
  });

  it('group channel: Discord, Slack, Matrix and JSON get "Anne, it is your turn" with the invite link, never a seat link', async () => {
    const formats = ['discord', 'slack', 'matrix', 'json'] as const;
    const matches: Record<string, { matchID: string; credentials: string }> = {};
    for (const format of formats) {
      const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'live' });
      const set = await http.put(`/api/matches/${host.matchID}/group-channel`, { playerID: '0', credentials: host.credentials, format, url: `${push.url}/group/${format}` });
      expect(set.body).toEqual({ matchID: host.matchID, groupChannel: format });
      // The match starts: the first turns begin (live pace: no notice delay).
      const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
      // Only the host sets it.
      expect((await http.put(`/api/matches/${host.matchID}/group-channel`, { playerID: '1', credentials: guest.credentials, format, url: `${push.url}/group/x` })).status).toBe(403);
      matches[format] = { matchID: host.matchID, credentials: host.credentials };
    }
    await server.asyncPlay!.settled();
    await advance(1000);
    for (const format of formats) {
      const posts = push.received.filter((r) => r.path === `/group/${format}`);
      expect(posts.length).toBeGreaterThanOrEqual(1);
      const body = JSON.parse(posts[0]!.body.toString('utf8'));
      const text = JSON.stringify(body);
      expect(text).toMatch(/(Anne|Ben), it is your turn in Grog Island \(round 1\)\./);
      expect(text).toContain(`https://harbour.example/join/${matches[format]!.matchID}`);
      expect(text).not.toContain('/seat/');
      expect(text).not.toContain(matches[format]!.credentials);
      if (format === 'discord') expect(body).toMatchObject({ content: expect.any(String) });
      if (format === 'slack') expect(Object.keys(body)).toEqual(['text']);
      if (format === 'matrix') expect(body).toMatchObject({ text: expect.any(String), username: 'Harbour' });
      if (format === 'json') expect(body).toMatchObject({ event: 'yourTurn', matchID: matches[format]!.matchID, game: 'Grog Island', matchUrl: `https://harbour.example/join/${matches[format]!.matchID}` });
    }
    // Removing it.
    const { matchID, credentials } = matches.json!;
    expect((await http.put(`/api/matches/${matchID}/group-channel`, { playerID: '0', credentials, url: null })).body).toEqual({ matchID, groupChannel: null });
  });
});
