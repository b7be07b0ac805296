import type { Db } from './db.js';

/** A seat's notes as stored: the text and when it was saved (epoch ms of the caller's clock). */
export interface NotesRow {
  text: string;
  savedAt: number;
}

/**
 * Each seat's private notes with a match (migration 015): one text per seat, replaced whole on each
 * save. `SqlNotesStore` for PostgreSQL and PGlite, `MemoryNotesStore` for the memory store and
 * tests; both pass the same contract (notes-store.test.ts).
 */
export interface NotesStore {
  get(matchID: string, playerID: string): Promise<NotesRow | null>;
  set(matchID: string, playerID: string, text: string, savedAt: number): Promise<NotesRow>;
}

export class SqlNotesStore implements NotesStore {
  constructor(private readonly db: Db) {}

  async get(matchID: string, playerID: string): Promise<NotesRow | null> {
    const rows = await this.db.query<{ body: string; saved_at: string | number }>(`SELECT body, saved_at FROM match_seat_notes WHERE match_id = $1::text AND player_id = $2::text`, [matchID, playerID]);
    const row = rows[0];
    return row === undefined ? null : { text: row.body, savedAt: Number(row.saved_at) };
  }

  async set(matchID: string, playerID: string, text: string, savedAt: number): Promise<NotesRow> {
    await this.db.query(
      `INSERT INTO match_seat_notes (match_id, player_id, body, saved_at) VALUES ($1::text, $2::text, $3::text, $4::bigint)
       ON CONFLICT (match_id, player_id) DO UPDATE SET body = EXCLUDED.body, saved_at = EXCLUDED.saved_at`,
      [matchID, playerID, text, savedAt],
    );
    return { text, savedAt };
  }
}

export class MemoryNotesStore implements NotesStore {
  private readonly rows = new Map<string, NotesRow>();

  async get(matchID: string, playerID: string): Promise<NotesRow | null> {
    return this.rows.get(`${matchID}/${playerID}`) ?? null;
  }

  async set(matchID: string, playerID: string, text: string, savedAt: number): Promise<NotesRow> {
    const row = { text, savedAt };
    this.rows.set(`${matchID}/${playerID}`, row);
    return row;
  }
}
