import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { openTestStore, testConfig, type StorageKind } from './env.js';
import { api } from './http.js';

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
