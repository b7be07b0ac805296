import { useSyncExternalStore } from 'react';

/**
 * Which matches this browser plays to learn, and which situations the teaching has explained in
 * each (localStorage, one record per match). A teaching match is an ordinary match against computer
 * seats that the server marks only as one (createMatch's `learn`, in the match's view); My games
 * reopens the table and the record resumes it. A `?learn=1` in the table's address starts a record:
 * the seat link page adds it for a teaching match, so the seat link opened on another device teaches.
 */
const KEY = 'harbour.learn';
/** Enough for every teaching match a person plays; the oldest records go first. */
const MAX_RECORDS = 50;

export interface LearnRecord {
  game: string;
  /** Situation ids already explained ("Got it" pressed), in order. */
  seen: string[];
  /** The learner turned the teaching off for this match. */
  off?: boolean;
  savedAt: number;
}

type Records = Record<string, LearnRecord>;

const listeners = new Set<() => void>();
let memory = '{}';
let cache: { raw: string; records: Records } | null = null;

/** The stored records; without a usable localStorage (private mode), those kept in memory. */
function readRaw(): string {
  try {
    const store = globalThis.localStorage;
    return store ? (store.getItem(KEY) ?? '{}') : memory;
  } catch {
    return memory;
  }
}

function isRecord(value: unknown): value is LearnRecord {
  const v = value as LearnRecord;
  return typeof v === 'object' && v !== null && typeof v.game === 'string' && Array.isArray(v.seen) && v.seen.every((s) => typeof s === 'string');
}

function records(): Records {
  const raw = readRaw();
  if (cache && cache.raw === raw) return cache.records;
  let parsed: Records = {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [id, r] of Object.entries(value)) if (isRecord(r)) parsed[id] = r;
    }
  } catch {
    parsed = {};
  }
  cache = { raw, records: parsed };
  return parsed;
}

function write(next: Records): void {
  const kept = Object.entries(next)
    .sort((a, b) => b[1].savedAt - a[1].savedAt)
    .slice(0, MAX_RECORDS);
  const raw = JSON.stringify(Object.fromEntries(kept));
  memory = raw;
  try {
    globalThis.localStorage?.setItem(KEY, raw);
  } catch {
    // Private mode or full: the record lasts for this page.
  }
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) for (const l of listeners) l();
  });
}

/** The teaching record of a match, if this browser learns in it. */
export function learnRecord(matchID: string): LearnRecord | undefined {
  return records()[matchID];
}

/** Marks a match as a teaching match (keeps what was already explained). */
export function startLearning(matchID: string, game: string, now = Date.now()): void {
  const all = records();
  const old = all[matchID];
  write({ ...all, [matchID]: { game, seen: old?.seen ?? [], savedAt: now } });
}

/** Records that a situation was explained ("Got it"); it is not explained again in this match. */
export function markSeen(matchID: string, situation: string, now = Date.now()): void {
  const all = records();
  const old = all[matchID];
  if (!old || old.seen.includes(situation)) return;
  write({ ...all, [matchID]: { ...old, seen: [...old.seen, situation], savedAt: now } });
}

/** Turns the teaching off (or on again) for a match. */
export function setLearningOff(matchID: string, off: boolean, now = Date.now()): void {
  const all = records();
  const old = all[matchID];
  if (!old) return;
  write({ ...all, [matchID]: { ...old, off, savedAt: now } });
}

/** The first of `situations` not yet explained in this match (null: nothing new). */
export function nextToExplain(record: LearnRecord | undefined, situations: readonly string[]): string | null {
  if (!record || record.off) return null;
  return situations.find((s) => !record.seen.includes(s)) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The match's teaching record, following every change (also from other tabs). */
export function useLearnRecord(matchID: string): LearnRecord | undefined {
  return useSyncExternalStore(
    subscribe,
    () => records()[matchID],
    () => undefined,
  );
}
