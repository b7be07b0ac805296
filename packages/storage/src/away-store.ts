import type { Db, Queryable, Row } from './db.js';

/**
 * Vacations and pauses (migration 016), beside the seat clocks of async-store.ts. A seat that is away
 * or whose match is paused has a frozen clock (`frozen_at`): never claimed as due, and thawed (its
 * decision moved later by the time it stood still) only when it is neither away nor paused. Every
 * change is one transaction with the rows locked, so two processes never end a vacation or pause a
 * match twice.
 */

export interface PauseRow {
  matchID: string;
  /** Seats that voted to pause (while not paused). */
  votes: string[];
  /** When the match was paused; null when it is not. */
  pausedAt: number | null;
  /** The seats whose votes paused it. */
  pausedBy: string[];
}

export type AwayOutcome = { ok: true; until: number; usedMs: number } | { ok: false; reason: 'tooLong'; leftMs: number };

const toPause = (r: Row): PauseRow => ({
  matchID: r.match_id as string,
  votes: (r.votes ?? []) as string[],
  pausedAt: r.paused_at === null || r.paused_at === undefined ? null : Number(r.paused_at),
  pausedBy: (r.paused_by ?? []) as string[],
});

/** Thaws the frozen rows of a match ($2: one seat, or all) that are not away and whose match is not paused. */
const THAW = `
UPDATE match_seat_clocks c
   SET started_at = c.started_at + ($3::bigint - GREATEST(c.frozen_at, COALESCE(c.started_at, c.frozen_at))),
       due_at = c.due_at + ($3::bigint - GREATEST(c.frozen_at, COALESCE(c.started_at, c.frozen_at))),
       remind_at = c.remind_at + ($3::bigint - GREATEST(c.frozen_at, COALESCE(c.started_at, c.frozen_at))),
       frozen_at = NULL, claimed_until = NULL
 WHERE c.match_id = $1::text AND ($2::text IS NULL OR c.player_id = $2::text) AND c.frozen_at IS NOT NULL AND c.away_until IS NULL
   AND NOT EXISTS (SELECT 1 FROM match_pauses p WHERE p.match_id = $1::text AND p.paused_at IS NOT NULL)`;

/** Freezes the rows of a match ($2: one seat, or all); a claim on them is lost (its holder fires nothing). */
const FREEZE = `
UPDATE match_seat_clocks SET frozen_at = COALESCE(frozen_at, $3::bigint), claimed_until = NULL
 WHERE match_id = $1::text AND ($2::text IS NULL OR player_id = $2::text)`;

export class AwayStore {
  constructor(private readonly db: Db) {}

  /**
   * The seat is away until `until` (a later date replaces an earlier one). Refused when the
   * vacation would bring the days used in this match past `maxMs`.
   */
  declareAway(matchID: string, playerID: string, until: number, now: number, maxMs: number): Promise<AwayOutcome> {
    return this.db.transaction(async (tx) => {
      const row = await lockSeat(tx, matchID, playerID);
      const since = row.away_since === null ? now : Number(row.away_since);
      const used = Number(row.away_used_ms);
      if (used + (until - since) > maxMs) return { ok: false, reason: 'tooLong', leftMs: Math.max(0, maxMs - used - (now - since)) };
      await tx.query(`UPDATE match_seat_clocks SET away_since = $3::bigint, away_until = $4::bigint WHERE match_id = $1::text AND player_id = $2::text`, [matchID, playerID, since, until]);
      await tx.query(FREEZE, [matchID, playerID, now]);
      return { ok: true, until, usedMs: used };
    });
  }

