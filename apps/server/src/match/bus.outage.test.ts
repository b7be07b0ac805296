import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { GameRegistry } from './games.js';
import { createMatch } from './matches.js';
import { TestClient } from '../testing/client.js';
import { DATABASE_URL, dropPostgresSchemaSafe, openSchemaStore, uniqueSchema } from '../testing/env.js';
import { chooseMove, mustDecide } from '../testing/grog.js';
import { ServerProcess } from '../testing/process.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A TCP relay to Redis that can be cut (its connections reset, its port closed) and restored on the same port. */
class CuttableRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    const target = new URL(REDIS_URL);
    const server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => this.sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

if (!DATABASE_URL) console.log('bus.outage.test.ts: TEST_DATABASE_URL is not set; the two-process test is skipped.');

describe.skipIf(!DATABASE_URL)('a process whose Redis is down', () => {
  it('lets sockets join from the database, gets moves through the store check, and listens again once Redis is back (issue 26, finding 5)', async () => {
    const schema = uniqueSchema('bus_outage');
    const store = await openSchemaStore(schema);
    const relay = new CuttableRelay();
    const servers: ServerProcess[] = [];
    const clients: TestClient[] = [];
    try {
      await relay.open();
      const match = await createMatch(store, new GameRegistry(), { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] });
      const id = match.matchID;
      const env = { DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema, STORE_CHECK_MS: '500', BOT_THREADS: '0' };
      const [a, b] = await Promise.all([ServerProcess.start({ ...env, REDIS_URL }), ServerProcess.start({ ...env, REDIS_URL: `redis://127.0.0.1:${relay.port}` })]);
      servers.push(a!, b!);
      const players = await Promise.all([0, 1].map(() => TestClient.connect(a!.url)));
      clients.push(...players);
      for (const [seat, client] of players.entries()) expect((await client.join(id, String(seat), match.credentials[String(seat)])).ok).toBe(true);
      const rng = seededRng('outage');
      const moveOnA = async () => {
        const seat = mustDecide(players[0]!.state(id).G, 0) ? 0 : 1;
        const { G, _stateID } = players[seat]!.state(id);
        const { name, args } = chooseMove(G, seat, rng);
        const ack = await players[seat]!.move(id, name, args, _stateID);
        expect(ack.ok, JSON.stringify(ack)).toBe(true);
        const stateID = (await store.load(id, { state: true })).state!._stateID;
        for (const p of players) await p.waitFor(() => p.state(id)._stateID === stateID);
        return stateID;
      };

      // Redis goes away for B only (B notices: its connection is reset and reconnects are refused).
      const noticed = b!.output.join('').length;
      await relay.cut();
      await TestClient.connect(b!.url).then(async (probe) => {
        clients.push(probe);
        await probe.waitFor(() => b!.output.join('').slice(noticed).includes('redis error'), 15_000);
      });

      // A seat and a spectator join on B: from the database, at once.
      const [device, watcher] = await Promise.all([TestClient.connect(b!.url), TestClient.connect(b!.url)]);
      clients.push(device!, watcher!);
      const started = performance.now();
      const joined = await device!.join(id, '1', match.credentials['1']);
      expect(joined, JSON.stringify(joined)).toMatchObject({ ok: true });
      expect((await watcher!.join(id)).ok).toBe(true);
      expect(performance.now() - started).toBeLessThan(5_000);

      // A move on A reaches B's sockets without the bus (the store check).
      const first = await moveOnA();
      await device!.waitFor(() => device!.state(id)._stateID === first, 10_000);
      await watcher!.waitFor(() => watcher!.state(id)._stateID === first, 10_000);

      // Redis is back: B subscribes the match it held meanwhile and hears the next move.
      await relay.open();
      await device!.waitFor(() => b!.output.join('').slice(noticed).includes('redis subscription restored'), 30_000);
      const second = await moveOnA();
      await watcher!.waitFor(() => watcher!.state(id)._stateID === second, 10_000);
    } finally {
      clients.forEach((c) => c.close());
      await Promise.all(servers.map((s) => s.stop()));
      await relay.cut();
      await store.close();
      await dropPostgresSchemaSafe(schema);
    }
  }, 150_000);
});
