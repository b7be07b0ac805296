import { useSyncExternalStore } from 'react';
import type { ChatMessage } from '../connection/frames/async-play.js';

/**
 * Which chat messages this browser has read, per match: the sequence number of the newest message
 * shown while the chat was open. Kept in localStorage so that the table, My games and other tabs agree.
 */
const KEY = 'harbour.chatRead';

type ReadMarks = Record<string, number>;
const listeners = new Set<() => void>();
let memory = '{}';
let cache: { raw: string; marks: ReadMarks } | null = null;

function readRaw(): string {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? memory;
  } catch {
    return memory;
  }
}

function marks(): ReadMarks {
  const raw = readRaw();
  if (cache && cache.raw === raw) return cache.marks;
  let parsed: ReadMarks = {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [id, seq] of Object.entries(value)) if (typeof seq === 'number' && Number.isFinite(seq)) parsed[id] = seq;
    }
  } catch {
    parsed = {};
  }
  cache = { raw, marks: parsed };
  return parsed;
}

/** The newest message of a match this browser has read (0: none). */
export function lastReadSeq(matchID: string): number {
  return marks()[matchID] ?? 0;
}

/** Marks a match's chat as read up to a message (never backwards). */
export function markChatRead(matchID: string, seq: number): void {
  if (seq <= lastReadSeq(matchID)) return;
  const raw = JSON.stringify({ ...marks(), [matchID]: seq });
  memory = raw;
  try {
    globalThis.localStorage?.setItem(KEY, raw);
  } catch {
    // Storage full or blocked: read marks last for this page only.
  }
  for (const l of listeners) l();
}

export function onChatReadChange(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The newest message read in a match, kept up to date. */
export function useLastReadSeq(matchID: string): number {
  return useSyncExternalStore(
    onChatReadChange,
    () => lastReadSeq(matchID),
    () => lastReadSeq(matchID),
  );
}

/** Messages after the read mark written by someone else (a seat's own messages are never unread). */
export function unreadCount(messages: readonly ChatMessage[], readSeq: number, viewer: string | null | undefined): number {
  return messages.filter((m) => m.seq > readSeq && (viewer === null || viewer === undefined || m.playerID !== viewer)).length;
}
