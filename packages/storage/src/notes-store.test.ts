import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.js';
import { MemoryNotesStore, SqlNotesStore, type NotesStore } from './notes-store.js';
import { openPglite } from './pglite-db.js';

/** The contract both notes stores keep: one text per seat and match, replaced whole. */
async function contract(store: NotesStore): Promise<void> {
  expect(await store.get('m1', '0')).toBeNull();
  expect(await store.set('m1', '0', 'Bonny hoards blue.\nBid 5 next round.', 10)).toEqual({ text: 'Bonny hoards blue.\nBid 5 next round.', savedAt: 10 });
  await store.set('m1', '1', 'Ben\'s own', 11);
  await store.set('m1', '0', 'Replaced', 12);
  expect(await store.get('m1', '0')).toEqual({ text: 'Replaced', savedAt: 12 });
  expect(await store.get('m1', '1')).toEqual({ text: 'Ben\'s own', savedAt: 11 });
  expect(await store.get('m2', '0')).toBeNull();
}

describe('a seat\'s notes (migration 015)', () => {
  it('in memory', async () => {
    await contract(new MemoryNotesStore());
  });

  it('in PGlite, bounded by the table too', async () => {
    const db = await openPglite();
    try {
      await migrate(db, loadMigrations());
      await db.query(`SET session_replication_role = replica`);
      const store = new SqlNotesStore(db);
      await contract(store);
      await expect(store.set('m1', '0', 'x'.repeat(4001), 13)).rejects.toThrow();
      expect((await store.get('m1', '0'))?.text).toBe('Replaced');
    } finally {
      await db.close();
    }
  }, 120_000);
});
