/**
 * The asynchronous-play protocol shared by the server and the web client (documented in
 * apps/server/README.md): the paces a match can be played at and the clocks of its seats.
 */
export const PACE_NAMES = ['live', 'daily', 'relaxed', 'none'] as const;
export type Pace = (typeof PACE_NAMES)[number];

export interface SeatClock {
  playerID: string;
  /** This seat must decide now. */
  deciding: boolean;
  /** When the current decision runs out (bank included), ISO; null when not deciding or without a pace. */
  deadline: string | null;
  /** The pace's time per decision (ms). */
  decisionMs: number | null;
  /** Live pace only: the bank left, not counting the running decision (ms). */
  bankMs: number | null;
  /** Timed out and not back yet. */
  absent: boolean;
  /** Handed to a computer for the rest of the match (until the player reclaims the seat). */
  computer: boolean;
  /** Present seats that voted to hand this seat over. */
  handOverVotes: string[];
  /** On vacation until this time (ISO); null or absent when not away (issue 27). */
  away?: string | null;
  /** The vacation time this seat has left in the match (ms). */
  awayLeftMs?: number;
  /** While the seat is away or the match paused: the time its running decision has left (ms), standing still. */
  stoppedLeftMs?: number | null;
}

/** A match's pause: the votes for one, and once a majority agreed, when and by whom (issue 27). */
export interface MatchPause {
  votes: string[];
  /** When the match was paused (ISO); null when it is not. */
  since: string | null;
  by: string[];
}

export interface Clocks {
  pace: Pace;
  /** The server's time when it sent the clocks (ISO). */
  serverNow: string;
  seats: SeatClock[];
  /** Absent where the server does not say (older servers). */
  pause?: MatchPause;
}

/** The most vacation a seat may take per match (OGS-like, counted as it is used). */
export const AWAY_MAX_MS = 14 * 86_400_000;
