import type { Db, Row } from './db.js';
import { AwayStore } from './away-store.js';
import { OutboxStore, type NoticeKind, type OutboxRow } from './outbox-store.js';

export type { NoticeKind, OutboxRow } from './outbox-store.js';

/**
 * What asynchronous play keeps beside a match (migrations 006 and 007): seat clocks and presence,
 * notice subscriptions (chat: chat-store.ts), the notice outbox and installation settings. Only the SQL stores
 * (PostgreSQL, PGlite) have it; times are epoch milliseconds of the caller's clock.
 */

export interface SeatClockRow {
  matchID: string;
  playerID: string;
  syncedStateID: number;
  decisionStateID: number | null;
  startedAt: number | null;
  dueAt: number | null;
  remindAt: number | null;
  bankMs: number | null;
  claimedUntil: number | null;
  absent: boolean;
  handOverVotes: string[];
  computerPlayed: boolean;
  openUntil: number | null;
  lastSeenStateID: number | null;
  /** Migration 016: a vacation (since, until), the vacation time used in the match, when the clock stopped. */
  awaySince: number | null;
  awayUntil: number | null;
  awayUsedMs: number;
  frozenAt: number | null;
}

/** A seat's clock as computed after a state: what `writeSeatClocks` stores. `absent` undefined: unchanged. */
export interface SeatClockWrite {
  playerID: string;
  decisionStateID: number | null;
  startedAt: number | null;
  dueAt: number | null;
  remindAt: number | null;
  bankMs: number | null;
  absent?: boolean;
}

export type NoticeChannel = 'push' | 'email';

export interface SubscriptionRow {
  id: number;
  matchID: string;
  playerID: string;
  channel: NoticeChannel;
  target: string;
  keys: { p256dh: string; auth: string } | null;
  token: string;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function toClock(r: Row): SeatClockRow {
  return {
    matchID: r.match_id as string,
    playerID: r.player_id as string,
    syncedStateID: Number(r.synced_state_id),
    decisionStateID: num(r.decision_state_id),
    startedAt: num(r.started_at),
    dueAt: num(r.due_at),
    remindAt: num(r.remind_at),
    bankMs: num(r.bank_ms),
    claimedUntil: num(r.claimed_until),
    absent: r.absent === true,
    handOverVotes: (r.hand_over_votes ?? []) as string[],
    computerPlayed: r.computer_played === true,
    openUntil: num(r.open_until),
    lastSeenStateID: num(r.last_seen_state_id),
    awaySince: num(r.away_since),
    awayUntil: num(r.away_until),
    awayUsedMs: Number(r.away_used_ms ?? 0),
    frozenAt: num(r.frozen_at),
  };
}

function toSubscription(r: Row): SubscriptionRow {
  return {
    id: Number(r.id),
    matchID: r.match_id as string,
    playerID: r.player_id as string,
    channel: r.channel as NoticeChannel,
    target: r.target as string,
    keys: (r.keys ?? null) as SubscriptionRow['keys'],
    token: r.token as string,
  };
}

const UPSERT_CLOCKS = `
INSERT INTO match_seat_clocks AS c (match_id, player_id, synced_state_id, decision_state_id, started_at, due_at, remind_at, bank_ms, absent)
SELECT $1::text, r.player_id, $2::int, r.decision_state_id, r.started_at, r.due_at, r.remind_at, r.bank_ms, COALESCE(r.absent, false)
  FROM json_to_recordset($3::text::json) AS r(player_id text, decision_state_id int, started_at bigint, due_at bigint, remind_at bigint, bank_ms bigint, absent boolean)
ON CONFLICT (match_id, player_id) DO UPDATE
   SET synced_state_id = EXCLUDED.synced_state_id, decision_state_id = EXCLUDED.decision_state_id, started_at = EXCLUDED.started_at,
       due_at = EXCLUDED.due_at, remind_at = EXCLUDED.remind_at, bank_ms = EXCLUDED.bank_ms,
       claimed_until = CASE WHEN c.decision_state_id IS NOT DISTINCT FROM EXCLUDED.decision_state_id THEN c.claimed_until END,
       absent = CASE WHEN $4::text::jsonb ? EXCLUDED.player_id THEN EXCLUDED.absent ELSE c.absent END,
       hand_over_votes = CASE WHEN $4::text::jsonb ? EXCLUDED.player_id AND NOT EXCLUDED.absent THEN '[]'::jsonb ELSE c.hand_over_votes END
 WHERE c.synced_state_id <= EXCLUDED.synced_state_id`;

/** Due rows not claimed (or whose lease ran out), claimed for this process until $2. */
const CLAIM_CLOCKS = `
UPDATE match_seat_clocks c SET claimed_until = $2::bigint
  FROM (SELECT match_id, player_id FROM match_seat_clocks
         WHERE (due_at <= $1::bigint OR remind_at <= $1::bigint) AND (claimed_until IS NULL OR claimed_until <= $1::bigint) AND frozen_at IS NULL
         ORDER BY LEAST(due_at, remind_at) LIMIT $3::int
           FOR UPDATE SKIP LOCKED) due
 WHERE c.match_id = due.match_id AND c.player_id = due.player_id
RETURNING c.*`;

export class AsyncStore {
  /** The notice outbox's rows (its SQL lives in outbox-store.ts). */
  readonly notices: OutboxStore;
  /** Vacations and pauses (their SQL lives in away-store.ts). */
  readonly away: AwayStore;

