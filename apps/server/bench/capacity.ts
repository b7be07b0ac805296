// npm run bench:capacity -- [--json] [--matches 1000,4000,10000] [--seconds 60] [--warmup 20]
//                           [--interval-ms 10000] [--clients 2] [--pool 10] [--servers current,base,echo,ws] [--spread 0]
// How many human-paced matches one server process holds: for each N, N 2-player Grog Island
// matches on PostgreSQL (DATABASE_URL, a fresh schema per N), every seat's socket connected and
// joined, each match moving every `--interval-ms` on average (each think time drawn uniformly from 0
// to twice that). The load generator runs in `--clients` processes of its own. With `--spread K`, each
// match first makes a number of moves drawn from 0 to K without thinking (during the warm-up, which must
// be long enough for them), so that the measured window sees matches at every stage of a game, not 4,000
// matches in step at their first moves.
// - rssKiBPerIdleMatch: the server's resident set (after a garbage collection) with the N matches
//   joined and idle, less its resident set before they were created, divided by N;
// - p50/p99: from sending a move to the mover receiving the state it produced, over `--seconds`
//   after `--warmup`; serverCpuUsPerMove: the server's CPU time over that window per move.
// `--servers current,base` measures, for each N, this checkout's server and then the one of the
// checkout named by BENCH_BASELINE (before/after in one run; rows of the baseline carry "server":"base").
// `echo` is the transport's floor: a bare socket.io server (echo-child.ts) holding two connected
// sockets per match and nothing else; its row ("server":"echo") has only the memory figure. `ws`
// is the same with plain WebSockets (the `ws` package, which socket.io runs on, without socket.io
// and engine.io): what a connection costs below socket.io ("server":"ws", memory only).
// The last line of --json output is
// {"results":[{matches,sockets,movesPerSecond,p50,p99,rssKiBPerIdleMatch,serverCpuUsPerMove,reviewCpuUsPerMove}]}:
// reviewCpuUsPerMove is the server's review thread over the window (reviews of matches that ended: with
// --spread some end while measured), part of serverCpuUsPerMove; the moves' own is the difference.
// Besides, for each N: the load generators' CPU and how busy the machine was over the window. The
// server's process takes BENCH_SERVER_NODE_FLAGS (harness.ts), BENCH_MEMORY, BENCH_ALLOCATIONS and
// BENCH_STALLS (harbour-child.ts); BENCH_STALL_DETAIL=1 prints what each stalled match's seats held (load.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropPostgresSchema } from '@harbour/storage';
import type { ClientReply, ClientRequest } from './capacity-client.js';
import { Child, DatabaseCpu, harbourNodeFlags, machineCpuSeconds, processCpuSeconds } from './harness.js';
import { laneThreadName } from '../src/bots/thread-lane.js';

const REVIEW_THREAD = laneThreadName('review');

type ServerKind = 'current' | 'base' | 'echo' | 'ws';

interface Row {
  server?: 'base' | 'echo' | 'ws';
  matches: number;
  sockets: number;
  movesPerSecond: number;
  p50: number;
  p99: number;
  rssKiBPerIdleMatch: number;
  serverCpuUsPerMove: number;
  /** The review thread's CPU over the window per move: part of serverCpuUsPerMove (the moves' own is the difference). */
  reviewCpuUsPerMove: number | null;
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
const json = args.includes('--json');
const levels = option('matches', '1000,4000,10000').split(',').map(Number);
const seconds = Number(option('seconds', '60'));
const warmup = Number(option('warmup', '20'));
const intervalMs = Number(option('interval-ms', '10000'));
const clientCount = Math.max(1, Number(option('clients', '2')));
const poolSize = option('pool', '10');
const spread = Math.max(0, Number(option('spread', '0')));
const serverKinds: readonly ServerKind[] = ['current', 'base', 'echo', 'ws'];
const servers = option('servers', 'current').split(',') as ServerKind[];
for (const server of servers) if (!serverKinds.includes(server)) throw new Error(`--servers: ${server} is not one of ${serverKinds.join(', ')}`);
const baseline = process.env.BENCH_BASELINE;
if (servers.includes('base') && !baseline) throw new Error('--servers base: set BENCH_BASELINE to the checkout to compare with');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:capacity needs DATABASE_URL (PostgreSQL)');

const say = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const round1 = (x: number) => Math.round(x * 10) / 10;
const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number));

