import { Worker } from 'node:worker_threads';
import type { GameModule } from '@harbour/game-kit';
import type { Logger } from 'pino';
import { reviewPartWith, type ReviewPartRequest, type ReviewPartResult } from '../review/part.js';
import { chooseWith } from './choose.js';
import type { BotAction, BotChooser, BotRequest } from './types.js';

/** Bots in this thread: for tests with their own game modules, or BOT_THREADS=0. */
export class InlineChooser implements BotChooser {
  constructor(private readonly modules: readonly GameModule[]) {}
  async choose(request: BotRequest): Promise<BotAction> {
    return chooseWith(this.modules, request);
  }
  async review(request: ReviewPartRequest): Promise<ReviewPartResult> {
    return reviewPartWith(this.modules, request);
  }
  async close(): Promise<void> {}
}

interface Job {
  id: number;
  message: { request: BotRequest } | { review: ReviewPartRequest };
  resolve(answer: { action?: BotAction; result?: ReviewPartResult }): void;
  reject(error: Error): void;
}

const TIMEOUT_MS = 30_000;
/** A review part is sized to about a second of work; this only stops a thread that hangs. */
const REVIEW_TIMEOUT_MS = 120_000;

/**
 * Bots in worker threads, one job per thread at a time, in arrival order. A thread that crashes or
 * takes too long is replaced; its job fails (the bot runner tries again later). Parts of match
 * reviews are background work: one at a time in the whole pool, taken only when no bot move waits,
 * so a live move waits at most for one part (about a second) behind a review.
 */
export class WorkerChooser implements BotChooser {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly background: Job[] = [];
  private backgroundRunning = 0;
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
    return this.submit(this.queue, { request }).then((a) => a.action as BotAction);
  }

  review(request: ReviewPartRequest): Promise<ReviewPartResult> {
    return this.submit(this.background, { review: request }).then((a) => a.result as ReviewPartResult);
  }

  private submit(queue: Job[], message: Job['message']): Promise<{ action?: BotAction; result?: ReviewPartResult }> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('bots are stopped'));
      queue.push({ id: this.nextID++, message, resolve, reject });
      this.pump();
    });
  }

  private spawn(): void {
    const source = import.meta.url.endsWith('.ts');
    const entry = new URL(source ? './worker.ts' : './bot-worker.js', import.meta.url);
    const workerData = { entry: entry.href, ...(this.modules ? { modules: this.modules } : {}) };
    const worker = source ? new Worker(new URL('./tsx-boot.mjs', import.meta.url), { workerData }) : new Worker(entry, { workerData });
    worker.unref();
    worker.on('message', (message: { ready?: boolean; id?: number; ok?: boolean; action?: BotAction; result?: ReviewPartResult; error?: string }) => {
      if (message.ready) {
        this.idle.push(worker);
        this.pump();
        return;
      }
      const current = this.busy.get(worker);
      if (current === undefined || current.job.id !== message.id) return;
      this.settle(worker, current);
      if (message.ok && (message.action || message.result)) current.job.resolve({ ...(message.action ? { action: message.action } : {}), ...(message.result ? { result: message.result } : {}) });
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
      this.settle(worker, current);
      current.job.reject(new Error('bot thread stopped'));
    }
    if (!this.closed) this.spawn();
  }

  private settle(worker: Worker, current: { job: Job; timer: NodeJS.Timeout }): void {
    clearTimeout(current.timer);
    this.busy.delete(worker);
    if ('review' in current.job.message) this.backgroundRunning -= 1;
  }

  /** Bot moves first; a review part only when none waits and no other part runs. */
  private next(): Job | undefined {
    if (this.queue.length > 0) return this.queue.shift();
    if (this.backgroundRunning === 0 && this.background.length > 0) {
      this.backgroundRunning += 1;
      return this.background.shift();
    }
    return undefined;
  }

  private pump(): void {
    while (this.idle.length > 0) {
      const job = this.next();
      if (job === undefined) return;
      const worker = this.idle.shift() as Worker;
      const { message } = job;
      const timer = setTimeout(
        () => {
          if ('request' in message) this.log.warn({ game: message.request.gameName, level: message.request.level }, 'bot took too long; restarting its thread');
          else this.log.warn({ game: message.review.gameName }, 'a review part took too long; restarting its thread');
          void worker.terminate();
        },
        'request' in message ? TIMEOUT_MS : REVIEW_TIMEOUT_MS,
      );
      this.busy.set(worker, { job, timer });
      worker.postMessage({ id: job.id, ...message });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of [...this.queue.splice(0), ...this.background.splice(0)]) job.reject(new Error('bots are stopped'));
    const workers = [...this.idle, ...this.busy.keys()];
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
