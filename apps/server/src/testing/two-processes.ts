import type { MatchStorage } from '@harbour/storage';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from './client.js';
import { dropPostgresSchemaSafe, openSchemaStore, testConfig, uniqueSchema } from './env.js';
import { api } from './http.js';

/** Two server processes sharing one database and one Redis, and a 2-player match of Anne (seat 0) and Ben (seat 1). */
export interface TwoProcesses {
  readonly servers: readonly [RunningServer, RunningServer];
  readonly stores: readonly [MatchStorage, MatchStorage];
  readonly matchID: string;
  /** The seats' credentials, by seat. */
  readonly credentials: readonly [string, string];
  /** A client connected to process `process` (0 or 1), closed with the rest. */
  connect(process: 0 | 1): Promise<TestClient>;
}

/** The match the two processes share: Grog Island without a pace unless said. */
export interface TwoProcessMatch {
  game?: 'grog-island' | 'port-royal' | 'rum-and-pirates';
  pace?: 'live' | 'daily' | 'relaxed' | 'none';
}

/**
 * Runs `test` against two server processes on a fresh PostgreSQL schema (TEST_DATABASE_URL) and the
 * test Redis, with Anne's match created on process 0 and joined by Ben; closes the clients, the
 * servers and the stores and drops the schema afterwards, whatever the test did.
 */
export async function onTwoProcesses(prefix: string, test: (two: TwoProcesses) => Promise<void>, match: TwoProcessMatch = {}): Promise<void> {
  const schema = uniqueSchema(prefix);
  const stores = [await openSchemaStore(schema), await openSchemaStore(schema)] as const;
  const config = testConfig({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
  const servers: RunningServer[] = [];
  const clients: TestClient[] = [];
  try {
    for (const store of stores) servers.push(await startServer({ config, store }));
    const pair = servers as [RunningServer, RunningServer];
    const http = api(pair[0].url);
    const { body: host } = await http.post('/api/matches', { game: match.game ?? 'grog-island', numPlayers: 2, name: 'Anne', pace: match.pace ?? 'none' });
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    await test({
      servers: pair,
      stores,
      matchID: host.matchID as string,
      credentials: [host.credentials as string, guest.credentials as string],
      connect: async (at) => {
        const client = await TestClient.connect(pair[at].url);
        clients.push(client);
        return client;
      },
    });
  } finally {
    clients.forEach((c) => c.close());
    for (const server of servers) await server.close();
    for (const store of stores) await store.close();
    await dropPostgresSchemaSafe(schema);
  }
}
