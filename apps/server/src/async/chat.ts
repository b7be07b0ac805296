import type { AsyncStore, ChatRow, MatchData } from '@harbour/storage';
import { AppError } from '../errors.js';
import type { Limiter } from '../rate-limit.js';
import { seatOf } from '../match/seats.js';
import type { Clock } from './clock.js';
import { asyncSettings } from './settings.js';

export const CHAT_MAX_CHARS = 500;
/** Messages sent with a sync (the latest) and at most per listChat page. */
export const CHAT_IN_SYNC = 100;
export const CHAT_PAGE = 200;

export type ChatMessage = ChatRow;

export const chatErrors = {
  empty: () => new AppError(400, 'chat.empty', 'A message cannot be empty.'),
  tooLong: () => new AppError(400, 'chat.tooLong', `A message has at most ${CHAT_MAX_CHARS} characters.`),
  invalid: () => new AppError(400, 'chat.invalid', 'A message is plain text without control characters.'),
  rateLimited: () => new AppError(429, 'chat.rateLimited', 'Too many messages; wait a moment.'),
  notAllowed: () => new AppError(403, 'chat.notAllowed', 'Spectators may not write in this match.'),
  revoked: () => new AppError(403, 'auth.revoked', 'This seat link was replaced; open the new one to write.'),
};

// Bidirectional overrides and isolates can make text display as something else.
const SPOOFING = /[\u202A-\u202E\u2066-\u2069]/;

/** The message as stored, or the reason it is refused: trimmed, 1..500 characters, no control characters. */
export function checkChatText(raw: unknown): string {
  if (typeof raw !== 'string') throw chatErrors.invalid();
  // Bounded before any work on it.
  if (raw.length > CHAT_MAX_CHARS * 4) throw chatErrors.tooLong();
  const text = raw.normalize('NFC').trim();
  if (text === '') throw chatErrors.empty();
  if ([...text].length > CHAT_MAX_CHARS) throw chatErrors.tooLong();
  if (/\p{Cc}/u.test(text) || SPOOFING.test(text)) throw chatErrors.invalid();
  return text;
}

/** The per-seat chat limit: 5 messages in any 10 s (spectators of a match share one). */
export const CHAT_LIMIT = { name: 'chat', points: 5, durationSeconds: 10 };

/**
 * Chat kept with the match: seats write (spectators when the host allows), everyone at the table
 * reads; rate-limited per seat (CHAT_LIMIT); stored before it is broadcast.
 */
export class Chat {
  constructor(
    private readonly store: AsyncStore,
    private readonly clock: Clock,
    private readonly limiter: Limiter,
  ) {}

  /** Writes a message as `playerID` (null: a spectator) whose socket joined with `credentialsHash`. */
  async write(matchID: string, metadata: MatchData, who: { playerID: string | null; credentialsHash: string | null }, raw: unknown): Promise<ChatMessage> {
    let name = 'Spectator';
    if (who.playerID === null) {
      if (!asyncSettings(metadata).spectatorChat) throw chatErrors.notAllowed();
    } else {
      const seat = seatOf(metadata, who.playerID);
      if (seat === undefined || seat.credentials === undefined || seat.credentials !== who.credentialsHash) throw chatErrors.revoked();
      name = seat.name ?? `Seat ${Number(who.playerID) + 1}`;
    }
    const text = checkChatText(raw);
    if (!(await this.limiter.take(`${matchID}/${who.playerID ?? 'spectators'}`))) throw chatErrors.rateLimited();
    const message = await this.store.addChat(matchID, { playerID: who.playerID, name, text, at: this.clock.now() });
    if (message === null) throw new AppError(503, 'server.unavailable', 'The message could not be stored; please try again.');
    return message;
  }

  latest(matchID: string): Promise<ChatMessage[]> {
    return this.store.latestChat(matchID, CHAT_IN_SYNC);
  }

  after(matchID: string, after: number): Promise<ChatMessage[]> {
    return this.store.chatAfter(matchID, after, CHAT_PAGE);
  }
}

/** A message as sent to clients (`at` as an ISO time). */
export function chatFrame(message: ChatMessage): { seq: number; playerID: string | null; name: string; text: string; at: string } {
  return { seq: message.seq, playerID: message.playerID, name: message.name, text: message.text, at: new Date(message.at).toISOString() };
}
