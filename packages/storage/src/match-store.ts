import type { LogEntry, Server, State } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import type { Db, Row } from './db.js';
import { migrate, loadMigrations, type Migration } from './migrate.js';
import { GroupCommit, type CommitRow, type GroupCommitOptions } from './group-commit.js';
import { applyPatch, diff, type PatchOp } from '@harbour/protocol';
import * as SQL from './sql.js';

export type MatchData = Server.MatchData;

/** A seat whose stored credentials hash must still be `credentials` for a write to happen (a revoked seat link commits nothing). */
export interface SeatGuard {
  playerID: string;
  credentials: string;
}

/** A move is stored as a patch unless its state id is a multiple of this, the match ended, or the patch would be large. */
export const SNAPSHOT_EVERY = 16;
/** A change of more operations than this is stored as a snapshot. */
const MAX_PATCH_OPS = 64;

/** A write lost the compare-and-swap: the stored state id is no longer the one the write started from. */
export class StaleStateError extends Error {
  readonly code = 'stale';
  constructor(readonly matchID: string) {
    super(`match ${matchID}: the state changed meanwhile`);
  }
}

export class MatchExistsError extends Error {
  readonly code = 'exists';
  constructor(readonly matchID: string) {
    super(`match ${matchID} exists already`);
  }
}

export interface FetchOpts {
  state?: boolean;
  log?: boolean;
  /** With `log`: only the entries of moves made on this state id or later. */
  logFrom?: number;
  metadata?: boolean;
  initialState?: boolean;
}

export interface FetchResult {
  state?: State;
  log?: LogEntry[];
  metadata?: MatchData;
  initialState?: State;
}

/** What a listing or "my games" needs of a match, without its full state. */
/** A match's stored state id, and the milliseconds since the match was last written. */
export interface StoredStateID {
  stateID: number;
  ageMs: number;
}

export interface MatchSummary {
  matchID: string;
  gameName: string;
  metadata: MatchData;
  /** boardgame.io's ctx (public: whose turn, phase, gameover). */
  ctx: State['ctx'];
  stateID: number;
  createdAt: number;
  updatedAt: number;
}

export interface PublicListOptions {
  gameName?: string;
  limit: number;
  /** Keyset cursor: the last match of the previous page. */
  before?: { createdAt: number; matchID: string };
}

export interface ListMatchesOptions {
  gameName?: string;
  where?: { isGameover?: boolean; updatedBefore?: number; updatedAfter?: number };
}

/**
 * What the server needs of a match storage. `MatchStore` (PostgreSQL, PGlite) and `MemoryStore`
 * (benchmarks, tests) implement it and pass the same contract suite.
 */
export interface MatchStorage {
  readonly kind: 'postgres' | 'pglite' | 'memory';
  connect(): Promise<void>;
  close(): Promise<void>;
  ping(): Promise<boolean>;
  createMatch(matchID: string, opts: { initialState: State; metadata: MatchData }): Promise<void>;
  /**
   * `previous`, the state at `expectedStateID`, lets a SQL store write only what changed; without
   * it the state is written whole. With `seat`, nothing is written unless that seat's stored
   * credentials are still the given ones (checked in the same statement as the state id).
   * `change`, when the caller has it already, is `stateChange(previous, state)` (a store then does
   * not compute it again).
   */
  commitState(
    matchID: string,
    expectedStateID: number,
    state: State,
    deltalog?: readonly LogEntry[],
    previous?: State,
    seat?: SeatGuard,
    change?: PatchOp[] | null,
  ): Promise<boolean>;
  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void>;
  setMetadata(matchID: string, metadata: MatchData): Promise<void>;
  updateMetadata(matchID: string, change: (metadata: MatchData) => MatchData | null | Promise<MatchData | null>): Promise<MatchData | undefined>;
  load(matchID: string, opts: FetchOpts): Promise<FetchResult>;
  wipe(matchID: string): Promise<void>;
  listMatches(opts?: ListMatchesOptions): Promise<string[]>;
  listPublicMatches(opts: PublicListOptions): Promise<MatchSummary[]>;
  summaries(matchIDs: readonly string[]): Promise<MatchSummary[]>;
  /** The stored state id of each of these matches that exists, and how long ago it was written (one cheap read for many). */
  stateIDs(matchIDs: readonly string[]): Promise<Map<string, StoredStateID>>;
  listBotMatches(): Promise<string[]>;
  deleteIdleMatches(idleSince: number): Promise<string[]>;
}

