import type { NotesFrame } from '@harbour/protocol';
import type { ErrorBody } from '@harbour/protocol';
import type { LogMark, TakeBackWhyNot } from './log-marks.js';

/** What a seat's own tools add to a match's snapshot (src/async/seat). */
export interface SeatToolsSnapshot {
  /** The server's marks on the log: moves the computer made, moves taken back. */
  logMarks?: LogMark[];
  /** The reader's seat may take back its last move now (the server decides again). */
  canTakeBack?: boolean;
  /** Why not, when the last move is the seat's own and "Undo" is not offered (told on hover and focus). */
  takeBackWhyNot?: TakeBackWhyNot | null;
  /** The state id the seat's latest take-back led to (a decision is taken back once). */
  takenBackAt?: number | undefined;
  /** The seat's private notes (never sent to anyone else); undefined until the server sent them. */
  notes?: NotesFrame;
}

export type SeatToolResult<T = object> = ({ ok: true } & T) | { ok: false; error: ErrorBody };

/** What a seat's own tools add to a connection (connections without them leave them out). */
export interface SeatTools {
  /** Takes back the seat's last move. */
  takeBack?(): Promise<SeatToolResult>;
  /** Replaces the seat's notes. */
  saveNotes?(text: string): Promise<SeatToolResult<{ notes: NotesFrame }>>;
}
