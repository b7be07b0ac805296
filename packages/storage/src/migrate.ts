import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The repository's `migrations/` folder (override with MIGRATIONS_DIR, e.g. in a container). */
export function defaultMigrationsDir(): string {
  return process.env.MIGRATIONS_DIR ?? fileURLToPath(new URL('../../../migrations/', import.meta.url));
}

const FILE = /^(\d+)_([a-z0-9_-]+)\.sql$/i;

/** Reads `NNN_name.sql` files in version order; versions must be unique. */
export function loadMigrations(dir: string = defaultMigrationsDir()): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: FILE.exec(file) }))
    .filter((x): x is { file: string; match: RegExpExecArray } => x.match !== null)
    .map(({ file, match }) => ({ version: Number(match[1]), name: match[2] as string, sql: readFileSync(join(dir, file), 'utf8') }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]?.version === m.version) throw new Error(`two migrations numbered ${m.version}`);
  });
  return migrations;
}

/**
 * Applies the migrations not applied yet, all in one transaction, each recorded in
 * `schema_migrations`. A transaction-scoped advisory lock (per schema) makes a second process
 * starting at the same moment wait, then find everything applied. Returns the versions applied.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.harbour_migrations'))`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => Number(r.version)));
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      // The driver runs the whole file (PostgreSQL's simple query protocol; PGlite's exec): no splitting of SQL here.
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1::int, $2::text)', [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}
