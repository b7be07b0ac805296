import type { MatchStorage } from '@harbour/storage';
import { AppError } from '../errors.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import type { SocketSeat } from '../match/table-feature.js';
import { chatFrame, type Chat, type ChatMessage } from './chat.js';
import type { TableOutlet } from '../match/table-feature.js';
import type { ClientAnswers, ParsedMessage } from '../match/protocol.js';

export interface ChatRelayOptions {
  chat: Chat;
  /** The match store: a message is checked against the seat's stored credentials, as a move is. */
  matches: MatchStorage;
  runner: MatchRunner;
  sockets: TableOutlet;
}


const relayErrors = {
  notJoined: () => new AppError(409, 'match.notJoined', 'Join the match on this connection first.'),
};

/** How many matches' last sent message this process remembers (the oldest are forgotten). */
const REMEMBERED = 10_000;

/**
 * The `chat` socket message: a message is stored (Chat), sent to the table's sockets here, and the
 * other processes holding the match hear "chat message N" over the bus and send what they have not
 * sent yet, read from the store.
 */
export class ChatRelay {
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly o: ChatRelayOptions) {}

  async message(chat: ParsedMessage<'chat'>, seat: (matchID: string) => SocketSeat | undefined): Promise<ClientAnswers['chat']> {
    const sub = seat(chat.matchID);
    if (sub === undefined) throw relayErrors.notJoined();
    // The stored seats, not the held copy: a seat link rotated on another process is refused here
    // even while the bus cannot tell this process.
    const { metadata } = await this.o.matches.load(sub.matchID, { metadata: true });
    if (metadata === undefined) throw relayErrors.notJoined();
    const message = await this.o.chat.write(sub.matchID, metadata, sub, chat.text);
    this.send(sub.matchID, message, true);
    this.o.runner.tableChanged({ kind: 'chat', matchID: sub.matchID, seq: message.seq });
    return { message: chatFrame(message) };
  }

  /** A socket joined: the sync carries the latest messages up to `seq`. */
  joined(matchID: string, seq: number): void {
    this.note(matchID, seq);
  }

  /** Another process stored message `seq`: send the messages not sent here yet. */
  async fromBus(live: LiveMatch, seq: number): Promise<void> {
    const after = this.lastSent.get(live.matchID);
    if (after === undefined || seq <= after) return;
    for (const message of await this.o.chat.after(live.matchID, after)) this.send(live.matchID, message);
  }

  /** Sends a message to the table's sockets here once (a message written here always: it may come after a later one from elsewhere). */
  private send(matchID: string, message: ChatMessage, writtenHere = false): void {
    if (!writtenHere && message.seq <= (this.lastSent.get(matchID) ?? 0)) return;
    this.note(matchID, message.seq);
    this.o.sockets.emitToMatch(matchID, 'chat', { matchID, message: chatFrame(message) });
  }

  private note(matchID: string, seq: number): void {
    const last = Math.max(seq, this.lastSent.get(matchID) ?? 0);
    this.lastSent.delete(matchID);
    this.lastSent.set(matchID, last);
    if (this.lastSent.size > REMEMBERED) this.lastSent.delete(this.lastSent.keys().next().value as string);
  }
}
