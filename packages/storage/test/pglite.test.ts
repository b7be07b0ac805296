import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MatchStore, loadMigrations, openPglite, openStorage } from '../src/index.js';
import { storageContract } from './contract.js';
import { newMatch, uniqueID } from './fixtures.js';

for (const [name, thread] of [
  ['PGlite (embedded)', false],
  ['PGlite (embedded) in a worker thread', true],
] as const) {
  storageContract(name, async () => {
    const db = await openPglite({ thread });
    const store = new MatchStore(db, loadMigrations());
    await store.connect();
    return {
      store,
      // PGlite serves one process: a "peer" is the same database seen through a second handle.
      sql: { db, openPeer: async () => ({ ...db, close: async () => {} }) },
      cleanup: () => store.close(),
    };
  });
}

describe('PGlite in a data folder', () => {
  it('keeps matches across restarts and refuses a second opener while in use', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'harbour-pglite-'));
    try {
      const matchID = uniqueID();
      const first = await openStorage({ dataDir: dir });
      const { initialState, metadata } = newMatch();
      await first.createMatch(matchID, { initialState, metadata });
      await expect(openStorage({ dataDir: dir })).rejects.toThrow(/in use/);
      await first.close();
      const second = await openStorage({ dataDir: dir });
      expect((await second.load(matchID, { state: true })).state).toEqual(initialState);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('takes over a lock left by a dead process, or by an earlier life of this pid (PID 1 in a container)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'harbour-pglite-'));
    try {
      const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
      for (const owner of [dead, process.pid]) {
        writeFileSync(join(dir, 'harbour.lock'), String(owner));
        const store = await openStorage({ dataDir: dir });
        expect(readFileSync(join(dir, 'harbour.lock'), 'utf8')).toBe(String(process.pid));
        await expect(openStorage({ dataDir: dir })).rejects.toThrow(/in use/);
        await store.close();
        expect(existsSync(join(dir, 'harbour.lock'))).toBe(false);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
