/**
 * What happened at a table besides its moves (issue 36): a seat went away until a date, came back,
 * the match was paused by vote, resumed. Public at the table: every seat and spectator gets them, in
 * the answers to `join` and `sync` (`events`, the latest TABLE_EVENTS_IN_SYNC) and as `tableEvent`
 * frames; the log places each after the lines of the state it happened at.
 */
export const TABLE_EVENT_KINDS = ['away', 'back', 'pause', 'resume'] as const;
export type TableEventKind = (typeof TABLE_EVENT_KINDS)[number];

/** How many of the latest events a join's or a sync's answer carries. */
export const TABLE_EVENTS_IN_SYNC = 100;

export interface TableEventFrame {
  /** Numbered per match from 1, in the order they happened. */
  seq: number;
  /** ISO time. */
  at: string;
  kind: TableEventKind;
  /** The seat it is about (away, back), or that decided it (the vote that paused, who resumed). */
  playerID: string | null;
  /** away: the date of return (ISO); else null. */
  until: string | null;
  /** The match's state id when it happened. */
  stateID: number;
  /** How many of the game's log events (G.events) that state had: the line goes after them. */
  logAt: number;
  /** pause: the seats whose votes paused it. */
  pausedBy: string[];
}
