import type { LogEntry, State } from 'boardgame.io';
import { MatchExistsError, StaleStateError, type FetchOpts, type FetchResult, type ListMatchesOptions, type MatchData, type MatchStorage, type MatchSummary, type PublicListOptions, type SeatGuard, type StoredStateID } from './match-store.js';

interface Row {
  gameName: string;
  state: State;
  initialState: State;
  metadata: MatchData;
  log: LogEntry[];
  createdAt: number;
  updatedAt: number;
  gameover: unknown;
  /** Serialises metadata edits (the row lock of the SQL store). */
  lock: Promise<unknown>;
}

/**
 * The same contract in memory: nothing survives the process. For the benchmark's "memory" row and
 * for tests that need no database. Metadata is copied in and out, as a database would; states and
 * log entries are kept by reference (boardgame.io's states are immutable: a move makes a new one).
 */
export class MemoryStore implements MatchStorage {
  readonly kind = 'memory' as const;
  private readonly rows = new Map<string, Row>();

  async connect(): Promise<void> {}
  async close(): Promise<void> {}
  async ping(): Promise<boolean> {
    return true;
  }

  async createMatch(matchID: string, opts: { initialState: State; metadata: MatchData }): Promise<void> {
    if (this.rows.has(matchID)) throw new MatchExistsError(matchID);
    const now = Date.now();
    const { createdAt = now, updatedAt = now, gameover, ...metadata } = structuredClone(opts.metadata);
    this.rows.set(matchID, {
      gameName: metadata.gameName,
      state: structuredClone(opts.initialState),
      initialState: structuredClone(opts.initialState),
      metadata: metadata as MatchData,
      log: [],
      createdAt,
      updatedAt,
      gameover: gameover ?? null,
      lock: Promise.resolve(),
    });
  }

  async commitState(matchID: string, expectedStateID: number, state: State, deltalog: readonly LogEntry[] = [], _previous?: State, seat?: SeatGuard): Promise<boolean> {
    const row = this.rows.get(matchID);
    if (row === undefined || row.state._stateID !== expectedStateID) return false;
    if (seat !== undefined && (row.metadata.players as Record<string, { credentials?: string } | undefined>)[seat.playerID]?.credentials !== seat.credentials) return false;
    const { deltalog: _d, ...stored } = state as State & { deltalog?: unknown };
    row.state = stored as State;
    row.gameover = state.ctx.gameover ?? null;
    row.log.push(...deltalog);
    row.updatedAt = Date.now();
    return true;
  }

  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    if (!(await this.commitState(matchID, state._stateID - 1, state, deltalog ?? []))) throw new StaleStateError(matchID);
  }

  async setMetadata(matchID: string, metadata: MatchData): Promise<void> {
    const row = this.rows.get(matchID);
    if (row !== undefined) this.write(row, metadata, metadata.updatedAt ?? Date.now());
  }

  async updateMetadata(matchID: string, change: (metadata: MatchData) => MatchData | null | Promise<MatchData | null>): Promise<MatchData | undefined> {
    const row = this.rows.get(matchID);
    if (row === undefined) return undefined;
    const task = row.lock.then(async () => {
      const current = this.metadataOf(row);
      const next = await change(structuredClone(current));
      if (next === null) return current;
      this.write(row, next, Date.now());
      return this.metadataOf(row);
    });
    row.lock = task.catch(() => {});
    return task;
  }

  async load(matchID: string, opts: FetchOpts): Promise<FetchResult> {
    const row = this.rows.get(matchID);
    if (row === undefined) return {};
    const result: FetchResult = {};
    if (opts.state) result.state = row.state;
    if (opts.metadata) result.metadata = this.metadataOf(row);
    if (opts.initialState) result.initialState = row.initialState;
    if (opts.log) result.log = opts.logFrom === undefined ? row.log.slice() : row.log.filter((e) => e._stateID >= (opts.logFrom as number));
    return result;
  }

  async wipe(matchID: string): Promise<void> {
    this.rows.delete(matchID);
  }

  async listMatches(opts: ListMatchesOptions = {}): Promise<string[]> {
    const where = opts.where ?? {};
    return [...this.rows.entries()]
      .filter(([, r]) => opts.gameName === undefined || r.gameName === opts.gameName)
      .filter(([, r]) => where.isGameover === undefined || (r.gameover !== null) === where.isGameover)
      .filter(([, r]) => where.updatedBefore === undefined || r.updatedAt < where.updatedBefore)
      .filter(([, r]) => where.updatedAfter === undefined || r.updatedAt > where.updatedAfter)
      .sort(([a, x], [b, y]) => y.updatedAt - x.updatedAt || a.localeCompare(b))
      .map(([id]) => id);
  }

  async listPublicMatches(opts: PublicListOptions): Promise<MatchSummary[]> {
    const before = opts.before;
    return [...this.rows.entries()]
      .filter(([, r]) => r.metadata.unlisted === false && (opts.gameName === undefined || r.gameName === opts.gameName))
      .filter(([id, r]) => before === undefined || r.createdAt < before.createdAt || (r.createdAt === before.createdAt && id < before.matchID))
      .sort(([a, x], [b, y]) => y.createdAt - x.createdAt || b.localeCompare(a))
      .slice(0, opts.limit)
      .map(([id, r]) => this.summary(id, r));
  }

  async summaries(matchIDs: readonly string[]): Promise<MatchSummary[]> {
    return matchIDs.flatMap((id) => {
      const row = this.rows.get(id);
      return row === undefined ? [] : [this.summary(id, row)];
    });
  }

  async stateIDs(matchIDs: readonly string[]): Promise<Map<string, StoredStateID>> {
    const now = Date.now();
    return new Map(
      matchIDs.flatMap((id) => {
        const row = this.rows.get(id);
        return row === undefined ? [] : [[id, { stateID: row.state._stateID, ageMs: Math.max(0, now - row.updatedAt) }] as const];
      }),
    );
  }

  async listBotMatches(): Promise<string[]> {
    return [...this.rows.entries()]
      .filter(([, r]) => r.gameover === null && Object.values(r.metadata.players).some((p) => (p.data as { bot?: unknown } | undefined)?.bot !== undefined))
      .map(([id]) => id)
      .sort();
  }

  async deleteIdleMatches(idleSince: number): Promise<string[]> {
    const ids = [...this.rows.entries()].filter(([, r]) => r.gameover === null && r.updatedAt < idleSince).map(([id]) => id);
    for (const id of ids) this.rows.delete(id);
    return ids;
  }

  private write(row: Row, metadata: MatchData, updatedAt: number): void {
    const { createdAt: _c, updatedAt: _u, gameover, ...rest } = structuredClone(metadata);
    row.metadata = rest as MatchData;
    row.updatedAt = Math.max(row.updatedAt, updatedAt);
    if (row.gameover === null && gameover !== undefined && gameover !== null) row.gameover = gameover;
  }

  private metadataOf(row: Row): MatchData {
    const metadata: MatchData = { ...structuredClone(row.metadata), createdAt: row.createdAt, updatedAt: row.updatedAt };
    if (row.gameover !== null) metadata.gameover = structuredClone(row.gameover);
    return metadata;
  }

  private summary(matchID: string, row: Row): MatchSummary {
    return {
      matchID,
      gameName: row.gameName,
      metadata: this.metadataOf(row),
      ctx: structuredClone(row.state.ctx),
      stateID: row.state._stateID,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }
}
