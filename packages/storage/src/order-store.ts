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

/** Reads of this many matches' orders at most go out in one statement. */
const MAX_READ_BATCH = 128;
/** Statements reading orders out at once; what is asked meanwhile waits and forms the next. */
const MAX_READS_OUT = 2;

/**
 * Standing orders in PostgreSQL or PGlite (migration 014). The server reads a match's orders after
 * every commit (bots/standing-orders.ts), so reads of many matches that arrive while others are out
 * are made in one statement, as moves are committed together (group-commit.ts): one round trip and
 * one result for the lot instead of one each. A read never joins a statement already sent, so it
 * sees every write finished before it was asked for, as a read of its own would.
 */
export class OrderStore implements OrderStorage {
  /** Reads asked for and not yet sent, by match (a match asked twice meanwhile is read once). */
  private readonly waiting = new Map<string, { resolve(rows: SeatOrderRow[]): void; reject(error: unknown): void }[]>();
  private readsOut = 0;

  constructor(private readonly db: Db) {}

  orders(matchID: string): Promise<SeatOrderRow[]> {
    return new Promise((resolve, reject) => {
      const readers = this.waiting.get(matchID);
      if (readers === undefined) this.waiting.set(matchID, [{ resolve, reject }]);
      else readers.push({ resolve, reject });
      this.sendReads();
    });
  }

  private sendReads(): void {
    while (this.readsOut < MAX_READS_OUT && this.waiting.size > 0) {
      const batch = new Map<string, { resolve(rows: SeatOrderRow[]): void; reject(error: unknown): void }[]>();
      for (const [matchID, readers] of this.waiting) {
        if (batch.size >= MAX_READ_BATCH) break;
        batch.set(matchID, readers);
      }
      for (const matchID of batch.keys()) this.waiting.delete(matchID);
      this.readsOut++;
      void this.read([...batch.keys()]).then(
        (byMatch) => {
          for (const [matchID, readers] of batch) {
            const rows = byMatch.get(matchID) ?? [];
            readers.forEach((reader, i) => reader.resolve(i === 0 ? rows : rows.map(copyOrder)));
          }
        },
        (error: unknown) => {
          for (const readers of batch.values()) for (const reader of readers) reader.reject(error);
        },
      ).finally(() => {
        this.readsOut--;
        this.sendReads();
      });
    }
  }

  /** The orders of the matches, by match, each match's by seat. */
  private async read(matchIDs: readonly string[]): Promise<Map<string, SeatOrderRow[]>> {
    const byMatch = new Map<string, SeatOrderRow[]>();
    const rows =
      matchIDs.length === 1
        ? await this.db.query(`SELECT match_id, player_id, body, language, version, set_at FROM seat_orders WHERE match_id = $1::text ORDER BY player_id`, [matchIDs[0]])
        : await this.db.query(
            `SELECT match_id, player_id, body, language, version, set_at FROM seat_orders WHERE match_id IN (SELECT value FROM json_array_elements_text($1::text::json)) ORDER BY match_id, player_id`,
            [JSON.stringify(matchIDs)],
          );
    for (const row of rows) {
      const matchID = row.match_id as string;
      const list = byMatch.get(matchID);
      if (list === undefined) byMatch.set(matchID, [toOrder(row)]);
      else list.push(toOrder(row));
    }
    return byMatch;
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

/** A reader's own copy (readers of one match in one statement share its rows). */
function copyOrder(row: SeatOrderRow): SeatOrderRow {
  return { ...row, order: structuredClone(row.order) };
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
