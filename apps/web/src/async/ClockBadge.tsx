import { useTranslation } from 'react-i18next';
import { splitLive, tickMs, timeLeftMs, urgency } from './clock.js';
import type { ReceivedClocks, SeatClock } from './types.js';
import { useNow } from './use-now.js';
import { NS, durationText } from './words.js';
import './clock.css';

/** A small clock face (an emoji would depend on the reader's fonts). */
function ClockIcon() {
  return (
    <svg className="clock-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A seat's clock: the time left for the decision it must take now (and, in the live pace, its
 * bank), counting down; or that the seat is absent, or that a computer plays it. Nothing for a
 * seat that neither decides nor is away.
 */
export function ClockBadge({ clocks, seat }: { clocks: ReceivedClocks; seat: SeatClock }) {
  const { t } = useTranslation();
  const counting = seat.deciding && seat.deadline !== null;
  const first = counting ? (timeLeftMs(clocks, seat, Date.now()) ?? 0) : 0;
  const now = useNow(tickMs(first), counting);
  if (seat.computer) return <span className="clock-badge away" data-clock="computer">{t(`${NS}:clock.computer`)}</span>;
  const absent = seat.absent ? <span className="clock-badge away" data-clock="absent">{t(`${NS}:clock.absent`)}</span> : null;
  if (!counting) return absent;
  const left = timeLeftMs(clocks, seat, now) ?? 0;
  const state = urgency(left, seat.decisionMs);
  const live = clocks.pace === 'live' && seat.bankMs !== null;
  const parts = live ? splitLive(left, seat) : null;
  return (
    <>
      {absent}
      <span className={`clock-badge ${state}`} data-clock={state} role="timer" aria-live="off">
        <ClockIcon />
        {state === 'out' ? t(`${NS}:clock.out`) : t(`${NS}:clock.left`, { time: durationText(t, parts ? parts.decisionMs || parts.bankMs : left) })}
        {parts ? <span className="clock-bank"> · {t(`${NS}:clock.bank`, { time: durationText(t, parts.bankMs) })}</span> : null}
      </span>
    </>
  );
}
