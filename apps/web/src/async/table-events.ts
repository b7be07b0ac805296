import type { TFunction } from 'i18next';
import type { TableEventFrame, TableEventKind } from '@harbour/protocol';
import type { SeatInfo } from '../connection/types.js';
import { formattingLocale } from '../i18n/index.js';
import type { LogLine } from '../shared/log-line.js';
import { nameOf, namesText } from './seat-time.js';
import { NS } from './words.js';

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

/** "Thu 3 Dec", "Do., 3. Dez.": the day of a return, in the page's language. */
export function returnDay(language: string, iso: string): string {
  return new Intl.DateTimeFormat(formattingLocale(language), { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
}

/** One event in words, from the viewer's seat ("You are back") or about another ("Anne is back"). */
export function tableEventText(t: TFunction, language: string, event: TableEvent, players: readonly SeatInfo[], viewer: string | null): string {
  const own = event.playerID !== null && event.playerID === viewer;
  const name = event.playerID === null ? '' : nameOf(t, players, event.playerID);
  const key = `${NS}:tableEvents`;
  switch (event.kind) {
    case 'away':
      return event.until === null ? t(own ? `${key}.awayYouNoDate` : `${key}.awayNoDate`, { name }) : t(own ? `${key}.awayYou` : `${key}.away`, { name, date: returnDay(language, event.until) });
    case 'back':
      return t(own ? `${key}.backYou` : `${key}.back`, { name });
    case 'pause': {
      const names = event.pausedBy.map((p) => (p === viewer ? t(`${key}.you`) : nameOf(t, players, p)));
      return names.length === 0 ? t(`${key}.pausedNoNames`) : t(`${key}.paused`, { count: names.length, names: namesText(language, names) });
    }
    case 'resume':
      return t(own ? `${key}.resumedYou` : `${key}.resumed`, { name });
  }
}

/**
 * The log's lines with the table's events placed: each after the lines of the game's events its
 * state had (before line `logAt`, and before a take-back's line at that place, whose id lies in
 * [logAt − ½, logAt)), with ids between the neighbours', in order. Events past the last line come last
 * where the log follows the match (`trailing`); a replay standing on an earlier move leaves them out.
 */
export function placeTableEvents(lines: readonly LogLine[], events: readonly TableEvent[], say: (event: TableEvent) => string, trailing = true): readonly LogLine[] {
  if (events.length === 0) return lines;
  const placed = [...events]
    .sort((a, b) => a.logAt - b.logAt || a.seq - b.seq)
    .map((e) => ({ id: e.logAt - 1 + (e.seq / (TABLE_EVENTS_KEEP * 4 + 4)), text: say(e), seat: e.kind === 'pause' || e.playerID === null ? null : Number(e.playerID) }));
  const out: LogLine[] = [];
  let next = 0;
  for (const line of lines) {
    while (next < placed.length && (placed[next] as LogLine).id < line.id) out.push(placed[next++] as LogLine);
    out.push(line);
  }
  if (trailing) while (next < placed.length) out.push(placed[next++] as LogLine);
  return out;
}
