import type { Db, Row } from './db.js';

/**
 * The queue and results of match reviews (migrations 018, 020): one row per finished match, queued
 * when it ends, claimed by one process at a time with a lease (SKIP LOCKED; a process that dies lets
 * another take the row over once the lease has run out), finished only while the claim still holds.
 * Claims are fair (issue 35): round-robin across hosts (the host served least recently first, then
 * its oldest finished match), and a host whose reviews used its CPU budget within the window waits.
 * Times are epoch milliseconds of the caller's clock. `MemoryReviewStore` is the same in memory.
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
  /** Whom the review is counted against (a key of the address that created the match; '' unknown). */
  host: string;
  /** When it was last claimed. */
  claimedAt: number | null;
  /** CPU time spent on it so far (every attempt). */
  cpuMs: number;
}

/** A host's reviews may use `budgetMs` of CPU time in any `windowMs`; beyond it its reviews wait. */
export interface HostBudget {
  budgetMs: number;
  windowMs: number;
}

const NO_HOST_BUDGET: HostBudget = { budgetMs: Number.MAX_SAFE_INTEGER, windowMs: 0 };

export interface ReviewQueue {
  /** Queues the review of a finished match, counted against `host` (nothing if one is queued or stored already). True when queued now. */
  enqueue(matchID: string, now: number, host?: string): Promise<boolean>;
  /**
   * Claims up to `limit` queued reviews whose claim is free or ran out, until `leaseUntil`: the host
   * served least recently first (never served: first), then that host's oldest; hosts that used
   * their budget within its window are left waiting.
   */
  claim(now: number, leaseUntil: number, limit: number, hostBudget?: HostBudget): Promise<ReviewRow[]>;
  /** Extends a claim still held as `lease` to `leaseUntil`, with the progress and CPU time so far (false: the claim is lost). */
  progress(matchID: string, lease: number, leaseUntil: number, done: number, total: number, cpuMs?: number): Promise<boolean>;
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
    host: (r.host as string | null) ?? '',
    claimedAt: num(r.claimed_at),
    cpuMs: Number(r.cpu_ms ?? 0),
  };
}

const COLUMNS = 'match_id, status, attempts, claimed_until, done_count, total, error, created_at, finished_at, host, claimed_at, cpu_ms';

// $1 now, $2 lease until, $3 limit, $4 start of the hosts' budget window, $5 a host's budget (ms).
const CLAIM = `
WITH hosts AS (
  SELECT q.host,
         (SELECT max(h.claimed_at) FROM match_reviews h WHERE h.host = q.host) AS served,
         (SELECT coalesce(sum(h.cpu_ms), 0) FROM match_reviews h WHERE h.host = q.host AND h.claimed_at > $4::bigint) AS used
    FROM (SELECT DISTINCT host FROM match_reviews WHERE status = 'queued') q)
UPDATE match_reviews r SET claimed_until = $2::bigint, claimed_at = $1::bigint, attempts = r.attempts + 1
  FROM (SELECT m.match_id FROM match_reviews m JOIN hosts ON hosts.host = m.host
         WHERE m.status = 'queued' AND (m.claimed_until IS NULL OR m.claimed_until <= $1::bigint) AND hosts.used < $5::bigint
         ORDER BY hosts.served ASC NULLS FIRST, m.created_at, m.match_id LIMIT $3::int
           FOR UPDATE OF m SKIP LOCKED) due
 WHERE r.match_id = due.match_id
RETURNING ${COLUMNS.split(', ').map((c) => `r.${c}`).join(', ')}, NULL AS review`;

export class ReviewStore implements ReviewQueue {
  constructor(private readonly db: Db) {}

  async enqueue(matchID: string, now: number, host = ''): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO match_reviews (match_id, status, created_at, host)
       SELECT $1::text, 'queued', $2::bigint, $3::text WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1::text)
       ON CONFLICT (match_id) DO NOTHING RETURNING 1`,
      [matchID, now, host],
    );
    return rows.length === 1;
  }

  async claim(now: number, leaseUntil: number, limit: number, hostBudget: HostBudget = NO_HOST_BUDGET): Promise<ReviewRow[]> {
    return (await this.db.query(CLAIM, [now, leaseUntil, limit, now - hostBudget.windowMs, hostBudget.budgetMs])).map(toReview);
  }

  async progress(matchID: string, lease: number, leaseUntil: number, done: number, total: number, cpuMs?: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE match_reviews SET claimed_until = $3::bigint, done_count = $4::int, total = $5::int, cpu_ms = coalesce($6::bigint, cpu_ms)
        WHERE match_id = $1::text AND status = 'queued' AND claimed_until = $2::bigint RETURNING 1`,
      [matchID, lease, leaseUntil, done, total, cpuMs === undefined ? null : Math.round(cpuMs)],
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
    const [row] = await this.db.query(`SELECT ${COLUMNS}, review::text AS review FROM match_reviews WHERE match_id = $1::text`, [matchID]);
    return row ? toReview(row) : null;
  }
}

/** The review queue of the memory store (one process, nothing kept): the same rules as the SQL one. */
export class MemoryReviewStore implements ReviewQueue {
  private readonly rows = new Map<string, ReviewRow>();

  async enqueue(matchID: string, now: number, host = ''): Promise<boolean> {
    if (this.rows.has(matchID)) return false;
    this.rows.set(matchID, { matchID, status: 'queued', attempts: 0, claimedUntil: null, done: 0, total: 0, review: null, error: null, createdAt: now, finishedAt: null, host, claimedAt: null, cpuMs: 0 });
    return true;
  }

  async claim(now: number, leaseUntil: number, limit: number, hostBudget: HostBudget = NO_HOST_BUDGET): Promise<ReviewRow[]> {
    const all = [...this.rows.values()];
    const served = (host: string) => Math.max(-1, ...all.filter((r) => r.host === host && r.claimedAt !== null).map((r) => r.claimedAt as number));
    const used = (host: string) => all.filter((r) => r.host === host && r.claimedAt !== null && r.claimedAt > now - hostBudget.windowMs).reduce((sum, r) => sum + r.cpuMs, 0);
    const due = all
      .filter((r) => r.status === 'queued' && (r.claimedUntil === null || r.claimedUntil <= now) && used(r.host) < hostBudget.budgetMs)
      .sort((a, b) => served(a.host) - served(b.host) || a.createdAt - b.createdAt || (a.matchID < b.matchID ? -1 : 1))
      .slice(0, limit);
    for (const r of due) Object.assign(r, { claimedUntil: leaseUntil, claimedAt: now, attempts: r.attempts + 1 });
    return due.map((r) => ({ ...r, review: null }));
  }

  private held(matchID: string, lease: number): ReviewRow | null {
    const r = this.rows.get(matchID);
    return r !== undefined && r.status === 'queued' && r.claimedUntil === lease ? r : null;
  }

  async progress(matchID: string, lease: number, leaseUntil: number, done: number, total: number, cpuMs?: number): Promise<boolean> {
    const r = this.held(matchID, lease);
    if (r === null) return false;
    Object.assign(r, { claimedUntil: leaseUntil, done, total, cpuMs: cpuMs === undefined ? r.cpuMs : Math.round(cpuMs) });
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
