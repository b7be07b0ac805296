import type { ReactNode } from 'react';
import { SeatMark } from './SeatMark.js';
import { useSeatBadge } from './shell/slots.js';
import './PlayerPanel.css';

export interface PanelStat {
  key: string;
  label: string;
  value: ReactNode;
  icon?: ReactNode;
}

interface PlayerPanelProps {
  name: string;
  badge: ReactNode;
  /** This browser's seat. */
  you: boolean;
  /** The player the table waits for now. */
  active: boolean;
  /** Short state words ("passed", "bidding", "winner"). */
  status?: string | undefined;
  stats: readonly PanelStat[];
  youLabel: string;
  activeLabel: string;
  children?: ReactNode;
  /** The page's status badge for this seat (a clock), from the table's slots. */
  statusBadge?: ReactNode;
}

/** One player's public state at any table: name, marker, whose turn, and the game's figures. */
export function PlayerPanel({ name, badge, you, active, status, stats, youLabel, activeLabel, children, statusBadge }: PlayerPanelProps) {
  return (
    <article className={`player-panel${active ? ' active' : ''}${you ? ' you' : ''}`} aria-label={`${name}${you ? ` (${youLabel})` : ''}${active ? `, ${activeLabel}` : ''}`}>
      <header className="player-head">
        {badge}
        <span className="player-name">
          {name}
          {you ? <span className="you-tag"> ({youLabel})</span> : null}
        </span>
        {active ? <span className="chip turn-chip">{activeLabel}</span> : null}
        {status ? <span className="chip">{status}</span> : null}
        {statusBadge ? <span className="seat-status-badge">{statusBadge}</span> : null}
      </header>
      <dl className="player-stats">
        {stats.map((s) => (
          <div key={s.key} title={s.label}>
            <dt>
              {s.icon}
              <span className={s.icon ? 'visually-hidden' : undefined}>{s.label}</span>
            </dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </article>
  );
}

/** What a table's list of players is given: the game state, every seat's name and letter, and this browser's seat. */
export interface PlayersProps<S> {
  G: S;
  names: readonly string[];
  letters: readonly string[];
  /** This browser's seat, or null for a spectator. */
  seat: number | null;
}

type SeatPlayerPanelProps = Omit<PlayerPanelProps, 'name' | 'badge' | 'you'> & {
  seat: number;
  /** This browser's seat, or null for a spectator. */
  viewer: number | null;
  names: readonly string[];
  letters: readonly string[];
};

/** A seat's panel at a table: its player's name and marker, marked as yours when it is this browser's seat. */
export function SeatPlayerPanel({ seat, viewer, names, letters, ...rest }: SeatPlayerPanelProps) {
  const statusBadge = useSeatBadge(seat);
  return <PlayerPanel statusBadge={statusBadge} name={names[seat] ?? `#${seat + 1}`} badge={<SeatMark seat={seat} letters={letters} size={26} />} you={viewer === seat} {...rest} />;
}
