import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../connection/types.js';
import type { ComputerMove } from '../connection/frames/async-play.js';
import { NS } from './words.js';

/**
 * The decisions the computer took for people's seats, per seat and reason, in words ("The computer
 * decided once for Bonny because the time ran out."): the table's note that a seat was played
 * for, during the match and at its end.
 */
export function ComputerMoves({ moves, players }: { moves: readonly ComputerMove[] | undefined; players: readonly SeatInfo[] }) {
  const { t } = useTranslation();
  if (!moves || moves.length === 0) return null;
  const counts = new Map<string, number>();
  for (const m of moves) counts.set(`${m.playerID}/${m.reason}`, (counts.get(`${m.playerID}/${m.reason}`) ?? 0) + 1);
  return (
    <section className="computer-moves" aria-label={t(`${NS}:computer.title`)} data-testid="computer-moves">
      <ul>
        {[...counts].map(([key, count]) => {
          const [playerID, reason] = key.split('/') as [string, ComputerMove['reason']];
          const name = players.find((p) => p.playerID === playerID)?.name ?? `#${Number(playerID) + 1}`;
          return <li key={key}>{t(`${NS}:computer.${reason}`, { count, name })}</li>;
        })}
      </ul>
    </section>
  );
}
