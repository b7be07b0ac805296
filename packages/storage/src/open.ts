import { resolve } from 'node:path';
import { MatchStore } from './match-store.js';
import { loadMigrations } from './migrate.js';
import { openPglite } from './pglite-db.js';
import { openPostgres } from './postgres-db.js';

export interface StorageConfig {
  /** postgres://… : PostgreSQL. Absent: the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Folder of the embedded database (default ./data); ':memory:' keeps it in memory. */
  dataDir?: string;
  /** PostgreSQL schema (tests use one per run). */
  schema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  migrationsDir?: string;
  /** PGlite in this thread instead of a worker thread (default: a worker thread). */
  pgliteInThread?: boolean;
  /** How long a move may wait for others to be committed with it (group commit's window; default 0). */
  commitWindowMs?: number;
}

/** Opens the configured database, applies pending migrations, and returns the match store. */
export async function openStorage(config: StorageConfig = {}): Promise<MatchStore> {
  const migrations = loadMigrations(config.migrationsDir);
  const db = config.databaseUrl
    ? await openPostgres({ url: config.databaseUrl, ...(config.schema ? { schema: config.schema } : {}), ...(config.poolSize ? { max: config.poolSize } : {}) })
    : await openPglite({ ...(config.dataDir === ':memory:' ? {} : { dataDir: resolve(config.dataDir ?? './data') }), thread: config.pgliteInThread !== true });
  const store = new MatchStore(db, migrations, { windowMs: config.commitWindowMs ?? 0 });
  try {
    await store.connect();
  } catch (error) {
    await db.close();
    throw error;
  }
  return store;
}
