// npx tsx packages/storage/bench/commit.ts [--games 200] [--whole] [--concurrency N] [--schemas 3,4] [--rounds 2]
// What a move costs PostgreSQL to store: plays `--games` 2-player Grog Island games with random
// legal moves (in memory), creates their matches in a fresh schema of DATABASE_URL, then commits
// every move of every game, `--concurrency` games at once (default: all; 1 is a move at a time, as
// at human pace, where group commit has nothing to batch), each game's moves in order (each commit
// checking its seat's link, as the server's do), and reports per commit: the CPU time of the
// PostgreSQL backends serving this database (read from /proc) and of this process, the WAL written for the schema's tables and indexes (pg_walinspect, when it can
// be created; otherwise the whole cluster's WAL between two LSNs) and the share of in-place (HOT)
// updates of the match rows. `--schemas 3,4` measures schemas migrated up to each of those
// versions side by side, `--rounds` times interleaved (before/after in one run). `--whole` writes
// every state whole (no `previous` state given), as before state patches.
import { readFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { seededRng } from '@harbour/game-kit';
import { createDriver } from '@harbour/game-kit/bgio-driver';
import { GrogIsland, deciders, randomMove, toAction } from '@harbour/grog-island';
import type { LogEntry, Server, State } from 'boardgame.io';
import { MatchStore, dropPostgresSchema, loadMigrations, openPostgres, type Db } from '../src/index.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
const games = Number(option('games', '200')) || 200;
const whole = args.includes('--whole');
const concurrency = Number(option('concurrency', String(games))) || games;
const rounds = Math.max(1, Number(option('rounds', '1')));
const all = loadMigrations();
const schemas = option('schemas', String(all[all.length - 1]?.version ?? 0)).split(',').map(Number);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL');

interface Step {
  state: State;
  deltalog: LogEntry[];
}

function playGame(index: number): { initial: State; steps: Step[] } {
  const rng = seededRng(`commit-${index}`);
  const driver = createDriver(GrogIsland, 2, `seed-${index}`);
  const initial = driver.state as State;
  const steps: Step[] = [];
  while (driver.state.ctx.gameover === undefined) {
    const G = driver.state.G;
    const seat = Math.min(...deciders(G));
    const { name, args: moveArgs } = toAction(randomMove(G, seat, rng));
    if (!driver.move(String(seat), name, moveArgs)) throw new Error('a random legal move was refused');
    const { deltalog = [], ...state } = driver.state as State;
    steps.push({ state: state as State, deltalog });
  }
  return { initial, steps };
}

/** A seat link's hash as the server stores it (SHA-256, hex). */
function hashedLink(): string {
  return createHash('sha256').update(randomBytes(32)).digest('hex');
}

/** The seat whose move a step's log records (the server checks that seat's link with the commit). */
function moverOf(deltalog: readonly LogEntry[]): string | undefined {
  const move = deltalog.find((entry) => entry.action.type === 'MAKE_MOVE');
  return move?.action.payload.playerID ?? undefined;
}

/** CPU seconds of a process, read from /proc (0 once it is gone). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of the PostgreSQL backends connected to this database (other than `admin`'s). */
async function backendsCpu(admin: Db): Promise<number> {
  const rows = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  return rows.reduce((sum, r) => sum + cpuSeconds(Number(r.pid)), 0);
}

const played = Array.from({ length: games }, (_, i) => playGame(i));
const admin = await openPostgres({ url, max: 1 });
const walinspect = await admin.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect').then(
  () => true,
  () => false,
);

/** WAL bytes between two LSNs: of the schema's relations (with pg_walinspect), else all of it. */
async function walBytes(schema: string, from: string, to: string): Promise<number> {
  if (!walinspect) return Number((await admin.query<{ n: string }>('SELECT ($2::pg_lsn - $1::pg_lsn)::text AS n', [from, to]))[0]?.n ?? 0);
  const rows = await admin.query<{ n: string }>(
    `WITH rels AS (
       SELECT pg_relation_filenode(c.oid)::text AS node FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1::text
       UNION SELECT pg_relation_filenode(t.reltoastrelid)::text FROM pg_class t JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = $1::text AND t.reltoastrelid <> 0
       UNION SELECT pg_relation_filenode(i.indexrelid)::text FROM pg_class t JOIN pg_namespace n ON n.oid = t.relnamespace JOIN pg_index i ON i.indrelid = t.reltoastrelid WHERE n.nspname = $1::text
     )
     SELECT coalesce(sum(r.record_length + r.fpi_length), 0)::text AS n
       FROM pg_get_wal_records_info($2::pg_lsn, $3::pg_lsn) r
      WHERE substring(r.block_ref from 'rel [0-9]+/[0-9]+/([0-9]+)') IN (SELECT node FROM rels)`,
    [schema, from, to],
  );
  if (process.env.WAL_DETAIL) {
    const detail = await admin.query(
      `SELECT r.resource_manager || '/' || r.record_type AS kind, count(*)::int AS n, sum(r.record_length)::int AS bytes, sum(r.fpi_length)::int AS fpi
         FROM pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn) r GROUP BY 1 ORDER BY 3 DESC LIMIT 12`,
      [from, to],
    );
    console.log(detail);
  }
  return Number(rows[0]?.n ?? 0);
}

