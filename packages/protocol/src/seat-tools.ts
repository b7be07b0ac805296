import { textLength, utf16Bound } from './text-length.js';

/**
 * What a seat keeps for itself at a table (issue 27): taking back its last move, and its private
 * notes. Both ends use these payloads and limits; the server checks every one again.
 *
 * Client → server, each with an acknowledgement:
 *   takeBack { matchID, stateID } → { ok, stateID }          (the seat's last move is taken back)
 *   notes    { matchID, text }    → { ok, notes }            (the seat's notes are replaced)
 * Server → that seat's own sockets only: `notes` { matchID, notes } after a save (another device),
 * and `notes` in the answer to its join. Never to another seat or a spectator.
 */

/** The longest notes a seat keeps per match, in characters (code points, as chat and names count: text-length.ts). */
export const NOTES_MAX_CHARS = 4_000;

export interface TakeBackMessage {
  matchID: string;
  /** The state id the client sees (the take-back is refused as stale if the match moved on). */
  stateID: number;
}

export interface NotesMessage {
  matchID: string;
  text: string;
}

/** The seat's notes as the server sends them to that seat. */
export interface NotesFrame {
  text: string;
  /** ISO time of the last save; null when never saved. */
  savedAt: string | null;
}

/** Refusals of a take-back (besides request.invalid, match.notJoined, state.stale, match.over, auth.*). */
export type TakeBackRefusal = 'takeBack.nothing' | 'takeBack.notYours' | 'takeBack.othersActed' | 'takeBack.reveals' | 'takeBack.once' | 'takeBack.late' | 'takeBack.spectator' | 'takeBack.unavailable';

/** How many saves of its notes a seat may make: 30 in any 60 s (the web saves when typing pauses for 1.5 s). */
export const NOTES_SAVES = { saves: 30, seconds: 60 } as const;

/** Notes as stored: control characters other than line breaks and tabs removed; null when too long. */
export function checkNotesText(raw: unknown): string | null {
  // Bounded before it is counted: no text within the limit has more UTF-16 units than this.
  if (typeof raw !== 'string' || raw.length > utf16Bound(NOTES_MAX_CHARS)) return null;
  const text = raw.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  return textLength(text) > NOTES_MAX_CHARS ? null : text;
}
