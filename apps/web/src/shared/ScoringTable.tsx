import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SeatMark } from './SeatMark.js';
import './ScoringTable.css';

export interface ScoringColumn {
  key: string;
  name: string;
  badge?: ReactNode;
  winner: boolean;
}

export interface ScoringRow {
  key: string;
  label: ReactNode;
  cells: ReactNode[];
  kind?: 'section' | 'total';
}

interface ScoringTableProps {
  caption: string;
  /** A small picture before the winner's label (a trophy). */
  winnerMark?: ReactNode;
  columns: readonly ScoringColumn[];
  rows: readonly ScoringRow[];
  winnerLabel: string;
}

/** The columns' order on screen: the winners first (seen without a sideways swipe on a phone), the others in seat order. */
export function winnersFirst(columns: readonly ScoringColumn[]): number[] {
  const order = columns.map((_, i) => i);
  return [...order.filter((i) => columns[i]?.winner), ...order.filter((i) => !columns[i]?.winner)];
}

/** The end-of-game table of any game: one column per player (the winners first), one row per source of points, the total last. */
export function ScoringTable({ caption, columns: seatColumns, rows: seatRows, winnerLabel, winnerMark }: ScoringTableProps) {
  const { t } = useTranslation();
  const order = winnersFirst(seatColumns);
  const columns = order.map((i) => seatColumns[i] as ScoringColumn);
  const rows = seatRows.map((row) => (row.kind === 'section' ? row : { ...row, cells: order.map((i) => row.cells[i]) }));
  const wrap = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(wrap);
  return (
    <>
    {overflow ? (
      <p className="scroll-hint" data-testid="scoring-scroll-hint">
        {t('ui:scoring.scrollHint', { count: columns.length, context: columns.length === 2 ? 'two' : undefined })}
      </p>
    ) : null}
    <div className={`scoring-wrap${overflow ? ' overflows' : ''}`} ref={wrap} tabIndex={0} role="region" aria-label={caption}>
      <table className="scoring-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.winner ? 'winner' : undefined}>
                <span className="scoring-player">
                  {c.badge}
                  {c.name}
                </span>
                {c.winner ? <span className="chip winner-chip">
                    {winnerMark} {winnerLabel}
                  </span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) =>
            row.kind === 'section' ? (
              <tr key={row.key} className="section">
                <th scope="colgroup" colSpan={columns.length + 1}>
                  {row.label}
                </th>
              </tr>
            ) : (
              <tr key={row.key} className={row.kind === 'total' ? 'total' : undefined}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, i) => (
                  <td key={columns[i]?.key ?? i} className={columns[i]?.winner ? 'winner' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
    </>
  );
}

/** Whether a box is narrower than its content (the table scrolls sideways), kept up to date. */
function useOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflow, setOverflow] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflow(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return overflow;
}

interface FinalScoringProps {
  /** The table's words (`finalScoring`, `scoringCaption`, `winner`, and `winnerIs` unless `winnerLine` is given). */
  ns: string;
  /** The id of the heading that names the section. */
  titleId?: string;
  /** Who won, in words (after the trophy); by default "The winner is …" with the winners' names. */
  winnerLine?: ReactNode;
  /** The game's trophy picture at a size. */
  trophy(size: number): ReactNode;
  /** The seats in column order (the order of the scores). */
  seats: readonly number[];
  winners: readonly number[];
  names: readonly string[];
  letters: readonly string[];
  rows: readonly ScoringRow[];
  /** Notes between the winner's line and the table. */
  children?: ReactNode;
}

/** The final scoring of any game: its title, the winner's line, and the table with a column per seat. */
export function FinalScoring({ ns, titleId = 'scoring-title', winnerLine, trophy, seats, winners, names, letters, rows, children }: FinalScoringProps) {
  const { t } = useTranslation();
  const winnerNames = winners.map((w) => names[w] ?? '');
  return (
    <section className="final-scoring" aria-labelledby={titleId}>
      <h2 id={titleId} className="decision-title">
        {t(`${ns}:finalScoring`)}
      </h2>
      <p className="winner-line" data-testid="winner-line">
        {trophy(28)} {winnerLine ?? t(`${ns}:winnerIs`, { count: winnerNames.length, players: winnerNames.join(' & ') })}
      </p>
      {children}
      <ScoringTable
        caption={t(`${ns}:scoringCaption`)}
        winnerLabel={t(`${ns}:winner`)}
        winnerMark={trophy(16)}
        columns={seats.map((seat) => ({ key: String(seat), name: names[seat] ?? '', badge: <SeatMark seat={seat} letters={letters} />, winner: winners.includes(seat) }))}
        rows={rows}
      />
    </section>
  );
}
