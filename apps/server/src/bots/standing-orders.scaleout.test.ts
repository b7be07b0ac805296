import { seededRng } from '@harbour/game-kit';
import { deciders, randomMove, toAction, type PortRoyalState } from '@harbour/port-royal';
import type { LogEntry } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { GameRegistry } from '../match/games.js';
import { createMatch } from '../match/matches.js';
import { TestClient } from '../testing/client.js';
import { DATABASE_URL, dropPostgresSchemaSafe, openSchemaStore, uniqueSchema } from '../testing/env.js';
import { ServerProcess } from '../testing/process.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

if (!DATABASE_URL) console.log('standing-orders.scaleout.test.ts: TEST_DATABASE_URL is not set; the two-process test is skipped.');

const asked = (G: PortRoyalState, seat: number) => G.status !== 'over' && deciders(G).includes(seat) && G.turn.active !== seat;

/**
 * Two processes on one PostgreSQL and Redis: Bonny, asked on Anne's turn, sets the same order from a
 * device on each process at once. Both processes judge the same state and submit the order's move;
 * the compare-and-swap lets one through, the other is stale: the order is carried out once. The
 * order reaches Bonny's devices on both processes (over the bus), never Anne's or a spectator's.
 */
describe.skipIf(!DATABASE_URL)('standing orders on two server processes', () => {
  it('an order set on both processes at once is carried out once', async () => {
    const schema = uniqueSchema('orders_scaleout');
    const store = await openSchemaStore(schema);
    const servers: ServerProcess[] = [];
    const clients: TestClient[] = [];
    try {
      const match = await createMatch(store, new GameRegistry(), { gameName: 'port-royal', numPlayers: 2, seats: [{ name: 'Anne' }, { name: 'Bonny' }] });
      const id = match.matchID;
      const env = { DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema, REDIS_URL, BOT_DELAY_MS: '0', BOT_THREADS: '0' };
      const [a, b] = await Promise.all([ServerProcess.start(env), ServerProcess.start(env)]);
      servers.push(a!, b!);
      const [anne, bonnyA, bonnyB, spectator] = await Promise.all([a!, a!, b!, b!].map((s) => TestClient.connect(s.url)));
      clients.push(anne!, bonnyA!, bonnyB!, spectator!);
      expect((await anne!.join(id, '0', match.credentials['0'])).ok).toBe(true);
      for (const device of [bonnyA!, bonnyB!]) expect((await device.join(id, '1', match.credentials['1'])).ok).toBe(true);
      expect((await spectator!.join(id)).ok).toBe(true);
      const rng = seededRng('orders-two-processes');
      let races = 0;
      while (races < 2) {
        const state = anne!.state(id);
        const G = state.G as PortRoyalState;
        expect(G.status, 'the match ended before two races').not.toBe('over');
        if (asked(G, 1)) {
          const raced = state._stateID;
          const answers = await Promise.all([bonnyA!, bonnyB!].map((d) => d.request('setOrder', { matchID: id, order: { kind: 'alwaysPass' } })));
          expect(answers.every((x) => x.ok)).toBe(true);
          await anne!.waitFor(() => anne!.state(id)._stateID > raced);
          const { log = [] } = await store.load(id, { log: true });
          const atRaced = log.filter((e: LogEntry) => e._stateID === raced && e.action.type === 'MAKE_MOVE');
          expect(atRaced.map((e) => e.action.payload)).toMatchObject([{ type: 'pass', playerID: '1' }]);
          expect((await bonnyA!.request('cancelOrder', { matchID: id })).ok).toBe(true);
          races++;
          continue;
        }
        if (deciders(G).includes(0)) {
          const { name, args } = toAction(randomMove(G, 0, rng));
          const ack = await anne!.move(id, name, args, state._stateID);
          if (ack.ok) await anne!.waitFor(() => anne!.state(id)._stateID >= ack.stateID);
          else expect(ack.error.code).toBe('state.stale');
        } else if (deciders(G).includes(1)) {
          // Bonny's own turn: she plays it herself.
          await bonnyA!.waitFor(() => bonnyA!.state(id)._stateID >= state._stateID);
          if (!deciders(bonnyA!.state(id).G as PortRoyalState).includes(1)) continue;
          const { name, args } = toAction(randomMove(bonnyA!.state(id).G as PortRoyalState, 1, rng));
          const ack = await bonnyA!.move(id, name, args, bonnyA!.state(id)._stateID);
          if (ack.ok) await anne!.waitFor(() => anne!.state(id)._stateID >= ack.stateID);
        } else {
          await anne!.nextFrame();
        }
      }
      // Each of Bonny's devices heard of her order (set on its own process and on the other), over the bus too.
      for (const device of [bonnyA!, bonnyB!]) expect(device.frames.filter((f) => f.event === 'order').length).toBeGreaterThanOrEqual(4);
      for (const viewer of [anne!, spectator!]) expect(viewer.frames.some((f) => f.event === 'order' || JSON.stringify(f.payload).includes('alwaysPass'))).toBe(false);
    } finally {
      clients.forEach((c) => c.close());
      await Promise.all(servers.map((s) => s.stop()));
      await store.close();
      await dropPostgresSchemaSafe(schema);
    }
  }, 180_000);
});
