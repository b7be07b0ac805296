import type { Db } from './db.js';

/** Hints used per seat of one match: player id to count (seats without hints are absent). */
export type HintCounts = Record<string, number>;

/**
 * The hints each seat used (migration 017): one per decision (state) at which the seat asked, so
 * asking again at the same decision, from any process, counts once. The SQL store is the authority;
 * the memory store stands in with the in-memory match store.
 */
export interface HintStorage {
  /** Records a hint of `playerID` at state `stateID` (once); answers the match's counts after it and whether it was new. */
  record(matchID: string, playerID: string, stateID: number, at: number): Promise<{ counts: HintCounts; fresh: boolean }>;
  /** The counts of each listed match (matches without hints are absent). */
  counts(matchIDs: readonly string[]): Promise<Map<string, HintCounts>>;
  /** The state ids at which each seat of a match asked, oldest first (the replay marks them). */
  decisions(matchID: string): Promise<{ playerID: string; stateID: number }[]>;
}

export class HintStore implements HintStorage {
  constructor(private readonly db: Db) {}

  async record(matchID: string, playerID: string, stateID: number, at: number): Promise<{ counts: HintCounts; fresh: boolean }> {
    const inserted = await this.db.query(
      `INSERT INTO match_hints (match_id, player_id, state_id, at) VALUES ($1::text, $2::text, $3::int, $4::bigint)
       ON CONFLICT (match_id, player_id, state_id) DO NOTHING RETURNING state_id`,
      [matchID, playerID, stateID, at],
    );
    const counts = (await this.counts([matchID])).get(matchID) ?? {};
    return { counts, fresh: inserted.length > 0 };
  }

  async counts(matchIDs: readonly string[]): Promise<Map<string, HintCounts>> {
    const out = new Map<string, HintCounts>();
    if (matchIDs.length === 0) return out;
    const rows = await this.db.query(
      `SELECT match_id, player_id, COUNT(*)::int AS used FROM match_hints WHERE match_id = ANY($1::text[]) GROUP BY match_id, player_id`,
      [[...matchIDs]],
    );
    for (const r of rows) {
      const counts = out.get(r.match_id as string) ?? {};
      counts[r.player_id as string] = Number(r.used);
      out.set(r.match_id as string, counts);
    }
    return out;
  }

  async decisions(matchID: string): Promise<{ playerID: string; stateID: number }[]> {
    const rows = await this.db.query(`SELECT player_id, state_id FROM match_hints WHERE match_id = $1::text ORDER BY state_id, player_id`, [matchID]);
    return rows.map((r) => ({ playerID: r.player_id as string, stateID: Number(r.state_id) }));
  }
}

/** The same in memory (with MemoryStore: nothing survives the process). */
export class MemoryHintStore implements HintStorage {
  private readonly rows = new Map<string, Map<string, Set<number>>>();

  async record(matchID: string, playerID: string, stateID: number): Promise<{ counts: HintCounts; fresh: boolean }> {
    const match = this.rows.get(matchID) ?? new Map<string, Set<number>>();
    this.rows.set(matchID, match);
    const seat = match.get(playerID) ?? new Set<number>();
    match.set(playerID, seat);
    const fresh = !seat.has(stateID);
    seat.add(stateID);
    return { counts: (await this.counts([matchID])).get(matchID) ?? {}, fresh };
  }

  async counts(matchIDs: readonly string[]): Promise<Map<string, HintCounts>> {
    const out = new Map<string, HintCounts>();
    for (const id of matchIDs) {
      const match = this.rows.get(id);
      if (match === undefined) continue;
      out.set(id, Object.fromEntries([...match].map(([playerID, states]) => [playerID, states.size])));
    }
    return out;
  }

  async decisions(matchID: string): Promise<{ playerID: string; stateID: number }[]> {
    const out: { playerID: string; stateID: number }[] = [];
    for (const [playerID, states] of this.rows.get(matchID) ?? []) for (const stateID of states) out.push({ playerID, stateID });
    return out.sort((a, b) => a.stateID - b.stateID || a.playerID.localeCompare(b.playerID));
  }
}
