import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useSinceLog } from '../async/since.js';
import { BesideLog } from '../async/table-context.js';
import './GameLog.css';

export interface LogLine {
  id: number;
  text: string;
  /** The seat the line is about, for its marker; null for lines about nobody in particular. */
  seat: number | null;
  /** Lines that open a section (a new round, the end). */
  heading?: boolean;
}

interface GameLogProps {
  title: string;
  lines: readonly LogLine[];
  /** A small marker for a seat (token), shown before its lines. */
  seatMark?: (seat: number) => ReactNode;
  /** Highlights the line a replay stands on. */
  currentId?: number;
}

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
 * The game's story in sentences, newest last. It follows new lines (unless the reader scrolled
 * up), and a polite live region reads each new line to screen readers once.
 */
export function GameLog({ title, lines, seatMark, currentId }: GameLogProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const seen = useRef(lines.length);
  // Lines that are news since this seat's last visit (asynchronous play) are marked.
  const sinceFrom = useSinceLog(lines);
  const latest = lines.length > seen.current ? lines.slice(seen.current).map((l) => l.text).join(' ') : '';

  useEffect(() => {
    seen.current = lines.length;
    const list = listRef.current;
    if (list && stick.current && currentId === undefined) list.scrollTop = list.scrollHeight;
  }, [lines.length, currentId]);

  useEffect(() => {
    if (currentId === undefined) return;
    listRef.current?.querySelector('[aria-current="step"]')?.scrollIntoView({ block: 'nearest' });
  }, [currentId]);

  return (
    <>
      <section className="game-log" aria-label={title}>
        <h2 className="panel-title">{title}</h2>
        <ol
          ref={listRef}
          className="game-log-lines"
          tabIndex={0}
          onScroll={(e) => {
            const el = e.currentTarget;
            stick.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 8;
          }}
        >
          {lines.map((line) => (
            <LogItem key={line.id} text={line.text} seat={line.seat} heading={line.heading === true} isNew={sinceFrom !== null && line.id >= sinceFrom} current={line.id === currentId} seatMark={seatMark} />
          ))}
        </ol>
        <p className="visually-hidden" aria-live="polite">
          {latest}
        </p>
      </section>
      <BesideLog />
    </>
  );
}
