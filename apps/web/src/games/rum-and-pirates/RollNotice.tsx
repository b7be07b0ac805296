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
 * line with the dice and what they decided; it goes after a few seconds (the log keeps every roll).
 * The table puts it in the shell's news, never over the board: the line shows the dice and their last
 * outcome, cut short when narrow (the whole story is its title and is read out).
 */
export function RollNotice({ events, shown, names }: { events: readonly GameEvent[]; shown: readonly number[]; names: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const told = shown.flatMap((i) => {
    const event = events[i];
    return event ? [event] : [];
  });
  const rolls = told.filter((e): e is Extract<GameEvent, { type: 'rolled' }> => e.type === 'rolled').slice(-6);
  const outcomes = told.filter((e) => e.type !== 'rolled');
  const whole = told.map((e) => eventText(t, i18n.language, e, names)).join(' ');
  // The line's words: what the dice decided last (the winner of a contest's last tile, the scorpion's
  // taker), or (no outcome yet) the newest roll; the log beside it tells the rest.
  const last = outcomes[outcomes.length - 1] ?? told[told.length - 1];
  const words = last ? eventText(t, i18n.language, last, names) : '';
  return (
    <div className="roll-notice" role="status" aria-live="polite" data-testid="roll-notice">
      {told.length > 0 ? (
        <p className="roll-notice-line" title={whole}>
          <span className="visually-hidden">
            {t(`${UI_NS}:rollNotice`)}: {whole}
          </span>
          <span className="roll-notice-dice" aria-hidden="true">
            {rolls.map((e, k) => (
              <InlineDie key={k} value={e.value} size={22} label={t(`${UI_NS}:dieShows`, { value: e.value })} />
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
