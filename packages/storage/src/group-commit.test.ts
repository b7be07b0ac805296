import { describe, expect, it } from 'vitest';
import { GroupCommit, type CommitRow, type CommitTimer } from './group-commit.js';

const row = (matchID: string, expectedStateID = 0): CommitRow => ({
  matchID,
  expectedStateID,
  stateID: expectedStateID + 1,
  snapshot: null,
  patch: '[]',
  ctx: '{}',
  gameover: null,
  log: '[]',
  logLength: 0,
  seat: null,
  credentials: null,
});

/** A fake database: per match the stored state id; batches recorded; a batch can be made to fail. */
function fakeDb(options: { failBatches?: boolean; failMatch?: string } = {}) {
  const stored = new Map<string, number>();
  const batches: string[][] = [];
  const writeOne = async (r: CommitRow): Promise<boolean> => {
    await Promise.resolve();
    if (r.matchID === options.failMatch) throw new Error(`cannot write ${r.matchID}`);
    if ((stored.get(r.matchID) ?? 0) !== r.expectedStateID) return false;
    stored.set(r.matchID, r.stateID);
    return true;
  };
  const writeBatch = async (rows: readonly CommitRow[]): Promise<ReadonlySet<string>> => {
    batches.push(rows.map((r) => r.matchID));
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (options.failBatches || rows.some((r) => r.matchID === options.failMatch)) throw new Error('deadlock detected');
    const done = new Set<string>();
    for (const r of rows) {
      if ((stored.get(r.matchID) ?? 0) !== r.expectedStateID) continue;
      stored.set(r.matchID, r.stateID);
      done.add(r.matchID);
    }
    return done;
  };
  return { stored, batches, writeOne, writeBatch };
}

