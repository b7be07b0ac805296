import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine } from '../shared/GameLog.js';
import type { LastSeen } from './types.js';
import { NS } from './words.js';
import './since.css';

/**
 * "Since you were last here". The server says which state a seat last had on screen (lastSeen);
 * the log's lines are numbered by the game's events, which the server's state ids do not tell. So
 * this browser keeps, per seat, how many events it had shown at which state id: when the seat
 * comes back and the server says there are new states, the lines from that count on are the news.
 * Without such a record (another device) the banner says how many moves were made.
 */
interface SeenRecord {
  stateID: number;
  events: number;
}

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

export type SinceNews = { kind: 'none' } | { kind: 'lines'; from: number } | { kind: 'moves'; count: number };

/** What is new for a seat coming back: decided once per visit from the server's lastSeen and this browser's record. */
export function sinceNews(lastSeen: LastSeen | null, stateID: number, events: number, record: SeenRecord | null): SinceNews {
  if (lastSeen === null || stateID <= lastSeen.stateID) return { kind: 'none' };
  if (record && record.stateID <= stateID && record.events < events) return { kind: 'lines', from: record.events };
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
  const [news, setNews] = useState<SinceNews | null>(null);
  const [lines, setLines] = useState<readonly LogLine[]>([]);
  const [dismissed, setDismissed] = useState(false);
  const state = useRef({ stateID, lastSeen, news });
  state.current = { stateID, lastSeen, news };
  const key = playerID === null ? null : `${KEY}${matchID}.${playerID}`;

  const report = useCallback(
    (shown: readonly LogLine[]) => {
      if (key === null) return;
      const { stateID: id, lastSeen: seen, news: decided } = state.current;
      // An empty log (a table still drawing it, or no event yet) decides nothing.
      if (seen === undefined || id < 0 || shown.length === 0) return;
      const events = eventCount(shown);
      if (decided === null) setNews(sinceNews(seen, id, events, readRecord(key)));
      setLines(shown);
      writeRecord(key, { stateID: id, events });
    },
    [key],
  );
  const value = useMemo(() => ({ news: news ?? { kind: 'none' as const }, lines, dismissed, dismiss: () => setDismissed(true), report }), [news, lines, dismissed, report]);
  return <SinceContext.Provider value={value}>{children}</SinceContext.Provider>;
}

/**
 * For a game's log: reports the lines it shows (so that the next visit knows where this one
 * stopped) and returns the first event number that is news, to highlight; null when nothing is.
 */
export function useSinceLog(lines: readonly LogLine[]): number | null {
  const since = useContext(SinceContext);
  const report = since?.report;
  useEffect(() => {
    report?.(lines);
  }, [report, lines]);
  return since && since.news.kind === 'lines' ? since.news.from : null;
}

const LISTED = 12;

/** The banner at the top of the table: the news in the log's words, or how many moves were made. */
export function SinceBanner() {
  const { t } = useTranslation();
  const since = useContext(SinceContext);
  if (!since || since.dismissed || since.news.kind === 'none') return null;
  const { news } = since;
  const fresh = news.kind === 'lines' ? since.lines.filter((l) => l.id >= news.from && !l.heading) : [];
  if (news.kind === 'lines' && fresh.length === 0) return null;
  return (
    <section className="since-banner" aria-labelledby="since-title" data-testid="since-banner">
      <h2 id="since-title">{t(`${NS}:since.title`)}</h2>
      {news.kind === 'moves' ? (
        <p>{t(`${NS}:since.moves`, { count: news.count })}</p>
      ) : (
        <>
          <ul>
            {fresh.slice(-LISTED).map((l) => (
              <li key={l.id}>{l.text}</li>
            ))}
          </ul>
          {fresh.length > LISTED ? <p className="hint">{t(`${NS}:since.more`, { count: fresh.length - LISTED })}</p> : null}
        </>
      )}
      <button type="button" className="small" onClick={since.dismiss}>
        {t(`${NS}:since.dismiss`)}
      </button>
    </section>
  );
}
