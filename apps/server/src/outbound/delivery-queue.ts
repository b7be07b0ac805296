/**
 * Outside calls kept apart by target: each target (a URL's origin) has at most `perTarget` calls in
 * flight and a short queue of waiting ones, and at most `inFlight` calls run overall, so one slow or
 * dead receiver holds only its own slots. Everything is bounded: when a target's queue is full its
 * oldest waiting call gives way (a newer notice says more), beyond `targets` waiting targets a call
 * is refused at once; a waiting call whose caller gives up (its signal) leaves the queue.
 */
export interface DeliveryLimits {
  perTarget: number;
  inFlight: number;
  queuedPerTarget: number;
  targets: number;
}

export const DEFAULT_DELIVERY_LIMITS: DeliveryLimits = { perTarget: 2, inFlight: 32, queuedPerTarget: 16, targets: 1_000 };

/** A call that never ran: its target's queue was full, too many targets waited, or the queue closed. */
export class QueueFull extends Error {
  constructor(reason = 'the delivery queue is full') {
    super(reason);
  }
}

interface Waiter {
  start(): void;
  drop(error: Error): void;
}

interface TargetQueue {
  waiting: Waiter[];
  running: number;
}

export class DeliveryQueue {
  private readonly targets = new Map<string, TargetQueue>();
  private inFlight = 0;
  private closed = false;

  constructor(
    private readonly limits: DeliveryLimits = DEFAULT_DELIVERY_LIMITS,
    /** A waiting call gave way or was refused (counted by the caller). */
    private readonly onDropped: () => void = () => {},
  ) {}

  /** Runs `call` when `target` has a free slot; rejects with QueueFull, or the signal's reason when the caller gives up first. */
  run<T>(target: string, call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.closed) return Promise.reject(new QueueFull('closed'));
    if (signal?.aborted) return Promise.reject(signal.reason);
    let queue = this.targets.get(target);
    if (queue === undefined) {
      if (this.targets.size >= this.limits.targets) {
        this.onDropped();
        return Promise.reject(new QueueFull());
      }
      queue = { waiting: [], running: 0 };
      this.targets.set(target, queue);
    }
    const own = queue;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        const at = own.waiting.indexOf(waiter);
        if (at < 0) return;
        own.waiting.splice(at, 1);
        this.forgetIfIdle(target, own);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          own.running++;
          this.inFlight++;
          call()
            .then(resolve, reject)
            .finally(() => {
              own.running--;
              this.inFlight--;
              this.forgetIfIdle(target, own);
              this.pump();
            });
        },
        drop: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (own.waiting.length >= this.limits.queuedPerTarget) {
        own.waiting.shift()?.drop(new QueueFull());
        this.onDropped();
      }
      own.waiting.push(waiter);
      this.pump();
    });
  }

  /** Calls running now, overall and for one target (tests, metrics). */
  running(target?: string): number {
    return target === undefined ? this.inFlight : (this.targets.get(target)?.running ?? 0);
  }

  private forgetIfIdle(target: string, queue: TargetQueue): void {
    if (queue.running === 0 && queue.waiting.length === 0 && this.targets.get(target) === queue) this.targets.delete(target);
  }

  private pump(): void {
    for (const queue of this.targets.values()) {
      if (this.inFlight >= this.limits.inFlight) return;
      while (queue.running < this.limits.perTarget && queue.waiting.length > 0 && this.inFlight < this.limits.inFlight) (queue.waiting.shift() as Waiter).start();
    }
  }

  close(): void {
    this.closed = true;
    for (const queue of this.targets.values()) for (const waiter of queue.waiting.splice(0)) waiter.drop(new QueueFull('closed'));
  }
}