/**
 * Match storage shaped like boardgame.io's `Async` storage (createMatch, setState, setMetadata,
 * fetch, wipe, listMatches), over PostgreSQL or PGlite, with what a multi-process server needs:
 * - `commitState`: compare-and-swap on the state id, appending the move's log entries in the same
 *   statement (the log is append-only; it is never rewritten);
 * - `updateMetadata`: read-modify-write of the lobby metadata under a row lock (join races);
 * - listings by index (public matches, brief summaries, matches with bots, idle matches).
 * `updatedAt` and `gameover` live in their own columns and are merged into the metadata on read.
 */
export class MatchStore extends Async implements MatchStorage {
  private readonly commits: GroupCommit;

  constructor(
    readonly db: Db,
    private readonly migrations: readonly Migration[] = loadMigrations(),
    commitOptions: Pick<GroupCommitOptions, 'windowMs' | 'timer'> = {},
  ) {
    super();
    this.commits = new GroupCommit({
      ...commitOptions,
      writeOne: async (row) => {
        const rows = await this.db.query<{ updated: number }>(SQL.COMMIT_STATE, [
          row.matchID,
          row.expectedStateID,
          row.stateID,
          row.snapshot,
          row.patch,
          row.ctx,
          row.gameover,
          row.logLength,
          row.log,
          row.seat,
          row.credentials,
        ]);
        return Number(rows[0]?.updated ?? 0) === 1;
      },
      writeBatch: async (batch) => {
        // The rows' JSON texts are spliced in as they are: they were made by JSON.stringify.
        const input = batch.map(
          (r) =>
            `{"id":${JSON.stringify(r.matchID)},"expected":${r.expectedStateID},"state_id":${r.stateID},"snapshot":${r.snapshot ?? 'null'},` +
            `"patch":${r.patch ?? 'null'},"ctx":${r.ctx},"gameover":${r.gameover ?? 'null'},"n":${r.logLength},"log":${r.log},` +
            `"seat":${JSON.stringify(r.seat)},"credentials":${JSON.stringify(r.credentials)}}`,
        );
        const rows = await this.db.query<{ id: string }>(SQL.COMMIT_STATES, [`[${input.join(',')}]`]);
        return new Set(rows.map((r) => r.id));
      },
    });
  }

  get kind(): Db['kind'] {
    return this.db.kind;
  }

  /** Applies pending migrations (once, under an advisory lock). */
  async connect(): Promise<void> {
    await migrate(this.db, this.migrations);
  }

  /** Waits for the moves being committed (new ones are refused), then closes the database. */
  async close(): Promise<void> {
    await this.commits.drain();
    await this.db.close();
  }

  async ping(): Promise<boolean> {
    const rows = await this.db.query(SQL.PING);
    return rows.length === 1;
  }

  override async createMatch(matchID: string, opts: { initialState: State; metadata: MatchData }): Promise<void> {
    const { initialState, metadata } = opts;
    const now = Date.now();
    try {
      await this.db.query(SQL.INSERT_MATCH, [
        matchID,
        metadata.gameName,
        JSON.stringify(initialState),
        initialState._stateID,
        JSON.stringify(initialState),
        JSON.stringify(withoutColumns(metadata)),
        metadata.unlisted !== false,
        hasBots(metadata),
        jsonOrNull(metadata.gameover),
        metadata.createdAt ?? now,
        metadata.updatedAt ?? now,
      ]);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new MatchExistsError(matchID);
      throw error;
    }
  }

  /**
   * Stores the state after a move if, and only if, the stored state id is still `expectedStateID`,
   * appending `deltalog` to the log in the same statement. Returns false when it lost the race
   * (or the match does not exist). Given the state before (`previous`), only the change is written
   * (a JSON patch), except every SNAPSHOT_EVERY moves and at the end of the match, when the whole
   * state is. Moves of different matches that arrive together are written in one statement (group
   * commit), each with its own compare-and-swap.
   */
  async commitState(
    matchID: string,
    expectedStateID: number,
    state: State,
    deltalog: readonly LogEntry[] = [],
    previous?: State,
    seat?: SeatGuard,
    change?: PatchOp[] | null,
  ): Promise<boolean> {
    const stored = withoutDeltalog(state);
    const patch = patchFrom(previous, expectedStateID, stored, change);
    const row: CommitRow = {
      matchID,
      expectedStateID,
      stateID: state._stateID,
      snapshot: patch === null ? JSON.stringify(stored) : null,
      patch: patch === null ? null : JSON.stringify(patch),
      ctx: JSON.stringify(state.ctx),
      gameover: jsonOrNull(state.ctx.gameover),
      log: JSON.stringify(deltalog),
      logLength: deltalog.length,
      seat: seat?.playerID ?? null,
      credentials: seat?.credentials ?? null,
    };
    return this.commits.commit(row);
  }

