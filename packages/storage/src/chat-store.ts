import type { Db, Row } from './db.js';

/** A chat message as stored: numbered per match from 1, in the order the messages were stored. */
export interface ChatRow {
  seq: number;
  playerID: string | null;
  name: string;
  text: string;
  at: number;
}

/**
 * Chat kept with a match (migrations 007 and 013). A message takes the next number from the match's
 * counter row and is stored in one statement: writers of one match wait on that row for a moment,
 * none is refused for a race. Once a match holds `cap` messages the newest is refused ('full');
 * nothing stored is ever dropped, so the numbers the clients hold stay valid. Only the SQL stores
 * (PostgreSQL, PGlite) have it.
 */
export class ChatStore {
  constructor(private readonly db: Db) {}

  /** Stores a message as number N+1, or answers 'full' when the match holds `cap` messages already. */
  async add(matchID: string, message: Omit<ChatRow, 'seq'>, cap: number): Promise<ChatRow | 'full'> {
    const rows = await this.db.query<{ seq: number }>(
      `WITH counter AS (
         INSERT INTO match_chat_counters AS c (match_id, last_seq) VALUES ($1::text, 1)
         ON CONFLICT (match_id) DO UPDATE SET last_seq = c.last_seq + 1 WHERE c.last_seq < $6::int
         RETURNING last_seq
       )
       INSERT INTO match_chat (match_id, seq, player_id, name, body, at)
       SELECT $1::text, last_seq, $2::text, $3::text, $4::text, $5::bigint FROM counter
       RETURNING seq`,
      [matchID, message.playerID, message.name, message.text, message.at, cap],
    );
    return rows[0] === undefined ? 'full' : { ...message, seq: Number(rows[0].seq) };
  }

  /** Messages after `after` (oldest first), at most `limit`. */
  async after(matchID: string, after: number, limit: number): Promise<ChatRow[]> {
    const rows = await this.db.query(`SELECT * FROM match_chat WHERE match_id = $1::text AND seq > $2::int ORDER BY seq LIMIT $3::int`, [matchID, after, limit]);
    return rows.map(toChat);
  }

  /**
   * Per seat, the number of the newest message someone else wrote (0: none), keyed `matchID/playerID`:
   * "my games" then asks a match's chat only when it holds news for the seat. One statement for all.
   */
  async latestFromOthers(seats: readonly { matchID: string; playerID: string }[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (seats.length === 0) return out;
    const rows = await this.db.query<{ match_id: string; player_id: string; seq: number | null }>(
      `SELECT s.match_id, s.player_id,
              (SELECT MAX(c.seq) FROM match_chat c WHERE c.match_id = s.match_id AND c.player_id IS DISTINCT FROM s.player_id) AS seq
         FROM unnest($1::text[], $2::text[]) AS s(match_id, player_id)`,
      [seats.map((s) => s.matchID), seats.map((s) => s.playerID)],
    );
    for (const r of rows) out.set(`${r.match_id}/${r.player_id}`, Number(r.seq ?? 0));
    return out;
  }

  /** The latest `limit` messages, oldest first. */
  async latest(matchID: string, limit: number): Promise<ChatRow[]> {
    const rows = await this.db.query(`SELECT * FROM match_chat WHERE match_id = $1::text ORDER BY seq DESC LIMIT $2::int`, [matchID, limit]);
    return rows.map(toChat).reverse();
  }
}

function toChat(r: Row): ChatRow {
  return { seq: Number(r.seq), playerID: (r.player_id as string | null) ?? null, name: r.name as string, text: r.body as string, at: Number(r.at) };
}
