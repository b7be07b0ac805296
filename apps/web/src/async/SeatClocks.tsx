import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../connection/types.js';
import { personName, seatName } from '../shared/seat-name.js';
import { ClockBadge } from './ClockBadge.js';
import { dayText } from './seat-time.js';
import type { ReceivedClocks, VoteResult } from '../connection/frames/async-play.js';
import { NS } from './words.js';
import './clock.css';

interface SeatClocksProps {
  clocks: ReceivedClocks | null | undefined;
  players: readonly SeatInfo[];
  /** This browser's seat, or null for a spectator (spectators do not vote). */
  viewer: string | null;
  /** Votes to hand an absent seat to a computer (absent at replays). */
  handOver?: ((playerID: string, agree: boolean) => Promise<VoteResult>) | undefined;
}

/**
 * The seats that are away (absent, or played by a computer), with the vote to hand an
 * absent seat to a computer for the rest of the match (present seats only; a majority decides).
 */
export function SeatClocks({ clocks, players, viewer, handOver }: SeatClocksProps) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  if (!clocks) return null;
  // The countdowns are in the seat panels; here are the seats that are away.
  const shown = clocks.seats.filter((s) => s.absent || s.computer || s.away);
  if (shown.length === 0) return null;
  const me = clocks.seats.find((s) => s.playerID === viewer);
  const present = viewer !== null && !(me?.absent ?? false) && !(me?.computer ?? false);
  const nameOf = (playerID: string) => {
    const index = players.findIndex((p) => p.playerID === playerID);
    // A seat handed to a computer keeps its person's name here: it is still theirs to take back.
    const name = players[index]?.name;
    return name != null ? personName(t, name) : seatName(t, players[index], Math.max(0, index));
  };
  return (
    <section className="seat-clocks" aria-label={t(`${NS}:clock.title`)} data-testid="seat-clocks">
      <ul>
        {shown.map((seat) => {
          const name = nameOf(seat.playerID);
          const voted = viewer !== null && seat.handOverVotes.includes(viewer);
          return (
            <li key={seat.playerID} data-seat={seat.playerID} aria-label={t(`${NS}:clock.label`, { name })}>
              <span className="seat-clock-name">{name}</span>
              <ClockBadge clocks={clocks} seat={seat} />
              {seat.away ? <p className="hint">{t(`${NS}:away.other`, { name, date: dayText(i18n.language, seat.away) })}</p> : null}
              {/* The viewer's own absence is told to them in the second person (AwayPanel). */}
              {seat.absent && !seat.computer && seat.playerID !== viewer ? <p className="hint">{t(`${NS}:clock.absentNote`, { name })}</p> : null}
              {seat.computer && seat.playerID !== viewer ? <p className="hint">{t(`${NS}:clock.computerNote`, { name })}</p> : null}
              {seat.handOverVotes.length > 0 && !seat.computer ? <span className="clock-votes">{t(`${NS}:clock.votes`, { count: seat.handOverVotes.length })}</span> : null}
              {handOver && present && seat.absent && !seat.computer && seat.playerID !== viewer ? (
                <button
                  type="button"
                  className="small"
                  aria-pressed={voted}
                  onClick={() =>
                    void handOver(seat.playerID, !voted).then((r) => setError(r.ok ? null : r.error.message))
                  }
                >
                  {voted ? t(`${NS}:clock.handOverUndo`, { name }) : t(`${NS}:clock.handOver`, { name })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
