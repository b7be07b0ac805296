/**
 * The socket protocol's catalogue: every message a client sends (its name, its schema with every
 * bound, the answer it gets) and every frame the server sends (its name and payload). The server's
 * handler table is typed and its input parsed from `CLIENT_MESSAGES` (apps/server/src/socket), and
 * the web client's calls are typed from `ClientMessages` and `ServerFrames` (apps/web/src/connection):
 * a name or a field that one side does not know is a type error on the other. Each limit a reader
 * audits stands here or in the constant named beside it.
 *
 * Imported by the server (schemas at run time) and, for types only, by the web client (zod stays
 * out of the browser's bundle): `@harbour/protocol/catalogue`.
 */
import type { Clocks } from '@harbour/game-kit/async-protocol';
import { z } from 'zod';
import type { ChatFrame } from './chat.js';
import type { HintAnswer, HintsFrame } from './hints.js';
import { ID_WORDS, MATCH_ID_PATTERN, PLAYER_ID_PATTERN } from './ids.js';
import { ORDER_DESCRIPTION_LANGUAGES, type OrderPayload, type SeatOrderFrame } from './orders.js';
import { NOTES_MAX_CHARS, type NotesFrame } from './seat-tools.js';
import type { TableEventFrame } from './table-events.js';
import { utf16Bound } from './text-length.js';
import type { ClientStateShape, FailurePayload, PlayersPayload, SyncPayload, UpdatePayload } from './socket.js';

/** A match id (16 URL-safe characters), in every message, route and bus message that names one. */
export const MatchID = z.string().regex(MATCH_ID_PATTERN, ID_WORDS.matchID);
/** A seat's player id ("0", "1", …). */
export const PlayerID = z.string().regex(PLAYER_ID_PATTERN, ID_WORDS.playerID);
/** A seat's secret, as its link carries it. */
export const Credentials = z.string().min(1).max(200);
/** A state id as a client saw it. */
export const StateID = z.int().min(0).max(2_000_000_000);

/** The longest move name, and the most arguments a move takes (each game parses its own arguments). */
export const MOVE_NAME_MAX = 64;
export const MOVE_ARGS_MAX = 16;

/** Every message is first bounded as JSON (size, depth, keys: apps/server/src/socket/bounds.ts), then parsed by its schema here. */
export const CLIENT_MESSAGES = {
  /** Watch a match as a seat (with its credentials) or as a spectator. */
  join: z.strictObject({
    matchID: MatchID,
    /** A seat to play; null or absent: watch as a spectator. */
    playerID: PlayerID.nullable().optional(),
    credentials: Credentials.optional(),
    /** Receive updates as JSON patches of the previous state (smaller and cheaper) instead of whole states. */
    patches: z.boolean().optional(),
    /**
     * The answer to this connection's own `move` carries the update the move made (`update`), in
     * place of the `update` frame: one frame to the mover instead of two.
     */
    updateInAnswer: z.boolean().optional(),
  }),
  /** The whole state of a joined match again. */
  sync: z.strictObject({ matchID: MatchID }),
  /** Stop watching a match. */
  leave: z.strictObject({ matchID: MatchID }),
  /** A move of the joined seat, made on state `stateID`. */
  move: z.strictObject({
    matchID: MatchID,
    stateID: StateID,
    move: z.string().min(1).max(MOVE_NAME_MAX),
    /**
     * Any JSON: a message arrives parsed from JSON text and bounded in size and depth before it is
     * looked at, and each game parses its own moves' arguments. (Checking again that parsed JSON is
     * JSON cost five times the rest of this schema.)
     */
    args: z.array(z.unknown()).max(MOVE_ARGS_MAX).default([]),
  }),
  /** A chat line; its text is checked by `checkChatText` (CHAT_MAX_CHARS characters), which gives the refusal's own words. */
  chat: z.strictObject({ matchID: MatchID, text: z.unknown().optional() }),
  /** A vote to hand a timed-out seat to the computer (or to take the vote back). */
  handOver: z.strictObject({ matchID: MatchID, playerID: PlayerID, agree: z.boolean() }),
  /** The seat goes on vacation until a time (its clock stands still meanwhile, within the match's allowance). */
  away: z.strictObject({ matchID: MatchID, until: z.iso.datetime({ offset: true }).max(40) }),
  /** Back from vacation. */
  back: z.strictObject({ matchID: MatchID }),
  /** A vote to pause the match (or to take the vote back). */
  pause: z.strictObject({ matchID: MatchID, agree: z.boolean() }),
  /** Resume a paused match. */
  resume: z.strictObject({ matchID: MatchID }),
  /** Take back the seat's last move, seen on state `stateID`. */
  takeBack: z.strictObject({ matchID: MatchID, stateID: StateID }),
  /** Replace the seat's private notes: bounded in UTF-16 units here, then NOTES_MAX_CHARS characters and cleaned by `checkNotesText`. */
  notes: z.strictObject({ matchID: MatchID, text: z.string().max(utf16Bound(NOTES_MAX_CHARS)) }),
  /** The strong computer's best moves for the seat's decision, where the table allows hints. */
  hint: z.strictObject({ matchID: MatchID }),
  /** The seat's standing order for other players' turns (bounded by ORDER_MAX_BYTES, parsed by the game). */
  setOrder: z.strictObject({ matchID: MatchID, order: z.unknown(), language: z.enum(ORDER_DESCRIPTION_LANGUAGES).optional() }),
  /** Cancel the seat's standing order. */
  cancelOrder: z.strictObject({ matchID: MatchID }),
} as const;

