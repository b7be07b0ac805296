// DATABASE_URL=… npx tsx packages/storage/bench/pool.ts [path/to/postgres/src/index.js] [--queries 400000] [--windows 8]
// What a query costs the `postgres` client over a long life: a pool of 10 connections, all opened
// first (as a server's pool is after its first busy moment), then `--queries` queries one at a time
// (as moves at human pace come), and this process's CPU per query in each of `--windows` equal
// windows. A cost that grows from window to window grows with the process's uptime. Give another
// copy of the client (e.g. an unpatched one, see patches/README.md) to compare, before/after in one
// session. Last line: {"pool":{"client":…,"queries":N,"cpuUsPerQuery":[per window],"rssMiB":N}}.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Sql = {
  unsafe(text: string, params?: unknown[], options?: { prepare: boolean }): Promise<unknown>;
  end(): Promise<void>;
};

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const installed = join(dirname(createRequire(import.meta.url).resolve('postgres')), '..', '..', 'src', 'index.js');
const client = args.find((a) => a.endsWith('.js')) ?? installed;
const queries = option('queries', 400_000);
const windows = option('windows', 8);
const url = process.env.DATABASE_URL;
if (url === undefined) throw new Error('set DATABASE_URL');

const { default: postgres } = (await import(client)) as { default: (url: string, options: object) => Sql };
const sql = postgres(url, { max: 10, prepare: true, onnotice: () => {} });
// Every connection of the pool opened (and then idle, in the pool's open queue).
await Promise.all(Array.from({ length: 10 }, () => sql.unsafe('select pg_sleep(0.05)')));
const perWindow = Math.floor(queries / windows);
const cpuUsPerQuery: number[] = [];
for (let w = 0; w < windows; w++) {
  const start = process.cpuUsage();
  for (let i = 0; i < perWindow; i++) await sql.unsafe('select 1', [], { prepare: true });
  const used = process.cpuUsage(start);
  cpuUsPerQuery.push(Math.round((used.user + used.system) / perWindow));
  console.error(`after ${(w + 1) * perWindow} queries: ${cpuUsPerQuery.at(-1)} µs of CPU per query`);
}
await sql.end();
const shown = client === installed ? 'installed' : client;
console.log(JSON.stringify({ pool: { client: shown, queries: perWindow * windows, cpuUsPerQuery, rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20) } }));
