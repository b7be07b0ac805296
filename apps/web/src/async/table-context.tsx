import { createContext, useContext, type ReactNode } from 'react';
import { ClockBadge } from './ClockBadge.js';
import type { ReceivedClocks } from './types.js';

/**
 * What asynchronous play adds to a game's table without the game knowing: each seat panel's
 * clock, and a panel beside the log (the chat). The page (table or replay) provides them; the
 * shared table parts (PlayerPanel, GameLog) place them.
 */
export interface AsyncTableValue {
  clocks: ReceivedClocks | null;
  /** Shown beside the game's log (the chat). */
  besideLog: ReactNode;
}

const AsyncTableContext = createContext<AsyncTableValue | null>(null);

export function AsyncTableProvider({ value, children }: { value: AsyncTableValue; children: ReactNode }) {
  return <AsyncTableContext.Provider value={value}>{children}</AsyncTableContext.Provider>;
}

/** A seat panel's clock (nothing outside a page with clocks). */
export function SeatClockSlot({ playerID }: { playerID: string }) {
  const clocks = useContext(AsyncTableContext)?.clocks;
  const seat = clocks?.seats.find((s) => s.playerID === playerID);
  return clocks && seat ? <ClockBadge clocks={clocks} seat={seat} /> : null;
}

/** What the log region shows beside the log. */
export function BesideLog() {
  return <>{useContext(AsyncTableContext)?.besideLog ?? null}</>;
}
