import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LogLine } from '../log-line.js';

/**
 * The log's slots: what features put into a table's log without the log knowing them. A layer adds a
 * feature's lines to the game's (the server's marks, the table's events; ids stay in order), `trailing`
 * when lines after the last move belong too (a live table, not a replay standing on an earlier step).
 */
export type LogLayer = (lines: readonly LogLine[], trailing: boolean) => readonly LogLine[];

export interface LogSlots {
  /** Applied in order, the outermost feature's first. */
  layers: readonly LogLayer[];
  /** The span of lines that are news since the reader's last visit (marked in the log). */
  news: { from: number; to: number } | null;
  /** Told the game's lines whenever they change (so that the next visit knows where this one ended). */
  reportLines: ((lines: readonly LogLine[]) => void) | null;
  /** Shown under the log (where a page has no shell around the table: a replay's chat and notes). */
  besideLog: ReactNode;
}

const NONE: LogSlots = { layers: [], news: null, reportLines: null, besideLog: null };
const LogSlotsContext = createContext<LogSlots>(NONE);

type Fill = { layer?: LogLayer; news?: LogSlots['news']; reportLines?: LogSlots['reportLines']; besideLog?: ReactNode };

/** A feature fills some of the log's slots for the tables under it; the others keep what an outer feature put there. */
export function LogSlot({ layer, news, reportLines, besideLog, children }: Fill & { children: ReactNode }) {
  const outer = useContext(LogSlotsContext);
  const value = useMemo<LogSlots>(
    () => ({
      layers: layer ? [...outer.layers, layer] : outer.layers,
      news: news !== undefined ? news : outer.news,
      reportLines: reportLines !== undefined ? reportLines : outer.reportLines,
      besideLog: besideLog !== undefined ? besideLog : outer.besideLog,
    }),
    [outer, layer, news, reportLines, besideLog],
  );
  return <LogSlotsContext.Provider value={value}>{children}</LogSlotsContext.Provider>;
}

export function useLogSlots(): LogSlots {
  return useContext(LogSlotsContext);
}
