import { randomBytes } from 'node:crypto';
import { MatchStore, type MatchStorage, dropPostgresSchema, loadMigrations, openPglite, openPostgres, openStorage } from '@harbour/storage';
import { loadConfig, type Config } from '../config.js';

export type StorageKind = 'pglite' | 'postgres';

export const DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The storages a server test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function storageKinds(file: string): StorageKind[] {
  if (DATABASE_URL) return ['pglite', 'postgres'];
  console.log(`${file}: TEST_DATABASE_URL is not set; the PostgreSQL runs are skipped.`);
  return ['pglite'];
}

export function uniqueSchema(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/** A fresh, private database for one test file: PGlite in memory, or a PostgreSQL schema dropped afterwards. */
export async function openTestStore(kind: StorageKind, schema = uniqueSchema('server_test')): Promise<{ store: MatchStorage; schema: string; cleanup(): Promise<void> }> {
  if (kind === 'pglite') {
    const store = new MatchStore(await openPglite(), loadMigrations());
    await store.connect();
    return { store, schema, cleanup: () => store.close() };
  }
  if (!DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const url = DATABASE_URL;
  const store = await openStorage({ databaseUrl: url, schema });
  return {
    store,
    schema,
    cleanup: async () => {
      await store.close();
      await dropPostgresSchema(url, schema);
    },
  };
}

/** A PostgreSQL connection string that selects a schema (for child server processes). */
export function schemaUrl(schema: string): string {
  if (!DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export async function openSchemaStore(schema: string): Promise<MatchStorage> {
  if (!DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const store = new MatchStore(await openPostgres({ url: DATABASE_URL, schema }), loadMigrations());
  await store.connect();
  return store;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    BOT_DELAY_MS: '0',
    // Bots in the test's own thread: a server per test file would otherwise start a move thread and a hint
    // thread, each loading every game from the sources (seconds of CPU on a busy machine). The tests of the
    // threads themselves ask for them (BOT_THREADS: '1').
    BOT_THREADS: '0',
    // Reviews after matches cost seconds of CPU each: only the tests of reviews turn them on.
    REVIEWS: 'false',
    // Every test request comes from 127.0.0.1: the limits are tested on their own.
    RATE_CREATE_PER_MINUTE: '10000',
    RATE_JOIN_PER_MINUTE: '10000',
    RATE_API_PER_SECOND: '10000',
    RATE_SOCKET_PER_SECOND: '10000',
    RATE_CONNECT_PER_MINUTE: '1000000',
    SOCKETS_PER_ADDRESS: '100000',
    ...overrides,
  });
}

export async function dropPostgresSchemaSafe(schema: string): Promise<void> {
  if (DATABASE_URL) await dropPostgresSchema(DATABASE_URL, schema);
}
