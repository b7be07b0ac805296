import type { MatchData } from '@harbour/storage';
import type { LiveMatch } from './runner.js';
import { botLevel, seats } from './seats.js';

/** Who plays which seat, as asynchronous play needs to know it: computers, seats handed over. */

/** The bot level that decides for absent seats and plays handed-over seats. */
export function computerLevel(live: Pick<LiveMatch, 'hosted'>): string | null {
  const levels = Object.keys(live.hosted.module.bots);
  return levels.includes('easy') ? 'easy' : (levels[0] ?? null);
}

/** Seats a computer plays: bots and seats handed over. */
export function computerSeats(metadata: MatchData): Set<string> {
  return new Set(seats(metadata).filter((s) => botLevel(s) !== undefined).map((s) => String(s.id)));
}

/** Seats the others handed to the computer while their player was away. */
export function handedOverSeats(metadata: MatchData): Set<string> {
  return new Set(seats(metadata).filter((s) => s.data?.handedOver === true).map((s) => String(s.id)));
}
