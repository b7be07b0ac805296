import { useTranslation } from 'react-i18next';
import { clockDigits, readClock, tickMs, timeLeftMs } from './clock.js';
import type { ReceivedClocks, SeatClock } from '../connection/frames/async-play.js';
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
 * A seat's clock: the time left for the decision it must take now, counting down — in the live pace
 * which time runs, the decision's own ("Decision 1:12 · then bank 10:00") or the bank ("Bank 9:58
 * left"), urgent in the last fifth of either; or that the seat is absent, or that a computer plays it. Nothing for a
 * seat that neither decides nor is away.
 */
export function ClockBadge({ clocks, seat }: { clocks: ReceivedClocks; seat: SeatClock }) {
  const { t } = useTranslation();
  const counting = seat.deciding && seat.deadline !== null;
  const first = counting ? (timeLeftMs(clocks, seat, Date.now()) ?? 0) : 0;
  const now = useNow(tickMs(first), counting);
  if (seat.computer) return <span className="clock-badge away" data-clock="computer">{t(`${NS}:clock.computer`)}</span>;
  const absent = seat.absent ? <span className="clock-badge away" data-clock="absent">{t(`${NS}:clock.absent`)}</span> : null;
  // A clock standing still (the seat is away, or the match paused) shows the time it keeps.
  if (!counting && seat.deciding && seat.stoppedLeftMs != null) {
    return (
      <span className="clock-badge stopped" data-clock="stopped">
        {t(`${NS}:clock.stopped`, { time: durationText(t, seat.stoppedLeftMs) })}
      </span>
    );
  }
  if (!counting) return absent;
  const left = timeLeftMs(clocks, seat, now) ?? 0;
  const live = clocks.pace === 'live' && seat.bankMs !== null;
  const reading = readClock(left, seat, live);
  const state = reading.urgency;
  let text: string;
  if (state === 'out') text = t(`${NS}:clock.out`);
  else if (reading.running === 'decision') text = t(`${NS}:clock.decision`, { time: clockDigits(reading.leftMs), bank: clockDigits(reading.bankMs) });
  else if (reading.running === 'bank') text = t(`${NS}:clock.bankRunning`, { time: clockDigits(reading.leftMs) });
  else text = t(`${NS}:clock.left`, { time: durationText(t, left) });
  return (
    <>
      {absent}
      <span className={`clock-badge ${state}`} data-clock={state} data-running={reading.running} role="timer" aria-live="off">
        <ClockIcon />
        <span className="clock-text">{text}</span>
      </span>
    </>
  );
}
