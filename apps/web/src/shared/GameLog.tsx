import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './GameLog.css';
import type { LogLine } from './log-line.js';
import { useLogSlots } from './shell/log-slots.js';

export type { LogLine } from './log-line.js';


interface GameLogProps {
  title: string;
  lines: readonly LogLine[];
  /** A small marker for a seat (token), shown before its lines. */
  seatMark?: (seat: number) => ReactNode;
  /** Highlights the line a replay stands on. */
  currentId?: number;
}

/** How long after a reader's own gesture (wheel, touch, key, pointer) a scroll counts as theirs. */
const GESTURE_MS = 800;

/**
 * One line of the log. Memoised: a move adds a line or two to hundreds, and the others are not
 * rendered again (the tables pass a `seatMark` that keeps its identity while the seats' letters do).
 */
const LogItem = memo(function LogItem({ text, seat, heading, isNew, current, seatMark }: { text: string; seat: number | null; heading: boolean; isNew: boolean; current: boolean; seatMark: GameLogProps['seatMark'] }) {
  return (
    <li className={[heading ? 'log-heading' : '', isNew ? 'since-new' : ''].filter(Boolean).join(' ') || undefined} aria-current={current ? 'step' : undefined}>
      {seat !== null && seatMark ? <span className="log-mark">{seatMark(seat)}</span> : null}
      <span>{text}</span>
    </li>
  );
});

/**
 * The game's story in sentences, newest last. It follows new lines unless the reader scrolled up by
 * hand (a wheel, a swipe, a key, the scrollbar): a scroll the browser makes itself because the box
 * changed its size is not the reader's, and the log then stays at its newest line. While the reader is
 * scrolled up and new lines arrive, a "new moves below" button brings them back. A polite live region
 * reads each new line to screen readers once.
 */
export function GameLog({ title, lines, seatMark, currentId }: GameLogProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const gestureAt = useRef(Number.NEGATIVE_INFINITY);
  const seen = useRef(lines.length);
  const [unseenBelow, setUnseenBelow] = useState(false);
  // What features put into the log (shell/log-slots.ts): the news since this seat's last visit,
  // marked; the server's marks (moves the computer made, moves taken back) and the table's events
  // (away, back, pause, resume) as lines of their own; what goes under the log.
  const slots = useLogSlots();
  const { reportLines, layers } = slots;
  useEffect(() => {
    reportLines?.(lines);
  }, [reportLines, lines]);
  const since = slots.news;
  const following = currentId === undefined;
  const shown = useMemo(() => layers.reduce<readonly LogLine[]>((acc, layer) => layer(acc, following), lines), [layers, lines, following]);
  const latest = lines.length > seen.current ? lines.slice(seen.current).map((l) => l.text).join(' ') : '';

  const toNewest = () => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  };

  useEffect(() => {
    const grew = lines.length > seen.current;
    seen.current = lines.length;
    if (!following) return;
    if (stick.current) toNewest();
    else if (grew) setUnseenBelow(true);
  }, [lines.length, following]);

  // The box changes its size (a decision opens above it, the window is resized): still at the newest line.
  useEffect(() => {
    const list = listRef.current;
    if (!list || !following || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stick.current) toNewest();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [following]);

  // A replay's step: the log alone scrolls to its line (never the window: the controls stay where they are).
  useEffect(() => {
    if (currentId === undefined) return;
    const list = listRef.current;
    const item = list?.querySelector('[aria-current="step"]');
    if (!list || !item) return;
    const box = list.getBoundingClientRect();
    const line = item.getBoundingClientRect();
    if (line.top < box.top) list.scrollTop += line.top - box.top;
    else if (line.bottom > box.bottom) list.scrollTop += line.bottom - box.bottom;
  }, [currentId]);

  const gesture = () => {
    gestureAt.current = performance.now();
  };

  return (
    <>
      <section className="game-log" aria-label={title}>
        <h2 className="panel-title">{title}</h2>
        <ol
          ref={listRef}
          className="game-log-lines"
          tabIndex={0}
          onWheel={gesture}
          onTouchMove={gesture}
          onKeyDown={gesture}
          onPointerDown={gesture}
          onScroll={(e) => {
            const el = e.currentTarget;
            const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 8;
            if (atEnd) {
              stick.current = true;
              setUnseenBelow(false);
            } else if (performance.now() - gestureAt.current < GESTURE_MS) {
              // The reader scrolled up by hand: the log stays where they read.
              stick.current = false;
            } else if (stick.current && following) {
              // The browser moved the box (it shrank or grew): back to the newest line.
              toNewest();
            }
          }}
        >
          {shown.map((line) => (
            <LogItem key={line.id} text={line.text} seat={line.seat} heading={line.heading === true} isNew={since !== null && line.id >= since.from && line.id < since.to} current={line.id === currentId} seatMark={seatMark} />
          ))}
        </ol>
        {unseenBelow && following ? (
          <button
            type="button"
            className="small log-newest"
            onClick={() => {
              stick.current = true;
              setUnseenBelow(false);
              toNewest();
            }}
          >
            {t('shell.newMovesBelow')}
          </button>
        ) : null}
        <p className="visually-hidden" aria-live="polite">
          {latest}
        </p>
      </section>
      {slots.besideLog}
    </>
  );
}