class Client {
  private readonly process: ChildProcess;
  private readonly waiting: ((reply: ClientReply) => void)[] = [];
  constructor() {
    this.process = fork(fileURLToPath(new URL('./capacity-client.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.process.on('message', (reply: ClientReply) => this.waiting.shift()?.(reply));
  }
  ask(request: ClientRequest): Promise<ClientReply> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.process.send(request);
    });
  }
  cpuSeconds(): number {
    return this.process.pid === undefined ? NaN : processCpuSeconds(this.process.pid);
  }
  tell(request: ClientRequest): void {
    this.process.send(request);
  }
  stop(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    this.tell({ type: 'stop' });
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 10_000);
    return exited.finally(() => clearTimeout(timer));
  }
}

async function measure(matches: number, server: ServerKind): Promise<Row> {
  if (server === 'echo' || server === 'ws') return measureEcho(matches, server);
  const schema = `capacity_${randomBytes(5).toString('hex')}`;
  const script = server === 'base' ? join(baseline as string, 'apps/server/bench/harbour-child.ts') : './harbour-child.ts';
  const child = await Child.start(script, { DATABASE_URL: databaseUrl as string, DATABASE_SCHEMA: schema, DATABASE_POOL_SIZE: poolSize }, ['--expose-gc', ...harbourNodeFlags]);
  const clients: Client[] = [];
  try {
    const rssBefore = await child.collect();
    const created: { matchID: string; credentials: Record<string, string> }[] = [];
    for (let n = 0; n < matches; n += 500) created.push(...(await child.create(Math.min(500, matches - n), 2)));
    const started = performance.now();
    for (let i = 0; i < clientCount; i++) clients.push(new Client());
    const connected = await Promise.all(
      clients.map((client, i) =>
        client.ask({ type: 'connect', url: `http://127.0.0.1:${child.port}`, matches: created.filter((_, m) => m % clientCount === i), intervalMs, seed: `capacity-${i}`, join: true }),
      ),
    );
    const sockets = connected.reduce((n, r) => n + (r.type === 'connected' ? r.sockets : 0), 0);
    const failed = connected.reduce((n, r) => n + (r.type === 'connected' ? r.failed : 0), 0);
    say(`  ${matches} matches: ${sockets} sockets joined in ${Math.round((performance.now() - started) / 1000)} s${failed > 0 ? `, ${failed} matches failed to connect` : ''}`);
    await sleep(2000);
    const rssIdle = await child.collect();
    for (const client of clients) client.tell({ type: 'start', spread });
    await sleep(warmup * 1000);
    const db = new DatabaseCpu(databaseUrl as string);
    const dbBefore = await db.sample();
    const cpuBefore = child.cpuSeconds();
    const reviewBefore = child.threadCpuSeconds(REVIEW_THREAD);
    const clientsBefore = clients.reduce((n, client) => n + client.cpuSeconds(), 0);
    const machineBefore = machineCpuSeconds();
    for (const client of clients) client.tell({ type: 'measure', on: true });
    const measuredFrom = performance.now();
    await sleep(seconds * 1000);
    const replies = await Promise.all(clients.map((client) => client.ask({ type: 'measure', on: false })));
    const elapsed = (performance.now() - measuredFrom) / 1000;
    const cpu = child.cpuSeconds() - cpuBefore;
    const reviewAfter = child.threadCpuSeconds(REVIEW_THREAD);
    const reviewCpu = reviewBefore === null || reviewAfter === null ? null : reviewAfter - reviewBefore;
    const clientsCpu = clients.reduce((n, client) => n + client.cpuSeconds(), 0) - clientsBefore;
    const machine = machineCpuSeconds();
    const machineBusy = (machine.busy - machineBefore.busy) / Math.max(0.01, machine.total - machineBefore.total);
    const dbCpu = DatabaseCpu.between(dbBefore, await db.sample());
    await db.close();
    const latencies: number[] = [];
    let moves = 0;
    let stalls = 0;
    let errors = 0;
    const errorCodes: Record<string, number> = {};
    const loops: string[] = [];
    for (const r of replies) {
      if (r.type !== 'measured') continue;
      loops.push(`p99 ${r.loopP99Ms} / max ${r.loopMaxMs} ms`);
      for (const l of r.latencies) latencies.push(l);
      moves += r.moves;
      stalls += r.stalls;
      errors += r.errors;
      for (const [code, n] of Object.entries(r.errorCodes)) errorCodes[code] = (errorCodes[code] ?? 0) + n;
    }
    latencies.sort((a, b) => a - b);
    say(`  ${moves} moves measured, ${stalls} stalled matches, ${errors} refused moves${errors > 0 ? ` ${JSON.stringify(errorCodes)}` : ''}; server CPU ${Math.round((cpu / elapsed) * 100)} %, load generators ${Math.round((clientsCpu / elapsed) * 100)} %, machine ${Math.round(machineBusy * 100)} % busy (${cpus().length} cores), PostgreSQL backends ${dbCpu === null ? '-' : `${Math.round((dbCpu * 1e6) / Math.max(1, moves))} µs/move`}; server RSS ${Math.round(rssBefore / 1024)} MiB before, ${Math.round(rssIdle / 1024)} MiB idle with the matches, ${Math.round(child.rssKiB() / 1024)} MiB at the end; the load generators' own event-loop delay ${loops.join(', ')}`);
    return {
      ...(server === 'base' ? { server } : {}),
      matches,
      sockets,
      movesPerSecond: round1(moves / elapsed),
      p50: round1(percentile(latencies, 50)),
      p99: round1(percentile(latencies, 99)),
      rssKiBPerIdleMatch: round1((rssIdle - rssBefore) / matches),
      serverCpuUsPerMove: Math.round((cpu * 1e6) / Math.max(1, moves)),
      reviewCpuUsPerMove: reviewCpu === null ? null : Math.round((reviewCpu * 1e6) / Math.max(1, moves)),
    };
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
    await child.stop();
    await dropPostgresSchema(databaseUrl as string, schema);
  }
}