  /** The seat is back before its date: the days count up to now. False if it was not away. */
  endAway(matchID: string, playerID: string, now: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const row = await lockSeat(tx, matchID, playerID);
      if (row.away_until === null) return false;
      await endOne(tx, matchID, playerID, Math.min(now, Number(row.away_until)), now);
      return true;
    });
  }

  /** Ends the vacations whose date has come (each once across processes); returns the seats. */
  endDueAways(now: number, limit: number): Promise<{ matchID: string; playerID: string }[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx.query(
        `SELECT match_id, player_id, away_until FROM match_seat_clocks WHERE away_until <= $1::bigint ORDER BY away_until LIMIT $2::int FOR UPDATE SKIP LOCKED`,
        [now, limit],
      );
      for (const r of due) await endOne(tx, r.match_id as string, r.player_id as string, Number(r.away_until), now);
      return due.map((r) => ({ matchID: r.match_id as string, playerID: r.player_id as string }));
    });
  }

  async pauses(matchIDs: readonly string[]): Promise<PauseRow[]> {
    if (matchIDs.length === 0) return [];
    const rows = await this.db.query(`SELECT * FROM match_pauses WHERE match_id IN (SELECT value FROM json_array_elements_text($1::text::json))`, [JSON.stringify(matchIDs)]);
    return rows.map(toPause);
  }

  /**
   * A seat votes to pause the match (or takes its vote back); the votes of seats no longer in
   * `present` are dropped. Once more than half of `present` agree, the match is paused and every
   * seat's clock frozen. `paused` says whether this vote paused it; null if it was paused already.
   */
  votePause(matchID: string, voter: string, agree: boolean, present: readonly string[], now: number): Promise<{ row: PauseRow; paused: boolean } | null> {
    return this.db.transaction(async (tx) => {
      const row = await lockPause(tx, matchID);
      if (row.pausedAt !== null) return null;
      const votes = new Set(row.votes.filter((v) => present.includes(v)));
      if (agree) votes.add(voter);
      else votes.delete(voter);
      const sorted = [...votes].sort();
      const paused = sorted.length * 2 > present.length;
      const next: PauseRow = paused ? { matchID, votes: [], pausedAt: now, pausedBy: sorted } : { ...row, votes: sorted };
      await tx.query(`UPDATE match_pauses SET votes = $2::text::jsonb, paused_at = $3::bigint, paused_by = $4::text::jsonb WHERE match_id = $1::text`, [
        matchID,
        JSON.stringify(next.votes),
        next.pausedAt,
        JSON.stringify(next.pausedBy),
      ]);
      if (paused) await tx.query(FREEZE, [matchID, null, now]);
      return { row: next, paused };
    });
  }

  /** Ends a pause (the clocks of the seats not away thaw). False if the match was not paused. */
  resume(matchID: string, now: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const row = await lockPause(tx, matchID);
      if (row.pausedAt === null) return false;
      await tx.query(`UPDATE match_pauses SET votes = '[]', paused_at = NULL, paused_by = '[]' WHERE match_id = $1::text`, [matchID]);
      await tx.query(THAW, [matchID, null, now]);
      return true;
    });
  }
}

async function lockSeat(tx: Queryable, matchID: string, playerID: string): Promise<Row> {
  await tx.query(`INSERT INTO match_seat_clocks (match_id, player_id) VALUES ($1::text, $2::text) ON CONFLICT DO NOTHING`, [matchID, playerID]);
  const rows = await tx.query(`SELECT * FROM match_seat_clocks WHERE match_id = $1::text AND player_id = $2::text FOR UPDATE`, [matchID, playerID]);
  return rows[0] as Row;
}

async function lockPause(tx: Queryable, matchID: string): Promise<PauseRow> {
  await tx.query(`INSERT INTO match_pauses (match_id) VALUES ($1::text) ON CONFLICT DO NOTHING`, [matchID]);
  return toPause((await tx.query(`SELECT * FROM match_pauses WHERE match_id = $1::text FOR UPDATE`, [matchID]))[0] as Row);
}

/** Ends a vacation at `end` (the days used grow by its length) and thaws the seat at `now` unless paused. */
async function endOne(tx: Queryable, matchID: string, playerID: string, end: number, now: number): Promise<void> {
  await tx.query(
    `UPDATE match_seat_clocks SET away_used_ms = away_used_ms + GREATEST(0, $3::bigint - away_since), away_since = NULL, away_until = NULL
      WHERE match_id = $1::text AND player_id = $2::text`,
    [matchID, playerID, end],
  );
  await tx.query(THAW, [matchID, playerID, now]);
}
