import type { Ctx, LogEntry, State } from 'boardgame.io';
import type { HostedGame } from './games.js';

/** The state a client receives: its seat's view of G, the public ctx, the state id. */
export interface ClientState {
  G: unknown;
  ctx: Ctx;
  /** Plugin data after boardgame.io's per-player filtering; the random plugin (seed, PRNG state) is removed. */
  plugins: Record<string, unknown>;
  _stateID: number;
}

export interface SeatView {
  state: ClientState;
  log: LogEntry[];
}

/**
 * What `playerID` (null: a spectator) may see of a state and of log entries: boardgame.io's own
 * filter (the game's playerView, plugin playerViews, the log redacted by each move's `redact`),
 * then anything the server keeps to itself stripped: the random plugin and the undo/redo stacks.
 * Initial states are never passed here and never sent.
 */
export function seatView(hosted: HostedGame, matchID: string, state: State, log: LogEntry[], playerID: string | null): SeatView {
  const filtered = hosted.filter(playerID, { type: 'sync', args: [matchID, { state, log, filteredMetadata: [], initialState: undefined as never }] });
  if (filtered.type !== 'sync') throw new Error('unexpected filter result');
  const info = filtered.args[1];
  return { state: clientState(info.state), log: marksFor(info.log ?? [], playerID) };
}

/**
 * The marks every seat may read on a move it did not make (log-marks.ts, take-back.ts): why the
 * computer moved for a seat where that is public anyway (its only possible move, which every seat
 * can tell; its time ran out, which every seat's clock shows; a seat handed to the computer by a
 * vote), the game's events such a move added, and a take-back (the state goes back in view of all).
 */
const PUBLIC_MARKS: ReadonlySet<string> = new Set(['byComputer', 'reason', 'events', 'takenBack']);

/**
 * What a seat's move looks like to everyone else (issue 35, "automation must not leak"): a click, a
 * standing order's move and any other move made for the seat come out the same, with nothing but
 * the public marks, and with no `metadata` at all where none is left (an emptied `{}` would tell a
 * click whose take-back mark was removed from a move the server made). Whether a seat may take
 * back a move (`takeBack`) is for that seat alone: the games decide it from what every seat sees,
 * but nobody else needs it, so nobody else gets it. The seat's own entries are left as they are.
 */
function marksFor(log: LogEntry[], playerID: string | null): LogEntry[] {
  if (!log.some((entry) => !isOwn(entry, playerID) && hasPrivateMarks(entry))) return log;
  return log.map((entry) => (isOwn(entry, playerID) || !hasPrivateMarks(entry) ? entry : publicEntry(entry)));
}

function isOwn(entry: LogEntry, playerID: string | null): boolean {
  return playerID !== null && (entry.action.payload as { playerID?: unknown } | undefined)?.playerID === playerID;
}

/** Whether an entry carries a `metadata` field with anything beyond the public marks (an empty one included). */
function hasPrivateMarks(entry: LogEntry): boolean {
  if (!('metadata' in entry)) return false;
  const metadata = entry.metadata as Record<string, unknown> | undefined;
  if (metadata === undefined || metadata === null || typeof metadata !== 'object') return true;
  const keys = Object.keys(metadata);
  return keys.length === 0 || keys.some((key) => !PUBLIC_MARKS.has(key));
}

function publicEntry(entry: LogEntry): LogEntry {
  const { metadata, ...rest } = entry;
  const kept = Object.entries((metadata ?? {}) as Record<string, unknown>).filter(([key]) => PUBLIC_MARKS.has(key));
  return kept.length === 0 ? (rest as LogEntry) : { ...rest, metadata: Object.fromEntries(kept) };
}

function clientState(s: State): ClientState {
  const { random: _secret, ...plugins } = (s.plugins ?? {}) as Record<string, unknown>;
  return { G: s.G, ctx: s.ctx, plugins, _stateID: s._stateID };
}
