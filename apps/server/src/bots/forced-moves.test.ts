import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.js';
import { storageKinds } from '../testing/env.js';
import { CreateMatchBody } from '../lobby/schemas.js';
import { serverForTests } from '../testing/test-server.js';

/** Port Royal's first card of a turn is compulsory and public: the server turns it up at once. */
describe.each(storageKinds('forced-moves.test.ts'))('forced moves are made at once (%s)', (kind) => {
  const t = serverForTests(kind);

  it('the only possible move is made for the seat, logged as automatic', async () => {
    const created = await t.server.lobby.create(CreateMatchBody.parse({ game: 'port-royal', numPlayers: 2, name: 'Anne', pace: 'daily' }));
    const watcher = await TestClient.connect(t.server.url);
    try {
      expect((await watcher.join(created.matchID)).ok).toBe(true);
      await t.server.lobby.join(created.matchID, { playerID: '1', name: 'Bonny' });
      // The start's compulsory "turn up a card" is made without anyone clicking.
      await watcher.waitFor(() => watcher.log(created.matchID).some((e) => (e.metadata as { reason?: string } | undefined)?.reason === 'onlyMove'));
      const automatic = watcher.log(created.matchID).filter((e) => (e.metadata as { reason?: string } | undefined)?.reason === 'onlyMove');
      expect(automatic[0]?.action.payload).toMatchObject({ type: 'turnUp' });
      // The log's lines it added (the game's public events), for the tables to say "(automatic: …)".
      const events = (watcher.state(created.matchID).G as { events: unknown[] }).events.length;
      const span = (automatic[0]?.metadata as { events?: [number, number] }).events;
      expect(span?.[0]).toBeGreaterThanOrEqual(0);
      expect(span?.[1]).toBeGreaterThan(span?.[0] ?? Infinity);
      expect(span?.[1]).toBeLessThanOrEqual(events);
      // Made once: the state after it is the next decision's, which no forced move follows twice.
      expect(automatic.length).toBe(1);
    } finally {
      watcher.close();
    }
  });
});
