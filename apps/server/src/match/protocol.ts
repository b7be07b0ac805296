import type { LogEntry } from 'boardgame.io';
import type * as Protocol from '@harbour/protocol';
import type { ClientAnswers as Answers, ServerFrames as Frames } from '@harbour/protocol/catalogue';
import type { ClientState } from './views.js';

/**
 * The socket protocol, version 1 (documented in apps/server/README.md): every message a client may
 * send, with its schema, and every frame the server sends stand in @harbour/protocol's catalogue;
 * here they take the server's own state and log types. Every message is parsed by its catalogue
 * schema before a handler sees it; anything else is refused with an error and changes nothing.
 * It stands on the match's floor, beside the views whose state it carries: the socket edge and the
 * table features both speak it, and neither needs the other for it.
 */
export { PROTOCOL_VERSION } from '@harbour/protocol';
export { CLIENT_MESSAGES, type ClientMessageName, type ParsedMessage } from '@harbour/protocol/catalogue';

/** The payloads the server sends, with the server's own state and log types (@harbour/protocol). */
export type SyncPayload = Protocol.SyncPayload<ClientState, LogEntry>;
export type UpdatePayload = Protocol.UpdatePayload<ClientState, LogEntry>;
export type ClientAnswers = Answers<ClientState, LogEntry>;
export type ServerFrames = Frames<ClientState, LogEntry>;
export type { Ack, FailurePayload, PlayersPayload } from '@harbour/protocol';
