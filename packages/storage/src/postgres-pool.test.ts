import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInContext, createContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * The `postgres` client's pool keeps its connections in queues (open, busy, full…) of its own
 * `Queue`: a connection is taken from the open ones with `shift` and given back with `push`, and it
 * leaves the queue it was in with `remove` (`move` in the client's index.js). As published (3.4.9),
 * `shift` left a hole for good unless it emptied the queue, and `remove` scanned the holes: a pool
 * whose open queue is never emptied (a server that keeps idle connections while moves come one at
 * a time) grew by one entry per query for as long as the process lived, and each query scanned them
 * all (10 ms per query after 10 million). patches/postgres+3.4.9.patch mends it; this runs the
 * installed file (so it fails if the patch is not applied) in a context whose arrays count how far
 * `indexOf` has to look.
 */
function installedQueue(build: Build): { Queue: (initial?: unknown[]) => Queue; longestScan: () => number } {
  // The package's root, from its CommonJS entry (cjs/src/index.js).
  const root = join(dirname(createRequire(import.meta.url).resolve('postgres')), '..', '..');
  const source = readFileSync(join(root, build, 'queue.js'), 'utf8').replace('module.exports = Queue', '').replace('export default Queue', '');
  const context = createContext({});
  runInContext(
    `let longest = 0;
     const indexOf = Array.prototype.indexOf;
     Array.prototype.indexOf = function (x, from) { longest = Math.max(longest, this.length - (from ?? 0)); return indexOf.call(this, x, from); };
     globalThis.longestScan = () => longest;`,
    context,
  );
  runInContext(`${source}\nglobalThis.Queue = Queue;`, context);
  return context as unknown as { Queue: (initial?: unknown[]) => Queue; longestScan: () => number };
}

/** The server imports the ES module build (src/), bundlers and require() the CommonJS one (cjs/src/). */
const builds = ['src', 'cjs/src'] as const;
type Build = (typeof builds)[number];

interface Queue {
  readonly length: number;
  remove(x: unknown): unknown;
  push(x: unknown): unknown;
  shift(): unknown;
}

describe.each(builds)("the postgres client's connection queues (patched), %s", (build) => {
  it('stay as long as what they hold when connections are taken and given back one at a time', () => {
    const { Queue, longestScan } = installedQueue(build);
    const open = Queue();
    const busy = Queue();
    type Connection = { queue: Queue };
    const connections: Connection[] = Array.from({ length: 10 }, () => ({ queue: open }));
    for (const c of connections) open.push(c);
    // The client's move(c, queue): leave the queue it is in, join the other.
    const move = (c: Connection, queue: Queue) => {
      c.queue.remove(c);
      queue.push(c);
      c.queue = queue;
    };
    for (let query = 0; query < 20_000; query++) {
      const c = open.shift() as Connection; // handler(): a query takes an open connection…
      move(c, busy); // …which is busy while it runs…
      move(c, open); // …and open again once it has answered.
    }
    expect(open.length).toBe(10);
    expect(busy.length).toBe(0);
    // Unpatched, the open queue's array had a hole for each of the 20,000 queries, and each query looked through them.
    expect(longestScan()).toBeLessThan(100);
  });

  it('still behave as a first-in first-out queue with removal, whatever the mix of operations', () => {
    const { Queue } = installedQueue(build);
    const q = Queue();
    const reference: number[] = [];
    let state = 7;
    const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let step = 0, next = 0; step < 20_000; step++) {
      const r = random();
      if (r < 0.45) {
        q.push(next);
        reference.push(next++);
      } else if (r < 0.85) {
        expect(q.shift()).toBe(reference.shift());
      } else {
        const x = Math.floor(random() * next);
        const at = reference.indexOf(x);
        if (at >= 0) reference.splice(at, 1);
        expect(q.remove(x)).toBe(at >= 0 ? x : null);
      }
      expect(q.length).toBe(reference.length);
    }
  });
});
