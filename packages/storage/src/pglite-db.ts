import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './db.js';
import { openPgliteThread } from './pglite-thread.js';

export interface PgliteDbOptions {
  /** Folder holding the database; absent: in memory (tests). */
  dataDir?: string;
  /** Run PGlite in a worker thread (the server does), so its work does not block the event loop. */
  thread?: boolean;
}

/**
 * Embedded PostgreSQL (PGlite, PostgreSQL compiled to WebAssembly) kept in a folder. Only one
 * process may open a folder at a time: a lock file holding the owner's pid guards it (a lock left
 * by a dead process is taken over).
 */
export async function openPglite(options: PgliteDbOptions = {}): Promise<Db> {
  if (options.thread) {
    let release = () => {};
    if (options.dataDir !== undefined) {
      mkdirSync(options.dataDir, { recursive: true });
      release = lockFolder(options.dataDir);
    }
    try {
      const db = await openPgliteThread(options.dataDir === undefined ? undefined : join(options.dataDir, 'pglite'));
      const close = async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      };
      return { ...db, close };
    } catch (error) {
      release();
      throw error;
    }
  }
  let release = () => {};
  let pg: PGlite;
  if (options.dataDir === undefined) {
    pg = await PGlite.create();
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockFolder(options.dataDir);
    try {
      pg = await PGlite.create({ dataDir: join(options.dataDir, 'pglite') });
    } catch (error) {
      release();
      throw error;
    }
  }
  const run = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<R extends Row>(text: string, params: readonly unknown[] = []): Promise<R[]> {
      return (await q.query<R>(text, params as unknown[])).rows;
    },
    async exec(script: string): Promise<void> {
      await q.exec(script);
    },
  });
  const self = run(pg);
  return {
    kind: 'pglite',
    query: self.query,
    exec: self.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(run(tx))),
    async close() {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}

/** The lock files this process holds (so a lock with our own pid that we do not hold is known stale). */
const held = new Set<string>();

/**
 * Takes the folder's lock file. A lock left behind is taken over when its process is gone, or when
 * it names this very process without this process holding it: a server restarted in a container is
 * PID 1 again, and finds the lock its previous life left with the same pid.
 */
function lockFolder(dir: string): () => void {
  const path = resolve(dir, 'harbour.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      return () => {
        held.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      const ours = owner === process.pid;
      if (Number.isInteger(owner) && owner > 0 && ((ours && held.has(path)) || (!ours && isAlive(owner)))) {
        throw new Error(`the data folder ${dir} is in use by process ${owner}; the embedded database serves one process (use DATABASE_URL to run several)`);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not lock the data folder ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
