import { PACE_NAMES } from '@harbour/game-kit/async-protocol';
import { z } from 'zod';

/** How fast a match is played: time per decision (and, live, a bank per seat). */
export const Pace = z.enum(PACE_NAMES);
export type Pace = z.infer<typeof Pace>;

export interface PaceRules {
  /** Time for one decision; null: no deadline. */
  decisionMs: number | null;
  /** Live only: a per-seat bank that time past `decisionMs` is drawn from. */
  bankMs: number | null;
  /** A turn notice waits this long for the seat to open the table on its own. */
  noticeDelayMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const PACES: Record<Pace, PaceRules> = {
  live: { decisionMs: 90_000, bankMs: 10 * MINUTE, noticeDelayMs: 0 },
  daily: { decisionMs: 24 * HOUR, bankMs: null, noticeDelayMs: 5 * MINUTE },
  relaxed: { decisionMs: 72 * HOUR, bankMs: null, noticeDelayMs: 5 * MINUTE },
  none: { decisionMs: null, bankMs: null, noticeDelayMs: 5 * MINUTE },
};

/** The reminder rings when this share of the seat's time has passed (lichess's correspondence alarm). */
export const REMINDER_AT = 0.8;
