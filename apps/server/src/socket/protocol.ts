import type { LogEntry } from 'boardgame.io';
import { z } from 'zod';
import { ID_WORDS, MATCH_ID_PATTERN, PLAYER_ID_PATTERN } from '@harbour/protocol';
import type * as Protocol from '@harbour/protocol';
import type { ClientState } from '../match/views.js';

/**
 * The socket protocol, version 1 (documented in apps/server/README.md; its payloads and constants in
 * @harbour/protocol). Every message a client sends is validated here; anything else is refused with an error and changes nothing.
 */
export { PROTOCOL_VERSION } from '@harbour/protocol';

const matchID = z.string().regex(MATCH_ID_PATTERN, ID_WORDS.matchID);
const playerID = z.string().regex(PLAYER_ID_PATTERN, ID_WORDS.playerID);

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

const MOVE_KEYS = new Set(['matchID', 'stateID', 'move', 'args']);

/**
 * `MoveMessage.safeParse`, with the common case first: a message that plainly fits the schema (the
 * keys it allows, each of its type and within its bounds) is taken as the schema would give it (its
 * own object, `args` copied, `[]` when absent) without zod's walk, which cost a move about as much
 * as the rest of the message's checks; anything else goes to the schema, whose answer (and issue
 * text) it is.
 */
export function parseMoveMessage(payload: unknown): { success: true; data: MoveMessage } | { success: false; error: z.ZodError } {
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
    const { matchID: id, stateID, move, args } = payload as Record<string, unknown>;
    let keys = 0;
    let known = true;
    for (const key in payload) {
      keys++;
      if (!MOVE_KEYS.has(key)) known = false;
    }
    if (
      known &&
      keys >= 3 &&
      typeof id === 'string' &&
      MATCH_ID_PATTERN.test(id) &&
      typeof stateID === 'number' &&
      Number.isSafeInteger(stateID) &&
      stateID >= 0 &&
      stateID <= 2_000_000_000 &&
      typeof move === 'string' &&
      move.length >= 1 &&
      move.length <= 64 &&
      (args === undefined ? keys === 3 : Array.isArray(args) && args.length <= 16 && keys === 4)
    ) {
      return { success: true, data: { matchID: id, stateID, move, args: args === undefined ? [] : [...(args as unknown[])] } };
    }
  }
  return MoveMessage.safeParse(payload);
}

export type JoinMessage = z.infer<typeof JoinMessage>;
export type MoveMessage = z.infer<typeof MoveMessage>;

/** The payloads the server sends, with the server's own state and log types (@harbour/protocol). */
export type SyncPayload = Protocol.SyncPayload<ClientState, LogEntry>;
export type UpdatePayload = Protocol.UpdatePayload<ClientState, LogEntry>;
export type { Ack, FailurePayload, PlayersPayload } from '@harbour/protocol';

export function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join('.') ?? '';
  return `${path === '' ? 'message' : path}: ${issue?.message ?? 'invalid'}`;
}
