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
  /**
   * Help with the decision (the strong computer's hint), never in the decision's room. Wide screens: a
   * tab beside the log, which opens by itself whenever `opens` takes a new value (an answer came).
   * Phones: inside the bar, under the decision, shown with it.
   */
  decisionHelp?: DecisionHelp | null | undefined;
  /**
   * The teaching card of a learning match. Wide screens: above the status line. Phones: at the top of
   * the bar, above the decision, so that the page's scroll to a new decision never takes it away.
   */
  lesson?: ReactNode;
}

/** See `TableSlots.decisionHelp`. */
export interface DecisionHelp {
  id: string;
  /** The tab's label beside the log (wide screens). */
  label: string;
  content: ReactNode;
  /** A new value (an answer came): the help is brought on screen. */
  opens?: string | number | null | undefined;
}

export const SeatBadgeContext = createContext<((seat: number) => ReactNode) | null>(null);

/** The page's badge for a seat's panel, if it gives one. */
export function useSeatBadge(seat: number): ReactNode {
  const badge = useContext(SeatBadgeContext);
  return badge ? badge(seat) : null;
}
