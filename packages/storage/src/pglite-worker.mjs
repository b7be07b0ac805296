// The embedded database's thread: PGlite (PostgreSQL in WebAssembly) runs here, so that its work
// never blocks the server's event loop. Plain JavaScript: it runs as it is, from the sources or
// beside the bundled server. Messages come from pglite-thread.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const reply = (message) => parentPort.postMessage(message);
const failure = (id, error) => reply({ id, ok: false, error: { message: error?.message ?? String(error), code: typeof error?.code === 'string' ? error.code : undefined } });

let pg;
try {
  pg = await PGlite.create(workerData?.dataDir ? { dataDir: workerData.dataDir } : {});
} catch (error) {
  failure(0, error);
  process.exit(1);
}

/** Open transactions: the messages waiting for each, and how to finish it. */
const transactions = new Map();

function openTransaction(id, tx) {
  const inbox = [];
  let wake = () => {};
  return pg
    .transaction(async (handle) => {
      transactions.set(tx, { push: (m) => (inbox.push(m), wake()) });
      reply({ id, ok: true });
      for (;;) {
        while (inbox.length === 0) await new Promise((resolve) => (wake = resolve));
        const message = inbox.shift();
        if (message.kind === 'commit') return message.id;
        if (message.kind === 'rollback') throw Object.assign(new Error('rollback'), { rollbackID: message.id });
        try {
          if (message.exec) {
            await handle.exec(message.text);
            reply({ id: message.id, ok: true, rows: [] });
          } else {
            const result = await handle.query(message.text, message.params);
            reply({ id: message.id, ok: true, rows: result.rows });
          }
        } catch (error) {
          failure(message.id, error);
        }
      }
    })
    .then(
      (commitID) => reply({ id: commitID, ok: true }),
      (error) => (error?.rollbackID !== undefined ? reply({ id: error.rollbackID, ok: true }) : failure(id, error)),
    )
    .finally(() => transactions.delete(tx));
}

parentPort.on('message', (message) => {
  const { id, kind } = message;
  if (kind === 'query') {
    pg.query(message.text, message.params).then(
      (result) => reply({ id, ok: true, rows: result.rows }),
      (error) => failure(id, error),
    );
  } else if (kind === 'exec') {
    pg.exec(message.text).then(
      () => reply({ id, ok: true, rows: [] }),
      (error) => failure(id, error),
    );
  } else if (kind === 'begin') {
    void openTransaction(id, message.tx);
  } else if (kind === 'txquery' || kind === 'commit' || kind === 'rollback') {
    const tx = transactions.get(message.tx);
    if (tx) tx.push(message);
    else failure(id, new Error('no such transaction'));
  } else if (kind === 'close') {
    pg.close().then(
      () => reply({ id, ok: true }),
      (error) => failure(id, error),
    );
  }
});
reply({ id: 0, ok: true, ready: true });
