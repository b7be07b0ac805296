import { Worker } from 'node:worker_threads';
import type { GameModule } from '@harbour/game-kit';
import { HINT_QUEUE_MAX } from '@harbour/protocol';
import type { Logger } from 'pino';
import { reviewPartWith, type ReviewPartRequest, type ReviewPartResult } from './review-part.js';
import { chooseWith } from './choose.js';
import { HintsBusyError, hintWith } from './hint.js';
import { laneThreadName, ThreadLane, type LaneKind, type SpawnThread, type ThreadReply } from './thread-lane.js';
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

export interface ThreadCounts {
  /** Threads for bot moves (BOT_THREADS). */
  move: number;
  /** Threads for hints, apart from the bot moves' (HINT_THREADS). */
  hint: number;
  /** Threads for parts of match reviews (one; none when reviews are off). */
  review: number;
}

/**
 * Niceness of each lane's threads (Linux: a thread's own; elsewhere it may not apply). Under load
 * the kernel then gives the bot moves' threads and the main thread (moves, deadlines) the cores
 * first; hints and reviews take what is left.
 */
export const LANE_NICENESS: Record<LaneKind, number> = { move: 0, hint: 10, review: 19 };

const TIMEOUT_MS = 30_000;
/** A review part is sized to about a second of work; this only stops a thread that hangs. */
const REVIEW_TIMEOUT_MS = 120_000;

/** Starts a real worker thread for a lane (from the sources in tests and `npm run dev`, else the built bot-worker.js). */
export function workerSpawner(modules?: string): SpawnThread {
  return (kind, handlers) => {
    const source = import.meta.url.endsWith('.ts');
    const entry = new URL(source ? './worker.ts' : './bot-worker.js', import.meta.url);
    const workerData = { entry: entry.href, nice: LANE_NICENESS[kind], ...(modules ? { modules } : {}) };
    // The thread's name is its lane's (Node gives it to the system's thread: `top -H`, /proc/<pid>/task/*/comm; bench/server.ts reads it).
    const options = { workerData, name: laneThreadName(kind) };
    const worker = source ? new Worker(new URL('./tsx-boot.mjs', import.meta.url), options) : new Worker(entry, options);
    worker.unref();
    worker.on('message', (reply: ThreadReply) => handlers.message(reply));
    worker.on('error', (error) => handlers.failed(error));
    worker.on('exit', () => handlers.exited());
    return {
      post: (request) => worker.postMessage(request),
      terminate: async () => void (await worker.terminate()),
    };
  };
}

export interface WorkerChooserOptions {
  threads: ThreadCounts;
  log: Logger;
  /** Game modules for tests (a module's URL); default the catalogue. */
  modules?: string;
  maxHints?: number;
  /** Tests: threads they answer by hand. */
  spawn?: SpawnThread;
}

/**
 * Bots in worker threads, in three lanes that share no thread and no queue (bots/thread-lane.ts):
 * bot moves, hints and parts of match reviews. A bot move never waits behind a hint or a review
 * part (issue 35); the hints' queue is bounded (HINT_QUEUE_MAX: beyond it a hint is refused at once
 * with HintsBusyError), so nobody can pile up work; review parts run one at a time on their own
 * thread, paced by the review jobs (review/pacer.ts). Hint and review threads run at a lower
 * priority (LANE_NICENESS), so on a busy machine they give way to bot moves and the main thread.
 */
export class WorkerChooser implements BotChooser {
  private readonly lanes: Record<LaneKind, ThreadLane>;

  constructor(o: WorkerChooserOptions) {
    const spawn = o.spawn ?? workerSpawner(o.modules);
    const maxHints = o.maxHints ?? HINT_QUEUE_MAX;
    this.lanes = {
      move: new ThreadLane({ kind: 'move', threads: o.threads.move, timeoutMs: TIMEOUT_MS, spawn, log: o.log }),
      hint: new ThreadLane({ kind: 'hint', threads: o.threads.hint, maxQueued: maxHints, busy: () => new HintsBusyError(), timeoutMs: TIMEOUT_MS, spawn, log: o.log }),
      review: new ThreadLane({ kind: 'review', threads: o.threads.review, timeoutMs: REVIEW_TIMEOUT_MS, spawn, log: o.log }),
    };
  }

  choose(request: BotRequest): Promise<BotAction> {
    return this.lanes.move.run(request) as Promise<BotAction>;
  }

  hint(request: HintRequest): Promise<HintResult> {
    return this.lanes.hint.run(request) as Promise<HintResult>;
  }

  review(request: ReviewPartRequest): Promise<ReviewPartResult> {
    return this.lanes.review.run(request) as Promise<ReviewPartResult>;
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.lanes).map((lane) => lane.close()));
  }
}
