import { useEffect, useRef, useState } from 'react';
import type { MastSide } from '@harbour/rum-and-pirates/rules';
import { useTranslation } from 'react-i18next';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { legibleFont, useDrawnScale } from '../../shared/legible.js';
import { TokenShape } from '../../shared/SeatToken.js';
import { mastHelp } from './help.js';
import { useChanged } from './last-move.js';
import { seatStyle } from '../../shared/seats.js';
import { DieFace } from './icons.js';
import type { MastFrame } from './scuffle-frames.js';
import { INK } from './theme.js';
import { UI_NS } from './words.js';

const W = 24;
const ROW_H = 38;
const GAP = 46;
const PAD = 8;
/** A pirate's radius, and the largest letter (in units) that still fits inside it. */
const PIRATE_R = 9;
const LETTER_MAX = 13.5;

interface MastProps {
  frame: MastFrame;
  names: readonly string[];
  letters: readonly string[];
}

/**
 * The ship's mast with its rows, one per player on board (top row first): pirates on the left and
 * the right side, each in its column (counted from the outside in). During the scuffle the column
 * fought over is marked and the dice rolled for it stand at the mast beside their rows. A pirate
 * crossing over slides to its new place; one thrown back fades away.
 */
export function Mast({ frame, names, letters }: MastProps) {
  const { t } = useTranslation();
  const changed = useChanged()?.has('mast') ?? false;
  const columns = Math.max(frame.columns, 3);
  const width = 2 * PAD + 2 * columns * W + GAP;
  const height = Math.max(1, frame.rows.length) * ROW_H + 2 * PAD;
  const mastX = PAD + columns * W + GAP / 2;
  const x = (side: MastSide, column: number) => (side === 'left' ? PAD + column * W + W / 2 : width - PAD - column * W - W / 2);
  const y = (row: number) => PAD + row * ROW_H + ROW_H / 2;
  const svg = useRef<SVGSVGElement>(null);
  // A crowded mast on a phone is drawn small: the letters grow to 11.2 px within their pirates, and
  // where they cannot, the pirates show their seat's shape and colour alone (the row names the player).
  const scale = useDrawnScale(svg, width);
  const letterUnits = Math.max(11, 11.2 / scale);
  const lettered = letterUnits <= LETTER_MAX;
  const description = frame.rows
    .map((seat, row) => {
      const mine = frame.pirates.filter((p) => p.row === row && !p.lost);
      return t(`${UI_NS}:mastRow`, {
        row: row + 1,
        player: names[seat] ?? '',
        left: mine.filter((p) => p.side === 'left').length,
        right: mine.filter((p) => p.side === 'right').length,
      });
    })
    .join('; ');
  return (
    <svg ref={svg} className={changed ? 'mast last-move' : 'mast'} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={frame.rows.length === 0 ? t(`${UI_NS}:mastEmpty`) : description} data-testid="mast" {...helpProps(mastHelp(t))}>
      <rect x={0} y={0} width={width} height={height} rx={10} fill="#dfeaf2" />
      {frame.rows.map((_, row) => (
        <g key={row} aria-hidden="true">
          <line x1={PAD} x2={width - PAD} y1={y(row) + ROW_H / 2 - 2} y2={y(row) + ROW_H / 2 - 2} stroke="#9bb3c4" strokeWidth={1} />
          <text x={mastX} y={y(row) - ROW_H / 2 + 10} style={legibleFont(11)} textAnchor="middle" fill="#3a4750">
            {row + 1}
          </text>
        </g>
      ))}
      {frame.side !== null && frame.column !== null ? (
        <rect className="fight-column" x={x(frame.side, frame.column) - W / 2} y={PAD / 2} width={W} height={height - PAD} rx={5} aria-hidden="true" />
      ) : null}
      <rect x={mastX - 5} y={2} width={10} height={height - 4} rx={4} fill="#7a5a36" stroke={INK} strokeWidth={1} aria-hidden="true" />
      {frame.pirates.map((p) => {
        const seat = frame.rows[p.row] as number;
        const style = seatStyle(seat);
        return (
          <g key={p.id} className={`mast-pirate${p.lost ? ' lost' : ''}`} style={{ transform: `translate(${x(p.side, p.column)}px, ${y(p.row)}px)` }} aria-hidden="true">
            <TokenShape shape={style.shape} fill={style.fill} stroke={style.fill === '#ffffff' ? INK : '#ffffff'} text={style.text} letter={lettered ? (letters[seat] ?? '') : ''} letterSize={letterUnits} cx={0} cy={0} r={PIRATE_R} />
          </g>
        );
      })}
      {frame.dice.map((die, i) => (
        <g key={`${frame.eventIndex}-${i}`} aria-hidden="true" className={die.kept ? 'mast-die kept' : 'mast-die'}>
          <DieFace value={die.value} x={mastX - 13 + (frame.dice.filter((d) => d.row === die.row).indexOf(die) * 6)} y={y(die.row) - 13} size={26} rolling={frame.event?.type === 'rolled' && i === frame.dice.length - 1} />
        </g>
      ))}
    </svg>
  );
}

/** Whether the reader asked for less motion (then nothing plays by itself). */
export function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const change = () => setReduce(query.matches);
    query.addEventListener?.('change', change);
    return () => query.removeEventListener?.('change', change);
  }, []);
  return reduce;
}

/** How long each kind of step stays on screen while playing (ms). */
export function stepDuration(frame: MastFrame | undefined): number {
  switch (frame?.event?.type) {
    case 'rolled':
      return 750;
    case 'pirateLost':
      return 550;
    case 'pirateCrossed':
      return frame.event.fought ? 650 : 380;
    case 'sleepingPlace':
      return 900;
    default:
      return 600;
  }
}

/**
 * Plays a scuffle's frames step by step. A scuffle that arrives while the table is open (`fresh`) plays
 * from its start, unless the reader prefers reduced motion: then it stands at its latest step, as one
 * that was over before the table opened does. Steps that arrive later (after a re-roll was decided)
 * follow. The buttons step back and forth, play, or skip to the end.
 */
export function useScufflePlayer(fresh: boolean, count: number, durationOf: (index: number) => number): { index: number; playing: boolean; setIndex(i: number): void; play(): void; pause(): void } {
  const reduce = usePrefersReducedMotion();
  const [state, setState] = useState(() => (fresh && !reduce ? { index: 0, playing: true } : { index: Math.max(0, count - 1), playing: false }));
  const { index, playing } = state;
  useEffect(() => {
    if (!playing || index >= count - 1) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, index: Math.min(s.index + 1, count - 1) })), reduce ? 0 : durationOf(index + 1));
    return () => clearTimeout(timer);
    // The duration follows the index; the function itself is new on every render.
  }, [playing, index, count, reduce]);
  // Steps that arrive while the reader stands at the end follow at once.
  const lastCount = useRef(count);
  useEffect(() => {
    if (count > lastCount.current && !playing && index === lastCount.current - 1) setState((s) => ({ ...s, index: count - 1 }));
    lastCount.current = count;
  }, [count, playing, index]);
  return {
    index: Math.min(index, Math.max(0, count - 1)),
    playing: playing && index < count - 1,
    setIndex: (i) => setState({ index: Math.max(0, Math.min(i, count - 1)), playing: false }),
    play: () => setState((s) => ({ index: s.index >= count - 1 ? 0 : s.index, playing: true })),
    pause: () => setState((s) => ({ ...s, playing: false })),
  };
}
