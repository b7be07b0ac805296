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
  return { state: clientState(info.state), log: ownMarks(info.log ?? [], playerID) };
}

/**
 * Whether a seat may take back a move (`metadata.takeBack`) is for that seat alone: the games decide
 * it from what every seat sees, but nobody else needs it, so nobody else gets it.
 */
function ownMarks(log: LogEntry[], playerID: string | null): LogEntry[] {
  if (!log.some((e) => (e.metadata as { takeBack?: unknown } | undefined)?.takeBack !== undefined && (e.action.payload as { playerID?: unknown } | undefined)?.playerID !== playerID)) return log;
  return log.map((entry) => {
    const metadata = entry.metadata as Record<string, unknown> | undefined;
    if (metadata?.takeBack === undefined || (entry.action.payload as { playerID?: unknown } | undefined)?.playerID === playerID) return entry;
    const { takeBack: _own, ...rest } = metadata;
    return { ...entry, metadata: rest };
  });
}

function clientState(s: State): ClientState {
  const { random: _secret, ...plugins } = (s.plugins ?? {}) as Record<string, unknown>;
  return { G: s.G, ctx: s.ctx, plugins, _stateID: s._stateID };
}
