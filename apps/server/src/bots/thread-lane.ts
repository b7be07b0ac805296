import type { Logger } from 'pino';

/** The kinds of work the bot threads do; each has a lane (threads and a queue) of its own. */
export type LaneKind = 'move' | 'hint' | 'review';

/** The name of a lane's threads, as the system shows it (at most 15 characters: `top -H`, /proc/<pid>/task/<tid>/comm). */
export const laneThreadName = (kind: LaneKind): string => `harbour-${kind}`;

/** What a thread is sent: one job, its request under its kind's name. */
export type ThreadRequest = { id: number } & { [K in LaneKind]?: unknown };
/** What a thread answers: ready once it has loaded, then one reply per job. */
export interface ThreadReply {
  ready?: boolean;
  id?: number;
  ok?: boolean;
  result?: unknown;
  error?: string;
}

export interface ThreadHandlers {
  message(reply: ThreadReply): void;
  failed(error: Error): void;
  exited(): void;
}

/** A running thread as a lane sees it (a worker thread; tests give fakes they answer by hand). */
export interface BotThread {
  post(request: ThreadRequest): void;
  terminate(): Promise<void>;
}

export type SpawnThread = (kind: LaneKind, handlers: ThreadHandlers) => BotThread;

export interface LaneOptions {
  kind: LaneKind;
  threads: number;
  /** Jobs that may wait (beyond it `busy()` is thrown at once); unbounded when absent. */
  maxQueued?: number;
  busy?: () => Error;
  /** A job running longer is taken as a hung thread: it is stopped and replaced, the job fails. */
  timeoutMs: number;
  spawn: SpawnThread;
  log: Logger;
}

interface Job {
  id: number;
  request: unknown;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/**
 * One lane of bot threads: its own threads, one job per thread at a time, taken in arrival order
 * from its own queue (bounded when `maxQueued` is set). Lanes share nothing, so a job of one kind
 * never waits for a job of another (a hint never holds up a bot move). A thread that crashes or
 * takes too long is replaced; its job fails.
 */
export class ThreadLane {
  private readonly idle: BotThread[] = [];
  private readonly queue: Job[] = [];
  private readonly busy = new Map<BotThread, { job: Job; timer: NodeJS.Timeout }>();
  private nextID = 0;
  private closed = false;

  constructor(private readonly o: LaneOptions) {
    for (let i = 0; i < o.threads; i++) this.spawn();
  }

  /** Jobs waiting for a thread of this lane. */
  get waiting(): number {
    return this.queue.length;
  }

  run(request: unknown): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('bots are stopped'));
    if (this.o.maxQueued !== undefined && this.queue.length >= this.o.maxQueued) return Promise.reject((this.o.busy ?? (() => new Error(`too many ${this.o.kind} jobs are waiting`)))());
    return new Promise<unknown>((resolve, reject) => {
      this.queue.push({ id: this.nextID++, request, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('bots are stopped'));
    const threads = [...this.idle, ...this.busy.keys()];
    for (const [thread, current] of [...this.busy]) {
      this.settle(thread, current);
      current.job.reject(new Error('bots are stopped'));
    }
    await Promise.all(threads.map((t) => t.terminate()));
  }

  private spawn(): void {
    const thread: BotThread = this.o.spawn(this.o.kind, {
      message: (reply) => this.answered(thread, reply),
      failed: (error) => this.o.log.error({ err: error.message, lane: this.o.kind }, 'bot thread failed'),
      exited: () => this.lost(thread),
    });
  }

  private answered(thread: BotThread, reply: ThreadReply): void {
    if (reply.ready) {
      this.idle.push(thread);
      this.pump();
      return;
    }
    const current = this.busy.get(thread);
    if (current === undefined || current.job.id !== reply.id) return;
    this.settle(thread, current);
    if (reply.ok && reply.result !== undefined) current.job.resolve(reply.result);
    else current.job.reject(new Error(reply.error ?? 'bot failed'));
    this.idle.push(thread);
    this.pump();
  }

  private lost(thread: BotThread): void {
    const index = this.idle.indexOf(thread);
    if (index >= 0) this.idle.splice(index, 1);
    const current = this.busy.get(thread);
    if (current !== undefined) {
      this.settle(thread, current);
      current.job.reject(new Error('bot thread stopped'));
    }
    if (!this.closed) this.spawn();
  }

  private settle(thread: BotThread, current: { timer: NodeJS.Timeout }): void {
    clearTimeout(current.timer);
    this.busy.delete(thread);
  }

  private pump(): void {
    while (!this.closed && this.idle.length > 0 && this.queue.length > 0) {
      const job = this.queue.shift() as Job;
      const thread = this.idle.shift() as BotThread;
      const timer = setTimeout(() => {
        this.o.log.warn({ lane: this.o.kind }, 'a bot thread took too long; restarting it');
        void thread.terminate();
      }, this.o.timeoutMs);
      timer.unref();
      this.busy.set(thread, { job, timer });
      thread.post({ id: job.id, [this.o.kind]: job.request });
    }
  }
}
