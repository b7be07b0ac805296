import type { LogEntry } from 'boardgame.io';
import type { z } from 'zod';
import type * as Protocol from '@harbour/protocol';
import type { ClientAnswers as Answers, ServerFrames as Frames } from '@harbour/protocol/catalogue';
import type { ClientState } from '../match/views.js';

/**
 * The socket protocol, version 1 (documented in apps/server/README.md): every message a client may
 * send, with its schema, and every frame the server sends stand in @harbour/protocol's catalogue;
 * here they take the server's own state and log types. Every message is parsed by its catalogue
 * schema before a handler sees it; anything else is refused with an error and changes nothing.
 */
export { PROTOCOL_VERSION } from '@harbour/protocol';
export { CLIENT_MESSAGES, type ClientMessageName, type ParsedMessage } from '@harbour/protocol/catalogue';

/** The payloads the server sends, with the server's own state and log types (@harbour/protocol). */
export type SyncPayload = Protocol.SyncPayload<ClientState, LogEntry>;
export type UpdatePayload = Protocol.UpdatePayload<ClientState, LogEntry>;
export type ClientAnswers = Answers<ClientState, LogEntry>;
export type ServerFrames = Frames<ClientState, LogEntry>;
export type { Ack, FailurePayload, PlayersPayload } from '@harbour/protocol';

export function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join('.') ?? '';
  return `${path === '' ? 'message' : path}: ${issue?.message ?? 'invalid'}`;
}
