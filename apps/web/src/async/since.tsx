import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine } from '../shared/log-line.js';
import { LogSlot } from '../shared/shell/log-slots.js';
import type { LastSeen } from '../connection/frames/async-play.js';
import { NS } from './words.js';
import './since.css';

/**
 * "Since you were last here". The server says which state a seat last had on screen (lastSeen) and
 * how long no table of the seat was open (awayMs); the log's lines are numbered by the game's events,
 * which the server's state ids do not tell. So this browser keeps, per seat, how many events it had
 * shown at which state id (and when): when the seat comes back after a real absence (AWAY_MS or
 * more, and others moved meanwhile), the lines from that count up to what the table showed on
 * arrival are the news. It is decided once, at the visit's first state, so it never grows while
 * the reader plays (nor counts their own moves), and it goes away with the next move. Without a
 * record (another device) the banner says how many moves were made.
 */
interface SeenRecord {
  stateID: number;
  events: number;
  /** When this browser last showed the table (ms since the epoch). */
  at?: number;
}

/** An absence shorter than this (a reload, a network blip, another tab) has no news. */
export const AWAY_MS = 2 * 60_000;

const KEY = 'harbour.seen.';

function readRecord(key: string): SeenRecord | null {
  try {
    const value = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null') as SeenRecord | null;
    return value && typeof value.stateID === 'number' && typeof value.events === 'number' ? value : null;
  } catch {
    return null;
  }
}

function writeRecord(key: string, record: SeenRecord): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the next visit says only how many moves were made.
  }
}

/** The events a log shows: one past the last line's event number. */
export function eventCount(lines: readonly LogLine[]): number {
  const last = lines[lines.length - 1];
  return last ? last.id + 1 : 0;
}

/** The news of a visit: events `from` (inclusive) to `to` (exclusive), or a number of moves. */
export type SinceNews = { kind: 'none' } | { kind: 'lines'; from: number; to: number } | { kind: 'moves'; count: number };

/**
 * What is new for a seat coming back, decided once per visit at its first state (`stateID`, with
 * `events` in the log then) from the server's lastSeen and this browser's record; `now` in ms.
 */
export function sinceNews(lastSeen: LastSeen | null, stateID: number, events: number, record: SeenRecord | null, now = Date.now()): SinceNews {
  if (lastSeen === null || stateID <= lastSeen.stateID) return { kind: 'none' };
  // A real absence: the server says how long no table was open; else this browser's record does.
  const away = typeof lastSeen.awayMs === 'number' ? lastSeen.awayMs : typeof record?.at === 'number' ? now - record.at : null;
  if (away !== null && away < AWAY_MS) return { kind: 'none' };
  if (record && record.stateID <= stateID && record.events < events) return { kind: 'lines', from: record.events, to: events };
  if (record && record.stateID <= stateID && record.events >= events) return { kind: 'none' };
  return { kind: 'moves', count: stateID - lastSeen.stateID };
}

interface SinceValue {
  news: SinceNews;
  lines: readonly LogLine[];
  dismissed: boolean;
  dismiss(): void;
  report(lines: readonly LogLine[]): void;
}

const SinceContext = createContext<SinceValue | null>(null);

interface SinceProviderProps {
  matchID: string;
  /** The seat at this table; null for a spectator (nothing is remembered for spectators). */
  playerID: string | null;
  stateID: number;
  /** undefined until the first sync. */
  lastSeen: LastSeen | null | undefined;
  children: ReactNode;
}

export function SinceProvider({ matchID, playerID, stateID, lastSeen, children }: SinceProviderProps) {
  const [news, setNews] = useState<{ news: SinceNews; stateID: number } | null>(null);
  const [lines, setLines] = useState<readonly LogLine[]>([]);
  const [dismissed, setDismissed] = useState(false);
  const state = useRef({ stateID, lastSeen, news });
  state.current = { stateID, lastSeen, news };
  const key = playerID === null ? null : `${KEY}${matchID}.${playerID}`;

  const report = useCallback(
    (shown: readonly LogLine[]) => {
      if (key === null) return;
      const { stateID: id, lastSeen: seen, news: decided } = state.current;
      if (seen === undefined || id < 0) return;
      const events = eventCount(shown);
      // Decided at the visit's first state, even with an empty log (a later state would count moves made here).
      if (decided === null) {
        const first = { news: sinceNews(seen, id, events, readRecord(key)), stateID: id };
        state.current.news = first;
        setNews(first);
      }
      setLines(shown);
      writeRecord(key, { stateID: id, events, at: Date.now() });
    },
    [key],
  );
  // The next move after the one the news was decided at: the news is old.
  const over = news !== null && stateID > news.stateID;
  const value = useMemo(
    () => ({ news: news?.news ?? { kind: 'none' as const }, lines, dismissed: dismissed || over, dismiss: () => setDismissed(true), report }),
    [news, lines, dismissed, over, report],
  );
  // The log marks the news and reports the lines it shows (the table shell's log slots).
  const marked = useMemo(() => (!value.dismissed && value.news.kind === 'lines' ? { from: value.news.from, to: value.news.to } : null), [value.dismissed, value.news]);
  return (
    <SinceContext.Provider value={value}>
      <LogSlot news={marked} reportLines={report}>
        {children}
      </LogSlot>
    </SinceContext.Provider>
  );
}

/** The banner at the top of the table: one line (the count and the latest news), the rest on request. */
export function SinceBanner() {
  const { t } = useTranslation();
  const since = useContext(SinceContext);
  if (!since || since.dismissed || since.news.kind === 'none') return null;
  const { news } = since;
  const fresh = news.kind === 'lines' ? since.lines.filter((l) => l.id >= news.from && l.id < news.to && !l.heading) : [];
  if (news.kind === 'lines' && fresh.length === 0) return null;
  return (
    <section className="since-banner" aria-label={t(`${NS}:since.title`)} data-testid="since-banner">
      {news.kind === 'moves' ? (
        <p className="since-line">{t(`${NS}:since.moves`, { count: news.count })}</p>
      ) : (
        <details className="since-line">
          <summary>{t(`${NS}:since.events`, { count: fresh.length })}</summary>
          <ul>
            {fresh.map((l) => (
              <li key={l.id}>{l.text}</li>
            ))}
          </ul>
        </details>
      )}
      <button type="button" className="small" onClick={since.dismiss}>
        {t(`${NS}:since.dismiss`)}
      </button>
    </section>
  );
}
