/**
 * Outbound deliveries (webhook calls) kept apart by target: each target (scheme, host and port)
 * has its own short queue and at most `perTarget` calls in flight, so one slow or dead receiver
 * delays only its own notices. Retries wait on a timer, holding no slot. Everything is bounded:
 * calls in flight overall, jobs queued per target (when full the oldest waiting job is dropped),
 * targets waiting; beyond them a job is dropped
 * (and counted by the caller through `onDropped`).
 */
export interface DeliveryLimits {
  perTarget: number;
  inFlight: number;
  queuedPerTarget: number;
  targets: number;
}

export const DEFAULT_DELIVERY_LIMITS: DeliveryLimits = { perTarget: 2, inFlight: 32, queuedPerTarget: 16, targets: 1_000 };

/** One attempt; answers whether to try again later (a retryable failure). */
export type Attempt = () => Promise<'done' | 'retry'>;

interface Job {
  attempt: Attempt;
  tries: number;
}

interface TargetQueue {
  jobs: Job[];
  running: number;
}

export class DeliveryQueue {
  private readonly targets = new Map<string, TargetQueue>();
  private inFlight = 0;
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly retry: { retries: number; baseMs: number },
    private readonly onExhausted: () => void,
    private readonly onDropped: () => void,
    private readonly limits: DeliveryLimits = DEFAULT_DELIVERY_LIMITS,
  ) {}

  /** Queues a delivery to `target` (a URL's origin); false when it was dropped. */
  add(target: string, attempt: Attempt): boolean {
    return this.enqueue(target, { attempt, tries: 0 });
  }

  private enqueue(target: string, job: Job): boolean {
    if (this.closed) return false;
    let queue = this.targets.get(target);
    if (queue === undefined) {
      if (this.targets.size >= this.limits.targets) {
        this.onDropped();
        return false;
      }
      queue = { jobs: [], running: 0 };
      this.targets.set(target, queue);
    }
    if (queue.jobs.length >= this.limits.queuedPerTarget) {
      // Full: the oldest waiting job gives way, since a newer notice says more (a game over beats an old your-turn).
      queue.jobs.shift();
      this.onDropped();
    }
    queue.jobs.push(job);
    this.pump();
    return true;
  }

  private pump(): void {
    for (const [target, queue] of this.targets) {
      if (this.inFlight >= this.limits.inFlight) return;
      while (queue.running < this.limits.perTarget && queue.jobs.length > 0 && this.inFlight < this.limits.inFlight) {
        const job = queue.jobs.shift() as Job;
        queue.running++;
        this.inFlight++;
        void this.run(target, queue, job);
      }
    }
  }

  private async run(target: string, queue: TargetQueue, job: Job): Promise<void> {
    const outcome = await job.attempt().catch(() => 'retry' as const);
    queue.running--;
    this.inFlight--;
    if (queue.running === 0 && queue.jobs.length === 0) this.targets.delete(target);
    if (outcome === 'retry') {
      if (job.tries < this.retry.retries && !this.closed) {
        job.tries++;
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.enqueue(target, job);
        }, this.retry.baseMs * 2 ** (job.tries - 1));
        timer.unref();
        this.timers.add(timer);
      } else this.onExhausted();
    }
    this.pump();
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const queue of this.targets.values()) queue.jobs.length = 0;
  }
}
