import { createContext, useContext, type ReactNode } from 'react';

/** A tab beside the game log (a chat, say): its id, its label, what it shows. */
export interface LogTab {
  id: string;
  label: string;
  content: ReactNode;
  /** A count beside the label (unread messages), with its words for screen readers; nothing at 0. */
  badge?: { count: number; label: string } | undefined;
  /** Told whether the tab is on screen now (selected, and on phones its sheet open). */
  onShownChange?: ((shown: boolean) => void) | undefined;
  /**
   * About the decision (a hint): on phones not a tab of the log but a button in the decision's bar,
   * its content opening under the decision; on wide screens a tab beside the log as the others.
   */
  besideDecision?: boolean | undefined;
}

/**
 * What the page may add to any game's table without the game knowing: a status badge in each seat's
 * panel (a clock, "away"), further tabs beside the log ("Log | Chat"), the seat's tools while it waits.
 */
export interface TableSlots {
  /** A badge for a seat's panel (seat index as in the game state), or null. */
  seatBadge?: ((seat: number) => ReactNode) | undefined;
  logTabs?: readonly LogTab[] | undefined;
  /** Beside the status line: the reader's own running clock while they decide, or null. */
  statusClock?: ReactNode;
  /**
   * While the seat has no decision: what it may do meanwhile (its standing orders). It stands where
   * the decision stands when there is one, so nothing above the board comes and goes with the turns.
   */
  waiting?: ReactNode;
}

export const SeatBadgeContext = createContext<((seat: number) => ReactNode) | null>(null);

/** The page's badge for a seat's panel, if it gives one. */
export function useSeatBadge(seat: number): ReactNode {
  const badge = useContext(SeatBadgeContext);
  return badge ? badge(seat) : null;
}
