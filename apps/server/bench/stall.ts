// npm run bench:stall [-- --targets 10 --limit-ms 90000]
// Issue 26, finding 1 reproduced: a server process (PostgreSQL: DATABASE_URL, a fresh schema) with
// `--targets` push subscriptions of one match at a server that accepts and never answers. Measured
// before and during that attack: another match's turn notice (from the match's start, pace live:
// due at once, to the push service receiving it) and a live deadline (from falling due to the seat
// marked absent). With BENCH_BASELINE set to another checkout (with its node_modules), its server
// is measured first, then this one's: before/after in one run. Prints one JSON line:
// {"targets":10,"results":[{"server":"base"|"current","normal":{noticeMs,deadlineMs},"attacked":{noticeMs,deadlineMs}}]}
// (a measurement that did not finish within --limit-ms is reported as that limit, with "timedOut").
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AsyncStore, dropPostgresSchema, openPostgres } from '@harbour/storage';
import { ServerProcess } from '../src/testing/process.js';
import { attack, blackhole, measure, pushService, type StallSetup, type StallTimes } from '../src/testing/stall.js';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const targets = Number(option('targets', '10'));
const limitMs = Number(option('limit-ms', '90000'));
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:stall needs DATABASE_URL (PostgreSQL)');
const baseline = process.env.BENCH_BASELINE;
const say = (line: string) => process.stderr.write(`${line}\n`);

async function measureOrLimit(setup: StallSetup, label: string, output: readonly string[]): Promise<StallTimes & { timedOut?: true }> {
  try {
    return await measure(setup, label);
  } catch (error) {
    say(`${label}: ${(error as Error).message}`);
    if (process.env.BENCH_VERBOSE) say(output.filter((l) => !l.includes('"level":30')).slice(-20).join('\n'));
    return { noticeMs: limitMs, deadlineMs: limitMs, timedOut: true };
  }
}

async function run(server: 'base' | 'current', serverDir: string) {
  const schema = `stall_bench_${randomBytes(5).toString('hex')}`;
  const hole = await blackhole();
  const push = await pushService();
  const env = {
    DATABASE_URL: databaseUrl as string,
    DATABASE_SCHEMA: schema,
    ASYNC_TICK_MS: '200',
    WEBHOOK_ALLOW_PRIVATE: '1',
    LOG_LEVEL: 'warn',
    BOT_DELAY_MS: '0',
    RATE_CREATE_PER_MINUTE: '10000',
    RATE_JOIN_PER_MINUTE: '10000',
    RATE_API_PER_SECOND: '10000',
  };
  const process1 = await ServerProcess.start({ ...env, LOG_LEVEL: 'info' }, 90_000, serverDir);
  const db = await openPostgres({ url: databaseUrl as string, schema });
  try {
    const setup: StallSetup = { urls: [process1.url], store: new AsyncStore(db), push: push.url, reached: push.reached, limitMs };
    say(`${server}: measuring without the attack`);
    const normal = await measureOrLimit(setup, `${server} normal`, process1.output);
    say(`${server}: ${targets} never-answering push targets`);
    await attack(setup, hole, 1, targets);
    const attacked = await measureOrLimit(setup, `${server} attacked`, process1.output);
    say(`${server}: normal ${JSON.stringify(normal)}, attacked ${JSON.stringify(attacked)}`);
    return { server, normal, attacked };
  } finally {
    await process1.stop();
    await db.close();
    await hole.close();
    await push.close();
    await dropPostgresSchema(databaseUrl as string, schema);
  }
}

const results = [];
if (baseline) results.push(await run('base', join(baseline, 'apps/server')));
results.push(await run('current', fileURLToPath(new URL('..', import.meta.url))));
console.log(JSON.stringify({ targets, results }));