const lsn = async () => (await admin.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'))[0]?.lsn as string;

interface Measured {
  version: number;
  commits: number;
  pgUs: number;
  nodeUs: number;
  walBytes: number;
  hotShare: number;
  commitsPerSecond: number;
}

async function measureSchema(version: number): Promise<Measured> {
  const schema = `bench_commit_${randomBytes(4).toString('hex')}`;
  const store = new MatchStore(await openPostgres({ url: url as string, schema }), all.filter((m) => m.version <= version));
  await store.connect();
  try {
    // As the server makes them: named seats, each with the hash of its seat link (checked by every commit).
    const links = played.map(() => [hashedLink(), hashedLink()]);
    const metadata = (i: number): Server.MatchData => ({
      gameName: 'grog-island',
      players: { 0: { id: 0, name: 'Anne Bonny', credentials: links[i]?.[0] }, 1: { id: 1, name: 'Calico Jack', credentials: links[i]?.[1] } },
      setupData: {},
      unlisted: true,
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
    await Promise.all(played.map((game, i) => store.createMatch(`m${i}`, { initialState: game.initial, metadata: metadata(i) })));
    const walFrom = await lsn();
    const pgBefore = await backendsCpu(admin);
    const nodeBefore = process.cpuUsage();
    const started = performance.now();
    let commits = 0;
    let next = 0;
    const play = async (i: number) => {
      const game = played[i] as (typeof played)[number];
      let previous = game.initial;
      for (const step of game.steps) {
        const seat = moverOf(step.deltalog);
        const guard = seat === undefined ? undefined : { playerID: seat, credentials: links[i]?.[Number(seat)] ?? '' };
        if (!(await store.commitState(`m${i}`, previous._stateID, step.state, step.deltalog, whole ? undefined : previous, guard))) throw new Error('commit refused');
        previous = step.state;
        commits++;
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(concurrency, games) }, async () => {
        while (next < games) await play(next++);
      }),
    );
    const elapsed = performance.now() - started;
    const node = process.cpuUsage(nodeBefore);
    const pg = (await backendsCpu(admin)) - pgBefore;
    const wal = await walBytes(schema, walFrom, await lsn());
    const stats = (await admin.query<{ upd: string; hot: string }>(`SELECT n_tup_upd::text AS upd, n_tup_hot_upd::text AS hot FROM pg_stat_user_tables WHERE schemaname = $1::text AND relname = 'matches'`, [schema]))[0];
    return {
      version,
      commits,
      pgUs: Math.round((pg * 1e6) / commits),
      nodeUs: Math.round((node.user + node.system) / commits),
      walBytes: Math.round(wal / commits),
      hotShare: stats && Number(stats.upd) > 0 ? Math.round((Number(stats.hot) / Number(stats.upd)) * 100) : NaN,
      commitsPerSecond: Math.round((commits / elapsed) * 1000),
    };
  } finally {
    await store.close();
    await dropPostgresSchema(url as string, schema);
  }
}

console.log(`${games} games, ${concurrency} at once, states written ${whole ? 'whole' : 'as patches between snapshots'}, WAL ${walinspect ? "of the schema's relations (pg_walinspect)" : 'of the whole cluster'}; per commit:`);
const results: Measured[] = [];
for (let round = 0; round < rounds; round++) {
  for (const version of schemas) {
    const m = await measureSchema(version);
    results.push(m);
    console.log(`  schema ${m.version}: PostgreSQL CPU ${m.pgUs} µs, this process ${m.nodeUs} µs, WAL ${m.walBytes} bytes, HOT updates ${m.hotShare} %, ${m.commitsPerSecond} commits/s (${m.commits} commits)`);
  }
}
await admin.close();
console.log(JSON.stringify({ results }));
