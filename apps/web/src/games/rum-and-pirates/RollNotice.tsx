import { useEffect, useRef, useState } from 'react';
import type { GameEvent } from '@harbour/rum-and-pirates/rules';
import { useTranslation } from 'react-i18next';
import { InlineDie } from './icons.js';
import { eventText } from './log.js';
import { rollNoticeEvents } from './roll-notice.js';
import { UI_NS } from './words.js';
import './RollNotice.css';

/** How long a roll notice stays (ms). */
export const ROLL_NOTICE_MS = 9000;

/**
 * Rolls and re-rolls as a visible notice over the board, for every seat and spectator: whenever a
 * new state brings rolls, what was rolled and what it decided, with the die; it fades after a few
 * seconds (the log keeps it). It never takes a click (the board beneath stays playable).
 */
export function RollNotice({ events, names }: { events: readonly GameEvent[]; names: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const seen = useRef(events.length);
  const [shown, setShown] = useState<number[]>([]);
  useEffect(() => {
    const from = seen.current;
    seen.current = events.length;
    if (events.length <= from) return;
    const told = rollNoticeEvents(events, from);
    if (told.length > 0) setShown(told);
  }, [events]);
  useEffect(() => {
    if (shown.length === 0) return;
    const timer = setTimeout(() => setShown([]), ROLL_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const lines = shown.slice(-4).flatMap((i) => {
    const event = events[i];
    return event ? [{ i, event }] : [];
  });
  return (
    <div className="roll-notice" role="status" aria-live="polite" data-testid="roll-notice">
      {lines.length > 0 ? (
        <div className="roll-notice-card">
          <span className="visually-hidden">{t(`${UI_NS}:rollNotice`)}: </span>
          {lines.map(({ i, event }) => (
            <p key={i} className={event.type === 'rolled' ? 'roll-notice-roll' : 'roll-notice-outcome'}>
              {event.type === 'rolled' ? <InlineDie value={event.value} size={26} label={t(`${UI_NS}:dieShows`, { value: event.value })} /> : null}
              <span>{eventText(t, i18n.language, event, names)}</span>
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
