import type { NotesRow, NotesStore } from '@harbour/storage';
import { NOTES_MAX_CHARS, NOTES_SAVES, checkNotesText, type NotesFrame } from '@harbour/protocol';
import { Credentials, PlayerID } from '@harbour/protocol/catalogue';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { verifyToken } from '../match/credentials.js';
import type { MatchRunner } from '../match/runner.js';
import { seatOf } from '../match/seats.js';
import type { Limiter, Limits } from '../rate-limit.js';
import type { SocketSeat } from '../match/table-feature.js';
import type { Clock } from '../clock.js';
import type { TableOutlet } from '../match/table-feature.js';
import type { ClientAnswers, ParsedMessage } from '../match/protocol.js';

/** A replay's request for the seat's notes: the seat and its secret. */
export const NotesReadBody = z.strictObject({ playerID: PlayerID, credentials: Credentials });

const notesErrors = {
  bad: () => new AppError(400, 'request.invalid', `notes: { matchID, text } (text at most ${NOTES_MAX_CHARS} characters)`),
  notJoined: () => new AppError(409, 'match.notJoined', 'Join the match on this connection first.'),
  spectator: () => new AppError(403, 'notes.spectator', 'Only a seat keeps notes.'),
  rateLimited: () => new AppError(429, 'notes.rateLimited', `Notes are saved at most ${NOTES_SAVES.saves} times a minute; they are kept on this device meanwhile.`),
  revoked: () => new AppError(403, 'auth.revoked', 'This seat link was replaced; open the new one to play.'),
  unauthorized: () => new AppError(403, 'auth.invalid', 'The credentials for this seat are wrong or missing.'),
};

export interface SeatNotesOptions {
  store: NotesStore;
  runner: MatchRunner;
  clock: Clock;
  sockets: TableOutlet;
  /** Saves per seat (notesLimiter). */
  limiter: Limiter;
}

/** Saves per seat: NOTES_SAVES, counted by all processes together when Redis is configured. */
export function notesLimiter(limits: Limits): Limiter {
  return limits.shared({ name: 'notes', points: NOTES_SAVES.saves, durationSeconds: NOTES_SAVES.seconds });
}

const EMPTY: NotesFrame = { text: '', savedAt: null };

export function notesFrame(row: NotesRow | null): NotesFrame {
  return row === null ? EMPTY : { text: row.text, savedAt: new Date(row.savedAt).toISOString() };
}

/**
 * A seat's private notes with the match (the `notes` socket message saves them whole): kept by the
 * store, sent only to the seat itself — in its join's and `sync`'s answers, to its other sockets
 * after a save (on other processes through the bus, which carries only "seat N saved"), and, with
 * the seat link's credentials, for its replay. Never in anything another seat or a spectator gets.
 */
export class SeatNotes {
  constructor(private readonly o: SeatNotesOptions) {}

  async save(message: ParsedMessage<'notes'>, seat: (matchID: string) => SocketSeat | undefined): Promise<ClientAnswers['notes']> {
    const { matchID } = message;
    const sub = seat(matchID);
    if (sub === undefined) throw notesErrors.notJoined();
    const { playerID, credentialsHash } = sub;
    if (playerID === null || credentialsHash === null) throw notesErrors.spectator();
    const text = checkNotesText(message.text);
    if (text === null) throw notesErrors.bad();
    // Counted before the store is asked anything: a refused save costs a counter only.
    if (!(await this.o.limiter.take(`${matchID}/${playerID}`))) throw notesErrors.rateLimited();
    // The stored seat link decides (it may have been replaced on another process a moment ago).
    const holds = await this.o.runner.withMatch(matchID, async (live) => {
      await this.o.runner.syncMetadata(live);
      return seatOf(live.metadata, playerID)?.credentials === credentialsHash;
    });
    if (holds !== true) throw notesErrors.revoked();
    const notes = notesFrame(await this.o.store.set(matchID, playerID, text, this.o.clock.now()));
    this.o.sockets.emitToSeat(matchID, playerID, 'notes', { matchID, notes });
    // The seat's devices on other processes read them from the store (the bus carries no text).
    this.o.runner.tableChanged({ kind: 'notes', matchID, playerID });
    return { notes };
  }

  /** Another process saved a seat's notes: its sockets here get them from the store. */
  async showHere(matchID: string, playerID: string): Promise<void> {
    const notes = notesFrame(await this.o.store.get(matchID, playerID));
    this.o.sockets.emitToSeat(matchID, playerID, 'notes', { matchID, notes });
  }

  /** What a seat's join or sync adds: its notes (nothing for a spectator). */
  async fieldsFor(matchID: string, playerID: string | null): Promise<{ notes?: NotesFrame }> {
    if (playerID === null) return {};
    return { notes: notesFrame(await this.o.store.get(matchID, playerID)) };
  }

  /** The seat's notes for its replay (the seat link's credentials checked); null when the match is unknown. */
  async read(matchID: string, body: z.infer<typeof NotesReadBody>): Promise<{ notes: NotesFrame } | null> {
    const metadata = await this.o.runner.withMatch(matchID, async (live) => (await this.o.runner.refreshMetadata(live)).metadata);
    if (metadata === null) return null;
    const seat = seatOf(metadata, body.playerID);
    if (seat?.credentials === undefined || !verifyToken(body.credentials, seat.credentials)) throw notesErrors.unauthorized();
    return { notes: notesFrame(await this.o.store.get(matchID, body.playerID)) };
  }
}
