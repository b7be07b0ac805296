// npm run bench:server -- [--json] [--matches 10,50,200] [--storages memory,pglite,postgres,bgio-stock,echo,ws-echo]
//                         [--players 2] [--seconds 10] [--warmup 3] [--think-ms 0] [--whole-states] [--repeat 1] [--windows 1]
// Grog Island matches played over sockets by scripted clients against a server in its own process,
// for each storage and level of concurrency, plus two references under the same load: the stock
// boardgame.io Server (InMemory) and `echo`, a bare socket.io server answering each message (the
// transport's floor: one frame in, one acknowledgement out, at the same concurrency; `ws-echo` is
// that over plain WebSockets, the `ws` package socket.io runs on, not a default row). PostgreSQL
// comes from DATABASE_URL (a fresh schema per run). `--repeat N` measures every row N times,
// interleaved (all rows once, then again), and reports each row's median.
// CPU per move, in microseconds, over the measured window, read from /proc: the server process
// (`serverCpuUsPerMove`), the PostgreSQL backends serving this database (`dbCpuUsPerMove`; the
// cluster's shared background processes are not counted) and this process, the load generator
// (`clientCpuUsPerMove`). The review work's CPU per move (`reviewCpuUsPerMove`: the server's review
// thread, `harbour-review`, read from /proc/<pid>/task as it works; without that thread what
// harbour_review_cpu_seconds_total counted) is reported apart; it is inside the server's figure (one
// process), so the moves' own share is the difference. Reviews are on as the server starts (REVIEWS=true, at most REVIEW_CPU_PERCENT of a
// core); REVIEWS=false turns them off (then 0). null for the rows that are not Harbour's.
// `--windows N` splits the measured time into N equal windows and adds each one's server CPU per move
// (`serverCpuUsPerMoveByWindow`): a cost that grows from window to window grows with the server's
// uptime (the PostgreSQL client's pool did, by one entry per query: patches/README.md).
// Before/after in one run: with BENCH_BASELINE=<another checkout of this repository, with its own
// node_modules>, the rows `memory-base` and `postgres-base` run that checkout's server instead.
// The last line of --json output is
// {"results":[{storage,matches,movesPerSecond,p50,p95,p99,serverCpuUsPerMove,reviewCpuUsPerMove,dbCpuUsPerMove,clientCpuUsPerMove}]}.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropPostgresSchema } from '@harbour/storage';
import { Child, DatabaseCpu, harbourNodeFlags } from './harness.js';
import { laneThreadName } from '../src/bots/thread-lane.js';
import { echoSeat, harbourSeat, playMatch, seededRng, stockSeat, wsEchoSeat, type Recorder, type SeatConnection } from './load.js';

type Storage = 'memory' | 'pglite' | 'postgres' | 'bgio-stock' | 'echo' | 'ws-echo' | 'memory-base' | 'postgres-base';

