import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../../connection/types.js';
import type { LogLine } from '../../shared/log-line.js';
import { LogSlot } from '../../shared/shell/log-slots.js';
import { seatName } from '../../shared/seat-name.js';
import type { ReplayData } from '../../connection/frames/replay.js';
import { mergeLogMarks, readLogMarks, type LogMark } from '../../connection/frames/log-marks.js';
import { markLines } from './mark-lines.js';

/** The words of a seat's own tools at the table (take-back, notes, the log's marks): i18n/locales/seat.*.json. */
export const SEAT_NS = 'seat';

interface LogMarksValue {
  marks: readonly LogMark[];
  players: readonly SeatInfo[];
}

/** Gives a table's log the server's marks (a live table; elsewhere the log has none): "… (automatic: the only possible move)", "Anne took back the last move.". */
export function LogMarksProvider({ marks, players, children }: LogMarksValue & { children: ReactNode }) {
  const { t } = useTranslation();
  const layer = useCallback(
    (lines: readonly LogLine[], trailing: boolean): readonly LogLine[] =>
      marks.length === 0
        ? lines
        : markLines(lines, marks, (mark) => t(`${SEAT_NS}:log.${mark.kind}`, { name: seatName(t, players.find((p) => p.playerID === mark.playerID), Number(mark.playerID)) }), trailing),
    [marks, players, t],
  );
  return <LogSlot layer={layer}>{children}</LogSlot>;
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
