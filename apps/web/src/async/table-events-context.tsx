import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../connection/types.js';
import type { LogLine } from '../shared/log-line.js';
import { LogSlot } from '../shared/shell/log-slots.js';
import type { ReplayData } from '../connection/frames/replay.js';
import { readTableEvents, type TableEvent } from '../connection/frames/table-events.js';
import { placeTableEvents, tableEventText } from './table-events.js';

interface TableEventsValue {
  events: readonly TableEvent[];
  players: readonly SeatInfo[];
  /** The reader's seat (its own lines say "You"); null: a spectator. */
  viewer: string | null;
}

/** Gives a live table's log the table's events (away, back, pause, resume), one line each after the lines of the state it happened at; elsewhere the log has none. */
export function TableEventsProvider({ events, players, viewer, children }: TableEventsValue & { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const layer = useCallback(
    (lines: readonly LogLine[], trailing: boolean): readonly LogLine[] =>
      events.length === 0 ? lines : placeTableEvents(lines, events, (event) => tableEventText(t, language, event, players, viewer), trailing),
    [events, players, viewer, t, language],
  );
  return <LogSlot layer={layer}>{children}</LogSlot>;
}

/** The same in a finished match's replay, from the events its record carries (the reader's own lines say "You"). */
export function ReplayTableEvents({ replay, viewer, children }: { replay: Pick<ReplayData, 'events' | 'players'>; viewer: string | null; children: ReactNode }) {
  const events = useMemo(() => readTableEvents(replay.events), [replay.events]);
  const players = useMemo(() => replay.players.map((p) => ({ playerID: p.playerID, name: p.name, bot: p.bot ?? null })), [replay.players]);
  return (
    <TableEventsProvider events={events} players={players} viewer={viewer}>
      {children}
    </TableEventsProvider>
  );
}