/** A bare socket.io (`echo`) or WebSocket (`ws`) server with two connected sockets per match: what the connections alone cost. */
async function measureEcho(matches: number, server: 'echo' | 'ws'): Promise<Row> {
  const child = await Child.start('./echo-child.ts', server === 'ws' ? { ECHO_TRANSPORT: 'ws' } : {}, ['--expose-gc', ...harbourNodeFlags]);
  const clients: Client[] = [];
  try {
    const rssBefore = await child.collect();
    const fake = Array.from({ length: matches }, (_, m) => ({ matchID: `echo-${m}`, credentials: {} }));
    for (let i = 0; i < clientCount; i++) clients.push(new Client());
    const connected = await Promise.all(
      clients.map((client, i) => client.ask({ type: 'connect', url: `http://127.0.0.1:${child.port}`, matches: fake.filter((_, m) => m % clientCount === i), intervalMs, seed: `echo-${i}`, join: false, raw: server === 'ws' })),
    );
    const sockets = connected.reduce((n, r) => n + (r.type === 'connected' ? r.sockets : 0), 0);
    await sleep(2000);
    const rssIdle = await child.collect();
    say(`  ${server}: ${sockets} sockets connected; server RSS ${Math.round(rssBefore / 1024)} MiB before, ${Math.round(rssIdle / 1024)} MiB with them`);
    return { server, matches, sockets, movesPerSecond: 0, p50: 0, p99: 0, rssKiBPerIdleMatch: round1((rssIdle - rssBefore) / matches), serverCpuUsPerMove: 0, reviewCpuUsPerMove: null };
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
    await child.stop();
  }
}

say(`bench:capacity: 2-player Grog Island on PostgreSQL, a move every ${intervalMs} ms per match on average, ${seconds} s measured after ${warmup} s, ${clientCount} load-generator processes; ${cpus().length} cores (${cpus()[0]?.model}), load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
// The server holds two sockets per match: past its open-file limit it cannot accept them all.
const openFiles = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Infinity);
for (const matches of levels) {
  if (2 * matches + 200 > openFiles) say(`  warning: ${matches} matches need ${2 * matches} sockets in one server process; its open-file limit here is ${openFiles} (ulimit -n)`);
}
const results: Row[] = [];
for (const matches of levels) {
  for (const server of servers) {
    const row = await measure(matches, server);
    results.push(row);
    if (server === 'echo' || server === 'ws') say(`${server} matches ${row.matches}: sockets ${row.sockets}, ${row.rssKiBPerIdleMatch} KiB per idle match (connections only)`);
    else say(`${server} matches ${row.matches}: sockets ${row.sockets}, ${row.movesPerSecond} moves/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.rssKiBPerIdleMatch} KiB per idle match, server ${row.serverCpuUsPerMove} µs/move (reviews ${row.reviewCpuUsPerMove ?? '-'} of it)`);
  }
}
if (json) console.log(JSON.stringify({ results }));
process.exit(0);
