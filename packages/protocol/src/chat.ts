import { textLength } from './text-length.js';

/**
 * The match's chat as both ends check it: what a message may be, how many a seat may send, how many
 * a match keeps. The server refuses what this check refuses; the web checks before sending.
 */

/** The longest message, in characters (code points: an emoji is one, or a few when joined). */
export const CHAT_MAX_CHARS = 500;
/** The most messages a match keeps: then the newest is refused (`chat.full`), nothing is dropped. */
export const CHAT_MAX_MESSAGES = 2_000;
/** How many messages a seat (and a spectator's address) may send: 5 in any 10 s. */
export const CHAT_RATE = { messages: 5, seconds: 10 } as const;

export type ChatRefusal = 'chat.empty' | 'chat.tooLong' | 'chat.invalid';
export type ChatTextCheck = { ok: true; text: string } | { ok: false; code: ChatRefusal };

/** A message as sent to clients. `name` is null for a spectator (the client names the role in its language). */
export interface ChatFrame {
  seq: number;
  /** null: a spectator. */
  playerID: string | null;
  name: string | null;
  text: string;
  /** ISO time. */
  at: string;
}

// Control characters (line breaks and tabs among them), the line and paragraph separators, lone
// surrogates (not text: they would be stored as U+FFFD), and the bidirectional controls (marks,
// embeddings, overrides, isolates: they make text display as something else).
const REFUSED = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\p{Bidi_Control}]/u;
// Characters that show nothing: a message of only these (zero-width spaces, joiners, fillers) is empty.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}]/gu;

/** The message as stored (NFC, trimmed), or why it is refused. */
export function checkChatText(raw: unknown): ChatTextCheck {
  if (typeof raw !== 'string') return { ok: false, code: 'chat.invalid' };
  // Bounded before any work on it (4 UTF-16 units per character is more than any character takes).
  if (raw.length > CHAT_MAX_CHARS * 4) return { ok: false, code: 'chat.tooLong' };
  const trimmed = raw.trim();
  if (trimmed.replace(INVISIBLE, '') === '') return { ok: false, code: 'chat.empty' };
  if (REFUSED.test(trimmed)) return { ok: false, code: 'chat.invalid' };
  const text = trimmed.normalize('NFC');
  if (chatLength(text) > CHAT_MAX_CHARS) return { ok: false, code: 'chat.tooLong' };
  return { ok: true, text };
}

/** Characters as the reader counts them, the unit of the limit (code points: text-length.ts). */
export const chatLength = textLength;
