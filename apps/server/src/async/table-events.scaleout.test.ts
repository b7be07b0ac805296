import type { TableEventFrame } from '@harbour/protocol';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.js';
import { DATABASE_URL, dropPostgresSchemaSafe, uniqueSchema } from '../testing/env.js';
import { api } from '../testing/http.js';
import { ServerProcess } from '../testing/process.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DAY = 24 * 3_600_000;

if (!DATABASE_URL) console.log('table-events.scaleout.test.ts: TEST_DATABASE_URL is not set; the two-process test is skipped.');

const events = (client: TestClient): string[] =>
  client.frames.filter((f) => f.event === 'tableEvent').map((f) => (f.payload as { event: TableEventFrame }).event).map((e) => `${e.seq} ${e.kind} ${e.playerID}`);

/**
 * Two processes on one PostgreSQL and Redis: Anne's vacation and her return, told on process A,
 * reach Bonny's and a spectator's sockets on process B over the bus (ids only: B reads the rows), each once.
 */
describe.skipIf(!DATABASE_URL)('table events on two server processes', () => {
  it('an event kept on one process is sent by the other to its sockets of the match', async () => {
    const schema = uniqueSchema('table_events_scaleout');
    const env = { DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema, REDIS_URL, BOT_DELAY_MS: '0', BOT_THREADS: '0' };
    const servers: ServerProcess[] = [];
    const clients: TestClient[] = [];
    try {
      const [a, b] = await Promise.all([ServerProcess.start(env), ServerProcess.start(env)]);
      servers.push(a!, b!);
      const http = api(a!.url);
      const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' });
      const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Bonny' });
      const id = host.matchID as string;
      const [anne, bonny, spectator] = await Promise.all([a!, b!, b!].map((s) => TestClient.connect(s.url)));
      clients.push(anne!, bonny!, spectator!);
      expect((await anne!.join(id, '0', host.credentials)).ok).toBe(true);
      expect((await bonny!.join(id, '1', guest.credentials)).ok).toBe(true);
      expect((await spectator!.join(id)).ok).toBe(true);

      expect((await anne!.request('away', { matchID: id, until: new Date(Date.now() + 2 * DAY).toISOString() })).ok).toBe(true);
      await bonny!.waitFor(() => events(bonny!).length === 1);
      expect((await anne!.request('back', { matchID: id })).ok).toBe(true);
      for (const client of [bonny!, spectator!, anne!]) {
        await client.waitFor(() => events(client).length === 2);
        expect(events(client)).toEqual(['1 away 0', '2 back 0']);
      }
    } finally {
      for (const c of clients) c.close();
      await Promise.all(servers.map((s) => s.stop()));
      await dropPostgresSchemaSafe(schema);
    }
  }, 120_000);
});
