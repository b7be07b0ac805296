import { CHAT_MAX_CHARS, CHAT_MAX_MESSAGES, CHAT_RATE, checkChatText as checkText, type ChatFrame } from '@harbour/protocol';
import type { ChatRow, ChatStore, MatchData } from '@harbour/storage';
import { AppError } from '../errors.js';
import { limitKey } from '../edge/client-address.js';
import type { Limiter, Limits } from '../rate-limit.js';
import { seatOf } from '../match/seats.js';
import type { Clock } from '../clock.js';
import { asyncSettings } from '../match/settings.js';

/** Messages sent with a sync (the latest) and at most per listChat page. */
export const CHAT_IN_SYNC = 100;
export const CHAT_PAGE = 200;

export type ChatMessage = ChatRow;

export const chatErrors = {
  empty: () => new AppError(400, 'chat.empty', 'A message cannot be empty.'),
  tooLong: () => new AppError(400, 'chat.tooLong', `A message has at most ${CHAT_MAX_CHARS} characters.`),
  invalid: () => new AppError(400, 'chat.invalid', 'A message is one line of plain text without control characters.'),
  rateLimited: () => new AppError(429, 'chat.rateLimited', 'Too many messages; wait a moment.'),
  dailyCap: () => new AppError(429, 'chat.rateLimited', `This address wrote ${CHAT_PER_ADDRESS_DAY} messages in the last day, over all its matches: its most.`),
  full: () => new AppError(409, 'chat.full', `This match's chat holds ${CHAT_MAX_MESSAGES} messages, its most.`),
  notAllowed: () => new AppError(403, 'chat.notAllowed', 'Spectators may not write in this match.'),
  revoked: () => new AppError(403, 'auth.revoked', 'This seat link was replaced; open the new one to write.'),
};

/** The message as stored, or the reason it is refused (@harbour/protocol's check, which the web runs too). */
export function checkChatText(raw: unknown): string {
  const check = checkText(raw);
  if (check.ok) return check.text;
  throw check.code === 'chat.empty' ? chatErrors.empty() : check.code === 'chat.tooLong' ? chatErrors.tooLong() : chatErrors.invalid();
}

/**
 * Messages one client address may send, over all its seats and matches, in CHAT_RATE's window: a
 * full table's worth (six seats behind one home router chat at full rate; one address holding 32
 * seats no longer writes 32 seats' worth).
 */
export const CHAT_PER_ADDRESS = 6 * CHAT_RATE.messages;
/** Messages a match's spectators may send together in that window (each spectator: CHAT_RATE). */
export const CHAT_PER_SPECTATORS = 3 * CHAT_RATE.messages;
/**
 * Messages one client address (an IPv6 address by its /64) may store in 24 hours over all its
 * matches: one match's worth (CHAT_MAX_MESSAGES). A match caps its own chat; this caps what one
 * address can make the database keep by writing in match after match.
 */
export const CHAT_PER_ADDRESS_DAY = CHAT_MAX_MESSAGES;
const DAY_SECONDS = 86_400;

/** The chat's limits (shared by all processes when Redis is configured). */
export interface ChatLimiters {
  /** Per seat, and per spectator address in a match: CHAT_RATE. */
  writer: Limiter;
  /** Per client address, whatever it holds. */
  address: Limiter;
  /** All spectators of a match together. */
  spectators: Limiter;
  /** Per client address over all its matches, in 24 hours (CHAT_PER_ADDRESS_DAY). */
  addressDay: Limiter;
}

export function chatLimiters(limits: Limits): ChatLimiters {
  const window = CHAT_RATE.seconds;
  return {
    writer: limits.shared({ name: 'chat', points: CHAT_RATE.messages, durationSeconds: window }),
    address: limits.shared({ name: 'chat-address', points: CHAT_PER_ADDRESS, durationSeconds: window }),
    spectators: limits.shared({ name: 'chat-spectators', points: CHAT_PER_SPECTATORS, durationSeconds: window }),
    addressDay: limits.shared({ name: 'chat-address-day', points: CHAT_PER_ADDRESS_DAY, durationSeconds: DAY_SECONDS }),
  };
}

/** Who writes: a seat (as its socket joined) or a spectator (playerID null), from a client address. */
export interface ChatWriter {
  playerID: string | null;
  credentialsHash: string | null;
  address: string;
}

/**
 * Chat kept with the match: seats write (spectators when the host allows), everyone at the table
 * reads; rate-limited per seat, per spectator, per client address and for all spectators of a match
 * (ChatLimiters), and at most CHAT_PER_ADDRESS_DAY a day per client address over all its matches;
 * at most CHAT_MAX_MESSAGES per match (then the newest is refused); stored before it
 * is broadcast.
 */
export class Chat {
  constructor(
    private readonly store: ChatStore,
    private readonly clock: Clock,
    private readonly limits: ChatLimiters,
  ) {}

  /** Writes a message as `who.playerID` (null: a spectator, named by its role on the client). */
  async write(matchID: string, metadata: MatchData, who: ChatWriter, raw: unknown): Promise<ChatMessage> {
    // Spectators are stored without a name: each client names the role in its reader's language.
    let name = '';
    if (who.playerID === null) {
      if (!asyncSettings(metadata).spectatorChat) throw chatErrors.notAllowed();
    } else {
      const seat = seatOf(metadata, who.playerID);
      if (seat === undefined || seat.credentials === undefined || seat.credentials !== who.credentialsHash) throw chatErrors.revoked();
      name = seat.name ?? `Seat ${Number(who.playerID) + 1}`;
    }
    const text = checkChatText(raw);
    if (!(await this.allowed(matchID, who))) throw chatErrors.rateLimited();
    // Counted last: a message the rate limits refused does not use up the address's day.
    if (!(await this.limits.addressDay.take(limitKey(who.address)))) throw chatErrors.dailyCap();
    const message = await this.store.add(matchID, { playerID: who.playerID, name, text, at: this.clock.now() }, CHAT_MAX_MESSAGES);
    if (message === 'full') throw chatErrors.full();
    return message;
  }

  private async allowed(matchID: string, who: ChatWriter): Promise<boolean> {
    const address = limitKey(who.address);
    if (!(await this.limits.address.take(address))) return false;
    if (who.playerID !== null) return this.limits.writer.take(`${matchID}/${who.playerID}`);
    return (await this.limits.writer.take(`${matchID}/spectator/${address}`)) && this.limits.spectators.take(matchID);
  }

  latest(matchID: string): Promise<ChatMessage[]> {
    return this.store.latest(matchID, CHAT_IN_SYNC);
  }

  /** Per seat (`matchID/playerID`), the number of the newest message someone else wrote (0: none). */
  newestFromOthers(seats: readonly { matchID: string; playerID: string }[]): Promise<Map<string, number>> {
    return this.store.latestFromOthers(seats);
  }

  after(matchID: string, after: number): Promise<ChatMessage[]> {
    return this.store.after(matchID, after, CHAT_PAGE);
  }
}

/** A message as sent to clients (`at` as an ISO time; a spectator's `name` null). */
export function chatFrame(message: ChatMessage): ChatFrame {
  return { seq: message.seq, playerID: message.playerID, name: message.playerID === null ? null : message.name, text: message.text, at: new Date(message.at).toISOString() };
}
