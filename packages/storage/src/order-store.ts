import type { Db, Row } from './db.js';

/** The most JSON text a standing order may take (the table's CHECK says the same). */
export const ORDER_STORE_MAX_BYTES = 2048;

/** A seat's standing order as stored (issue 27): the game's order (parsed by the game before it gets here). */
export interface SeatOrderRow {
  playerID: string;
  order: unknown;
  language: 'en' | 'de';
  /** Grows with every change of the seat's order (1 for the first). */
  version: number;
  setAt: number;
}

/**
 * Where standing orders are kept: in the database (OrderStore, migration 014) or in memory
 * (MemoryOrderStore, for STORAGE=memory). The database is the authority: every process reads the
 * orders from it after each commit.
 */
export interface OrderStorage {
  /** The match's orders, by seat. */
  orders(matchID: string): Promise<SeatOrderRow[]>;
  /** Sets (or replaces) the seat's order. */
  setOrder(matchID: string, playerID: string, order: unknown, language: 'en' | 'de', now: number): Promise<SeatOrderRow>;
  /** Removes the seat's order (only version `version` when given); true if one was removed. */
  removeOrder(matchID: string, playerID: string, version?: number): Promise<boolean>;
}

export class OrderTooLargeError extends Error {
  constructor() {
    super(`a standing order is at most ${ORDER_STORE_MAX_BYTES} bytes of JSON`);
  }
}

function checkedText(order: unknown): string {
  const text = JSON.stringify(order);
  if (Buffer.byteLength(text, 'utf8') > ORDER_STORE_MAX_BYTES) throw new OrderTooLargeError();
  return text;
}

/** Standing orders in PostgreSQL or PGlite (migration 014). */
export class OrderStore implements OrderStorage {
  constructor(private readonly db: Db) {}

  async orders(matchID: string): Promise<SeatOrderRow[]> {
    const rows = await this.db.query(`SELECT player_id, body, language, version, set_at FROM seat_orders WHERE match_id = $1::text ORDER BY player_id`, [matchID]);
    return rows.map(toOrder);
  }

  async setOrder(matchID: string, playerID: string, order: unknown, language: 'en' | 'de', now: number): Promise<SeatOrderRow> {
    const rows = await this.db.query(
      `INSERT INTO seat_orders AS o (match_id, player_id, body, language, version, set_at)
       VALUES ($1::text, $2::text, $3::jsonb, $4::text, 1, $5::bigint)
       ON CONFLICT (match_id, player_id) DO UPDATE SET body = EXCLUDED.body, language = EXCLUDED.language, version = o.version + 1, set_at = EXCLUDED.set_at
       RETURNING player_id, body, language, version, set_at`,
      [matchID, playerID, checkedText(order), language, now],
    );
    return toOrder(rows[0] as Row);
  }

  async removeOrder(matchID: string, playerID: string, version?: number): Promise<boolean> {
    const rows = await this.db.query(
      `DELETE FROM seat_orders WHERE match_id = $1::text AND player_id = $2::text AND ($3::int IS NULL OR version = $3::int) RETURNING version`,
      [matchID, playerID, version ?? null],
    );
    return rows.length > 0;
  }
}

function toOrder(r: Row): SeatOrderRow {
  const body = typeof r.body === 'string' ? (JSON.parse(r.body) as unknown) : r.body;
  return { playerID: r.player_id as string, order: body, language: r.language === 'de' ? 'de' : 'en', version: Number(r.version), setAt: Number(r.set_at) };
}

/** The same in memory: nothing survives the process (orders are copied in and out, as a database would). */
export class MemoryOrderStore implements OrderStorage {
  private readonly rows = new Map<string, Map<string, SeatOrderRow>>();

  async orders(matchID: string): Promise<SeatOrderRow[]> {
    return [...(this.rows.get(matchID)?.values() ?? [])].sort((a, b) => a.playerID.localeCompare(b.playerID)).map((r) => structuredClone(r));
  }

  async setOrder(matchID: string, playerID: string, order: unknown, language: 'en' | 'de', now: number): Promise<SeatOrderRow> {
    const copy = JSON.parse(checkedText(order)) as unknown;
    const seats = this.rows.get(matchID) ?? new Map<string, SeatOrderRow>();
    this.rows.set(matchID, seats);
    const row: SeatOrderRow = { playerID, order: copy, language, version: (seats.get(playerID)?.version ?? 0) + 1, setAt: now };
    seats.set(playerID, row);
    return structuredClone(row);
  }

  async removeOrder(matchID: string, playerID: string, version?: number): Promise<boolean> {
    const seats = this.rows.get(matchID);
    const row = seats?.get(playerID);
    if (seats === undefined || row === undefined || (version !== undefined && row.version !== version)) return false;
    seats.delete(playerID);
    if (seats.size === 0) this.rows.delete(matchID);
    return true;
  }
}
