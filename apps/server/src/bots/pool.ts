import { Worker } from 'node:worker_threads';
import type { GameModule } from '@harbour/game-kit';
import type { Logger } from 'pino';
import { chooseWith } from './choose.js';
import type { BotAction, BotChooser, BotRequest } from './types.js';

/** Bots in this thread: for tests with their own game modules, or BOT_THREADS=0. */
export class InlineChooser implements BotChooser {
  constructor(private readonly modules: readonly GameModule[]) {}
  async choose(request: BotRequest): Promise<BotAction> {
    return chooseWith(this.modules, request);
  }
  async close(): Promise<void> {}
}

interface Job {
  id: number;
  request: BotRequest;
  resolve(action: BotAction): void;
  reject(error: Error): void;
}

const TIMEOUT_MS = 30_000;

/**
 * Bots in worker threads, one job per thread at a time, in arrival order. A thread that crashes or
 * takes too long is replaced; its job fails (the bot runner tries again later).
 */
export class WorkerChooser implements BotChooser {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly busy = new Map<Worker, { job: Job; timer: NodeJS.Timeout }>();
  private nextID = 0;
  private closed = false;

  constructor(
    private readonly threads: number,
    private readonly log: Logger,
    private readonly modules?: string,
  ) {
    for (let i = 0; i < threads; i++) this.spawn();
  }

  choose(request: BotRequest): Promise<BotAction> {
    return new Promise<BotAction>((resolve, reject) => {
      if (this.closed) return reject(new Error('bots are stopped'));
      this.queue.push({ id: this.nextID++, request, resolve, reject });
      this.pump();
    });
  }

  private spawn(): void {
    const source = import.meta.url.endsWith('.ts');
    const entry = new URL(source ? './worker.ts' : './bot-worker.js', import.meta.url);
    const workerData = { entry: entry.href, ...(this.modules ? { modules: this.modules } : {}) };
    const worker = source ? new Worker(new URL('./tsx-boot.mjs', import.meta.url), { workerData }) : new Worker(entry, { workerData });
    worker.unref();
    worker.on('message', (message: { ready?: boolean; id?: number; ok?: boolean; action?: BotAction; error?: string }) => {
      if (message.ready) {
        this.idle.push(worker);
        this.pump();
        return;
      }
      const current = this.busy.get(worker);
      if (current === undefined || current.job.id !== message.id) return;
      clearTimeout(current.timer);
      this.busy.delete(worker);
      if (message.ok && message.action) current.job.resolve(message.action);
      else current.job.reject(new Error(message.error ?? 'bot failed'));
      this.idle.push(worker);
      this.pump();
    });
    worker.on('error', (error) => this.log.error({ err: error.message }, 'bot thread failed'));
    worker.on('exit', () => this.lost(worker));
  }

  private lost(worker: Worker): void {
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    const current = this.busy.get(worker);
    if (current !== undefined) {
      clearTimeout(current.timer);
      this.busy.delete(worker);
      current.job.reject(new Error('bot thread stopped'));
    }
    if (!this.closed) this.spawn();
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.shift() as Worker;
      const job = this.queue.shift() as Job;
      const timer = setTimeout(() => {
        this.log.warn({ game: job.request.gameName, level: job.request.level }, 'bot took too long; restarting its thread');
        void worker.terminate();
      }, TIMEOUT_MS);
      this.busy.set(worker, { job, timer });
      worker.postMessage({ id: job.id, request: job.request });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('bots are stopped'));
    const workers = [...this.idle, ...this.busy.keys()];
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
