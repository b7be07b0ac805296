/**
 * The socket protocol, version 1 (documented in apps/server/README.md): the payloads the server
 * sends. The server fills in its own types for the state, the log and the seats; a client that
 * reads only part of them uses the defaults.
 */
import type { PatchOp } from './json-patch.js';

export const PROTOCOL_VERSION = 1;

/** What a state holds for every reader (the server's view adds `ctx` in full and the plugins). */
export interface ClientStateShape {
  G: unknown;
  ctx: { gameover?: unknown };
  _stateID: number;
}

/** Who sits where. */
export interface PublicSeat {
  playerID: string;
  /** null: the seat is free. */
  name: string | null;
  /** The bot's level when a computer plays this seat. */
  bot: string | null;
}

export interface ErrorBody {
  code: string;
  message: string;
  /** A game rule's reason, for refused moves. */
  refusal?: { code: string; params?: Record<string, unknown> };
  /** More for the caller to act on (for example the seats still free after a lost join race). */
  [detail: string]: unknown;
}

/** Full state: sent on join, on request and whenever a client may have missed a step. */
export interface SyncPayload<S = ClientStateShape, L = unknown> {
  protocol: number;
  matchID: string;
  gameName: string;
  /** The seat this socket plays, or null for a spectator. */
  playerID: string | null;
  state: S;
  /** The whole log, redacted for this seat. */
  log: L[];
  players: PublicSeat[];
  /** Every seat is taken: moves are accepted. */
  started: boolean;
  /** A teaching match ("Learn to play", createMatch's `learn`): its seats' tables explain. Absent otherwise. */
  learn?: boolean;
}

/**
 * One step: the state after a move, and that move's log entries (redacted for this seat). The state
 * comes whole (`state`) or, for connections that joined with `patches: true`, as an RFC 6902 patch
 * of the state with id `prevStateID` (`patch`); exactly one of the two is present.
 */
export interface UpdatePayload<S = ClientStateShape, L = unknown> {
  matchID: string;
  prevStateID: number;
  stateID: number;
  state?: S;
  patch?: PatchOp[];
  log: L[];
}

export interface PlayersPayload {
  matchID: string;
  players: PublicSeat[];
  started: boolean;
  /** Set once a rematch exists: the match the players moved on to. */
  nextMatchID?: string;
}

export interface FailurePayload {
  matchID?: string;
  error: ErrorBody;
}

export type Ack<T extends object = object> = ({ ok: true } & T) | { ok: false; error: ErrorBody };
