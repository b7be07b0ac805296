import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { testConfig } from '../testing/env.js';
import { playSeat } from '../testing/grog.js';
import { api } from '../testing/http.js';

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

  async waitFor(predicate: () => boolean, ms = 15_000): Promise<void> {
    const end = Date.now() + ms;
    while (!predicate()) {
      if (Date.now() > end) throw new Error('webhook not received in time');
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

describe('webhooks: your-turn and game-over notices', () => {
  const receiver = new Receiver();
  let base: string;
  let server: RunningServer;

  beforeAll(async () => {
    base = await receiver.start();
    server = await startServer({
      config: testConfig({ STORAGE: 'memory', WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_RETRIES: '3', WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_MIN_INTERVAL_MS: '0', PUBLIC_URL: 'https://harbour.example' }),
    });
  });
  afterAll(async () => {
    await server?.close();
    await receiver.close();
  });

  it('delivers when the seat can act and when the game ends, retries failures, and never holds up the game', async () => {
    receiver.failFirst = 2;
    const { host, guest } = await twoSeatMatch(server, { host: `${base}/host`, guest: `${base}/guest` });
    // The match started when the guest sat down: the host (with a webhook) can act. Two failures, then delivered.
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
      await Promise.all(clients.map((c, i) => playSeat(c, host.matchID, i, `hook-end-${i}`)));
      await receiver.waitFor(() => receiver.events('/host', 'gameOver').length === 1 && receiver.events('/guest', 'gameOver').length === 1);
      const over = receiver.events('/guest', 'gameOver')[0]!.body;
      expect(over.winners?.length).toBeGreaterThan(0);
      // Turns passed back and forth: each seat was told more than once that it could act.
      expect(receiver.events('/guest', 'yourTurn').length).toBeGreaterThan(1);
    } finally {
      clients.forEach((c) => c.close());
    }
  });
});

describe('webhooks: per-seat rate limit and private addresses', () => {
  it('sends at most one your-turn notice per seat per interval, and refuses private addresses unless allowed', async () => {
    const receiver = new Receiver();
    const base = await receiver.start();
    const limited = await startServer({ config: testConfig({ STORAGE: 'memory', WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_MIN_INTERVAL_MS: '3600000', WEBHOOK_RETRY_BASE_MS: '50' }) });
    const strict = await startServer({ config: testConfig({ STORAGE: 'memory', WEBHOOK_ALLOW_PRIVATE: '0', WEBHOOK_RETRY_BASE_MS: '50' }) });
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
      expect(await (await fetch(`${limited.url}/metrics`)).text()).toMatch(/harbour_webhook_deliveries_total\{result="rateLimited"\} [1-9]/);

      await twoSeatMatch(strict, { host: `${base}/private` });
      const blocked = async () => (await (await fetch(`${strict.url}/metrics`)).text()).match(/harbour_webhook_deliveries_total\{result="blocked"\} (\d+)/)?.[1];
      for (let i = 0; i < 100 && (await blocked()) !== '1'; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await blocked()).toBe('1');
      expect(receiver.attempts.get('/private')).toBeUndefined();
    } finally {
      await limited.close();
      await strict.close();
      await receiver.close();
    }
  });
});
