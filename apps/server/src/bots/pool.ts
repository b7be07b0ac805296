import { Worker } from 'node:worker_threads';
import type { GameModule } from '@harbour/game-kit';
import { HINT_QUEUE_MAX } from '@harbour/protocol';
import type { Logger } from 'pino';
import { reviewPartWith, type ReviewPartRequest, type ReviewPartResult } from '../review/part.js';
import { chooseWith } from './choose.js';
import { HintsBusyError, hintWith } from './hint.js';
import type { BotAction, BotChooser, BotRequest, HintRequest, HintResult } from './types.js';

/** Bots in this thread: for tests with their own game modules, or BOT_THREADS=0. */
export class InlineChooser implements BotChooser {
  private waiting = 0;
  constructor(
    private readonly modules: readonly GameModule[],
    private readonly maxHints = HINT_QUEUE_MAX,
  ) {}
  async choose(request: BotRequest): Promise<BotAction> {
    return chooseWith(this.modules, request);
  }
  async hint(request: HintRequest): Promise<HintResult> {
    if (this.waiting >= this.maxHints) throw new HintsBusyError();
    this.waiting++;
    try {
      // A turn of the event loop first, as a thread would answer: the caller's bookkeeping runs before.
      await new Promise((resolve) => setImmediate(resolve));
      return hintWith(this.modules, request);
    } finally {
      this.waiting--;
    }
  }
  async review(request: ReviewPartRequest): Promise<ReviewPartResult> {
    return reviewPartWith(this.modules, request);
  }
  async close(): Promise<void> {}
}

type Task = { kind: 'move'; request: BotRequest } | { kind: 'hint'; request: HintRequest } | { kind: 'review'; request: ReviewPartRequest };

interface Job {
  id: number;
  task: Task;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

const TIMEOUT_MS = 30_000;
/** A review part is sized to about a second of work; this only stops a thread that hangs. */
const REVIEW_TIMEOUT_MS = 120_000;

/**
 * Bots in worker threads, one job per thread at a time. Bot moves go first, in arrival order; hints
 * wait behind them in a queue of their own, bounded (HINT_QUEUE_MAX: beyond it a hint is refused at
 * once), so hints never hold up a move and nobody can pile up work. Parts of match reviews are
 * background work: one at a time in the whole pool, taken only when no move or hint waits, so a live
 * move waits at most for one part (about a second) behind a review. A thread that crashes or takes
 * too long is replaced; its job fails (the bot runner tries again later).
 */
export class WorkerChooser implements BotChooser {
  private readonly idle: Worker[] = [];
  private readonly moves: Job[] = [];
  private readonly hints: Job[] = [];
  private readonly background: Job[] = [];
  private backgroundRunning = 0;
  private readonly busy = new Map<Worker, { job: Job; timer: NodeJS.Timeout }>();
  private nextID = 0;
  private closed = false;

  constructor(
    private readonly threads: number,
    private readonly log: Logger,
    private readonly modules?: string,
    private readonly maxHints = HINT_QUEUE_MAX,
  ) {
    for (let i = 0; i < threads; i++) this.spawn();
  }

  choose(request: BotRequest): Promise<BotAction> {
    return this.enqueue(this.moves, { kind: 'move', request }) as Promise<BotAction>;
  }

  hint(request: HintRequest): Promise<HintResult> {
    if (this.hints.length >= this.maxHints) return Promise.reject(new HintsBusyError());
    return this.enqueue(this.hints, { kind: 'hint', request }) as Promise<HintResult>;
  }

  review(request: ReviewPartRequest): Promise<ReviewPartResult> {
    return this.enqueue(this.background, { kind: 'review', request }) as Promise<ReviewPartResult>;
  }

  private enqueue(queue: Job[], task: Task): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      if (this.closed) return reject(new Error('bots are stopped'));
      queue.push({ id: this.nextID++, task, resolve, reject });
      this.pump();
    });
  }

  private spawn(): void {
    const source = import.meta.url.endsWith('.ts');
    const entry = new URL(source ? './worker.ts' : './bot-worker.js', import.meta.url);
    const workerData = { entry: entry.href, ...(this.modules ? { modules: this.modules } : {}) };
    const worker = source ? new Worker(new URL('./tsx-boot.mjs', import.meta.url), { workerData }) : new Worker(entry, { workerData });
    worker.unref();
    worker.on('message', (message: { ready?: boolean; id?: number; ok?: boolean; result?: unknown; error?: string }) => {
      if (message.ready) {
        this.idle.push(worker);
        this.pump();
        return;
      }
      const current = this.busy.get(worker);
      if (current === undefined || current.job.id !== message.id) return;
      this.settle(worker, current);
      if (message.ok && message.result !== undefined) current.job.resolve(message.result);
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
    if (current.job.task.kind === 'review') this.backgroundRunning -= 1;
  }

  /** Bot moves first, then hints; a review part only when neither waits and no other part runs. */
  private next(): Job | undefined {
    const job = this.moves.shift() ?? this.hints.shift();
    if (job !== undefined) return job;
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
      const { task } = job;
      const timer = setTimeout(
        () => {
          this.log.warn({ game: task.request.gameName, kind: task.kind }, 'a bot thread took too long; restarting it');
          void worker.terminate();
        },
        task.kind === 'review' ? REVIEW_TIMEOUT_MS : TIMEOUT_MS,
      );
      this.busy.set(worker, { job, timer });
      worker.postMessage({ id: job.id, [task.kind]: task.request });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of [...this.moves.splice(0), ...this.hints.splice(0), ...this.background.splice(0)]) job.reject(new Error('bots are stopped'));
    const workers = [...this.idle, ...this.busy.keys()];
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