export type ClientMessageName = keyof typeof CLIENT_MESSAGES;
/** A message as a client sends it. */
export type ClientMessages = { [N in ClientMessageName]: z.input<(typeof CLIENT_MESSAGES)[N]> };
/** A message as the server reads it (after its schema, defaults filled in). */
export type ParsedMessage<N extends ClientMessageName> = z.output<(typeof CLIENT_MESSAGES)[N]>;

/** What each message's acknowledgement carries besides `ok: true` (a refusal is `{ ok: false, error }`). */
export interface ClientAnswers<S = ClientStateShape, L = unknown> {
  join: SyncPayload<S, L> & TableFields;
  sync: SyncPayload<S, L> & TableFields;
  leave: object;
  /** `update`: the move's own update, when the connection joined with `updateInAnswer` (no `update` frame is then sent to it for this move). */
  move: { stateID: number; update?: UpdatePayload<S, L> };
  chat: { message: ChatFrame };
  handOver: { handOverVotes?: string[] };
  away: { until: string };
  back: object;
  pause: { paused: boolean };
  resume: object;
  takeBack: { stateID: number };
  notes: { notes: NotesFrame };
  hint: HintAnswer;
  setOrder: { order: SeatOrderFrame | null };
  cancelOrder: { order: null };
}

/** What a join's and a sync's answer may add to the state (the features of the table, when the server has them). */
export interface TableFields {
  clocks?: Clocks;
  chat?: ChatFrame[];
  spectatorChat?: boolean;
  lastSeen?: { stateID: number; awayMs?: number | null } | null;
  hints?: HintsFrame;
  /** The seat's own notes (never a spectator's or another seat's answer). */
  notes?: NotesFrame;
  /** The seat's own standing order (null: none). */
  order?: SeatOrderFrame | null;
  /** The table's latest events (away, back, pause, resume), oldest first: TABLE_EVENTS_IN_SYNC at most. */
  events?: TableEventFrame[];
}

/** Every frame the server sends unasked, by name. */
export interface ServerFrames<S = ClientStateShape, L = unknown> {
  /** One step of a watched match (see UpdatePayload). */
  update: UpdatePayload<S, L>;
  /** The whole state again (a jump, or after a stale move when the client was not sent the current state yet). */
  sync: SyncPayload<S, L>;
  /** Who sits where. */
  players: PlayersPayload;
  /** A refusal without an acknowledgement to carry it, or a seat lost (its link rotated). */
  failure: FailurePayload;
  /** The seats' clocks changed. */
  clocks: { matchID: string; clocks: Clocks };
  /** One new chat line. */
  chat: { matchID: string; message: ChatFrame };
  /** Whether the table allows hints and how many each seat used. */
  hints: HintsFrame;
  /** The seat's own notes, saved on another device (to that seat's sockets only). */
  notes: { matchID: string; notes: NotesFrame };
  /** The seat's own standing order changed or was dropped (to that seat's sockets only). */
  order: OrderPayload;
  /** A seat went away or came back, the match was paused or resumed (to every socket of the match). */
  tableEvent: { matchID: string; event: TableEventFrame };
}

export type ServerFrameName = keyof ServerFrames;
