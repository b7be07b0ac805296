import type { Socket } from 'socket.io-client';
import type { NotesFrame } from '@harbour/protocol';
import type { ClientAnswers, ClientMessages } from '@harbour/protocol/catalogue';
import { listen, send } from './send.js';
import type { MatchSnapshot } from './types.js';
import { mergeLogMarks, readLogMarks, takeBackOffer, takeBackWhyNot, takenBackTo } from './frames/log-marks.js';
import type { SeatTools, SeatToolResult } from './frames/seat-tools.js';

/**
 * The socket side of a seat's own tools (connection/socket.ts stays the only file that knows the
 * protocol's core; this adds `takeBack`, `notes` and the log's marks). See packages/protocol's
 * seat-tools.ts for the messages.
 */

/** What a sync (join, resync) tells the seat's tools. */
export function fromSync(snapshot: MatchSnapshot, sync: { log?: unknown; state: { _stateID: number }; notes?: unknown }, playerID: string | null): Partial<MatchSnapshot> {
  const notes = readNotes(sync.notes);
  const offer = takeBackOffer(sync.log, playerID, sync.state._stateID);
  return {
    logMarks: mergeLogMarks(snapshot.logMarks ?? [], readLogMarks(sync.log)),
    canTakeBack: offer === 'yes',
    takeBackWhyNot: takeBackWhyNot(sync.log, playerID, sync.state._stateID),
    takenBackAt: takenBackTo(sync.log, playerID),
    ...(notes ? { notes } : {}),
  };
}

/** What one step tells them. */
export function fromUpdate(snapshot: MatchSnapshot, update: { log?: unknown; stateID: number }, playerID: string | null): Partial<MatchSnapshot> {
  const read = readLogMarks(update.log);
  const takenBackAt = takenBackTo(update.log, playerID) ?? snapshot.takenBackAt;
  const offer = takeBackOffer(update.log, playerID, update.stateID, takenBackAt);
  return {
    ...(read.marks.length > 0 || read.undone.length > 0 ? { logMarks: mergeLogMarks(snapshot.logMarks ?? [], read) } : {}),
    canTakeBack: offer === 'yes',
    takeBackWhyNot: takeBackWhyNot(update.log, playerID, update.stateID, takenBackAt),
    takenBackAt,
  };
}

export function readNotes(value: unknown): NotesFrame | null {
  if (typeof value !== 'object' || value === null) return null;
  const { text, savedAt } = value as { text?: unknown; savedAt?: unknown };
  return typeof text === 'string' ? { text, savedAt: typeof savedAt === 'string' ? savedAt : null } : null;
}

const offline = { ok: false as const, error: { code: 'connection.offline', message: 'Not connected.' } };
const timeout = { ok: false as const, error: { code: 'connection.timeout', message: 'No answer from the server.' } };

/** The tools' messages on a connection, and the seat's notes as the server pushes them (another device saved). */
export function seatTools(socket: Socket, matchID: string, ackTimeout: number, get: () => MatchSnapshot, set: (patch: Partial<MatchSnapshot>) => void): Required<SeatTools> {
  listen(socket, 'notes', (payload) => {
    const notes = payload?.matchID === matchID ? readNotes(payload.notes) : null;
    if (notes) set({ notes });
  });
  const ask = <N extends 'takeBack' | 'notes'>(name: N, message: ClientMessages[N]): Promise<SeatToolResult<ClientAnswers[N]>> => {
    if (get().status !== 'online') return Promise.resolve(offline);
    return new Promise((resolve) => {
      send(socket, ackTimeout, name, message, (ack) => {
        if (!ack) resolve(timeout);
        else resolve(ack.ok ? ack : { ok: false, error: ack.error });
      });
    });
  };
  return {
    takeBack: () => ask('takeBack', { matchID, stateID: get().stateID }),
    saveNotes: async (text) => {
      const result = await ask('notes', { matchID, text });
      const notes = result.ok ? readNotes(result.notes) : null;
      if (notes) set({ notes });
      return result;
    },
  };
}
