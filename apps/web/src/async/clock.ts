import type { ReceivedClocks, SeatClock } from '../connection/frames/async-play.js';

/**
 * Time left on a seat's clock: the server's deadline minus the server's time when it sent the
 * clocks, counted down from this browser's time at receipt (so a wrong clock in the browser
 * does not matter).
 */
export function timeLeftMs(clocks: Pick<ReceivedClocks, 'serverNow' | 'receivedAt'>, seat: Pick<SeatClock, 'deadline'>, now: number): number | null {
  if (seat.deadline === null) return null;
  const deadline = Date.parse(seat.deadline);
  const serverNow = Date.parse(clocks.serverNow);
  if (Number.isNaN(deadline) || Number.isNaN(serverNow)) return null;
  return Math.max(0, deadline - serverNow - (now - clocks.receivedAt));
}

/**
 * For the live pace: how the time left splits into the decision's own time and the bank. The
 * decision's time runs first; the bank is drawn on once it is used up.
 */
export function splitLive(leftMs: number, seat: Pick<SeatClock, 'bankMs'>): { decisionMs: number; bankMs: number } {
  const bank = Math.max(0, seat.bankMs ?? 0);
  return leftMs > bank ? { decisionMs: leftMs - bank, bankMs: bank } : { decisionMs: 0, bankMs: leftMs };
}

export type DurationParts = { unit: 'days' | 'hours' | 'minutes' | 'seconds'; count: number; rest?: { unit: 'hours' | 'minutes' | 'seconds'; count: number } };

/**
 * A duration in its two largest units ("2 days 3 hours", "5 minutes 20 seconds"), as counts
 * the words (with plurals) are chosen for.
 */
export function durationParts(ms: number): DurationParts {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days > 0) return hours > 0 ? { unit: 'days', count: days, rest: { unit: 'hours', count: hours } } : { unit: 'days', count: days };
  if (hours > 0) return minutes > 0 ? { unit: 'hours', count: hours, rest: { unit: 'minutes', count: minutes } } : { unit: 'hours', count: hours };
  if (minutes > 0) return seconds > 0 && minutes < 10 ? { unit: 'minutes', count: minutes, rest: { unit: 'seconds', count: seconds } } : { unit: 'minutes', count: minutes };
  return { unit: 'seconds', count: seconds };
}

/** How often the badge must update for a time left: every second under an hour, else every minute. */
export function tickMs(leftMs: number): number {
  return leftMs < 3_600_000 ? 1000 : 30_000;
}

/** The reader's attention: calm, soon (under a fifth of the decision time left, the reminder's point), out. */
export function urgency(leftMs: number, decisionMs: number | null): 'calm' | 'soon' | 'out' {
  if (leftMs <= 0) return 'out';
  if (decisionMs !== null && leftMs <= decisionMs * 0.2) return 'soon';
  return 'calm';
}

/** The live pace's bank at the start of a match (the server's paces.ts: 10 minutes per seat). */
export const LIVE_BANK_MS = 10 * 60_000;

/**
 * What a seat's clock says now: which time runs (the decision's own, or — live, once that is spent —
 * the bank; `single` where there is no bank), how much of it is left, what waits behind it, and how
 * urgent it is: the last fifth of the decision's time, and again the last fifth of the bank.
 */
export type ClockReading =
  | { running: 'decision'; leftMs: number; bankMs: number; urgency: 'calm' | 'soon' }
  | { running: 'bank'; leftMs: number; urgency: 'calm' | 'soon' | 'out' }
  | { running: 'single'; leftMs: number; urgency: 'calm' | 'soon' | 'out' };

export function readClock(leftMs: number, seat: Pick<SeatClock, 'decisionMs' | 'bankMs'>, live: boolean): ClockReading {
  if (!live || seat.bankMs === null) return { running: 'single', leftMs, urgency: urgency(leftMs, seat.decisionMs) };
  const parts = splitLive(leftMs, seat);
  if (parts.decisionMs > 0) return { running: 'decision', leftMs: parts.decisionMs, bankMs: parts.bankMs, urgency: urgency(parts.decisionMs, seat.decisionMs) === 'soon' ? 'soon' : 'calm' };
  return { running: 'bank', leftMs: parts.bankMs, urgency: urgency(parts.bankMs, LIVE_BANK_MS) };
}

/** A short time on a live clock: "1:05", "10:00" (minutes and seconds). */
export function clockDigits(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
