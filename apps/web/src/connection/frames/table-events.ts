import type { TableEventFrame, TableEventKind } from '@harbour/protocol';

/**
 * The table's events (apps/server/README.md, `tableEvent`): a seat went away until a date, came
 * back, the match was paused by vote, resumed. The log tells each in one line after the lines of the
 * state it happened at (`logAt`: how many of the game's events that state had).
 */
export type TableEvent = TableEventFrame;

/** The most events a table keeps (the server keeps at most 500 per match and sends the latest 100). */
export const TABLE_EVENTS_KEEP = 500;

const KINDS: readonly TableEventKind[] = ['away', 'back', 'pause', 'resume'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const count = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isoOrNull = (value: unknown): string | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null);

/** Reads events from the server (a malformed one is left out). */
export function readTableEvents(value: unknown): TableEvent[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((e): TableEvent[] => {
    const kind = KINDS.find((k) => k === e.kind);
    if (kind === undefined || !count(e.seq) || !count(e.stateID) || !count(e.logAt)) return [];
    return [
      {
        seq: e.seq,
        at: isoOrNull(e.at) ?? '',
        kind,
        playerID: typeof e.playerID === 'string' ? e.playerID : null,
        until: isoOrNull(e.until),
        stateID: e.stateID,
        logAt: e.logAt,
        pausedBy: Array.isArray(e.pausedBy) ? e.pausedBy.filter((s): s is string => typeof s === 'string') : [],
      },
    ];
  });
}

/** Adds events to a list: in order of seq, each once, at most TABLE_EVENTS_KEEP. */
export function mergeTableEvents(list: readonly TableEvent[], added: readonly TableEvent[]): TableEvent[] {
  if (added.length === 0) return list as TableEvent[];
  const bySeq = new Map<number, TableEvent>();
  for (const e of list) bySeq.set(e.seq, e);
  for (const e of added) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq).slice(-TABLE_EVENTS_KEEP);
}