interface Row {
  storage: Storage;
  matches: number;
  movesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  serverCpuUsPerMove: number;
  /** Of the server's CPU per move, the review work's (null: not a Harbour server, or one that does not say). */
  reviewCpuUsPerMove: number | null;
  dbCpuUsPerMove: number | null;
  clientCpuUsPerMove: number;
  /** With `--windows N` (N > 1): the server's CPU per move in each of N equal parts of the measured time. */
  serverCpuUsPerMoveByWindow?: number[];
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
if (args.includes('--help')) {
  // The flags and what the figures are: this file's opening comment.
  process.stdout.write(`${(await import('node:fs')).readFileSync(new URL(import.meta.url), 'utf8').split('\nimport ')[0]?.replace(/^\/\/ ?/gm, '')}\n`);
  process.exit(0);
}
const json = args.includes('--json');
const levels = option('matches', '10,50,200').split(',').map(Number);
const storages = option('storages', 'memory,pglite,postgres,bgio-stock,echo').split(',') as Storage[];
const repeat = Math.max(1, Number(option('repeat', '1')));
const numPlayers = Number(option('players', '2'));
const seconds = Number(option('seconds', '10'));
const warmup = Number(option('warmup', '3'));
const thinkMs = Number(option('think-ms', '0'));
const wholeStates = args.includes('--whole-states');
const windows = Math.max(1, Math.floor(Number(option('windows', '1'))));
const databaseUrl = process.env.DATABASE_URL;

const say = (line: string) => process.stderr.write(`${line}\n`);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
/** The server's review thread, by its name (bots/thread-lane.ts). */
const REVIEW_THREAD = laneThreadName('review');

async function measure(storage: Storage, matches: number): Promise<Row & { serverCpuShare: number; clientCpuShare: number; stalls: number; errors: number; reviewsDone: number | null }> {
  let env: Record<string, string> = {};
  let cleanup = async () => {};
  if (storage === 'memory' || storage === 'memory-base') env = { STORAGE: 'memory' };
  if (storage === 'ws-echo') env = { ECHO_TRANSPORT: 'ws' };
  if (storage === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'harbour-bench-'));
    env = { DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  if (storage === 'postgres' || storage === 'postgres-base') {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    env = { DATABASE_URL: databaseUrl as string, DATABASE_SCHEMA: schema, DATABASE_POOL_SIZE: '10' };
    cleanup = () => dropPostgresSchema(databaseUrl as string, schema);
  }
  const baseline = storage.endsWith('-base') ? process.env.BENCH_BASELINE : undefined;
  if (storage.endsWith('-base') && !baseline) throw new Error(`${storage}: set BENCH_BASELINE to the checkout to compare with`);
  const echo = storage === 'echo' || storage === 'ws-echo';
  const script = storage === 'bgio-stock' ? './stock-child.ts' : echo ? './echo-child.ts' : baseline ? join(baseline, 'apps/server/bench/harbour-child.ts') : './harbour-child.ts';
  const harbour = storage !== 'bgio-stock' && !echo;
  const child = await Child.start(script, env, harbour ? harbourNodeFlags : []);
  const url = `http://127.0.0.1:${child.port}`;
  const recorder: Recorder = { measuring: false, latencies: [], moves: 0, stalls: 0 };
  let stopping = false;
  const pool: { matchID: string; credentials: Record<string, string> }[] = [];
  let refill: Promise<void> | null = null;
  const nextMatch = async () => {
    while (pool.length === 0) {
      refill ??= child.create(Math.max(matches, 10), numPlayers).then((created) => {
        pool.push(...created);
        refill = null;
      });
      await refill;
    }
    return pool.shift() as { matchID: string; credentials: Record<string, string> };
  };
  const connectSeat = storage === 'bgio-stock' ? stockSeat : (u: string) => harbourSeat(u, wholeStates);
  const allSeats: SeatConnection[] = [];
  const slot = async (index: number) => {
    const seats = await Promise.all(Array.from({ length: numPlayers }, () => connectSeat(url)));
    allSeats.push(...seats);
    const rng = seededRng(`bench-${index}`);
    while (!stopping) {
      const match = await nextMatch();
      const played = playMatch(seats, rng, recorder, thinkMs);
      for (const [i, seat] of seats.entries()) await seat.join(match.matchID, String(i), match.credentials[String(i)] as string, numPlayers);
      await played;
    }
  };
  /** The echo reference: each slot sends a move-sized frame and waits for its answer, over and over. */
  const echoSlot = async () => {
    const seats = await Promise.all(Array.from({ length: numPlayers }, () => (storage === 'ws-echo' ? wsEchoSeat(url) : echoSeat(url))));
    allSeats.push(...seats.map((s) => s.seat));
    const frame = { matchID: 'x'.repeat(16), stateID: 1, move: 'pass', args: [] };
    while (!stopping) {
      const at = performance.now();
      await seats[0]?.round(frame);
      if (recorder.measuring) {
        recorder.latencies.push(performance.now() - at);
        recorder.moves++;
      }
    }
  };
  if (!echo) pool.push(...(await child.create(matches * 2, numPlayers)));
  const slots: Promise<void>[] = [];
  for (let i = 0; i < matches; i++) {
    slots.push(echo ? echoSlot() : slot(i));
    // Open the connections in small groups rather than hundreds at once.
    if (i % 20 === 19) await sleep(200);
  }
  await sleep(warmup * 1000);
  const dbCpu = storage.startsWith('postgres') ? new DatabaseCpu(databaseUrl as string) : null;
  const dbBefore = await dbCpu?.sample();
  const reviewBefore = harbour ? await child.reviewCpu() : null;
  const reviewThreadBefore = harbour ? child.threadCpuSeconds(REVIEW_THREAD) : null;
  const cpuBefore = child.cpuSeconds();
  const clientBefore = process.cpuUsage();
  recorder.measuring = true;
  const started = performance.now();
  const byWindow: number[] = [];
  for (let w = 0, cpuAt = cpuBefore, movesAt = 0; w < windows; w++) {
    await sleep((seconds * 1000) / windows);
    const [cpuNow, movesNow] = [child.cpuSeconds(), recorder.moves];
    byWindow.push(Math.round(((cpuNow - cpuAt) * 1e6) / Math.max(1, movesNow - movesAt)));
    [cpuAt, movesAt] = [cpuNow, movesNow];
  }
  recorder.measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpu = child.cpuSeconds() - cpuBefore;
  const reviewThreadAfter = reviewThreadBefore === null ? null : child.threadCpuSeconds(REVIEW_THREAD);
  const reviewAfter = reviewBefore === null ? null : await child.reviewCpu();
  // The review thread's CPU as it is spent (a part's own count comes only when the part ends, seconds later);
  // without that thread (REVIEWS=false, or bots in the main thread) what the server counted for its parts.
  const reviewCpu =
    reviewThreadBefore !== null && reviewThreadAfter !== null ? reviewThreadAfter - reviewThreadBefore : reviewBefore !== null && reviewAfter !== null ? reviewAfter.seconds - reviewBefore.seconds : null;
  const clientUsage = process.cpuUsage(clientBefore);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
  const dbAfter = await dbCpu?.sample();
  await dbCpu?.close();
  const db = dbBefore && dbAfter ? DatabaseCpu.between(dbBefore, dbAfter) : null;
  stopping = true;
  await Promise.race([Promise.all(slots), sleep(20_000)]);
  const errors = allSeats.reduce((sum, s) => sum + s.errors, 0);
  const codes: Record<string, number> = {};
  for (const s of allSeats) for (const [code, n] of Object.entries(s.errorCodes)) codes[code] = (codes[code] ?? 0) + n;
  if (errors > 0) say(`  refused moves: ${JSON.stringify(codes)}`);
  for (const s of allSeats) s.close();
  await child.stop();
  await cleanup();
  const sorted = recorder.latencies.sort((a, b) => a - b);
  const perMoveUs = (cpuSeconds: number) => Math.round((cpuSeconds * 1e6) / Math.max(1, recorder.moves));
  return {
    storage,
    matches,
    movesPerSecond: Math.round(recorder.moves / elapsed),
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
    serverCpuUsPerMove: perMoveUs(cpu),
    reviewCpuUsPerMove: reviewCpu === null ? null : round1((reviewCpu * 1e6) / Math.max(1, recorder.moves)),
    dbCpuUsPerMove: db === null ? null : perMoveUs(db),
    clientCpuUsPerMove: perMoveUs(clientCpu),
    serverCpuShare: Math.round((cpu / elapsed) * 100),
    clientCpuShare: Math.round((clientCpu / elapsed) * 100),
    stalls: recorder.stalls,
    errors,
    reviewsDone: reviewBefore === null || reviewAfter === null ? null : reviewAfter.reviews - reviewBefore.reviews,
    ...(windows > 1 ? { serverCpuUsPerMoveByWindow: byWindow } : {}),
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
};

const results: Row[] = [];
say(`bench:server: ${numPlayers}-player Grog Island matches, ${seconds}s measured after ${warmup}s warm-up, think time ${thinkMs} ms, Harbour clients take ${wholeStates ? 'whole states' : 'patches'}, ${repeat} interleaved repetition(s); ${cpus().length} cores (${cpus()[0]?.model}), load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
say('storage      matches   moves/s     p50 ms    p95 ms    p99 ms  server µs/move  review µs/move  db µs/move  client µs/move  server CPU %  clients CPU %  stalls errors  reviews');
const rows = storages.filter((storage) => {
  if (storage.startsWith('postgres') && !databaseUrl) say(`${storage}: DATABASE_URL is not set; skipped`);
  return !storage.startsWith('postgres') || databaseUrl !== undefined;
}).flatMap((storage) => levels.map((matches) => ({ storage, matches })));
const measured = new Map<string, Row[]>();
for (let round = 0; round < repeat; round++) {
  for (const { storage, matches } of rows) {
    const row = await measure(storage, matches);
    const { serverCpuShare, clientCpuShare, stalls, errors, reviewsDone, ...result } = row;
    const key = `${storage}/${matches}`;
    measured.set(key, [...(measured.get(key) ?? []), result]);
    say(`${storage.padEnd(12)} ${String(matches).padStart(7)} ${String(result.movesPerSecond).padStart(9)} ${String(result.p50).padStart(10)} ${String(result.p95).padStart(9)} ${String(result.p99).padStart(9)} ${String(result.serverCpuUsPerMove).padStart(15)} ${String(result.reviewCpuUsPerMove ?? '-').padStart(15)} ${String(result.dbCpuUsPerMove ?? '-').padStart(11)} ${String(result.clientCpuUsPerMove).padStart(15)} ${String(serverCpuShare).padStart(13)} ${String(clientCpuShare).padStart(14)} ${String(stalls).padStart(7)} ${String(errors).padStart(6)} ${String(reviewsDone ?? '-').padStart(8)}`);
    if (result.serverCpuUsPerMoveByWindow) say(`  server µs/move by window: ${result.serverCpuUsPerMoveByWindow.join(', ')}`);
  }
}
for (const { storage, matches } of rows) {
  const runs = measured.get(`${storage}/${matches}`) ?? [];
  const pick = (f: (r: Row) => number) => median(runs.map(f));
  const db = runs.map((r) => r.dbCpuUsPerMove).filter((x): x is number => x !== null);
  const review = runs.map((r) => r.reviewCpuUsPerMove).filter((x): x is number => x !== null);
  results.push({
    storage,
    matches,
    movesPerSecond: pick((r) => r.movesPerSecond),
    p50: pick((r) => r.p50),
    p95: pick((r) => r.p95),
    p99: pick((r) => r.p99),
    serverCpuUsPerMove: pick((r) => r.serverCpuUsPerMove),
    reviewCpuUsPerMove: review.length === 0 ? null : median(review),
    dbCpuUsPerMove: db.length === 0 ? null : median(db),
    clientCpuUsPerMove: pick((r) => r.clientCpuUsPerMove),
    ...(windows > 1 ? { serverCpuUsPerMoveByWindow: Array.from({ length: windows }, (_, w) => pick((r) => r.serverCpuUsPerMoveByWindow?.[w] ?? NaN)) } : {}),
  });
}
if (repeat > 1) for (const r of results) say(`median ${r.storage.padEnd(12)} ${String(r.matches).padStart(5)}: ${r.movesPerSecond} moves/s, p99 ${r.p99} ms, server ${r.serverCpuUsPerMove} µs/move (review ${r.reviewCpuUsPerMove ?? '-'}), db ${r.dbCpuUsPerMove ?? '-'} µs/move, client ${r.clientCpuUsPerMove} µs/move`);
if (json) console.log(JSON.stringify({ results }));
process.exit(0);
