import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../connection/types.js';
import type { LogLine } from '../shared/log-line.js';
import { placeTableEvents, tableEventText, type TableEvent } from './table-events.js';

interface TableEventsValue {
  events: readonly TableEvent[];
  players: readonly SeatInfo[];
  /** The reader's seat (its own lines say "You"); null: a spectator. */
  viewer: string | null;
}

const TableEventsContext = createContext<TableEventsValue | null>(null);

/** Gives a live table's log the table's events (away, back, pause, resume); elsewhere the log has none. */
export function TableEventsProvider({ events, players, viewer, children }: TableEventsValue & { children: ReactNode }) {
  const value = useMemo(() => ({ events, players, viewer }), [events, players, viewer]);
  return <TableEventsContext.Provider value={value}>{children}</TableEventsContext.Provider>;
}

/** The log's lines with one line per table event, each after the lines of the state it happened at. */
export function useTableEventLines(lines: readonly LogLine[], trailing = true): readonly LogLine[] {
  const { t, i18n } = useTranslation();
  const value = useContext(TableEventsContext);
  const language = i18n.language;
  return useMemo(() => {
    if (!value || value.events.length === 0) return lines;
    return placeTableEvents(lines, value.events, (event) => tableEventText(t, language, event, value.players, value.viewer), trailing);
  }, [lines, value, t, language, trailing]);
}