  constructor(readonly db: Db) {
    this.notices = new OutboxStore(db);
    this.away = new AwayStore(db);
  }

  // --- seat clocks -------------------------------------------------------------------------------

  async seatClocks(matchIDs: readonly string[]): Promise<SeatClockRow[]> {
    if (matchIDs.length === 0) return [];
    const rows = await this.db.query(
      `SELECT * FROM match_seat_clocks WHERE match_id IN (SELECT value FROM json_array_elements_text($1::text::json)) ORDER BY match_id, player_id::int`,
      [JSON.stringify(matchIDs)],
    );
    return rows.map(toClock);
  }

  /**
   * Stores the clocks computed for state `stateID`, unless a newer state's were stored already. A
   * claim on a seat's row ends when its decision changes. Seats given `absent` take it (and lose
   * their hand-over votes when present again).
   */
  async writeSeatClocks(matchID: string, stateID: number, rows: readonly SeatClockWrite[]): Promise<void> {
    const touched = rows.filter((r) => r.absent !== undefined).map((r) => r.playerID);
    await this.db.query(UPSERT_CLOCKS, [
      matchID,
      stateID,
      JSON.stringify(rows.map((r) => ({ player_id: r.playerID, decision_state_id: r.decisionStateID, started_at: r.startedAt, due_at: r.dueAt, remind_at: r.remindAt, bank_ms: r.bankMs, absent: r.absent ?? false }))),
      JSON.stringify(touched),
    ]);
  }

  /** Claims up to `limit` due clocks for this process until `leaseUntil` (SKIP LOCKED: two processes never claim the same row). */
  async claimDueClocks(now: number, leaseUntil: number, limit: number): Promise<SeatClockRow[]> {
    return (await this.db.query(CLAIM_CLOCKS, [now, leaseUntil, limit])).map(toClock);
  }

