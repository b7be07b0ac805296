import { describe, expect, it } from 'vitest';
import { MemoryReviewStore } from './review-store.js';

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
