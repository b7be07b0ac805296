/**
 * Group commit: moves of many matches that arrive while the database is busy are written together,
 * in one statement, instead of one statement (and one transaction, one WAL flush) each. Each move
 * keeps its own compare-and-swap: one that loses its race is refused alone, the others are stored.
 *
 * - A match has at most one move out at a time (a second waits for the first's batch to finish),
 *   so the moves of a match are written in the order they were asked for.
 * - At most `maxInFlight` batches are out at once; what arrives meanwhile waits and forms the next.
 * - If a batch fails as a whole (for example PostgreSQL breaks a deadlock between two server
 *   processes by aborting one of them, which writes nothing), its moves are written one by one, so
 *   that only a move that fails on its own reports an error.
 * - The commit window: at human pace nothing is out when a move arrives, so each move would be a
 *   statement and a transaction (a WAL flush) of its own, which costs PostgreSQL several times
 *   what a move in a batch does. A move that arrives while nothing is out waits up to `windowMs`
 *   for others, but only when moves arrive often enough that at least half a move is expected
 *   meanwhile (a running average of the gaps between arrivals: a quiet server writes at once), and
 *   only while batches do not form on their own (a running average of the sizes of the batches no
 *   window made: under load, moves gather while others are being written, and a window would only
 *   stall the pipeline). Moves that waited for a batch out never wait again.
 */

/** One move's write, encoded: what the commit statement needs. */
export interface CommitRow {
  matchID: string;
  expectedStateID: number;
  stateID: number;
  /** The new state whole, as JSON text (a new snapshot), or null when `patch` is given. */
  snapshot: string | null;
  /** The JSON patch from the state before, as JSON text, or null when `snapshot` is given. */
  patch: string | null;
  /** The new state's ctx as JSON text. */
  ctx: string;
  /** ctx.gameover as JSON text, or null. */
  gameover: string | null;
  /** The move's log entries as a JSON array text, and how many there are. */
  log: string;
  logLength: number;
  /** The seat whose credentials must still be stored for the write to happen (its player id and credentials hash), or null. */
  seat: string | null;
  credentials: string | null;
}

export interface GroupCommitOptions {
  /** Writes several moves (of distinct matches) in one statement; returns the ids of the matches whose compare-and-swap held. */
  writeBatch(rows: readonly CommitRow[]): Promise<ReadonlySet<string>>;
  /** Writes one move; true if its compare-and-swap held. */
  writeOne(row: CommitRow): Promise<boolean>;
  /** Batches out at once (default 2). */
  maxInFlight?: number;
  /** Moves per batch at most (default 64). */
  maxBatch?: number;
  /** How long a move arriving while nothing is out may wait for others (default 0: never). */
  windowMs?: number;
  /** The clock and timer of the window (default: the process's own). */
  timer?: CommitTimer;
}

/** Time as the commit window sees it: injected, so that tests control it. */
export interface CommitTimer {
  /** Milliseconds on a clock that never goes back. */
  now(): number;
  /** Runs `task` once after `ms` milliseconds; the function returned cancels it. */
  after(ms: number, task: () => void): () => void;
}

const PROCESS_TIMER: CommitTimer = {
  now: () => performance.now(),
  after(ms, task) {
    const timeout = setTimeout(task, ms);
    return () => clearTimeout(timeout);
  },
};

/** Gaps between arrivals count up to this much in the running average (an idle hour is no worse than a second). */
const MAX_GAP_MS = 1000;

interface Waiting {
  row: CommitRow;
  resolve(committed: boolean): void;
  reject(error: unknown): void;
}

export class GroupCommit {
  private readonly queue: Waiting[] = [];
  private inFlight = 0;
  /** Matches with a move in a batch that is out. */
  private readonly writing = new Set<string>();
  private readonly maxInFlight: number;
  private readonly maxBatch: number;
  /** Resolved when nothing is queued or out (set while `drain` waits). */
  private idle: (() => void) | null = null;
  private closed = false;
  private readonly windowMs: number;
  private readonly timer: CommitTimer;
  /** Cancels the open window's timer (null: no window open). */
  private closeWindow: (() => void) | null = null;
  /** Running average of the gaps between arrivals, and the last arrival. */
  private meanGapMs = MAX_GAP_MS;
  private lastArrival: number | undefined;
  /** Running average of the sizes of the batches that formed without a window. */
  private meanBatch = 1;

