// What the benchmarks share: a server in a process of its own (created matches over IPC), and CPU
// time read from /proc.
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openPostgres, type Db } from '@harbour/storage';
import type { ChildReply, ChildRequest } from './protocol.js';

/**
 * Extra Node flags for the Harbour server's process (space-separated), from BENCH_SERVER_NODE_FLAGS:
 * none by default, as the server is started; e.g. `--max-semi-space-size=32` to measure a server
 * with a capped young generation (apps/server/README.md, "fifth pass").
 */
export const harbourNodeFlags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter((flag) => flag !== '');

const children = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export class Child {
  private nextID = 0;
  private readonly waiting = new Map<number, (reply: ChildReply) => void>();
  private constructor(
    private readonly process: ChildProcess,
    readonly port: number,
  ) {
    process.on('message', (reply: ChildReply) => {
      if (reply.type === 'created' || reply.type === 'collected' || reply.type === 'reviewCpu') this.waiting.get(reply.id)?.(reply);
    });
  }

  static start(script: string, env: Record<string, string>, execArgv: string[] = []): Promise<Child> {
    const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
      execArgv: ['--import', 'tsx', ...execArgv, ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [])],
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return new Promise((resolve, reject) => {
      child.once('message', (reply: ChildReply) => reply.type === 'ready' && resolve(new Child(child, reply.port)));
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    });
  }

  create(count: number, numPlayers: number): Promise<{ matchID: string; credentials: Record<string, string> }[]> {
    const id = this.nextID++;
    return new Promise((resolve) => {
      this.waiting.set(id, (reply) => {
        this.waiting.delete(id);
        if (reply.type === 'created') resolve(reply.matches);
      });
      this.process.send({ type: 'create', id, count, numPlayers } satisfies ChildRequest);
    });
  }

  /** Collects garbage in the server (started with --expose-gc) and answers its resident set size in KiB. */
  collect(): Promise<number> {
    const id = this.nextID++;
    return new Promise((resolve) => {
      this.waiting.set(id, () => {
        this.waiting.delete(id);
        resolve(this.rssKiB());
      });
      this.process.send({ type: 'collect', id } satisfies ChildRequest);
    });
  }

  /**
   * The review work's CPU seconds so far and the reviews finished, as the Harbour server counts them
   * (null from a server that does not answer within a second: the stock one, the echo, an older checkout).
   */
  reviewCpu(): Promise<{ seconds: number; reviews: number } | null> {
    const id = this.nextID++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(null);
      }, 1000);
      this.waiting.set(id, (reply) => {
        this.waiting.delete(id);
        clearTimeout(timer);
        resolve(reply.type === 'reviewCpu' ? { seconds: reply.seconds, reviews: reply.reviews } : null);
      });
      this.process.send({ type: 'reviewCpu', id } satisfies ChildRequest);
    });
  }

  rssKiB(): number {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${this.process.pid}/status`, 'utf8'))?.[1] ?? NaN);
    } catch {
      return NaN;
    }
  }

  cpuSeconds(): number {
    return this.process.pid === undefined ? NaN : processCpuSeconds(this.process.pid);
  }

  /** CPU time of the server's threads named `name` (e.g. the review thread, `harbour-review`), or null. */
  threadCpuSeconds(name: string): number | null {
    return this.process.pid === undefined ? null : threadCpuSeconds(this.process.pid, name);
  }

  async stop(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    this.process.send({ type: 'stop' } satisfies ChildRequest);
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}

/** CPU time (user + system) of a process, read from /proc; NaN once it is gone. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * CPU time (user + system) of a process's threads named `name` (/proc/<pid>/task/<tid>/comm), in
 * seconds; null when it has none (a server whose threads are not named, or not started).
 */
export function threadCpuSeconds(pid: number, name: string): number | null {
  let total: number | null = null;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() !== name) continue;
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        total = (total ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    return null;
  }
  return total;
}

/** The machine's CPU time, busy and in all (every core), in seconds, from the first line of /proc/stat. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  // The 4th and 5th fields are idle and iowait.
  return { busy: (total - (fields[3] ?? 0) - (fields[4] ?? 0)) / 100, total: total / 100 };
}

/**
 * PostgreSQL's CPU for this database: the backends connected to it (this machine's server, read
 * from /proc), other than the one asking. Null when the server is not on this machine.
 */
export class DatabaseCpu {
  private readonly db: Promise<Db>;
  constructor(url: string) {
    this.db = openPostgres({ url, max: 1 });
  }
  async sample(): Promise<Map<number, number>> {
    const rows = await (await this.db).query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return new Map(rows.map((r) => [Number(r.pid), processCpuSeconds(Number(r.pid))]));
  }
  static between(before: Map<number, number>, after: Map<number, number>): number | null {
    let total = 0;
    let seen = false;
    for (const [pid, cpu] of after) {
      if (Number.isNaN(cpu)) continue;
      seen = true;
      total += cpu - (before.get(pid) ?? 0);
    }
    return seen ? total : null;
  }
  async close(): Promise<void> {
    await (await this.db).close();
  }
}

