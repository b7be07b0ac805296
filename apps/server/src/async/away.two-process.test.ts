import { AsyncStore, MatchStore, type MatchStorage } from '@harbour/storage';
import type { LogEntry } from 'boardgame.io';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.js';
import { DATABASE_URL, dropPostgresSchemaSafe, openSchemaStore, uniqueSchema } from '../testing/env.js';
import { eventually } from '../testing/eventually.js';
import { api } from '../testing/http.js';
import { ServerProcess } from '../testing/process.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Servers with the test clock, whose scheduler runs only when the test moves the clock. */
const TEST_ENV = { NODE_ENV: 'test', HARBOUR_TEST_CLOCK: '1', ASYNC_TICK_MS: '3600000', ASYNC_LEASE_MS: '60000', BOT_THREADS: '0' };

const schema = uniqueSchema('async_away');
afterAll(async () => {
  if (DATABASE_URL) await dropPostgresSchemaSafe(schema);
});

async function dailyMatch(url: string) {
  const http = api(url);
  const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' });
  const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
  await eventually('the first clocks', async () => (await http.get(`/api/matches/${host.matchID}`)).body.clocks.seats.every((s: { deadline: string | null }) => s.deadline !== null));
  return { matchID: host.matchID as string, credentials: [host.credentials as string, guest.credentials as string] };
}

async function advanceBoth(urls: string[], ms: number): Promise<number> {
  const replies = await Promise.all(urls.map((url) => api(url).post('/test/clock', { advanceMs: ms })));
  for (const reply of replies) expect(reply.status).toBe(200);
  return Date.parse(replies[0]!.body.now);
}

function timeouts(log: LogEntry[]): string[] {
  return log.filter((e) => e.action.type === 'MAKE_MOVE' && (e.metadata as { reason?: string } | undefined)?.reason === 'timeout').map((e) => String((e.action.payload as { playerID: string }).playerID)).sort();
}

describe.runIf(DATABASE_URL !== undefined)('vacations and pauses on two processes (PostgreSQL)', () => {
  it('a vacation ends once, a pause is voted once, and every deadline after them fires once', async () => {
    const env = { DATABASE_URL: DATABASE_URL as string, DATABASE_SCHEMA: schema, ...TEST_ENV };
    const [a, b] = await Promise.all([ServerProcess.start(env), ServerProcess.start(env)]);
    const clients: TestClient[] = [];
    let store: MatchStorage | undefined;
    try {
      const urls = [a.url, b.url];
      const away = [await dailyMatch(a.url), await dailyMatch(b.url)];
      const paused = [await dailyMatch(a.url), await dailyMatch(b.url)];
      const at = await advanceBoth(urls, 0);
      // Seat 0 of each "away" match leaves for two days (through the other process than the match's creator).
      for (const [i, m] of away.entries()) {
        const client = await TestClient.connect(urls[1 - i]!);
        clients.push(client);
        expect((await client.join(m.matchID, '0', m.credentials[0])).ok).toBe(true);
        expect((await client.request('away', { matchID: m.matchID, until: new Date(at + 2 * DAY).toISOString() })).ok).toBe(true);
        client.close();
      }
      // Both seats of each "paused" match vote at the same moment, one on each process: exactly one vote pauses it.
      for (const m of paused) {
        const votes = await Promise.all(
          [0, 1].map(async (seat) => {
            const client = await TestClient.connect(urls[seat]!);
            clients.push(client);
            expect((await client.join(m.matchID, String(seat), m.credentials[seat])).ok).toBe(true);
            return client;
          }),
        ).then((seated) => Promise.all(seated.map((client) => client.request<{ paused: boolean }>('pause', { matchID: m.matchID, agree: true }))));
        expect(votes.filter((v) => v.ok && v.paused).length).toBe(1);
      }
      for (const c of clients) c.close();

      // Both schedulers run together past the vacations' end.
      await advanceBoth(urls, DAY + HOUR);
      await advanceBoth(urls, DAY);
      await advanceBoth(urls, 1000);
      store = await openSchemaStore(schema);
      const asyncStore = new AsyncStore((store as MatchStore).db);
      for (const m of away) {
        const row = (await asyncStore.seatClocks([m.matchID])).find((r) => r.playerID === '0');
        // Counted once: two days (counted twice it would be four).
        expect(row).toMatchObject({ awayUntil: null, frozenAt: null });
        expect(Math.abs((row?.awayUsedMs ?? 0) - 2 * DAY)).toBeLessThan(10_000);
      }
      for (const m of paused) expect(timeouts((await store.load(m.matchID, { log: true })).log ?? [])).toEqual([]);

      // Resumed on one process; then the deadlines run out with both schedulers running.
      for (const m of paused) {
        const client = await TestClient.connect(b.url);
        clients.push(client);
        expect((await client.join(m.matchID, '1', m.credentials[1])).ok).toBe(true);
        expect(await client.request('resume', { matchID: m.matchID })).toEqual({ ok: true });
        client.close();
      }
      await advanceBoth(urls, DAY + HOUR);
      await advanceBoth(urls, 1000);
      await advanceBoth(urls, 1000);
      for (const m of [...away, ...paused]) {
        await eventually('the decisions were made', async () => timeouts((await store!.load(m.matchID, { log: true })).log ?? []).length >= 2);
        expect(timeouts((await store.load(m.matchID, { log: true })).log ?? [])).toEqual(['0', '1']);
      }
    } finally {
      for (const c of clients) c.close();
      await store?.close();
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 120_000);
});
