import { seededRng } from '@harbour/game-kit';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { GameRegistry } from './games.js';
import { createMatch } from './matches.js';
import { TestClient } from '../testing/client.js';
import { DATABASE_URL, dropPostgresSchemaSafe, openSchemaStore, uniqueSchema } from '../testing/env.js';
import { chooseMove, mustDecide, playSeat } from '../testing/grog.js';
import { api } from '../testing/http.js';
import { ServerProcess } from '../testing/process.js';

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
      const env = { DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema, REDIS_URL, BOT_THREADS: '0' };
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
      // (The moves the server made for a seat because they were its only possible ones are its own.)
      const moves = (log ?? []).filter((e) => e.action.type === 'MAKE_MOVE' && (e.metadata as { reason?: string } | undefined)?.reason !== 'onlyMove');
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

/** Closes the Redis subscriber connection of one server process (as a network drop would); ioredis reconnects it. */
async function dropSubscriber(redis: Redis, pid: number): Promise<void> {
  const list = (await redis.call('CLIENT', 'LIST')) as string;
  const ids = list
    .split('\n')
    .filter((line) => new RegExp(`name=harbour-sub-[^ ]*:${pid}:`).test(line))
    .map((line) => /\bid=(\d+)/.exec(line)?.[1]);
  expect(ids.length).toBe(1);
  for (const id of ids) await redis.call('CLIENT', 'KILL', 'ID', id as string);
}

describe.skipIf(!DATABASE_URL)('scale-out: the database is the authority, whatever Redis does', () => {
  it('a rotated seat link stops working on the other process even while its Redis subscription is down; updates missed meanwhile arrive after the reconnect', async () => {
    const schema = uniqueSchema('scaleout_auth');
    const store = await openSchemaStore(schema);
    const redis = new Redis(REDIS_URL);
    const servers: ServerProcess[] = [];
    const clients: TestClient[] = [];
    try {
      const match = await createMatch(store, new GameRegistry(), { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] });
      const id = match.matchID;
      const env = { DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema, REDIS_URL, BOT_THREADS: '0' };
      const [a, b] = await Promise.all([ServerProcess.start(env), ServerProcess.start(env)]);
      servers.push(a!, b!);
      // Both seats play on A; on B a spectator watches and a second device holds seat 0 with the link that will be replaced.
      const players = await Promise.all([0, 1].map(() => TestClient.connect(a!.url)));
      const [spectator, oldDevice] = await Promise.all([TestClient.connect(b!.url), TestClient.connect(b!.url)]);
      clients.push(...players, spectator!, oldDevice!);
      for (const [seat, client] of players.entries()) expect((await client.join(id, String(seat), match.credentials[String(seat)])).ok).toBe(true);
      expect((await spectator!.join(id)).ok).toBe(true);
      expect((await oldDevice!.join(id, '0', match.credentials['0'])).ok).toBe(true);
      const rng = seededRng('auth');
      const stored = async () => (await store.load(id, { state: true })).state!._stateID;
      const moveOnA = async (seat: number) => {
        const { G, _stateID } = players[seat]!.state(id);
        const { name, args } = chooseMove(G, seat, rng);
        const ack = await players[seat]!.move(id, name, args, _stateID);
        expect(ack.ok, JSON.stringify(ack)).toBe(true);
      };

      // 1. B's subscription drops; a move on A is published while B does not listen. B reloads after the reconnect.
      await dropSubscriber(redis, b!.pid);
      await moveOnA(mustDecide(players[0]!.state(id).G, 0) ? 0 : 1);
      const afterMove = await stored();
      await spectator!.waitFor(() => spectator!.state(id)._stateID === afterMove, 5_000);
      await oldDevice!.waitFor(() => oldDevice!.state(id)._stateID === afterMove, 5_000);

      // Seat 0 has a decision to make (moves by seat 1 until it does), and B has seen it.
      while (!mustDecide(players[0]!.state(id).G, 0)) {
        await moveOnA(1);
        const next = await stored();
        await players[0]!.waitFor(() => players[0]!.state(id)._stateID === next);
      }
      const before = await stored();
      await oldDevice!.waitFor(() => oldDevice!.state(id)._stateID === before, 5_000);

      // 2. B's subscription drops again, and seat 0's owner rotates the link on A: B hears nothing of it over Redis.
      await dropSubscriber(redis, b!.pid);
      const rotated = await api(a!.url).post(`/api/matches/${id}/seats/0/rotate`, { credentials: match.credentials['0'] });
      expect(rotated.status).toBe(200);
      const view = oldDevice!.state(id);
      const { name, args } = chooseMove(view.G, 0, rng);
      const ack = await oldDevice!.move(id, name, args, view._stateID);
      // The old link's move is refused and stored nowhere; a new join with it is refused on both processes.
      expect(ack.ok).toBe(false);
      if (!ack.ok) expect(ack.error.code).toMatch(/^(auth\.revoked|match\.notJoined)$/);
      expect(await stored()).toBe(before);
      for (const server of [a!, b!]) {
        const late = await TestClient.connect(server.url);
        clients.push(late);
        const refused = await late.join(id, '0', match.credentials['0']);
        expect(refused.ok).toBe(false);
        expect((await late.join(id, '0', rotated.body.credentials)).ok).toBe(true);
      }
    } finally {
      clients.forEach((c) => c.close());
      await Promise.all(servers.map((s) => s.stop()));
      redis.disconnect();
      await store.close();
      await dropPostgresSchemaSafe(schema);
    }
  }, 120_000);
});
