import type { Db, Row } from './db.js';

/**
 * The queue and results of match reviews (migration 018): one row per finished match, queued when it
 * ends, claimed by one process at a time with a lease (SKIP LOCKED; a process that dies lets another
 * take the row over once the lease has run out), finished only while the claim still holds. Times
 * are epoch milliseconds of the caller's clock. `MemoryReviewStore` is the same for the memory store.
 */

export type ReviewStatus = 'queued' | 'done' | 'failed';

export interface ReviewRow {
  matchID: string;
  status: ReviewStatus;
  attempts: number;
  claimedUntil: number | null;
  done: number;
  total: number;
  /** The stored review (status done), as JSON text. */
  review: string | null;
  error: string | null;
  createdAt: number;
  finishedAt: number | null;
}

export interface ReviewQueue {
  /** Queues the review of a finished match (nothing if one is queued or stored already). True when queued now. */
  enqueue(matchID: string, now: number): Promise<boolean>;
  /** Claims up to `limit` queued reviews whose claim is free or ran out, until `leaseUntil`, oldest first. */
  claim(now: number, leaseUntil: number, limit: number): Promise<ReviewRow[]>;
  /** Extends a claim still held as `lease` to `leaseUntil`, with the progress so far (false: the claim is lost). */
  progress(matchID: string, lease: number, leaseUntil: number, done: number, total: number): Promise<boolean>;
  /** Stores the outcome while the claim is still `lease` (false: another process holds the row now). */
  finish(matchID: string, lease: number, outcome: { review: string; at: number } | { error: string; at: number }): Promise<boolean>;
  /** Gives the claim back (the process is stopping): the row is queued again at once. */
  release(matchID: string, lease: number): Promise<void>;
  get(matchID: string): Promise<ReviewRow | null>;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function toReview(r: Row): ReviewRow {
  const review = r.review;
  return {
    matchID: r.match_id as string,
    status: r.status as ReviewStatus,
    attempts: Number(r.attempts),
    claimedUntil: num(r.claimed_until),
    done: Number(r.done_count),
    total: Number(r.total),
    review: review === null || review === undefined ? null : typeof review === 'string' ? review : JSON.stringify(review),
    error: (r.error as string | null) ?? null,
    createdAt: Number(r.created_at),
    finishedAt: num(r.finished_at),
  };
}

const CLAIM = `
UPDATE match_reviews r SET claimed_until = $2::bigint, attempts = r.attempts + 1
  FROM (SELECT match_id FROM match_reviews
         WHERE status = 'queued' AND (claimed_until IS NULL OR claimed_until <= $1::bigint)
         ORDER BY created_at LIMIT $3::int
           FOR UPDATE SKIP LOCKED) due
 WHERE r.match_id = due.match_id
RETURNING r.match_id, r.status, r.attempts, r.claimed_until, r.done_count, r.total, NULL AS review, r.error, r.created_at, r.finished_at`;

export class ReviewStore implements ReviewQueue {
  constructor(private readonly db: Db) {}

  async enqueue(matchID: string, now: number): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO match_reviews (match_id, status, created_at)
       SELECT $1::text, 'queued', $2::bigint WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1::text)
       ON CONFLICT (match_id) DO NOTHING RETURNING 1`,
      [matchID, now],
    );
    return rows.length === 1;
  }

  async claim(now: number, leaseUntil: number, limit: number): Promise<ReviewRow[]> {
    return (await this.db.query(CLAIM, [now, leaseUntil, limit])).map(toReview);
  }

  async progress(matchID: string, lease: number, leaseUntil: number, done: number, total: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE match_reviews SET claimed_until = $3::bigint, done_count = $4::int, total = $5::int
        WHERE match_id = $1::text AND status = 'queued' AND claimed_until = $2::bigint RETURNING 1`,
      [matchID, lease, leaseUntil, done, total],
    );
    return rows.length === 1;
  }

  async finish(matchID: string, lease: number, outcome: { review: string; at: number } | { error: string; at: number }): Promise<boolean> {
    const done = 'review' in outcome;
    const rows = await this.db.query(
      `UPDATE match_reviews SET status = $3::text, review = $4::text::json, error = $5::text, finished_at = $6::bigint, claimed_until = NULL, done_count = total
        WHERE match_id = $1::text AND status = 'queued' AND claimed_until = $2::bigint RETURNING 1`,
      [matchID, lease, done ? 'done' : 'failed', done ? outcome.review : null, done ? null : outcome.error, outcome.at],
    );
    return rows.length === 1;
  }

  async release(matchID: string, lease: number): Promise<void> {
    await this.db.query(`UPDATE match_reviews SET claimed_until = NULL WHERE match_id = $1::text AND status = 'queued' AND claimed_until = $2::bigint`, [matchID, lease]);
  }

  async get(matchID: string): Promise<ReviewRow | null> {
    const [row] = await this.db.query(`SELECT match_id, status, attempts, claimed_until, done_count, total, review::text AS review, error, created_at, finished_at FROM match_reviews WHERE match_id = $1::text`, [matchID]);
    return row ? toReview(row) : null;
  }
}

/** The review queue of the memory store (one process, nothing kept): the same rules as the SQL one. */
export class MemoryReviewStore implements ReviewQueue {
  private readonly rows = new Map<string, ReviewRow>();

  async enqueue(matchID: string, now: number): Promise<boolean> {
    if (this.rows.has(matchID)) return false;
    this.rows.set(matchID, { matchID, status: 'queued', attempts: 0, claimedUntil: null, done: 0, total: 0, review: null, error: null, createdAt: now, finishedAt: null });
    return true;
  }

  async claim(now: number, leaseUntil: number, limit: number): Promise<ReviewRow[]> {
    const due = [...this.rows.values()]
      .filter((r) => r.status === 'queued' && (r.claimedUntil === null || r.claimedUntil <= now))
      .sort((a, b) => a.createdAt - b.createdAt)
      .slice(0, limit);
    for (const r of due) {
      r.claimedUntil = leaseUntil;
      r.attempts += 1;
    }
    return due.map((r) => ({ ...r, review: null }));
  }

  private held(matchID: string, lease: number): ReviewRow | null {
    const r = this.rows.get(matchID);
    return r !== undefined && r.status === 'queued' && r.claimedUntil === lease ? r : null;
  }

  async progress(matchID: string, lease: number, leaseUntil: number, done: number, total: number): Promise<boolean> {
    const r = this.held(matchID, lease);
    if (r === null) return false;
    Object.assign(r, { claimedUntil: leaseUntil, done, total });
    return true;
  }

  async finish(matchID: string, lease: number, outcome: { review: string; at: number } | { error: string; at: number }): Promise<boolean> {
    const r = this.held(matchID, lease);
    if (r === null) return false;
    const done = 'review' in outcome;
    Object.assign(r, { status: done ? 'done' : 'failed', review: done ? outcome.review : null, error: done ? null : outcome.error, finishedAt: outcome.at, claimedUntil: null, done: r.total });
    return true;
  }

  async release(matchID: string, lease: number): Promise<void> {
    const r = this.held(matchID, lease);
    if (r !== null) r.claimedUntil = null;
  }

  async get(matchID: string): Promise<ReviewRow | null> {
    const r = this.rows.get(matchID);
    return r === undefined ? null : { ...r };
  }
}
