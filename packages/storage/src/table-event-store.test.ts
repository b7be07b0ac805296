import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { loadMigrations, migrate } from './migrate.js';
import { openPglite } from './pglite-db.js';
import { dropPostgresSchema, openPostgres } from './postgres-db.js';
import { TABLE_EVENTS_MAX, TableEventStore, type TableEventRow } from './table-event-store.js';

const url = process.env.TEST_DATABASE_URL;

const away = (at: number, playerID = '0'): Omit<TableEventRow, 'seq'> => ({ at, kind: 'away', playerID, until: at + 86_400_000, stateID: 3, logAt: 7, pausedBy: [] });

/** The contract on either database: numbered per match, listed in order, bounded. */
async function contract(db: Db): Promise<void> {
  await migrate(db, loadMigrations());
  // The match rows themselves are beside the point here (on every connection of the pool).
  await db.query(`ALTER TABLE match_table_events DROP CONSTRAINT match_table_events_match_id_fkey`);
  const store = new TableEventStore(db);
  expect(await store.list('m1', { limit: 100 })).toEqual([]);
  expect(await store.add('m1', away(10))).toEqual({ ...away(10), seq: 1 });
  await store.add('m1', { at: 20, kind: 'pause', playerID: '1', until: null, stateID: 4, logAt: 9, pausedBy: ['0', '1'] });
  await store.add('m2', { at: 21, kind: 'back', playerID: '2', until: null, stateID: 1, logAt: 0, pausedBy: [] });
  await store.add('m1', { at: 30, kind: 'resume', playerID: '0', until: null, stateID: 4, logAt: 9, pausedBy: [] });
  const all = await store.list('m1', { limit: 100 });
  expect(all.map((e) => [e.seq, e.kind, e.playerID])).toEqual([[1, 'away', '0'], [2, 'pause', '1'], [3, 'resume', '0']]);
  expect(all[1]).toEqual({ seq: 2, at: 20, kind: 'pause', playerID: '1', until: null, stateID: 4, logAt: 9, pausedBy: ['0', '1'] });
  // The latest `limit`, oldest first; after a number.
  expect((await store.list('m1', { limit: 2 })).map((e) => e.seq)).toEqual([2, 3]);
  expect((await store.list('m1', { after: 1, limit: 1 })).map((e) => e.seq)).toEqual([2]);
  expect((await store.list('m2', { limit: 5 })).map((e) => e.seq)).toEqual([1]);
  // Writers racing on one match each get a number of their own.
  const raced = await Promise.all(Array.from({ length: 8 }, (_, i) => store.add('race', away(i))));
  expect(raced.map((e) => e?.seq).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  // Bounded: beyond the cap nothing is stored, nothing is dropped.
  const small = new TableEventStore(db, 3);
  for (let i = 0; i < 3; i++) expect(await small.add('full', away(i))).not.toBeNull();
  expect(await small.add('full', away(9))).toBeNull();
  expect((await small.list('full', { limit: 10 })).map((e) => e.at)).toEqual([0, 1, 2]);
  // The table refuses what the store would not write.
  await expect(db.query(`INSERT INTO match_table_events (match_id, seq, at, kind, state_id, log_at) VALUES ('x', 1, 0, 'dance', 0, 0)`)).rejects.toThrow();
  await expect(db.query(`INSERT INTO match_table_events (match_id, seq, at, kind, state_id, log_at) VALUES ('x', ${TABLE_EVENTS_MAX + 1}, 0, 'back', 0, 0)`)).rejects.toThrow();
}

describe('table events (migration 021)', () => {
  it('in PGlite', async () => {
    const db = await openPglite();
    try {
      await contract(db);
    } finally {
      await db.close();
    }
  }, 120_000);

  it.runIf(url !== undefined)('in PostgreSQL (TEST_DATABASE_URL), writers on several connections', async () => {
    if (url === undefined) return;
    const schema = `table_events_${randomBytes(5).toString('hex')}`;
    const db = await openPostgres({ url, schema, max: 4 });
    try {
      await contract(db);
    } finally {
      await db.close();
      await dropPostgresSchema(url, schema);
    }
  }, 120_000);
});
