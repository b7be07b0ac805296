import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText, seatRequestError, wereAwayText } from './seat-time.js';
import type { ComputerMove, ReceivedClocks, SeatRequests, VoteResult } from '../connection/frames/async-play.js';
import { NS } from './words.js';
import './away.css';

const DAY = 86_400_000;

interface AwayPanelProps {
  clocks: ReceivedClocks | null | undefined;
  /** This browser's seat; null for a spectator (nothing to show). */
  viewer: string | null;
  computerMoves?: readonly ComputerMove[] | undefined;
  over: boolean;
  request: (<K extends keyof SeatRequests>(message: K, payload: SeatRequests[K]) => Promise<VoteResult>) | undefined;
}

/** The day `days` from today as an `<input type="date">` value (local time). */
function dayValue(now: number, days: number): string {
  const d = new Date(now + days * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The viewer's own time away: "You were away: the computer passed for you" with "I'm back" after
 * its time ran out; "You are away until 3 December" with "I'm back" during a vacation; else a
 * small form to go away until a date (at a daily or relaxed pace), with the vacation days left.
 */
export function AwayPanel({ clocks, viewer, computerMoves, over, request }: AwayPanelProps) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [day, setDay] = useState('');
  const me = clocks?.seats.find((s) => s.playerID === viewer);
  if (!clocks || viewer === null || me === undefined || over || request === undefined) return null;
  const send = <K extends keyof SeatRequests>(message: K, payload: SeatRequests[K]) => void request(message, payload).then((r) => setError(r.ok ? null : seatRequestError(t, r.error)));
  const errorLine = error ? (
    <p className="form-error" role="alert">
      {error}
    </p>
  ) : null;
  const backButton = (
    <button type="button" className="small" onClick={() => send('back', {})}>
      {t(`${NS}:away.back`)}
    </button>
  );
  if (me.absent || me.computer) {
    return (
      <section className="away-panel were-away" aria-label={t(`${NS}:away.title`)} data-testid="were-away">
        <p>{me.computer ? t(`${NS}:away.wereAway.computer`) : wereAwayText(t, computerMoves, viewer)}</p>
        {backButton}
        {errorLine}
      </section>
    );
  }
  if (me.away) {
    return (
      <section className="away-panel" aria-label={t(`${NS}:away.title`)} data-testid="away-self">
        <p>{t(`${NS}:away.you`, { date: dayText(i18n.language, me.away) })}</p>
        {backButton}
        {errorLine}
      </section>
    );
  }
  // No vacations at a live pace (pause instead), nor without a time limit (no clock to stop).
  if (clocks.pace === 'live' || clocks.pace === 'none') return null;
  const leftDays = Math.floor((me.awayLeftMs ?? 0) / DAY);
  if (leftDays < 1) return null;
  const now = Date.now();
  return (
    <details className="away-panel away-form" data-testid="away-form">
      <summary>{t(`${NS}:away.open`)}</summary>
      <p className="hint">
        {t(`${NS}:away.help`)} {t(`${NS}:away.left`, { count: leftDays })}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (day === '') return;
          // Until the end of the chosen day, in the reader's time zone.
          send('away', { until: new Date(`${day}T23:59:59`).toISOString() });
        }}
      >
        <label>
          {t(`${NS}:away.until`)}{' '}
          <input type="date" required min={dayValue(now, 0)} max={dayValue(now, leftDays - 1)} value={day} onChange={(e) => setDay(e.target.value)} />
        </label>{' '}
        <button type="submit" className="small">
          {t(`${NS}:away.save`)}
        </button>
      </form>
      {errorLine}
    </details>
  );
}
