import type { AsyncStore } from '@harbour/storage';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { LEAVES_PER_STATEMENT, OPEN_FOR_MS, Presence, REFRESH_EVERY_MS } from './presence.js';

type Row = Parameters<AsyncStore['writePresence']>[0][number];

/** A store that records each presence write (one array per statement) and can be made to fail. */
function recordingStore() {
  const writes: Row[][] = [];
  let failing = false;
  const store = {
    writePresence: async (entries: readonly Row[]) => {
      if (failing) throw new Error('database away');
      if (entries.length > 0) writes.push([...entries]);
    },
  } as unknown as AsyncStore;
  return { store, writes, fail: (on: boolean) => (failing = on) };
}

describe('presence: which seats have the table open here', () => {
  it('writes a seat when it joins, then again only every REFRESH_EVERY_MS, each seat on its own schedule', async () => {
    let now = 1_000_000;
    const { store, writes } = recordingStore();
    const presence = new Presence(store, { now: () => now }, pino({ level: 'silent' }));
    await presence.joined('m1', '0', 5);
    expect(writes).toEqual([[{ matchID: 'm1', playerID: '0', openUntil: now + OPEN_FOR_MS, lastSeenStateID: 5 }]]);
    now += 10_000;
    await presence.joined('m2', '1', 1);
    writes.length = 0;

    // Scheduler rounds every 2 s: nothing to write until a seat's row is REFRESH_EVERY_MS old.
    let round = 0;
    for (; round * 2_000 < REFRESH_EVERY_MS - 10_000; round++) {
      expect(await presence.heartbeat()).toBe(0);
      now += 2_000;
    }
    presence.delivered('m1', 9);
    expect(await presence.heartbeat()).toBe(1);
    expect(writes).toEqual([[{ matchID: 'm1', playerID: '0', openUntil: now + OPEN_FOR_MS, lastSeenStateID: 9 }]]);
    now += 10_000;
    expect(await presence.heartbeat()).toBe(1);
    expect(writes[1]?.[0]).toMatchObject({ matchID: 'm2', playerID: '1' });
    // Refreshed well before it would expire: two rounds may fail in between.
    expect(REFRESH_EVERY_MS * 3).toBeLessThanOrEqual(OPEN_FOR_MS);
  });

  it('tries a failed refresh again at the next round', async () => {
    let now = 0;
    const { store, writes, fail } = recordingStore();
    const presence = new Presence(store, { now: () => now }, pino({ level: 'silent' }));
    await presence.joined('m', '0', 1);
    writes.length = 0;
    now += REFRESH_EVERY_MS;
    fail(true);
    await expect(presence.heartbeat()).rejects.toThrow('database away');
    fail(false);
    now += 2_000;
    expect(await presence.heartbeat()).toBe(1);
    expect(writes).toHaveLength(1);
  });
});

describe('presence after many seats joined at once', () => {
  it('spreads their refresh over rounds (a tenth of the seats here per round, at least 500), all within OPEN_FOR_MS', async () => {
    let now = 0;
    const { store, writes } = recordingStore();
    const presence = new Presence(store, { now: () => now }, pino({ level: 'silent' }));
    for (let m = 0; m < 3_000; m++) for (const seat of ['0', '1']) await presence.joined(`m${m}`, seat, 1);
    writes.length = 0;
    now += REFRESH_EVERY_MS;
    const counts: number[] = [];
    for (let round = 0; round < 12; round++, now += 2_000) counts.push(await presence.heartbeat());
    expect(counts.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 600));
    expect(counts.slice(10)).toEqual([0, 0]);
    expect(new Set(writes.flat().map((w) => `${w.matchID}/${w.playerID}`)).size).toBe(6_000);
    expect(10 * 2_000 + REFRESH_EVERY_MS).toBeLessThan(OPEN_FOR_MS);
  });
});

describe('presence when many seats leave at once', () => {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('writes the seats that left in one turn in one statement per LEAVES_PER_STATEMENT, after that turn (a network cut: not a statement per closing socket)', async () => {
    const now = 5_000;
    const { store, writes } = recordingStore();
    const presence = new Presence(store, { now: () => now }, pino({ level: 'silent' }));
    const seats = 2 * LEAVES_PER_STATEMENT + 10;
    for (let m = 0; m < seats / 2; m++) for (const seat of ['0', '1']) await presence.joined(`m${m}`, seat, 3);
    writes.length = 0;
    for (let m = 0; m < seats / 2; m++) for (const seat of ['0', '1']) presence.left(`m${m}`, seat);
    expect(writes).toEqual([]);
    await turn();
    expect(writes.map((w) => w.length)).toEqual([LEAVES_PER_STATEMENT, LEAVES_PER_STATEMENT, 10]);
    expect(writes[0]?.[0]).toEqual({ matchID: 'm0', playerID: '0', openUntil: now, lastSeenStateID: 3 });
    expect(presence.isOpenHere('m0', '0')).toBe(false);
  });

  it('does not write a leave after the seat came back in the same turn', async () => {
    const { store, writes } = recordingStore();
    const presence = new Presence(store, { now: () => 1 }, pino({ level: 'silent' }));
    await presence.joined('m', '0', 1);
    await presence.joined('m', '1', 1);
    writes.length = 0;
    presence.left('m', '0');
    presence.left('m', '1');
    await presence.joined('m', '0', 2);
    await turn();
    expect(writes.map((w) => w.map((r) => r.playerID))).toEqual([['0'], ['1']]);
    expect(writes[0]?.[0]?.openUntil).toBe(1 + OPEN_FOR_MS);
  });
  it('at a stop, writes the leaves not yet written and waits for those under way, so that none is written after the store closes', async () => {
    const written: Row[][] = [];
    const pending: (() => void)[] = [];
    // Each write completes only when the test lets it.
    const store = {
      writePresence: (entries: readonly Row[]) =>
        new Promise<void>((resolve) => {
          pending.push(() => {
            written.push([...entries]);
            resolve();
          });
        }),
    } as unknown as AsyncStore;
    const presence = new Presence(store, { now: () => 7 }, pino({ level: 'silent' }));
    const joined = Promise.all([presence.joined('m', '0', 1), presence.joined('m', '1', 1)]);
    pending.splice(0).forEach((done) => done());
    await joined;
    written.length = 0;
    presence.left('m', '0');
    await turn();
    // One write out; another seat leaves in the same turn as the stop begins.
    expect(pending).toHaveLength(1);
    presence.left('m', '1');
    let flushed = false;
    const flushing = presence.flushLeaves().then(() => (flushed = true));
    // Seat 1's leave went out at once, not after the next turn.
    expect(pending).toHaveLength(2);
    await turn();
    expect(flushed).toBe(false);
    pending.splice(0).forEach((done) => done());
    await flushing;
    expect(written.map((w) => w.map((r) => r.playerID))).toEqual([['0'], ['1']]);
  });
});
