import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { openTestStore, testConfig, type StorageKind } from './env.js';
import { api } from './http.js';
import type { TestClient } from './client.js';

/** A server of one describe block's tests, and a client of its lobby API. */
export interface TestServer {
  readonly server: RunningServer;
  readonly http: ReturnType<typeof api>;
}

/**
 * One server on a fresh store of `kind` for the tests of the describe block that calls this: started
 * before them, closed after them (its store dropped). `config`: the variables that differ from the
 * tests' defaults.
 */
export function serverForTests(kind: StorageKind, options: { config?: Record<string, string>; inlineBots?: boolean } = {}): TestServer {
  let running: { server: RunningServer; http: ReturnType<typeof api>; cleanup(): Promise<void> } | undefined;
  beforeAll(async () => {
    const opened = await openTestStore(kind);
    try {
      const server = await startServer({ config: testConfig(options.config), store: opened.store, ...(options.inlineBots ? { inlineBots: true } : {}) });
      running = { server, http: api(server.url), cleanup: opened.cleanup };
    } catch (error) {
      await opened.cleanup();
      throw error;
    }
  });
  afterAll(async () => {
    await running?.server.close();
    await running?.cleanup();
  });
  const started = () => {
    if (!running) throw new Error('the test server has not started');
    return running;
  };
  return {
    get server() {
      return started().server;
    },
    get http() {
      return started().http;
    },
  };
}

/**
 * Waits until everything a move set off on `server` is done and every client holds the match's last
 * state: its after-commit tasks settled, and no move queued in the match (a forced move the server
 * made for the next seat is submitted after the commit, so a client that holds the move's own state
 * may still be one state behind it).
 */
export async function quiet(server: RunningServer, clients: readonly TestClient[], matchID: string): Promise<void> {
  for (;;) {
    await server.asyncPlay?.settled();
    const stateID = await server.runner.withMatch(matchID, async (live) => live.state._stateID);
    if (stateID === null) throw new Error(`no match ${matchID}`);
    await Promise.all(clients.map((c) => c.waitFor(() => c.state(matchID)._stateID >= stateID)));
    await server.asyncPlay?.settled();
    if ((await server.runner.withMatch(matchID, async (live) => live.state._stateID)) === stateID) return;
  }
}
