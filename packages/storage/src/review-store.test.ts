import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.js';
import { openPglite } from './pglite-db.js';
import { MemoryReviewStore, ReviewStore, type ReviewQueue } from './review-store.js';

/** The memory store's review queue keeps the SQL one's rules (those run against PGlite and PostgreSQL in the server's review flow test). */
describe('the review queue of the memory store', () => {
  it('queues a match once, hands it to one claimer until the lease runs out, and stores only under the claim that holds', async () => {
    const q = new MemoryReviewStore();
    expect(await q.enqueue('m1', 100)).toBe(true);
    expect(await q.enqueue('m1', 101)).toBe(false);
    const [row] = await q.claim(100, 1100, 5);
    expect(row).toMatchObject({ matchID: 'm1', attempts: 1, claimedUntil: 1100 });
    expect(await q.claim(500, 1500, 5)).toEqual([]);
    expect(await q.progress('m1', 1100, 2000, 3, 10)).toBe(true);
    expect(await q.claim(1500, 2500, 5)).toEqual([]);
    // The claim ran out: another takes it over, the first can no longer store.
    const [again] = await q.claim(2000, 3000, 5);
    expect(again).toMatchObject({ attempts: 2, done: 3, total: 10 });
    expect(await q.finish('m1', 2000, { review: '{}', at: 2100 })).toBe(false);
    expect(await q.finish('m1', 3000, { review: '{"ok":1}', at: 2100 })).toBe(true);
    expect(await q.get('m1')).toMatchObject({ status: 'done', review: '{"ok":1}', finishedAt: 2100, claimedUntil: null });
    expect(await q.claim(5000, 6000, 5)).toEqual([]);
  });

  it('gives a released claim back at once', async () => {
    const q = new MemoryReviewStore();
    await q.enqueue('m2', 0);
    await q.claim(0, 1000, 1);
    await q.release('m2', 1000);
    expect(await q.claim(1, 1001, 1)).toHaveLength(1);
  });
});

/** Issue 35: six short matches ended by one host kept a victim's review queued for minutes. */
async function servesFairly(q: ReviewQueue): Promise<void> {
  for (let i = 1; i <= 6; i++) await q.enqueue(`flood${i}`, i, 'flood');
  await q.enqueue('victim', 7, 'victim');
  await q.enqueue('third', 8, 'third');
  const claim = async (now: number) => (await q.claim(now, now + 1000, 1, { budgetMs: 2_000, windowMs: 3_600_000 }))[0]?.matchID;
  // Nobody served yet: the oldest finished match first.
  expect(await claim(10)).toBe('flood1');
  // While it runs, the next claimer takes the host served least recently, not the flood's next.
  expect(await claim(11)).toBe('victim');
  expect(await q.progress('flood1', 1010, 2000, 5, 5, 1_500)).toBe(true);
  expect(await q.finish('flood1', 2000, { review: '{}', at: 20 })).toBe(true);
  expect(await q.finish('victim', 1011, { review: '{}', at: 21 })).toBe(true);
  expect(await claim(21)).toBe('third');
  expect(await q.finish('third', 1021, { review: '{}', at: 21 })).toBe(true);
  // Round-robin: the flood's second match after everyone else's first.
  expect(await claim(22)).toBe('flood2');
  expect(await q.progress('flood2', 1022, 2100, 5, 5, 600)).toBe(true);
  expect(await q.finish('flood2', 2100, { review: '{}', at: 30 })).toBe(true);
  // The flood used 2.1 CPU-s of its 2 within the hour: its other matches wait, as long as the window holds.
  expect(await claim(40)).toBeUndefined();
  expect((await q.get('flood3'))?.status).toBe('queued');
  expect(await claim(22 + 3_600_000)).toBe('flood3');
  expect(await q.get('flood3')).toMatchObject({ host: 'flood', attempts: 1, cpuMs: 0 });
}

describe('the review queue\'s fairness (issue 35)', () => {
  it('in memory: round-robin across hosts, oldest finished first, a host over its CPU budget waits', async () => {
    await servesFairly(new MemoryReviewStore());
  });

  it('in PGlite (migration 020): the same', async () => {
    const db = await openPglite();
    try {
      await migrate(db, loadMigrations());
      // The match rows are beside the point here: rows are queued without them (no foreign key check).
      await db.query(`SET session_replication_role = replica`);
      const store = new ReviewStore(db);
      const enqueue = async (matchID: string, now: number, host = '') =>
        (await db.query(`INSERT INTO match_reviews (match_id, status, created_at, host) VALUES ($1::text, 'queued', $2::bigint, $3::text) RETURNING 1`, [matchID, now, host])).length === 1;
      await servesFairly(Object.assign(Object.create(store) as ReviewStore, { enqueue }));
    } finally {
      await db.close();
    }
  }, 120_000);
});
