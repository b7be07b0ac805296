import type { TFunction } from 'i18next';
import type { SeatInfo } from '../connection/types.js';
import { formattingLocale } from '../i18n/index.js';
import type { LogLine } from '../shared/log-line.js';
import { TABLE_EVENTS_KEEP, type TableEvent } from '../connection/frames/table-events.js';
import { nameOf, namesText } from './seat-time.js';
import { NS } from './words.js';

/** The table's events in the log's words (the frames: connection/frames/table-events.ts). */

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
