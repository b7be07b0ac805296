import { seededRng } from '@harbour/game-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch } from './matches.js';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { chooseMove, mustDecide } from '../testing/grog.js';

/**
 * Two processes on one store whose bus loses every message (a single-process bus each): the
 * periodic check against the store (`sweepBehind`) is what brings a held match up to date.
 */
describe.each(storageKinds('store-check.test.ts'))('held matches behind the store catch up ($kind)', (kind) => {
  let a: RunningServer;
  let b: RunningServer;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    a = await startServer({ config: testConfig(), store: opened.store });
    b = await startServer({ config: testConfig(), store: opened.store });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await cleanup?.();
  });

  it('a move made on one process reaches the sockets of the other after a missed bus message', async () => {
    const match = await createMatch(a.store, a.games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] });
    const mover = await TestClient.connect(a.url);
    const watcher = await TestClient.connect(b.url);
    try {
      expect((await watcher.join(match.matchID)).ok).toBe(true);
      const seat = [0, 1].find((s) => mustDecide(watcher.state(match.matchID).G, s)) as number;
      expect((await mover.join(match.matchID, String(seat), match.credentials[String(seat)])).ok).toBe(true);
      const before = watcher.state(match.matchID)._stateID;
      const { name, args } = chooseMove(mover.state(match.matchID).G, seat, seededRng('store-check'));
      const ack = await mover.move(match.matchID, name, args);
      expect(ack.ok).toBe(true);
      // Nothing can tell process B (its bus is its own): it still holds the old state.
      expect(await b.runner.withMatch(match.matchID, async (live) => live.state._stateID)).toBe(before);
      expect(watcher.state(match.matchID)._stateID).toBe(before);
      // Process A holds nothing behind; B holds one match behind and brings its socket up to date.
      // A move written a moment ago is left to its bus message (most likely on its way)…
      expect(await b.runner.sweepBehind(60_000)).toBe(0);
      expect(watcher.state(match.matchID)._stateID).toBe(before);
      // …one that has settled was missed.
      expect(await a.runner.sweepBehind(0)).toBe(0);
      expect(await b.runner.sweepBehind(0)).toBe(1);
      await watcher.waitFor(() => watcher.state(match.matchID)._stateID === before + 1, 5_000);
      const fresh = await TestClient.connect(b.url);
      await fresh.join(match.matchID);
      expect(watcher.state(match.matchID)).toEqual(fresh.state(match.matchID));
      fresh.close();
      expect(await b.runner.sweepBehind(0)).toBe(0);
    } finally {
      mover.close();
      watcher.close();
    }
  });
});
