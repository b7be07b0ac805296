import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.js';
import { MemoryOrderStore, OrderStore, OrderTooLargeError, type OrderStorage } from './order-store.js';
import { openPglite } from './pglite-db.js';

async function behaves(store: OrderStorage): Promise<void> {
  expect(await store.orders('m1')).toEqual([]);
  const first = await store.setOrder('m1', '1', { kind: 'alwaysPass' }, 'de', 10);
  expect(first).toEqual({ playerID: '1', order: { kind: 'alwaysPass' }, language: 'de', version: 1, setAt: 10 });
  const second = await store.setOrder('m1', '1', { kind: 'passUnless', wants: [{ person: 'governor' }], keepCoins: 3 }, 'en', 20);
  expect(second.version).toBe(2);
  await store.setOrder('m1', '0', { kind: 'alwaysPass' }, 'en', 30);
  expect((await store.orders('m1')).map((r) => [r.playerID, r.version])).toEqual([['0', 1], ['1', 2]]);
  // An order judged at version 1 is not dropped once version 2 replaced it.
  expect(await store.removeOrder('m1', '1', 1)).toBe(false);
  expect(await store.removeOrder('m1', '1', 2)).toBe(true);
  expect(await store.removeOrder('m1', '1')).toBe(false);
  expect(await store.removeOrder('m1', '0')).toBe(true);
  expect(await store.orders('m1')).toEqual([]);
  await expect(store.setOrder('m1', '0', { pad: 'x'.repeat(3000) }, 'en', 40)).rejects.toBeInstanceOf(OrderTooLargeError);
}

describe('standing orders storage', () => {
  it('in memory: set, replace (a new version), drop only the version judged, bounded', async () => {
    await behaves(new MemoryOrderStore());
  });

  it('in PGlite (migration 014): the same', async () => {
    const db = await openPglite();
    try {
      await migrate(db, loadMigrations());
      // The match row itself is beside the point here: its foreign key is not checked.
      await db.query(`SET session_replication_role = replica`);
      await behaves(new OrderStore(db));
      // Reads of many matches asked together (one statement for the lot) each get their own match's orders, as copies.
      const store = new OrderStore(db);
      await Promise.all(['a', 'b', 'c'].map((id, i) => store.setOrder(`batch-${id}`, String(i), { kind: 'alwaysPass', n: i }, 'en', i)));
      const ids = ['a', 'b', 'c', 'none', 'a'].map((id) => `batch-${id}`);
      const read = await Promise.all(ids.map((id) => store.orders(id)));
      expect(read.map((rows) => rows.map((r) => [r.playerID, (r.order as { n: number }).n]))).toEqual([[['0', 0]], [['1', 1]], [['2', 2]], [], [['0', 0]]]);
      expect(read[0]?.[0]).not.toBe(read[4]?.[0]);
      // A read asked after a write sees it, however many reads are out.
      const during = Array.from({ length: 10 }, (_, i) => store.orders(`batch-x${i}`));
      await store.setOrder('batch-a', '1', { kind: 'alwaysPass', n: 9 }, 'en', 9);
      expect((await store.orders('batch-a')).map((r) => r.playerID)).toEqual(['0', '1']);
      await Promise.all(during);
      // The table's own bound holds even for a writer that skips the store's check.
      await expect(db.query(`INSERT INTO seat_orders VALUES ('m1', '2', $1::jsonb, 'en', 1, 0)`, [JSON.stringify({ pad: 'x'.repeat(3000) })])).rejects.toThrow();
    } finally {
      await db.close();
    }
  }, 120_000);
});
