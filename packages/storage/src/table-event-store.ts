import type { Db, Row } from './db.js';

/** What happened at a table besides its moves (migration 021). */
export type TableEventKind = 'away' | 'back' | 'pause' | 'resume';

/** A table event as stored: numbered per match from 1, in the order they were stored. */
export interface TableEventRow {
  seq: number;
  /** Epoch ms of the caller's clock. */
  at: number;
  kind: TableEventKind;
  /** The seat it is about (away, back), or that decided it (the vote that paused, who resumed); null: none. */
  playerID: string | null;
  /** away: the date of return (epoch ms); else null. */
  until: number | null;
  /** The match's state id when it happened. */
  stateID: number;
  /** How many of the game's log events (G.events) that state had: the log's line goes after them. */
  logAt: number;
  /** pause: the seats whose votes paused it; else empty. */
  pausedBy: string[];
}

/** The most events a match keeps: beyond, new ones are not stored (what they tell still happens). */
export const TABLE_EVENTS_MAX = 500;

/** How often a number taken by a racing writer (another process) is taken again. */
const ATTEMPTS = 5;

/**
 * The table's events (migration 021): a vacation declared or ended, a pause voted, a resume. Each
 * takes the number after the match's newest in one statement; two processes adding to one match at
 * once both insert the same number, one of them finds it taken (the primary key) and takes the next.
 * Once a match holds TABLE_EVENTS_MAX events, `add` answers null and stores nothing. Only the SQL
 * stores (PostgreSQL, PGlite) have it.
 */
export class TableEventStore {
  constructor(
    private readonly db: Db,
    private readonly max = TABLE_EVENTS_MAX,
  ) {}

  /** Stores the event as the match's next, or answers null when the match holds `max` events already. */
  async add(matchID: string, event: Omit<TableEventRow, 'seq'>): Promise<TableEventRow | null> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const rows = await this.db.query<{ seq: number | null }>(
        `WITH next AS (SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM match_table_events WHERE match_id = $1::text),
         added AS (
           INSERT INTO match_table_events (match_id, seq, at, kind, player_id, until, state_id, log_at, paused_by)
           SELECT $1::text, next.seq, $2::bigint, $3::text, $4::text, $5::bigint, $6::int, $7::int, $8::text::jsonb FROM next WHERE next.seq <= $9::int
           ON CONFLICT (match_id, seq) DO NOTHING
           RETURNING seq
         )
         SELECT (SELECT seq FROM added) AS seq, (SELECT seq FROM next) AS next`,
        [matchID, event.at, event.kind, event.playerID, event.until, event.stateID, event.logAt, JSON.stringify(event.pausedBy), this.max],
      );
      const row = rows[0] as { seq: number | null; next?: number } | undefined;
      if (row?.seq !== null && row?.seq !== undefined) return { ...event, seq: Number(row.seq) };
      if (row === undefined || Number(row.next) > this.max) return null;
    }
    return null;
  }

  /** The events after `after` (oldest first), at most `limit`; without `after`, the latest `limit`. */
  async list(matchID: string, options: { after?: number; limit: number }): Promise<TableEventRow[]> {
    if (options.after !== undefined) {
      const rows = await this.db.query(`SELECT * FROM match_table_events WHERE match_id = $1::text AND seq > $2::int ORDER BY seq LIMIT $3::int`, [matchID, options.after, options.limit]);
      return rows.map(toEvent);
    }
    const rows = await this.db.query(`SELECT * FROM match_table_events WHERE match_id = $1::text ORDER BY seq DESC LIMIT $2::int`, [matchID, options.limit]);
    return rows.map(toEvent).reverse();
  }
}

const KINDS: readonly string[] = ['away', 'back', 'pause', 'resume'];

function toEvent(r: Row): TableEventRow {
  const kind = r.kind as string;
  if (!KINDS.includes(kind)) throw new Error(`unknown table event kind ${kind}`);
  return {
    seq: Number(r.seq),
    at: Number(r.at),
    kind: kind as TableEventKind,
    playerID: (r.player_id as string | null) ?? null,
    until: r.until === null || r.until === undefined ? null : Number(r.until),
    stateID: Number(r.state_id),
    logAt: Number(r.log_at),
    pausedBy: Array.isArray(r.paused_by) ? (r.paused_by as unknown[]).filter((s): s is string => typeof s === 'string') : [],
  };
}
