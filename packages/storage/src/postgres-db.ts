import { Socket } from 'node:net';
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
    socket: connectWithoutDelay,
  } as postgres.Options<Record<string, never>>);
  const run = (s: postgres.Sql | postgres.TransactionSql): Queryable => ({
    async query<R extends Row>(text: string, params: readonly unknown[] = []): Promise<R[]> {
      const rows = await s.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });
      return rows as unknown as R[];
    },
    async exec(script: string): Promise<void> {
      await s.unsafe(script).simple();
    },
  });
  const pool = run(sql);
  return {
    kind: 'postgres',
    query: pool.query,
    exec: pool.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return (await sql.begin((tx) => fn(run(tx)))) as T;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

/** What the `postgres` client passes to a socket factory (its own parsed options; untyped there). */
interface SocketTarget {
  host: readonly string[];
  port: readonly number[];
  path?: string | false;
}

/**
 * The client's connections, with Nagle's algorithm off (TCP_NODELAY, as libpq and node-postgres
 * do): otherwise a query written while the previous one is unacknowledged can wait for the
 * server's delayed ACK, up to 40 ms. (In paired benchmark runs on a noisy machine, PostgreSQL's p99 at
 * 200 paced matches was 39-42 ms in three of four runs with it, 60-81 ms in both runs without.)
 * The client's `socket` option is its documented hook for this ("Custom socket"). It connects to
 * the URL's Unix socket path, or to its hosts in order, the first that answers (a multi-host URL:
 * the client leaves that to the socket it is given).
 */
async function connectWithoutDelay(target: SocketTarget): Promise<Socket> {
  if (target.path) return open(target.path);
  const hosts = target.host.length === 0 ? ['localhost'] : target.host;
  let failure: unknown;
  for (const [index, host] of hosts.entries()) {
    try {
      const socket = await open(target.port[index] ?? target.port[0] ?? 5432, host);
      // The client names the server by this for TLS (SNI and certificate checks).
      Object.assign(socket, { host });
      return socket;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

function open(portOrPath: number | string, host?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    socket.setNoDelay(true);
    socket.once('error', reject);
    const connected = () => {
      socket.off('error', reject);
      socket.setNoDelay(true);
      resolve(socket);
    };
    if (typeof portOrPath === 'string') socket.connect(portOrPath, connected);
    else socket.connect(portOrPath, host ?? 'localhost', connected);
  });
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
