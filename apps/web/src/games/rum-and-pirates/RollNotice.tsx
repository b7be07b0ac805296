import { useEffect, useRef, useState, type ReactNode } from 'react';
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
 * The rolls a new state brought and what they decided, as indices into `events`, for a few seconds
 * (then none). Kept by the table, so the notice outlives the shell moving it (a phone turned wide).
 */
export function useRollNews(events: readonly GameEvent[]): readonly number[] {
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
  return shown;
}

/**
 * Rolls and re-rolls as a passing notice, for every seat and spectator (`shown`: useRollNews): one
 * line with the dice (each with its roller's mark, as in the log) and what they decided; it goes after
 * a few seconds (the log keeps every roll). The table puts it in the shell's news, never over the
 * board. The words are the outcome that matters most (headline), cut short when narrow; the whole
 * story is the line's title and is read out.
 */
export function RollNotice({ events, shown, names, seatMark }: { events: readonly GameEvent[]; shown: readonly number[]; names: readonly string[]; seatMark(seat: number): ReactNode }) {
  const { t, i18n } = useTranslation();
  const told = shown.flatMap((i) => {
    const event = events[i];
    return event ? [event] : [];
  });
  const rolls = told.filter((e): e is Extract<GameEvent, { type: 'rolled' }> => e.type === 'rolled').slice(-4);
  const whole = told.map((e) => eventText(t, i18n.language, e, names)).join(' ');
  const words = headline(told)
    .map((e) => eventText(t, i18n.language, e, names))
    .join(' ');
  return (
    <div className="roll-notice" role="status" aria-live="polite" data-testid="roll-notice">
      {told.length > 0 ? (
        <p className="roll-notice-line" title={whole}>
          <span className="visually-hidden">
            {t(`${UI_NS}:rollNotice`)}: {whole}
          </span>
          <span className="roll-notice-dice" aria-hidden="true">
            {rolls.map((e, k) => (
              <span key={k} className="roll-notice-roll">
                {seatMark(e.seat)}
                <InlineDie value={e.value} size={22} label={t(`${UI_NS}:dieShows`, { value: e.value })} />
              </span>
            ))}
          </span>
          <span className="roll-notice-words" aria-hidden="true">
            {words}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** How much an outcome says: the sleeping places of a scuffle, then tiles won, then a scuffle's step, then a sum. */
const WEIGHT: Partial<Record<GameEvent['type'], number>> = { sleepingPlace: 4, tavernTaken: 3, scorpionTaken: 3, pirateCrossed: 2, pirateLost: 2, chestSum: 1 };

/**
 * The events a roll line puts in words: every outcome of the weightiest kind among them (all the
 * tiles a contest gave, every sleeping place a scuffle ended with), or, with no outcome yet, the
 * newest roll.
 */
export function headline(told: readonly GameEvent[]): GameEvent[] {
  const top = Math.max(0, ...told.map((e) => WEIGHT[e.type] ?? 0));
  if (top === 0) return told.slice(-1);
  return told.filter((e) => WEIGHT[e.type] === top);
}
