import { NOTES_MAX_CHARS, textLength, utf16Bound, type NotesFrame } from '@harbour/protocol';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEAT_NS } from './log-marks-context.js';
import type { SeatToolResult } from '../../connection/frames/seat-tools.js';
import './seat.css';

/** How long typing pauses before the notes are saved. */
export const SAVE_AFTER_MS = 1500;

type Status = 'idle' | 'saving' | 'saved' | 'failed';

/** At most NOTES_MAX_CHARS characters (code points, as the server counts; a textarea's maxLength counts UTF-16 units). */
function clip(text: string): string {
  return textLength(text) <= NOTES_MAX_CHARS ? text : [...text].slice(0, NOTES_MAX_CHARS).join('');
}

/**
 * The seat's private notes beside the log: a plain textarea, saved when typing pauses and when it
 * loses focus, "Saved" once the server kept them. Notes saved on another device replace what is
 * shown unless the reader has unsaved typing here.
 */
export function NotesPanel({ notes, save }: { notes: NotesFrame; save: (text: string) => Promise<SeatToolResult<{ notes: NotesFrame }>> }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(notes.text);
  const [status, setStatus] = useState<Status>('idle');
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saved = useRef(notes.text);

  // Notes from the server (a join, another device) are taken unless typing here is not saved yet.
  useEffect(() => {
    saved.current = notes.text;
    if (!dirty.current) setText(notes.text);
  }, [notes.text]);

  const flush = (value: string) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (value === saved.current) {
      dirty.current = false;
      return;
    }
    setStatus('saving');
    void save(value).then((result) => {
      if (result.ok) {
        saved.current = value;
        dirty.current = false;
      }
      setStatus(result.ok ? 'saved' : 'failed');
    });
  };
  // Leaving with typing not saved yet (the tab closed by its sheet, the page left): it is saved now.
  const latest = useRef({ text, flush });
  latest.current = { text, flush };
  useEffect(
    () => () => {
      if (timer.current !== null) latest.current.flush(latest.current.text);
    },
    [],
  );

  const left = NOTES_MAX_CHARS - textLength(text);
  return (
    <section className="notes-panel" data-testid="notes-panel">
      <label htmlFor={id}>{t(`${SEAT_NS}:notes.label`)}</label>
      <textarea
        id={id}
        value={text}
        maxLength={utf16Bound(NOTES_MAX_CHARS)}
        aria-describedby={`${id}-status`}
        onChange={(e) => {
          const value = clip(e.target.value);
          setText(value);
          dirty.current = true;
          setStatus('idle');
          if (timer.current !== null) clearTimeout(timer.current);
          timer.current = setTimeout(() => flush(value), SAVE_AFTER_MS);
        }}
        onBlur={(e) => flush(e.target.value)}
      />
      <p id={`${id}-status`} className="notes-status" data-state={status} role="status">
        {status === 'saving' ? t(`${SEAT_NS}:notes.saving`) : status === 'saved' ? t(`${SEAT_NS}:notes.saved`) : status === 'failed' ? t(`${SEAT_NS}:notes.failed`) : t(`${SEAT_NS}:notes.left`, { count: left })}
      </p>
    </section>
  );
}

/** The seat's notes in its replay, read only. */
export function ReplayNotes({ notes }: { notes: NotesFrame | null }) {
  const { t } = useTranslation();
  if (notes === null || notes.text === '') return null;
  return (
    <section className="notes-panel" aria-label={t(`${SEAT_NS}:notes.replayTitle`)} data-testid="replay-notes">
      <h2 className="panel-title">{t(`${SEAT_NS}:notes.replayTitle`)}</h2>
      <p className="notes-replay">{notes.text}</p>
    </section>
  );
}