  /**
   * boardgame.io's setState, as a compare-and-swap: every boardgame.io action advances `_stateID`
   * by one, so the stored state must be the one just before. Throws StaleStateError otherwise.
   */
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    if (!(await this.commitState(matchID, state._stateID - 1, state, deltalog ?? []))) throw new StaleStateError(matchID);
  }

  /** Replaces the metadata (boardgame.io's contract). Prefer `updateMetadata` for concurrent edits. */
  async setMetadata(matchID: string, metadata: MatchData): Promise<void> {
    await this.db.query(SQL.UPDATE_METADATA, metadataParams(matchID, metadata, metadata.updatedAt ?? Date.now()));
  }

  /**
   * Read-modify-write of the metadata under a row lock: `change` receives the current metadata and
   * returns the new one, or null to leave it as it is; an error it throws rolls everything back.
   * Returns the metadata now stored, or undefined when the match does not exist.
   */
  async updateMetadata(matchID: string, change: (metadata: MatchData) => MatchData | null | Promise<MatchData | null>): Promise<MatchData | undefined> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query(SQL.SELECT_METADATA_FOR_UPDATE, [matchID]);
      const row = rows[0];
      if (row === undefined) return undefined;
      const current = mergeColumns(row.metadata as MatchData, row);
      const next = await change(structuredClone(current));
      if (next === null) return current;
      const now = Date.now();
      await tx.query(SQL.UPDATE_METADATA, metadataParams(matchID, next, now));
      return { ...next, updatedAt: Math.max(now, current.updatedAt) };
    });
  }

  /** boardgame.io's fetch (typed by the options asked for); see `load`. */
  fetch<O extends FetchOpts>(matchID: string, opts: O): ReturnType<Async['fetch']> {
    return this.load(matchID, opts) as never;
  }

  /** Reads the parts asked for; an unknown match gives an empty object. */
  async load(matchID: string, opts: FetchOpts): Promise<FetchResult> {
    const fields = { state: !!opts.state, metadata: !!opts.metadata, initialState: !!opts.initialState };
    const result: FetchResult = {};
    const row = (await this.db.query(SQL.selectMatch(fields), [matchID]))[0];
    if (row === undefined) return result;
    if (fields.state) result.state = currentState(row);
    if (fields.metadata) result.metadata = mergeColumns(row.metadata as MatchData, row);
    if (fields.initialState) result.initialState = row.initial_state as State;
    if (opts.log) {
      const rows = await this.db.query<{ entry: LogEntry }>(SQL.SELECT_LOG, [matchID, opts.logFrom ?? null]);
      result.log = rows.map((r) => r.entry);
    }
    return result;
  }

  async wipe(matchID: string): Promise<void> {
    await this.db.query(SQL.DELETE_MATCH, [matchID]);
  }

  override async listMatches(opts: ListMatchesOptions = {}): Promise<string[]> {
    const where = opts.where ?? {};
    const rows = await this.db.query<{ id: string }>(SQL.LIST_MATCH_IDS, [
      opts.gameName ?? null,
      where.isGameover ?? null,
      where.updatedBefore ?? null,
      where.updatedAfter ?? null,
    ]);
    return rows.map((r) => r.id);
  }

  /** Public (listed) matches, newest first. */
  async listPublicMatches(opts: PublicListOptions): Promise<MatchSummary[]> {
    const rows = await this.db.query(SQL.LIST_PUBLIC, [opts.gameName ?? null, opts.before?.createdAt ?? null, opts.before?.matchID ?? '', opts.limit]);
    return rows.map(toSummary);
  }

  /** Brief state of the given matches (unknown ids are left out), in the order asked. */
  async summaries(matchIDs: readonly string[]): Promise<MatchSummary[]> {
    if (matchIDs.length === 0) return [];
    const rows = (await this.db.query(SQL.SELECT_SUMMARIES, [JSON.stringify(matchIDs)])).map(toSummary);
    const byID = new Map(rows.map((s) => [s.matchID, s]));
    return matchIDs.flatMap((id) => byID.get(id) ?? []);
  }

  async stateIDs(matchIDs: readonly string[]): Promise<Map<string, StoredStateID>> {
    if (matchIDs.length === 0) return new Map();
    const rows = await this.db.query<{ id: string; state_id: number; age_ms: number }>(SQL.SELECT_STATE_IDS, [JSON.stringify(matchIDs)]);
    return new Map(rows.map((r) => [r.id, { stateID: Number(r.state_id), ageMs: Math.max(0, Number(r.age_ms)) }]));
  }

  /** Unfinished matches with at least one bot seat (resumed at start). */
  async listBotMatches(): Promise<string[]> {
    return (await this.db.query<{ id: string }>(SQL.LIST_BOT_MATCHES)).map((r) => r.id);
  }

  /** Deletes unfinished matches idle since before `idleSince` (ms); finished matches stay. */
  async deleteIdleMatches(idleSince: number): Promise<string[]> {
    return (await this.db.query<{ id: string }>(SQL.DELETE_IDLE, [idleSince])).map((r) => r.id);
  }
}

