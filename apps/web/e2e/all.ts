import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The whole browser run (`npm run test:e2e`): every browser script, each with its own server and
 * Chromium, in E2E_LANES lanes side by side (default 2). Most of a script's time is waiting (for
 * the server, a computer's move, the page to settle), so two lanes on two cores finish well before
 * one script after another. Each line a script prints keeps its own tag; at the end one line per
 * script says whether it passed and how long it took, and the run fails if any script failed.
 * E2E_SCRIPTS=run,learn runs those only (a file's name, or a part's: "run grog-phone").
 * A script that has not ended after E2E_SCRIPT_MINUTES (default 15, three times the longest) is stopped
 * with its browser and server and fails the run: a hang is a failure, found in minutes, not at CI's limit.
 * A failed script's last error lines are printed again at the very end: the lines of the two lanes are
 * interleaved, and a CI log that keeps only its tail must still say why a script failed minutes earlier.
 */
const HERE = fileURLToPath(new URL('./', import.meta.url));

interface Script {
  /** What the closing lines call it. */
  name: string;
  /** The file in e2e/ (without .ts). */
  file: string;
  env?: Record<string, string>;
}

/**
 * Longest first, so that the lanes end together. The matches of `run.ts` are parts of their own (each
 * prints its own sight lines): the Grog Island match on desktops is the longest script of all.
 */
const SCRIPTS: Script[] = [
  { name: 'run grog-desktop', file: 'run', env: { E2E_ONLY: 'grog-desktop' } },
  { name: 'run rum', file: 'run', env: { E2E_ONLY: 'rum' } },
  { name: 'run port-royal', file: 'run', env: { E2E_ONLY: 'port-royal' } },
  // (the teaching played to its end on a phone in one game a day, turning with the day; on desktops in all three)
  { name: 'learn', file: 'learn', env: { LEARN_PHONE: 'day' } },
  { name: 'review', file: 'review' },
  { name: 'run grog-phone', file: 'run', env: { E2E_ONLY: 'grog-phone', E2E_SIGHT_SHOTS: '0' } },
  ...['hints', 'orders', 'async-play', 'async-away', 'seat-tools', 'pages-fold', 'german-words'].map((file) => ({ name: file, file })),
];

interface Outcome {
  script: string;
  code: number | null;
  seconds: number;
  /** The script's last lines on stderr (at most ERROR_LINES), to repeat at the end if it failed (read then: what
   *  the pipe still held when the script exited has come by the end of the run). */
  errors: () => string[];
}

const ERROR_LINES = 40;
/** A line of stderr longer than this is cut where it is kept (it is printed whole as it comes). */
const ERROR_LINE_CHARS = 2_000;

/** The last `ERROR_LINES` lines written to a stream (bounded, however much the script prints). */
function lastLines(): { add(chunk: string): void; lines(): string[] } {
  const kept: string[] = [];
  let partial = '';
  const keep = (line: string) => {
    if (line.trim() === '') return;
    kept.push(line.slice(0, ERROR_LINE_CHARS));
    if (kept.length > ERROR_LINES) kept.shift();
  };
  return {
    add(chunk) {
      const parts = (partial + chunk).split('\n');
      partial = (parts.pop() ?? '').slice(-ERROR_LINE_CHARS);
      for (const line of parts) keep(line);
    },
    lines: () => (partial ? [...kept, partial] : [...kept]).slice(-ERROR_LINES),
  };
}

const SCRIPT_MS = Number(process.env.E2E_SCRIPT_MINUTES ?? 15) * 60_000;
/** The process groups of the scripts running (each script, its server and its Chromium). */
const running = new Set<number>();

function stopGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // (the group has ended)
  }
}

function runScript({ name: script, file, env }: Script): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    // (a group of its own, so that a script stopped takes its server and browser with it)
    const child = spawn(process.execPath, ['--import', 'tsx', `${HERE}${file}.ts`], { stdio: ['ignore', 'inherit', 'pipe'], env: { ...process.env, ...env }, detached: true });
    const errors = lastLines();
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      process.stderr.write(chunk);
      errors.add(chunk);
    });
    const pid = child.pid;
    if (pid !== undefined) running.add(pid);
    const limit = setTimeout(() => {
      console.error(`[e2e all] ${script}: no end after ${SCRIPT_MS / 60_000} min: stopped`);
      if (pid !== undefined) stopGroup(pid);
    }, SCRIPT_MS);
    child.once('exit', (code) => {
      clearTimeout(limit);
      if (pid !== undefined) {
        stopGroup(pid);
        running.delete(pid);
      }
      resolve({ script, code, seconds: Math.round((Date.now() - started) / 1000), errors: errors.lines });
    });
    child.once('error', (error) => {
      clearTimeout(limit);
      console.error(`[e2e all] ${script} did not start: ${error.message}`);
      resolve({ script, code: 1, seconds: 0, errors: () => [] });
    });
  });
}

// Stopped from outside: the scripts' groups go too (they are not in this process's group).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const pid of running) stopGroup(pid);
    process.exit(1);
  });
}

async function main(): Promise<void> {
  const only = process.env.E2E_SCRIPTS ? new Set(process.env.E2E_SCRIPTS.split(',')) : null;
  const queue = SCRIPTS.filter((s) => only === null || only.has(s.file) || only.has(s.name));
  const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 2));
  const started = Date.now();
  const outcomes: Outcome[] = [];
  const lane = async (): Promise<void> => {
    for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
      console.log(`[e2e all] ${script.name}: started`);
      const outcome = await runScript(script);
      console.log(`[e2e all] ${script.name}: ${outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`} in ${outcome.seconds} s`);
      outcomes.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  const failed = outcomes.filter((o) => o.code !== 0);
  console.log(JSON.stringify({ e2eScripts: outcomes.map(({ script, code, seconds }) => ({ script, passed: code === 0, seconds })), lanes, wallSeconds: Math.round((Date.now() - started) / 1000) }));
  if (failed.length > 0) {
    for (const { script, errors } of failed) {
      const lines = errors();
      console.error(`[e2e all] ${script}: its last ${lines.length} lines on stderr:`);
      for (const line of lines) console.error(`[e2e all] ${script} | ${line}`);
    }
    console.error(`[e2e all] failed: ${failed.map((o) => o.script).join(', ')}`);
    process.exit(1);
  }
}

void main();
