import type { Db, Row } from './db.js';

/**
 * The notice outbox (migrations 007 and 011): one row per notice to deliver, claimed by any process
 * with SKIP LOCKED and a lease, finished only by the process whose lease still holds. Times are
 * epoch milliseconds of the caller's clock.
 */

/**
 * turn, reminder, over: a seat's Web Push and e-mail subscriptions; group, groupOver: the match's
 * group channel; hook, hookOver: the seat's own webhook.
 */
export type NoticeKind = 'turn' | 'reminder' | 'over' | 'group' | 'groupOver' | 'hook' | 'hookOver';

export interface OutboxRow {
  id: number;
  matchID: string;
  playerID: string | null;
  kind: NoticeKind;
  stateID: number;
  dueAt: number;
  attempts: number;
  claimedUntil: number | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function toOutbox(r: Row): OutboxRow {
  return {
    id: Number(r.id),
    matchID: r.match_id as string,
    playerID: (r.player_id as string | null) ?? null,
    kind: r.kind as NoticeKind,
    stateID: Number(r.state_id),
    dueAt: Number(r.due_at),
    attempts: Number(r.attempts),
    claimedUntil: num(r.claimed_until),
  };
}

const CLAIM_OUTBOX = `
UPDATE notice_outbox o SET claimed_until = $2::bigint, attempts = o.attempts + 1
  FROM (SELECT id FROM notice_outbox
         WHERE delivered_at IS NULL AND due_at <= $1::bigint AND (claimed_until IS NULL OR claimed_until <= $1::bigint)
         ORDER BY due_at LIMIT $3::int
           FOR UPDATE SKIP LOCKED) due
 WHERE o.id = due.id
RETURNING o.*`;

export class OutboxStore {
  constructor(readonly db: Db) {}

  /**
   * Writes a notice unless one of its kind is pending or delivered-and-unseen for that seat (coalescing).
   * A pending one takes the newer state: a claim that finds its seat no longer concerned then knows a
   * later turn asked for it again (see finishNotice). True when a row was written.
   */
  async enqueueNotice(notice: { matchID: string; playerID: string | null; kind: NoticeKind; stateID: number; dueAt: number; now: number }): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO notice_outbox AS o (match_id, player_id, kind, state_id, due_at, created_at)
       SELECT $1::text, $2::text, $3::text, $4::int, $5::bigint, $6::bigint WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1::text)
       ON CONFLICT (match_id, COALESCE(player_id, ''), kind) DO UPDATE SET state_id = GREATEST(o.state_id, EXCLUDED.state_id)
        WHERE o.delivered_at IS NULL
       RETURNING (xmax = 0) AS inserted`,
      [notice.matchID, notice.playerID, notice.kind, notice.stateID, notice.dueAt, notice.now],
    );
    return rows[0]?.inserted === true;
  }

  /**
   * A seat webhook's "your turn": one row per seat, pending at most once (a pending one takes the newer
   * state, as in enqueueNotice); a delivered one is made pending again, due no earlier than
   * `minIntervalMs` after its delivery (the per-seat interval).
   */
  async enqueueSeatHook(notice: { matchID: string; playerID: string; stateID: number; now: number; minIntervalMs: number }): Promise<void> {
    await this.db.query(
      `INSERT INTO notice_outbox AS o (match_id, player_id, kind, state_id, due_at, created_at)
       SELECT $1::text, $2::text, 'hook', $3::int, $4::bigint, $4::bigint WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1::text)
       ON CONFLICT (match_id, COALESCE(player_id, ''), kind) DO UPDATE
          SET state_id = GREATEST(o.state_id, EXCLUDED.state_id),
              due_at = CASE WHEN o.delivered_at IS NULL THEN o.due_at ELSE GREATEST(EXCLUDED.due_at, o.delivered_at + $5::bigint) END,
              attempts = CASE WHEN o.delivered_at IS NULL THEN o.attempts ELSE 0 END,
              claimed_until = CASE WHEN o.delivered_at IS NULL THEN o.claimed_until END,
              delivered_at = NULL`,
      [notice.matchID, notice.playerID, notice.stateID, notice.now, notice.minIntervalMs],
    );
  }

  /** The seat opened the table: its pending notices are not needed, its delivered ones no longer hold back the next (game over and its own webhook's rows stay). */
  async clearNotices(matchID: string, playerID: string): Promise<void> {
    await this.db.query(`DELETE FROM notice_outbox WHERE match_id = $1::text AND player_id = $2::text AND kind NOT IN ('over', 'hook', 'hookOver')`, [matchID, playerID]);
  }

  async claimDueNotices(now: number, leaseUntil: number, limit: number): Promise<OutboxRow[]> {
    return (await this.db.query(CLAIM_OUTBOX, [now, leaseUntil, limit])).map(toOutbox);
  }

  /**
   * Ends a claimed notice: delivered (kept for coalescing), or to try again at `retryAt`, or dropped;
   * only while the claim is still `lease` (false: another process holds the row now). A drop keeps
   * the row when a later state than the claimed one (`stateID`) asked for it meanwhile: it is due
   * again at `dueAt`, its tries counted anew (the seat may be concerned again by then).
   */
  async finishNotice(id: number, lease: number, outcome: { delivered: number } | { retryAt: number } | { drop: { stateID: number; dueAt: number } }): Promise<boolean> {
    let rows: Row[];
    if ('drop' in outcome) {
      rows = await this.db.query(
        `WITH gone AS (DELETE FROM notice_outbox WHERE id = $1::bigint AND claimed_until = $2::bigint AND state_id <= $3::int RETURNING 1),
              again AS (UPDATE notice_outbox SET due_at = $4::bigint, attempts = 0, claimed_until = NULL WHERE id = $1::bigint AND claimed_until = $2::bigint AND state_id > $3::int RETURNING 1)
         SELECT 1 FROM gone UNION ALL SELECT 1 FROM again`,
        [id, lease, outcome.drop.stateID, outcome.drop.dueAt],
      );
    } else if ('delivered' in outcome) {
      rows = await this.db.query(`UPDATE notice_outbox SET delivered_at = $3::bigint, claimed_until = NULL WHERE id = $1::bigint AND claimed_until = $2::bigint RETURNING 1`, [id, lease, outcome.delivered]);
    } else {
      rows = await this.db.query(`UPDATE notice_outbox SET due_at = $3::bigint, claimed_until = NULL WHERE id = $1::bigint AND claimed_until = $2::bigint RETURNING 1`, [id, lease, outcome.retryAt]);
    }
    return rows.length === 1;
  }

  async outbox(matchID: string): Promise<(OutboxRow & { deliveredAt: number | null })[]> {
    const rows = await this.db.query(`SELECT * FROM notice_outbox WHERE match_id = $1::text ORDER BY id`, [matchID]);
    return rows.map((r) => ({ ...toOutbox(r), deliveredAt: num(r.delivered_at) }));
  }
}
