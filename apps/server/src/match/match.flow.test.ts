import { describe, expect, it } from 'vitest';
import { createMatch } from './matches.js';
import { TestClient } from '../testing/client.js';
import { storageKinds } from '../testing/env.js';
import { playSeat } from '../testing/grog.js';
import { serverForTests } from '../testing/test-server.js';

// Every player count on PGlite; one on PostgreSQL (the storage contract suite covers the rest).
const runs = storageKinds('match.test.ts').map((kind) => ({ kind, counts: kind === 'pglite' ? [2, 3, 4] : [3] }));

describe.each(runs)('full Grog Island matches over real sockets ($kind)', ({ kind, counts }) => {
  const t = serverForTests(kind);

  it.each(counts)('plays a complete %i-player match with scripted clients and a spectator', async (numPlayers) => {
    const names = ['Anne', 'Bonny', 'Calico', 'Drake'].slice(0, numPlayers);
    const created = await createMatch(t.server.store, t.server.games, { gameName: 'grog-island', numPlayers, seats: names.map((name) => ({ name })) });
    // Odd seats and the spectator take their updates as patches, the others whole; the first two
    // seats take their own moves' updates in the answers.
    const clients = await Promise.all(names.map((_, i) => TestClient.connect(t.server.url, { patches: i % 2 === 1, updateInAnswer: i < 2 })));
    const watcher = await TestClient.connect(t.server.url, { patches: true });
    try {
      for (const [i, client] of clients.entries()) {
        const ack = await client.join(created.matchID, String(i), created.credentials[String(i)]);
        expect(ack.ok).toBe(true);
        if (ack.ok) {
          expect(ack.players.map((p) => p.name)).toEqual(names);
          expect(ack.started).toBe(true);
          expect(ack.playerID).toBe(String(i));
        }
      }
      expect((await watcher.join(created.matchID)).ok).toBe(true);
      const results = await Promise.all(clients.map((client, i) => playSeat(client, created.matchID, i, `${kind}-${numPlayers}-${i}`)));
      const total = results.reduce((sum, r) => sum + r.moves, 0);
      expect(total).toBeGreaterThan(20);

      const stored = await t.server.store.load(created.matchID, { state: true, log: true, metadata: true });
      expect(stored.state?.ctx.gameover).toBeDefined();
      expect(stored.metadata?.gameover).toEqual(stored.state?.ctx.gameover);
      // Every client and the spectator end on the stored state id, with the whole log.
      await watcher.waitFor(() => watcher.state(created.matchID)._stateID === stored.state?._stateID);
      const whole = await TestClient.connect(t.server.url);
      await whole.join(created.matchID);
      expect(watcher.state(created.matchID)).toEqual(whole.state(created.matchID));
      whole.close();
      for (const client of [...clients, watcher]) {
        expect(client.state(created.matchID)._stateID).toBe(stored.state?._stateID);
        expect(client.state(created.matchID).ctx.gameover).toEqual(stored.state?.ctx.gameover);
        expect(client.log(created.matchID)).toHaveLength(stored.log?.length ?? -1);
      }
      // Every accepted move is in the stored log (moves by seats; automatic events besides, and the
      // moves the server made for a seat because they were its only possible ones).
      const onlyMove = (e: { metadata?: unknown }) => (e.metadata as { reason?: string } | undefined)?.reason === 'onlyMove';
      const movesInLog = stored.log?.filter((e) => e.action.type === 'MAKE_MOVE' && !onlyMove(e)).length;
      expect(movesInLog).toBe(total);
    } finally {
      for (const c of [...clients, watcher]) c.close();
    }
  });
});
