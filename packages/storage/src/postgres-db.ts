import postgres from 'postgres';
import type { Db, Queryable, Row } from './db.js';

export interface PostgresDbOptions {
  url: string;
  /** Schema to work in (created if missing); tests use one per run. Default: the server's search_path. */
  schema?: string;
  /** Connection pool size. */
  max?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** PostgreSQL through the `postgres` client: prepared statements, a pool, transactions. */
export async function openPostgres(options: PostgresDbOptions): Promise<Db> {
  const { url, schema } = options;
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`);
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    prepare: true,
    connection: schema === undefined ? {} : { search_path: schema },
  });
  const run = (s: postgres.Sql | postgres.TransactionSql): Queryable => ({
    async query<R extends Row>(text: string, params: readonly unknown[] = []): Promise<R[]> {
      const rows = await s.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });
      return rows as unknown as R[];
    },
  });
  const pool = run(sql);
  return {
    kind: 'postgres',
    query: pool.query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return (await sql.begin((tx) => fn(run(tx)))) as T;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

/** Drops a schema made by a test run. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.end();
  }
}