  /** Changes a claimed row if the claim (its lease) is still this process's; false otherwise. */
  async updateClaimedClock(
    matchID: string,
    playerID: string,
    lease: number,
    change: { absent?: boolean; computerPlayed?: boolean; remindAt?: null; dueAt?: number | null; release?: boolean },
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE match_seat_clocks
          SET absent = COALESCE($4::boolean, absent), computer_played = computer_played OR COALESCE($5::boolean, false),
              remind_at = CASE WHEN $6::boolean THEN NULL ELSE remind_at END,
              due_at = CASE WHEN $7::boolean THEN $8::bigint ELSE due_at END,
              claimed_until = CASE WHEN $9::boolean THEN NULL ELSE claimed_until END
        WHERE match_id = $1::text AND player_id = $2::text AND claimed_until = $3::bigint
       RETURNING 1`,
      [matchID, playerID, lease, change.absent ?? null, change.computerPlayed ?? null, change.remindAt === null, change.dueAt !== undefined, change.dueAt ?? null, change.release === true],
    );
    return rows.length === 1;
  }

  /** Read-modify-write of one seat's row under a row lock (created empty first when missing). */
  async updateSeatClock(matchID: string, playerID: string, change: (row: SeatClockRow) => Partial<Pick<SeatClockRow, 'absent' | 'handOverVotes' | 'computerPlayed' | 'dueAt' | 'remindAt'>> | null): Promise<SeatClockRow> {
    return this.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO match_seat_clocks (match_id, player_id) VALUES ($1::text, $2::text) ON CONFLICT DO NOTHING`, [matchID, playerID]);
      const rows = await tx.query(`SELECT * FROM match_seat_clocks WHERE match_id = $1::text AND player_id = $2::text FOR UPDATE`, [matchID, playerID]);
      const row = toClock(rows[0] as Row);
      const next = change(row);
      if (next === null) return row;
      const merged = { ...row, ...next };
      await tx.query(
        `UPDATE match_seat_clocks SET absent = $3::boolean, hand_over_votes = $4::text::jsonb, computer_played = $5::boolean, due_at = $6::bigint, remind_at = $7::bigint
          WHERE match_id = $1::text AND player_id = $2::text`,
        [matchID, playerID, merged.absent, JSON.stringify(merged.handOverVotes), merged.computerPlayed, merged.dueAt, merged.remindAt],
      );
      return merged;
    });
  }

  /** Seats at the table: until when they count as open, and (when known) the last state their sockets were sent. */
  async writePresence(entries: readonly { matchID: string; playerID: string; openUntil: number; lastSeenStateID: number | null }[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.query(
      `INSERT INTO match_seat_clocks AS c (match_id, player_id, open_until, last_seen_state_id)
       SELECT r.match_id, r.player_id, r.open_until, r.last_seen FROM json_to_recordset($1::text::json) AS r(match_id text, player_id text, open_until bigint, last_seen int)
        WHERE EXISTS (SELECT 1 FROM matches m WHERE m.id = r.match_id)
       ON CONFLICT (match_id, player_id) DO UPDATE
          SET open_until = EXCLUDED.open_until, last_seen_state_id = GREATEST(c.last_seen_state_id, EXCLUDED.last_seen_state_id)`,
      [JSON.stringify(entries.map((e) => ({ match_id: e.matchID, player_id: e.playerID, open_until: e.openUntil, last_seen: e.lastSeenStateID })))],
    );
  }

  // --- notices -----------------------------------------------------------------------------------

  /** See OutboxStore.enqueueNotice. */
  enqueueNotice(notice: { matchID: string; playerID: string | null; kind: NoticeKind; stateID: number; dueAt: number; now: number }): Promise<boolean> {
    return this.notices.enqueueNotice(notice);
  }

  /** See OutboxStore.clearNotices. */
  clearNotices(matchID: string, playerID: string): Promise<void> {
    return this.notices.clearNotices(matchID, playerID);
  }

  outbox(matchID: string): Promise<(OutboxRow & { deliveredAt: number | null })[]> {
    return this.notices.outbox(matchID);
  }

  /** Removes a seat's subscriptions on a channel (one target, or all of them). */
  async unsubscribe(matchID: string, playerID: string, channel: NoticeChannel, target?: string): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM notice_subscriptions WHERE match_id = $1::text AND player_id = $2::text AND channel = $3::text AND ($4::text IS NULL OR target = $4::text) RETURNING 1`,
      [matchID, playerID, channel, target ?? null],
    );
    return rows.length;
  }

  async deleteSubscription(id: number): Promise<void> {
    await this.db.query(`DELETE FROM notice_subscriptions WHERE id = $1::bigint`, [id]);
  }

  async subscriptions(matchID: string, playerID: string): Promise<SubscriptionRow[]> {
    return (await this.db.query(`SELECT * FROM notice_subscriptions WHERE match_id = $1::text AND player_id = $2::text ORDER BY id`, [matchID, playerID])).map(toSubscription);
  }

  // --- installation settings --------------------------------------------------------------------

  /** The stored value, or `initial()` stored now if there is none (the first process to store wins). */
  async setting<T>(name: string, initial: () => T): Promise<T> {
    await this.db.query(`INSERT INTO installation_settings (name, value) VALUES ($1::text, $2::text::jsonb) ON CONFLICT DO NOTHING`, [name, JSON.stringify(initial())]);
    const rows = await this.db.query(`SELECT value FROM installation_settings WHERE name = $1::text`, [name]);
    return rows[0]?.value as T;
  }
}
