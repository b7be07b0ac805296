import type { ReactNode } from 'react';

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

/** The end-of-game table of any game: one column per player, one row per source of points, the total last. */
export function ScoringTable({ caption, columns, rows, winnerLabel, winnerMark }: ScoringTableProps) {
  return (
    <div className="scoring-wrap" tabIndex={0} role="region" aria-label={caption}>
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
  );
}