/** A clock the test moves by hand, with the timers due on it. */
function fakeTimer() {
  let now = 0;
  const timers = new Set<{ at: number; task: () => void }>();
  const timer: CommitTimer = {
    now: () => now,
    after(ms, task) {
      const entry = { at: now + ms, task };
      timers.add(entry);
      return () => timers.delete(entry);
    },
  };
  return {
    timer,
    pending: () => timers.size,
    /** Moves the clock on, running the timers that fall due. */
    advance(ms: number) {
      now += ms;
      for (const entry of [...timers]) {
        if (entry.at > now) continue;
        timers.delete(entry);
        entry.task();
      }
    },
  };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('writes moves of many matches that arrive together in few batches, each with its own compare-and-swap', async () => {
    const db = fakeDb();
    const group = new GroupCommit({ ...db, maxInFlight: 1, maxBatch: 64 });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => group.commit(row(`m${i}`, i % 4 === 0 ? 5 : 0))));
    expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i % 4 !== 0));
    // The first move goes out alone; the 39 that arrived meanwhile form one batch.
    expect(db.batches).toHaveLength(1);
    expect(db.batches[0]).toHaveLength(39);
  });

  it('never has two moves of one match out at once, and writes them in the order asked', async () => {
    const db = fakeDb();
    const group = new GroupCommit({ ...db, maxInFlight: 3, maxBatch: 8 });
    const moves = [row('a', 0), row('b', 0), row('a', 1), row('a', 2), row('b', 1), row('c', 0)];
    expect(await Promise.all(moves.map((m) => group.commit(m)))).toEqual([true, true, true, true, true, true]);
    for (const batch of db.batches) expect(new Set(batch).size).toBe(batch.length);
    expect(db.stored).toEqual(new Map([['a', 3], ['b', 2], ['c', 1]]));
  });

  it('writes the moves of a failed batch one by one, so only a move that fails alone reports an error', async () => {
    const db = fakeDb({ failMatch: 'bad' });
    const group = new GroupCommit({ ...db, maxInFlight: 1 });
    const first = group.commit(row('x'));
    const rest = ['m1', 'bad', 'm2'].map((id) => group.commit(row(id)).then((ok) => ok, (error: Error) => error.message));
    expect(await first).toBe(true);
    expect(await Promise.all(rest)).toEqual([true, 'cannot write bad', true]);
    expect(db.stored).toEqual(new Map([['x', 1], ['m1', 1], ['m2', 1]]));
  });

  it('recovers from a batch aborted as a whole (a deadlock between processes)', async () => {
    const db = fakeDb({ failBatches: true });
    const group = new GroupCommit({ ...db, maxInFlight: 1 });
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((id) => group.commit(row(id))));
    expect(results).toEqual([true, true, true, true]);
    expect(db.batches.length).toBeGreaterThan(0);
  });

  it('drains: waits for every move queued or out, then refuses new ones', async () => {
    const db = fakeDb();
    const group = new GroupCommit({ ...db, maxInFlight: 1 });
    const moves = ['a', 'b', 'c', 'd'].map((id) => group.commit(row(id)));
    const outcomes: boolean[] = [];
    for (const m of moves) void m.then((ok) => outcomes.push(ok));
    await group.drain();
    // Every move asked for before the drain has its outcome, and it was written.
    expect(outcomes).toEqual([true, true, true, true]);
    expect(group.pending).toBe(0);
    expect(db.stored.size).toBe(4);
    await expect(group.commit(row('late'))).rejects.toThrow(/closed/);
    await group.drain();
  });

  describe('the commit window', () => {
    /** A group commit with a 5 ms window on a clock the test moves. */
    function windowed(options: { maxBatch?: number; maxInFlight?: number } = {}) {
      const db = fakeDb();
      const clock = fakeTimer();
      return { db, clock, group: new GroupCommit({ ...db, ...options, windowMs: 5, timer: clock.timer }) };
    }

    /** Moves arriving every `gapMs`, each written and settled before the next (as at human pace with a quiet database). */
    async function paced(group: GroupCommit, clock: ReturnType<typeof fakeTimer>, count: number, gapMs: number) {
      for (let i = 0; i < count; i++) {
        const done = group.commit(row(`warm${gapMs}-${i}`));
        clock.advance(gapMs);
        await settle();
        await done;
      }
    }

    it('writes a move at once while moves arrive seldom (a quiet server waits for nobody)', async () => {
      const { db, clock, group } = windowed();
      await paced(group, clock, 40, 200);
      const move = group.commit(row('alone'));
      expect(clock.pending()).toBe(0);
      expect(await move).toBe(true);
      expect(db.stored.get('alone')).toBe(1);
    });

    it('holds a move for the window while moves arrive often, and writes those that came meanwhile with it', async () => {
      const { db, clock, group } = windowed();
      await paced(group, clock, 60, 6);
      db.batches.length = 0;
      const first = group.commit(row('a'));
      await settle();
      expect(db.stored.has('a')).toBe(false);
      expect(clock.pending()).toBe(1);
      const second = group.commit(row('b'));
      const third = group.commit(row('c'));
      clock.advance(5);
      expect(await Promise.all([first, second, third])).toEqual([true, true, true]);
      expect(db.batches).toEqual([['a', 'b', 'c']]);
    });

    it('does not wait once a batch is full, nor for moves that waited for a batch already out', async () => {
      const { db, clock, group } = windowed({ maxBatch: 3, maxInFlight: 1 });
      await paced(group, clock, 60, 6);
      db.batches.length = 0;
      const full = ['a', 'b', 'c'].map((id) => group.commit(row(id)));
      // Full: out without the window (a batch of one alone would go through writeOne).
      expect(clock.pending()).toBe(0);
      const behind = ['d', 'e'].map((id) => group.commit(row(id)));
      expect(await Promise.all(full)).toEqual([true, true, true]);
      expect(await Promise.all(behind)).toEqual([true, true]);
      expect(db.batches).toEqual([['a', 'b', 'c'], ['d', 'e']]);
      expect(clock.pending()).toBe(0);
    });

    it('opens no window while batches form on their own (under load a window would stall the pipeline)', async () => {
      const { db, clock, group } = windowed({ maxInFlight: 1 });
      // Bursts of ten moves, a few milliseconds apart: all but the first of each burst gather behind it.
      for (let burst = 0; burst < 12; burst++) {
        const moves = Array.from({ length: 10 }, (_, i) => group.commit(row(`b${burst}-${i}`)));
        clock.advance(5);
        await Promise.all(moves);
      }
      db.batches.length = 0;
      const next = group.commit(row('next'));
      expect(clock.pending()).toBe(0);
      expect(await next).toBe(true);
    });

    it('a drain writes the moves waiting in a window at once', async () => {
      const { db, clock, group } = windowed();
      await paced(group, clock, 60, 6);
      const waiting = group.commit(row('late'));
      expect(clock.pending()).toBe(1);
      await group.drain();
      expect(await waiting).toBe(true);
      expect(clock.pending()).toBe(0);
    });
  });
});
