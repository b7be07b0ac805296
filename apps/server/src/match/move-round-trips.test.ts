import { seededRng } from '@harbour/game-kit';
import { MatchStore, type Db } from '@harbour/storage';
import { describe, expect, it } from 'vitest';
import { startServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { DATABASE_URL, openTestStore, testConfig } from '../testing/env.js';
import { chooseMove, mustDecide } from '../testing/grog.js';
import { api } from '../testing/http.js';

const MOVES = 8;

describe('the database work of a move', () => {
  it('a move of a match with no orders, no pace and no subscriptions makes one round trip: the compare-and-swap', async () => {
    // (Besides, the orders of a held match are read once, when this process first judges them; then again only when one changes.)
    const { store, cleanup } = await openTestStore(DATABASE_URL ? 'postgres' : 'pglite');
    // Every statement the server sends, from the moment the table is set.
    const db = (store as MatchStore).db as Db & { query: Db['query'] };
    const sent: string[] = [];
    let counting = false;
    const query = db.query.bind(db);
    db.query = ((text: string, params?: readonly unknown[]) => {
      if (counting) sent.push(text.replace(/\s+/g, ' ').trim().slice(0, 200));
      return query(text, params);
    }) as Db['query'];
    // No timers of the scheduler or the outbox inside the test (they are not a move's work).
    const server = await startServer({ config: testConfig({ ASYNC_TICK_MS: '3600000' }), store });
    const clients: TestClient[] = [];
    try {
      const http = api(server.url);
      const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne' });
      const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
      const matchID = host.matchID as string;
      for (const [seat, credentials] of [host.credentials, guest.credentials].entries()) {
        const client = await TestClient.connect(server.url);
        clients.push(client);
        expect((await client.join(matchID, String(seat), credentials as string)).ok).toBe(true);
      }
      await server.asyncPlay?.settled();
      const rng = seededRng('round-trips');
      let moves = 0;
      counting = true;
      while (moves < MOVES) {
        const seat = [0, 1].find((s) => mustDecide(clients[s]!.state(matchID).G, s));
        if (seat === undefined) {
          await TestClient.nextFrameOnAny(clients);
          continue;
        }
        const client = clients[seat]!;
        const { name, args } = chooseMove(client.state(matchID).G, seat, rng);
        const ack = await client.move(matchID, name, args);
        expect(ack.ok, JSON.stringify(ack)).toBe(true);
        if (!ack.ok) return;
        moves++;
        // Everything the move set off here: its sockets told, its after-commit work done.
        await Promise.all(clients.map((c) => c.waitFor(() => c.state(matchID)._stateID >= ack.stateID)));
        await server.asyncPlay?.settled();
      }
      counting = false;
      const commits = sent.filter((text) => text.startsWith('WITH upd AS ( UPDATE matches'));
      expect(commits).toHaveLength(MOVES);
      expect(sent.filter((text) => !commits.includes(text)), 'statements besides the commits').toEqual([expect.stringMatching(/^SELECT .* FROM seat_orders /)]);
    } finally {
      clients.forEach((c) => c.close());
      await server.close();
      await cleanup();
    }
  }, 180_000);
});
