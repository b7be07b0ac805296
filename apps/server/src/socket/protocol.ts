import type { LogEntry } from 'boardgame.io';
import { z } from 'zod';
import { MATCH_ID_PATTERN } from '../match/credentials.js';
import type { ErrorBody } from '../errors.js';
import type { PatchOp } from '@harbour/storage';
import type { PublicSeat } from '../match/seats.js';
import type { ClientState } from '../match/views.js';

/**
 * The socket protocol, version 1 (documented in apps/server/README.md). Every message a client
 * sends is validated here; anything else is refused with an error and changes nothing.
 */
export const PROTOCOL_VERSION = 1;

const matchID = z.string().regex(MATCH_ID_PATTERN, 'a match id is 16 URL-safe characters');
const playerID = z.string().regex(/^(0|[1-9]\d{0,2})$/, 'a player id is "0", "1", …');

export const JoinMessage = z.strictObject({
  matchID,
  /** A seat to play; null or absent: watch as a spectator. */
  playerID: playerID.nullable().optional(),
  credentials: z.string().min(1).max(200).optional(),
  /** Receive updates as JSON patches of the previous state (smaller and cheaper) instead of whole states. */
  patches: z.boolean().optional(),
});

export const MoveMessage = z.strictObject({
  matchID,
  /** The state id the move was made on (the `_stateID` of the last state received). */
  stateID: z.int().min(0).max(2_000_000_000),
  move: z.string().min(1).max(64),
  /**
   * Any JSON: a message arrives parsed from JSON text and bounded in size and depth before it is
   * looked at (json-bounds), and each game parses its own moves' arguments. (Checking again that
   * parsed JSON is JSON cost five times the rest of this schema.)
   */
  args: z.array(z.unknown()).max(16).default([]),
});

export const MatchMessage = z.strictObject({ matchID });

export type JoinMessage = z.infer<typeof JoinMessage>;
export type MoveMessage = z.infer<typeof MoveMessage>;

/** Full state: sent on join, on request and whenever a client may have missed a step. */
export interface SyncPayload {
  protocol: number;
  matchID: string;
  gameName: string;
  /** The seat this socket plays, or null for a spectator. */
  playerID: string | null;
  state: ClientState;
  /** The whole log, redacted for this seat. */
  log: LogEntry[];
  players: PublicSeat[];
  /** Every seat is taken: moves are accepted. */
  started: boolean;
}

/**
 * One step: the state after a move, and that move's log entries (redacted for this seat). The state
 * comes whole (`state`) or, for connections that joined with `patches: true`, as an RFC 6902 patch
 * of the state with id `prevStateID` (`patch`); exactly one of the two is present.
 */
export interface UpdatePayload {
  matchID: string;
  prevStateID: number;
  stateID: number;
  state?: ClientState;
  patch?: PatchOp[];
  log: LogEntry[];
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

export function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join('.') ?? '';
  return `${path === '' ? 'message' : path}: ${issue?.message ?? 'invalid'}`;
}