  constructor(private readonly options: GroupCommitOptions) {
    this.maxInFlight = Math.max(1, options.maxInFlight ?? 2);
    this.maxBatch = Math.max(1, options.maxBatch ?? 64);
    this.windowMs = Math.max(0, options.windowMs ?? 0);
    this.timer = options.timer ?? PROCESS_TIMER;
  }

  /** Resolves true when the move is stored, false when its compare-and-swap lost. */
  commit(row: CommitRow): Promise<boolean> {
    if (this.closed) return Promise.reject(new Error('group commit closed: the store is shutting down'));
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      this.arrived();
    });
  }

  /** A move was queued: it goes out now, or a window opens for others to join it. */
  private arrived(): void {
    if (this.windowMs > 0) {
      const now = this.timer.now();
      if (this.lastArrival !== undefined) this.meanGapMs += (Math.min(now - this.lastArrival, MAX_GAP_MS) - this.meanGapMs) / 8;
      this.lastArrival = now;
    }
    if (this.closeWindow !== null && this.queue.length < this.maxBatch) return;
    const worthWaiting = this.windowMs > 0 && this.meanGapMs <= 2 * this.windowMs && this.meanBatch < 2;
    if (this.closeWindow === null && this.inFlight === 0 && worthWaiting && this.queue.length < this.maxBatch) {
      this.closeWindow = this.timer.after(this.windowMs, () => {
        this.closeWindow = null;
        this.pump(true);
      });
      return;
    }
    this.pump();
  }

  /** Sends out what is queued, as far as the batches out allow; `byWindow`: a window just closed. */
  private pump(byWindow = false): void {
    if (this.closeWindow !== null) {
      this.closeWindow();
      this.closeWindow = null;
    }
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      if (!byWindow) this.meanBatch += (batch.length - this.meanBatch) / 8;
      this.inFlight++;
      void this.write(batch).finally(() => {
        for (const w of batch) this.writing.delete(w.row.matchID);
        this.inFlight--;
        this.pump();
        if (this.inFlight === 0 && this.queue.length === 0) this.idle?.();
      });
    }
  }

  /** Moves queued or being written. */
  get pending(): number {
    return this.queue.length + this.writing.size;
  }

  /**
   * Refuses new moves and resolves once every move already asked for has its outcome (written or
   * failed): a store closes its database only after this, so no commit is cut off mid-flight.
   */
  drain(): Promise<void> {
    this.closed = true;
    // Moves waiting in a window go out now.
    if (this.closeWindow !== null) this.pump();
    if (this.inFlight === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const previous = this.idle;
      this.idle = () => {
        this.idle = null;
        previous?.();
        resolve();
      };
    });
  }

  /** The oldest waiting moves, at most one per match and none of a match already being written. */
  private takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const waiting of this.queue) {
      if (batch.length < this.maxBatch && !this.writing.has(waiting.row.matchID)) {
        this.writing.add(waiting.row.matchID);
        batch.push(waiting);
      } else rest.push(waiting);
    }
    this.queue.splice(0, this.queue.length, ...rest);
    return batch;
  }

  private async write(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return this.writeAlone(batch[0] as Waiting);
    let committed: ReadonlySet<string>;
    try {
      committed = await this.options.writeBatch(batch.map((w) => w.row));
    } catch {
      // Nothing of the batch was written (one statement): each move on its own tells its own outcome.
      await Promise.all(batch.map((w) => this.writeAlone(w)));
      return;
    }
    for (const w of batch) w.resolve(committed.has(w.row.matchID));
  }

  private async writeAlone(waiting: Waiting): Promise<void> {
    try {
      waiting.resolve(await this.options.writeOne(waiting.row));
    } catch (error) {
      waiting.reject(error);
    }
  }
}
