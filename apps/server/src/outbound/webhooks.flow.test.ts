import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AsyncStore, MatchStore } from '@harbour/storage';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { DATABASE_URL, openTestStore, testConfig } from '../testing/env.js';
import { mustDecide, playSeat } from '../testing/grog.js';
import { api } from '../testing/http.js';

/** Seat webhooks go through the notice outbox, which lives in the database: PostgreSQL when there is one, else PGlite. */
const KIND = DATABASE_URL ? 'postgres' : 'pglite';

interface Received {
  path: string;
  body: { event: string; matchID: string; playerID: string; text: string; content: string; matchUrl: string; winners?: string[] };
  at: number;
}

/** A local HTTP receiver: answers 500 to the first `failFirst` requests of a path, and can be slow. */
class Receiver {
  readonly received: Received[] = [];
  readonly attempts = new Map<string, number>();
  failFirst = 0;
  delayMs = 0;
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        const path = req.url ?? '';
        const n = (this.attempts.get(path) ?? 0) + 1;
        this.attempts.set(path, n);
        setTimeout(() => {
          if (n <= this.failFirst) {
            res.writeHead(500).end();
            return;
          }
          this.received.push({ path, body: JSON.parse(text), at: Date.now() });
          res.writeHead(204).end();
        }, this.delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  events(path: string, event: string): Received[] {
    return this.received.filter((r) => r.path === path && r.body.event === event);
  }

  async waitFor(predicate: () => boolean, ms = 15_000, explain: () => Promise<string> = async () => ''): Promise<void> {
    const end = Date.now() + ms;
    while (!predicate()) {
      if (Date.now() > end) throw new Error(`webhook not received in time; attempts ${JSON.stringify([...this.attempts])}, received ${JSON.stringify(this.received.map((r) => [r.path, r.body.event]))}${await explain()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function twoSeatMatch(server: RunningServer, hooks: { host?: string; guest?: string }) {
  const http = api(server.url);
  const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host' });
  if (hooks.host) expect((await http.put(`/api/matches/${host.matchID}/seats/0/webhook`, { credentials: host.credentials, url: hooks.host })).body).toEqual({ matchID: host.matchID, playerID: '0', webhook: true });
  const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Guest' });
  if (hooks.guest) expect((await http.put(`/api/matches/${host.matchID}/seats/1/webhook`, { credentials: guest.credentials, url: hooks.guest })).status).toBe(200);
  return { host, guest, http };
}

describe('webhooks: your-turn and game-over notices, through the notice outbox', () => {
  const receiver = new Receiver();
  let base: string;
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    base = await receiver.start();
    const opened = await openTestStore(KIND);
    cleanup = opened.cleanup;
    server = await startServer({
      config: testConfig({ HARBOUR_TEST_CLOCK: '1', ASYNC_TICK_MS: '100', WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_MIN_INTERVAL_MS: '0', PUBLIC_URL: 'https://harbour.example' }),
      store: opened.store,
    });
  });
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
    await receiver.close();
  });

  it('delivers when the seat can act and when the game ends, retries failures, and never holds up the game', async () => {
    receiver.failFirst = 2;
    // The failures answer late (within the timeout): the clock moves on while each is awaited, as a slow
    // receiver or a busy machine makes it. The retries are counted from when each try began.
    receiver.delayMs = 150;
    const { host, guest } = await twoSeatMatch(server, { host: `${base}/host`, guest: `${base}/guest` });
    // The match started when the guest sat down: the host (with a webhook) can act. Two failures, then
    // delivered: the outbox retries after 30 s and 60 s more (the test clock moves them forward).
    const http = api(server.url);
    await receiver.waitFor(() => receiver.attempts.get('/host') === 1);
    await http.post('/test/clock', { advanceMs: 30_000 });
    await receiver.waitFor(() => receiver.attempts.get('/host') === 2);
    await http.post('/test/clock', { advanceMs: 60_000 });
    await receiver.waitFor(() => receiver.events('/host', 'yourTurn').length === 1);
    expect(receiver.attempts.get('/host')).toBe(3);
    const notice = receiver.events('/host', 'yourTurn')[0]!.body;
    expect(notice).toMatchObject({ matchID: host.matchID, playerID: '0', game: 'grog-island', matchUrl: `https://harbour.example/match/${host.matchID}` });
    expect(notice.text).toContain('your turn');
    expect(notice.content).toBe(notice.text);
    expect(JSON.stringify(receiver.received)).not.toContain(host.credentials);

    // From now on the receiver is slow (longer than the timeout) and fails: the game does not wait for it.
    receiver.delayMs = 1000;
    receiver.failFirst = 1_000_000;
    const clients = await Promise.all([0, 1].map(() => TestClient.connect(server.url)));
    try {
      await clients[0]!.join(host.matchID, '0', host.credentials);
      await clients[1]!.join(host.matchID, '1', guest.credentials);
      const started = Date.now();
      let slowest = 0;
      let moves = 0;
      await Promise.all(
        clients.map(async (c, i) => {
          const rng = `hook-${i}`;
          await playSeat(c, host.matchID, i, rng, {
            onAck: () => {
              moves++;
              slowest = Math.max(slowest, Date.now() - started);
            },
            stopAt: () => moves >= 6,
          });
        }),
      );
      expect(moves).toBeGreaterThanOrEqual(6);
      const perMove = (Date.now() - started) / moves;
      expect(perMove).toBeLessThan(500);

      // Back to a healthy receiver; play to the end: both seats hear that the game is over.
      receiver.delayMs = 0;
      receiver.failFirst = 0;
      receiver.attempts.clear();
      // The guest hears of a turn of its own: play on until it must decide, then let the breaker's pause
      // pass; its "your turn" goes out while it can still act (once the match is over it no longer would).
      const guestDecides = () => {
        const state = clients[1]!.state(host.matchID);
        return state.ctx.gameover === undefined && mustDecide(state.G, 1);
      };
      await Promise.all(clients.map((c, i) => playSeat(c, host.matchID, i, `hook-mid-${i}`, { stopAt: guestDecides })));
      const told = () => receiver.events('/guest', 'yourTurn').length >= 1;
      for (let i = 0; i < 6 && !told(); i++) await http.post('/test/clock', { advanceMs: 16 * 60_000 });
      // What a timeout says: the match's outbox rows and the test clock.
      const outbox = async () => `; outbox ${JSON.stringify(await new AsyncStore((server.store as MatchStore).db).outbox(host.matchID))}; clock ${(await http.post('/test/clock', { advanceMs: 0 })).body.now}`;
      await receiver.waitFor(told, 15_000, outbox);
      await Promise.all(clients.map((c, i) => playSeat(c, host.matchID, i, `hook-end-${i}`)));
      // The receiver failed often enough to be backed off (its breaker open, its notices waiting to be
      // tried again): the test clock moves past both pauses.
      const over2 = () => receiver.events('/host', 'gameOver').length === 1 && receiver.events('/guest', 'gameOver').length === 1;
      for (let i = 0; i < 6 && !over2(); i++) await http.post('/test/clock', { advanceMs: 16 * 60_000 });
      await receiver.waitFor(over2, 15_000, outbox);
      const over = receiver.events('/guest', 'gameOver')[0]!.body;
      expect(over.winners?.length).toBeGreaterThan(0);
      // The guest was told too (each turn that begins writes the seat's row again once the last one was delivered).
      expect(receiver.events('/guest', 'yourTurn').length).toBeGreaterThanOrEqual(1);
    } finally {
      clients.forEach((c) => c.close());
    }
  });
});

describe('webhooks: per-seat rate limit and private addresses', () => {
  it('sends at most one your-turn notice per seat per interval, and refuses private addresses unless allowed (counted and logged)', async () => {
    const receiver = new Receiver();
    const base = await receiver.start();
    const stores = [await openTestStore(KIND), await openTestStore(KIND)];
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const limited = await startServer({ config: testConfig({ ASYNC_TICK_MS: '100', WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_MIN_INTERVAL_MS: '3600000' }), store: stores[0]!.store });
    const strict = await startServer({ config: testConfig({ ASYNC_TICK_MS: '100', WEBHOOK_ALLOW_PRIVATE: '0' }), store: stores[1]!.store, logger });
    try {
      const { host, guest } = await twoSeatMatch(limited, { host: `${base}/a0`, guest: `${base}/a1` });
      const clients = await Promise.all([0, 1].map(() => TestClient.connect(limited.url)));
      await clients[0]!.join(host.matchID, '0', host.credentials);
      await clients[1]!.join(host.matchID, '1', guest.credentials);
      await Promise.all(clients.map((c, i) => playSeat(c, host.matchID, i, `limit-${i}`)));
      clients.forEach((c) => c.close());
      await receiver.waitFor(() => receiver.events('/a0', 'gameOver').length === 1 && receiver.events('/a1', 'gameOver').length === 1);
      expect(receiver.events('/a0', 'yourTurn').length).toBeLessThanOrEqual(1);
      expect(receiver.events('/a1', 'yourTurn').length).toBeLessThanOrEqual(1);

      // Refused when set (issue 35, finding 3): a clear 400, nothing stored, nothing logged.
      const strictHttp = api(strict.url);
      const { body: early } = await strictHttp.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host' });
      for (const url of [`${base}/private`, 'https://127.0.0.1/x', 'https://[::ffff:10.0.0.1]/x', 'https://localhost./x']) {
        const put = await strictHttp.put(`/api/matches/${early.matchID}/seats/0/webhook`, { credentials: early.credentials, url });
        expect(put.status, url).toBe(400);
        expect(put.body.error.code, url).toBe('webhook.privateAddress');
      }
      const kept = await stores[1]!.store.load(early.matchID, { metadata: true });
      expect(kept.metadata?.players[0]?.data?.webhook).toBeUndefined();
      expect(lines).toEqual([]);

      // Refused again when delivered (a name may resolve to a private address later; here one
      // stored before the check at set time existed).
      const { body: host2 } = await strictHttp.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host' });
      await stores[1]!.store.updateMetadata(host2.matchID, (m) => {
        m.players[0]!.data = { ...(m.players[0]!.data ?? {}), webhook: { url: `${base}/private` } };
        return m;
      });
      await strictHttp.post(`/api/matches/${host2.matchID}/join`, { playerID: '1', name: 'Guest' });
      const blocked = async () => (await (await fetch(`${strict.url}/metrics`)).text()).match(/harbour_notice_deliveries_total\{channel="webhook",result="blocked"\} (\d+)/)?.[1];
      await receiver.waitFor(() => lines.some((l) => l.includes('notice address refused')));
      expect(await blocked()).toBe('1');
      expect(receiver.attempts.get('/private')).toBeUndefined();
      // One bounded line: where (host only, never the path with its secret) and why.
      const line = JSON.parse(lines.find((l) => l.includes('notice address refused'))!);
      expect(line).toMatchObject({ channel: 'webhook', kind: 'hook', host: expect.stringMatching(/^127\.0\.0\.1:\d+$/), reason: expect.any(String) });
      expect(JSON.stringify(line)).not.toContain('/private');
    } finally {
      await limited.close();
      await strict.close();
      await Promise.all(stores.map((s) => s.cleanup()));
      await receiver.close();
    }
  });
});
