import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MemoryStore, openStorage, type MatchStorage } from '@harbour/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRegistry } from './match/games.js';
import { startServer } from './server.js';
import { createMatch } from './match/matches.js';
import { TestClient } from './testing/client.js';
import { DATABASE_URL, dropPostgresSchemaSafe, openSchemaStore, testConfig, uniqueSchema } from './testing/env.js';
import { chooseMove, mustDecide, playSeat } from './testing/grog.js';
import { seededRng } from '@harbour/game-kit';
import { ServerProcess } from './testing/process.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = fileURLToPath(new URL('../', import.meta.url));

/** Waits for a child to exit; resolves with its exit code and how long it took. */
function exited(child: { once(event: 'exit', cb: (code: number | null) => void): unknown }, since: number): Promise<{ code: number | null; ms: number }> {
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, ms: performance.now() - since })));
}

describe('stopping and restarting', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'harbour-signals-'));
    execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER, stdio: 'ignore' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('SIGTERM to `npm run serve` (what `npm start` ends in) reaches the server: it stops in under 5 s and frees the data folder; a stale lock does not block a restart', async () => {
    const start = () => {
      const child = spawn('npm', ['run', '--silent', 'serve'], {
        cwd: ROOT,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info', WEB_DIST: join(dir, 'no-web') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const listening = new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const line = output.split('\n').find((l) => l.includes('"server listening"'));
          if (line !== undefined) resolve(Number(JSON.parse(line).port));
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      return { child, listening, output: () => output };
    };
    const first = start();
    const port = await first.listening;
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    const stopped = exited(first.child, performance.now());
    first.child.kill('SIGTERM');
    const { code, ms } = await stopped;
    expect(code, first.output()).toBe(0);
    expect(ms).toBeLessThan(5_000);
    // The node process itself is gone: its lock is released and its port closed.
    expect(existsSync(join(dir, 'harbour.lock'))).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();

    // A lock left by a process that died (SIGKILL, power cut) does not keep the server from starting again.
    writeFileSync(join(dir, 'harbour.lock'), String(first.child.pid));
    const second = start();
    await second.listening;
    const again = exited(second.child, performance.now());
    second.child.kill('SIGINT');
    expect((await again).code).toBe(0);
  }, 90_000);

  it('a stop under load stores every acknowledged move and closes the database last (no CONNECTION_ENDED)', async () => {
    const schema = uniqueSchema('signals_test');
    let store: MatchStorage = DATABASE_URL ? await openSchemaStore(schema) : await openStorage({ dataDir: join(dir, 'load') });
    const clients: TestClient[] = [];
    try {
      const matches = await Promise.all(Array.from({ length: 6 }, () => createMatch(store, new GameRegistry(), { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] })));
      if (!DATABASE_URL) await store.close();
      const env: Record<string, string> = DATABASE_URL ? { DATABASE_URL, DATABASE_SCHEMA: schema, BOT_THREADS: '0' } : { DATA_DIR: join(dir, 'load'), BOT_THREADS: '0' };
      const server = await ServerProcess.start(env);
      const acked = new Map<string, number[]>();
      const plays = [];
      for (const match of matches) {
        for (const seat of [0, 1]) {
          const client = await TestClient.connect(server.url);
          clients.push(client);
          expect((await client.join(match.matchID, String(seat), match.credentials[String(seat)])).ok).toBe(true);
          plays.push(
            playSeat(client, match.matchID, seat, `stop-${seat}`, { onAck: (a) => acked.set(match.matchID, [...(acked.get(match.matchID) ?? []), a.stateID]) }).catch((error: Error) => {
              // The server went away under the player: that is the point of this test.
              if (!/disconnected|no frame|not reached/.test(error.message)) throw error;
            }),
          );
        }
      }
      const total = () => [...acked.values()].reduce((n, ids) => n + ids.length, 0);
      while (total() < 120) await new Promise((resolve) => setTimeout(resolve, 20));
      const since = performance.now();
      const code = await server.stop('SIGTERM');
      const ms = performance.now() - since;
      await Promise.all(plays);
      const output = server.output.join('\n');
      expect(code, output).toBe(0);
      expect(ms).toBeLessThan(5_000);
      expect(output).not.toMatch(/CONNECTION_ENDED|CONNECTION_DESTROYED|move failed|commit failed|"level":50/);
      if (!DATABASE_URL) store = await openStorage({ dataDir: join(dir, 'load') });
      for (const match of matches) {
        const { state } = await store.load(match.matchID, { state: true });
        for (const stateID of acked.get(match.matchID) ?? []) expect(state!._stateID).toBeGreaterThanOrEqual(stateID);
      }
      console.log(`stop under load: ${total()} moves acknowledged, stopped in ${Math.round(ms)} ms`);
    } finally {
      clients.forEach((c) => c.close());
      await store.close();
      await dropPostgresSchemaSafe(schema);
    }
  }, 120_000);

  it('close() waits for a commit under way before it returns (the store is closed after it)', async () => {
    let pending = 0;
    class SlowStore extends MemoryStore {
      override async commitState(...args: Parameters<MemoryStore['commitState']>): Promise<boolean> {
        pending++;
        await new Promise((resolve) => setTimeout(resolve, 400));
        pending--;
        return super.commitState(...args);
      }
    }
    const store = new SlowStore();
    const server = await startServer({ config: testConfig(), store });
    const match = await createMatch(store, server.games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] });
    const client = await TestClient.connect(server.url);
    try {
      expect((await client.join(match.matchID, '0', match.credentials['0'])).ok).toBe(true);
      const seat = mustDecide(client.state(match.matchID).G, 0) ? 0 : 1;
      if (seat === 1) expect((await client.join(match.matchID, '1', match.credentials['1'])).ok).toBe(true);
      const { name, args } = chooseMove(client.state(match.matchID).G, seat, seededRng('close'));
      void client.move(match.matchID, name, args).catch(() => {});
      while (pending === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      await server.close();
      expect(pending).toBe(0);
      expect((await store.load(match.matchID, { state: true })).state!._stateID).toBe(1);
    } finally {
      client.close();
    }
  });
});
