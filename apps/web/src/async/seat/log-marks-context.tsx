import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../../connection/types.js';
import type { LogLine } from '../../shared/log-line.js';
import { seatName } from '../../shared/seat-name.js';
import type { ReplayData } from '../../games/types.js';
import { markLines, mergeLogMarks, readLogMarks, type LogMark } from './log-marks.js';

/** The words of a seat's own tools at the table (take-back, notes, the log's marks): locales here. */
export const SEAT_NS = 'seat';

interface LogMarksValue {
  marks: readonly LogMark[];
  players: readonly SeatInfo[];
}

const LogMarksContext = createContext<LogMarksValue | null>(null);

/** Gives a table's log the server's marks (a live table; elsewhere the log has none). */
export function LogMarksProvider({ marks, players, children }: LogMarksValue & { children: ReactNode }) {
  const value = useMemo(() => ({ marks, players }), [marks, players]);
  return <LogMarksContext.Provider value={value}>{children}</LogMarksContext.Provider>;
}

/** The same in a finished match's replay, from the marks its record carries. */
export function ReplayLogMarks({ replay, children }: { replay: Pick<ReplayData, 'marks' | 'players'>; children: ReactNode }) {
  const marks = useMemo(() => mergeLogMarks([], readLogMarks(replay.marks)), [replay.marks]);
  const players = useMemo(() => replay.players.map((p) => ({ playerID: p.playerID, name: p.name, bot: p.bot ?? null })), [replay.players]);
  return (
    <LogMarksProvider marks={marks} players={players}>
      {children}
    </LogMarksProvider>
  );
}

/** The log's lines with the marks told ("… (automatic: the only possible move)", "Anne took back the last move."). */
export function useMarkedLines(lines: readonly LogLine[], trailing = true): readonly LogLine[] {
  const { t } = useTranslation();
  const value = useContext(LogMarksContext);
  return useMemo(() => {
    if (!value || value.marks.length === 0) return lines;
    return markLines(lines, value.marks, (mark) => {
      const index = Number(mark.playerID);
      return t(`${SEAT_NS}:log.${mark.kind}`, { name: seatName(t, value.players.find((p) => p.playerID === mark.playerID), index) });
    }, trailing);
  }, [lines, value, t, trailing]);
}
