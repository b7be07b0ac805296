import { describe, expect, it } from 'vitest';
import { GameRegistry } from '../src/games.js';
import { createMatch } from '../src/matches.js';
import { TestClient } from './support/client.js';
import { DATABASE_URL, dropPostgresSchemaSafe, openSchemaStore, uniqueSchema } from './support/env.js';
import { playSeat } from './support/grog.js';
import { ServerProcess } from './support/process.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

if (!DATABASE_URL) console.log('scaleout.test.ts: TEST_DATABASE_URL is not set; the two-process test is skipped.');

describe.skipIf(!DATABASE_URL)('scale-out: two server processes on one PostgreSQL and Redis', () => {
  it('racing moves from both processes: exactly one wins each race, nothing is lost, everyone converges', async () => {
    const schema = uniqueSchema('scaleout_test');
    const store = await openSchemaStore(schema);
    const servers: ServerProcess[] = [];
    const clients: TestClient[] = [];
    try {
      const match = await createMatch(store, new GameRegistry(), { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] });
      const env = { DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema, REDIS_URL };
      servers.push(...(await Promise.all([ServerProcess.start(env), ServerProcess.start(env)])));
      // Each seat is held twice, once on each process (two devices of one person), and both devices play:
      // every decision of a seat is a race between the two processes.
      const seats = [0, 1];
      const devices = await Promise.all(seats.flatMap((seat) => servers.map(async (server) => ({ seat, client: await TestClient.connect(server.url) }))));
      const spectators = await Promise.all(servers.map((s) => TestClient.connect(s.url)));
      clients.push(...devices.map((d) => d.client), ...spectators);
      for (const d of devices) expect((await d.client.join(match.matchID, String(d.seat), match.credentials[String(d.seat)])).ok).toBe(true);
      for (const s of spectators) expect((await s.join(match.matchID)).ok).toBe(true);

      const acked: { stateID: number; seat: number; name: string }[] = [];
      const results = await Promise.all(devices.map((d, i) => playSeat(d.client, match.matchID, d.seat, `race-${i}`, { onAck: (a) => acked.push(a) })));
      const stale = results.reduce((sum, r) => sum + r.stale, 0);
      expect(stale, 'the two devices of a seat did race').toBeGreaterThan(5);

      const { state, log } = await store.load(match.matchID, { state: true, log: true });
      expect(state?.ctx.gameover).toBeDefined();
      // No lost update: every acknowledged move is in the log, each state id was won exactly once.
      const moves = (log ?? []).filter((e) => e.action.type === 'MAKE_MOVE');
      expect(moves).toHaveLength(acked.length);
      expect(new Set(acked.map((a) => a.stateID)).size).toBe(acked.length);
      for (const ack of acked) {
        expect(moves.find((e) => e._stateID === ack.stateID - 1)?.action.payload).toMatchObject({ type: ack.name, playerID: String(ack.seat) });
      }
      // Everyone, on both processes, converges on the stored state.
      for (const client of clients) {
        await client.waitFor(() => client.state(match.matchID)._stateID === state?._stateID);
        expect(client.state(match.matchID).ctx).toEqual(state?.ctx);
        expect(client.log(match.matchID)).toHaveLength(log?.length ?? -1);
      }
      for (const seat of seats) {
        const [a, b] = devices.filter((d) => d.seat === seat).map((d) => d.client.state(match.matchID).G);
        expect(a).toEqual(b);
      }
      expect(spectators[0]!.state(match.matchID).G).toEqual(spectators[1]!.state(match.matchID).G);
      // Some races were decided by the database's compare-and-swap itself (both processes applied the move in memory).
      const conflicts = await Promise.all(servers.map(async (s) => Number(/^harbour_commit_conflicts_total (\d+)/m.exec(await (await fetch(`${s.url}/metrics`)).text())?.[1] ?? 0)));
      console.log(`scale-out: ${acked.length} moves, ${stale} stale refusals, ${conflicts[0]! + conflicts[1]!} lost compare-and-swaps`);
      expect(conflicts[0]! + conflicts[1]!).toBeGreaterThan(0);
    } finally {
      clients.forEach((c) => c.close());
      await Promise.all(servers.map((s) => s.stop()));
      await store.close();
      await dropPostgresSchemaSafe(schema);
    }
  }, 120_000);
});
