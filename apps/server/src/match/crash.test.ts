import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage, type MatchStorage } from '@harbour/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { GameRegistry } from './games.js';
import { createMatch } from './matches.js';
import { TestClient } from '../testing/client.js';
import { DATABASE_URL, dropPostgresSchemaSafe, openSchemaStore, uniqueSchema } from '../testing/env.js';
import { playSeat } from '../testing/grog.js';
import { ServerProcess } from '../testing/process.js';

interface Target {
  name: string;
  env: Record<string, string>;
  /** Opens the store from the test process (PGlite: only while no server runs). */
  open(): Promise<MatchStorage>;
  cleanup(): Promise<void>;
}

function targets(): Target[] {
  const dir = mkdtempSync(join(tmpdir(), 'harbour-crash-'));
  const list: Target[] = [
    {
      name: 'PGlite',
      env: { DATA_DIR: dir, BOT_THREADS: '0' },
      open: () => openStorage({ dataDir: dir }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    },
  ];
  if (DATABASE_URL) {
    const schema = uniqueSchema('crash_test');
    list.push({
      name: 'PostgreSQL',
      env: { DATABASE_URL, DATABASE_SCHEMA: schema, BOT_THREADS: '0' },
      open: () => openSchemaStore(schema),
      cleanup: () => dropPostgresSchemaSafe(schema),
    });
  } else {
    console.log('crash.test.ts: TEST_DATABASE_URL is not set; the PostgreSQL run is skipped.');
  }
  return list;
}

const all = targets();
afterAll(async () => {
  for (const t of all) await t.cleanup();
});

describe.each(all)('crash: SIGKILL during play ($name)', (target) => {
  it('keeps every acknowledged move and lets the clients continue after a restart', async () => {
    const games = new GameRegistry();
    const setup = await target.open();
    const match = await createMatch(setup, games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] });
    await setup.close();

    let server = await ServerProcess.start(target.env);
    const acked: { stateID: number; seat: number; name: string }[] = [];
    let clients: TestClient[] = [];
    try {
      clients = await Promise.all([0, 1].map(() => TestClient.connect(server.url)));
      for (const [i, c] of clients.entries()) expect((await c.join(match.matchID, String(i), match.credentials[String(i)])).ok).toBe(true);
      const killAt = 30;
      const first = server;
      await Promise.allSettled(
        clients.map((c, i) =>
          playSeat(c, match.matchID, i, `crash-${i}`, {
            onAck: (ack) => {
              acked.push(ack);
              if (acked.length === killAt) first.kill();
            },
          }),
        ),
      );
      expect(acked.length).toBeGreaterThanOrEqual(killAt);
      const toldAbout = Math.max(...clients.map((c) => c.state(match.matchID)._stateID));
      clients.forEach((c) => c.close());

      server = await ServerProcess.start(target.env);
      clients = await Promise.all([0, 1].map(() => TestClient.connect(server.url)));
      for (const [i, c] of clients.entries()) expect((await c.join(match.matchID, String(i), match.credentials[String(i)])).ok).toBe(true);
      // Everything a client was told about survived the crash.
      const restored = clients[0]!.state(match.matchID)._stateID;
      expect(restored).toBeGreaterThanOrEqual(toldAbout);
      const log = clients[0]!.log(match.matchID);
      for (const ack of acked) {
        const entry = log.find((e) => e._stateID === ack.stateID - 1 && e.action.type === 'MAKE_MOVE');
        expect(entry?.action.payload, `acknowledged move ${ack.name} -> ${ack.stateID}`).toMatchObject({ type: ack.name, playerID: String(ack.seat) });
      }
      // And the match goes on to its end.
      await Promise.all(clients.map((c, i) => playSeat(c, match.matchID, i, `after-crash-${i}`)));
      expect(clients[0]!.state(match.matchID).ctx.gameover).toBeDefined();
    } finally {
      clients.forEach((c) => c.close());
      await server.stop();
    }
  }, 120_000);
});