function withoutDeltalog(state: State): State {
  // The runner's states have none already (it takes the deltalog apart): no copy for them.
  if (!('deltalog' in state)) return state;
  const { deltalog: _ignored, ...stored } = state as State & { deltalog?: unknown };
  return stored;
}

/**
 * What a move changed in the state, as stored (without its deltalog): a JSON patch, or null when
 * it would be too large to be worth storing as one. Computed once per move by the server, which
 * stores it and makes every seat's update from it.
 */
export function stateChange(previous: State, next: State): PatchOp[] | null {
  return diff(withoutDeltalog(previous), withoutDeltalog(next), MAX_PATCH_OPS);
}

/** The patch to store for a move, or null when the state is to be stored whole. */
function patchFrom(previous: State | undefined, expectedStateID: number, next: State, change: PatchOp[] | null | undefined): PatchOp[] | null {
  if (previous === undefined || previous._stateID !== expectedStateID) return null;
  if (next.ctx.gameover !== undefined || next._stateID % SNAPSHOT_EVERY === 0) return null;
  return change !== undefined ? change : stateChange(previous, next);
}

/** The snapshot with the patches after it applied; it must arrive at the row's state id. */
function currentState(row: Row): State {
  const patches = (row.patches ?? []) as PatchOp[][];
  const state = patches.reduce<State>((s, patch) => applyPatch(s, patch), row.state as State);
  if (state._stateID !== Number(row.state_id)) {
    throw new Error(`stored state incomplete: snapshot ${String(row.snapshot_state_id)} and ${patches.length} patches give state ${state._stateID}, not ${String(row.state_id)}`);
  }
  return state;
}

function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/** A seat is a bot when its metadata carries `data.bot`. */
function hasBots(metadata: MatchData): boolean {
  return Object.values(metadata.players ?? {}).some((p) => (p.data as { bot?: unknown } | undefined)?.bot !== undefined);
}

/** The metadata as stored: createdAt, updatedAt and gameover live in columns. */
function withoutColumns(metadata: MatchData): Omit<MatchData, 'createdAt' | 'updatedAt' | 'gameover'> {
  const { updatedAt: _u, createdAt: _c, gameover: _g, ...rest } = metadata;
  return rest;
}

function metadataParams(matchID: string, metadata: MatchData, updatedAt: number): unknown[] {
  return [matchID, JSON.stringify(withoutColumns(metadata)), metadata.unlisted !== false, hasBots(metadata), updatedAt, jsonOrNull(metadata.gameover)];
}

function mergeColumns(metadata: MatchData, row: Row): MatchData {
  const merged: MatchData = { ...metadata, createdAt: Number(row.created_at), updatedAt: Number(row.updated_at) };
  if (row.gameover !== null && row.gameover !== undefined) merged.gameover = row.gameover;
  else delete merged.gameover;
  return merged;
}

function toSummary(row: Row): MatchSummary {
  return {
    matchID: row.id as string,
    gameName: row.game_name as string,
    metadata: mergeColumns(row.metadata as MatchData, row),
    ctx: row.ctx as State['ctx'],
    stateID: Number(row.state_id),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
