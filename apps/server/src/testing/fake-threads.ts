import type { BotThread, LaneKind, SpawnThread, ThreadHandlers, ThreadRequest } from '../bots/thread-lane.js';

/** A bot thread a test answers by hand: it records what it is sent and says ready when told. */
export class FakeThread implements BotThread {
  readonly received: ThreadRequest[] = [];
  terminated = false;
  constructor(
    readonly kind: LaneKind,
    private readonly handlers: ThreadHandlers,
  ) {}
  post(request: ThreadRequest): void {
    this.received.push(request);
  }
  ready(): void {
    this.handlers.message({ ready: true });
  }
  /** Answers the last job it was sent. */
  answer(result: unknown): void {
    const last = this.received.at(-1);
    if (last === undefined) throw new Error(`the ${this.kind} thread was sent nothing`);
    this.handlers.message({ id: last.id, ok: true, result });
  }
  async terminate(): Promise<void> {
    this.terminated = true;
  }
}

/** Spawns fake threads, ready at once, kept by lane for the test to answer. */
export function fakeThreads(): { spawn: SpawnThread; threads: FakeThread[]; of(kind: LaneKind): FakeThread[] } {
  const threads: FakeThread[] = [];
  return {
    threads,
    of: (kind) => threads.filter((t) => t.kind === kind),
    spawn: (kind, handlers) => {
      const thread = new FakeThread(kind, handlers);
      threads.push(thread);
      queueMicrotask(() => thread.ready());
      return thread;
    },
  };
}
