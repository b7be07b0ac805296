import { Worker } from 'node:worker_threads';
import type { Db, Queryable, Row } from './db.js';

interface Reply {
  id: number;
  ok: boolean;
  rows?: Row[];
  ready?: boolean;
  error?: { message: string; code?: string };
}

/**
 * PGlite in a worker thread (pglite-worker.mjs), behind the same `Db` interface: the database's
 * CPU work runs beside the server's event loop instead of inside it. Transactions hold the
 * database for themselves, as PGlite's own transactions do.
 */
export async function openPgliteThread(dataDir: string | undefined, workerUrl = new URL('./pglite-worker.mjs', import.meta.url)): Promise<Db> {
  const worker = new Worker(workerUrl, { workerData: { dataDir } });
  const pending = new Map<number, { resolve(reply: Reply): void; reject(error: Error): void }>();
  let nextID = 1;
  let nextTx = 1;
  let dead: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: (r) => (r.ok ? resolve() : reject(toError(r))), reject });
  });
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (waiter === undefined) return;
    pending.delete(reply.id);
    waiter.resolve(reply);
  });
  const fail = (error: Error) => {
    dead = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread stopped (${code})`)));
  await ready;

  const send = (message: Record<string, unknown>): Promise<Reply> => {
    if (dead) return Promise.reject(dead);
    const id = nextID++;
    return new Promise<Reply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const rowsOf = async <R extends Row>(reply: Promise<Reply>): Promise<R[]> => {
    const r = await reply;
    if (!r.ok) throw toError(r);
    return (r.rows ?? []) as R[];
  };

  return {
    kind: 'pglite',
    query: <R extends Row>(text: string, params: readonly unknown[] = []) => rowsOf<R>(send({ kind: 'query', text, params })),
    exec: async (script: string) => void (await rowsOf(send({ kind: 'exec', text: script }))),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = nextTx++;
      const begun = await send({ kind: 'begin', tx });
      if (!begun.ok) throw toError(begun);
      let result: T;
      try {
        result = await fn({
          query: <R extends Row>(text: string, params: readonly unknown[] = []) => rowsOf<R>(send({ kind: 'txquery', tx, text, params })),
          exec: async (script: string) => void (await rowsOf(send({ kind: 'txquery', tx, text: script, exec: true }))),
        });
      } catch (error) {
        await send({ kind: 'rollback', tx });
        throw error;
      }
      const committed = await send({ kind: 'commit', tx });
      if (!committed.ok) throw toError(committed);
      return result;
    },
    async close() {
      if (!dead) await send({ kind: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}

function toError(reply: Reply): Error {
  return Object.assign(new Error(reply.error?.message ?? 'database error'), reply.error?.code ? { code: reply.error.code } : {});
}
