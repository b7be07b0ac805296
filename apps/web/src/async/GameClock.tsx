import { useTranslation } from 'react-i18next';
import { tickMs, timeLeftMs } from './clock.js';
import type { Pace, ReceivedClocks } from './types.js';
import { useNow } from './use-now.js';
import { NS, durationText, paceName } from './words.js';
import './clock.css';

/**
 * A match's clock in a list ("my games"): the pace, and the time left to the seat whose deadline
 * comes first, counting down. Without a deadline just the pace (nothing for the pace none).
 */
export function GameClock({ pace, clocks }: { pace: Pace | undefined; clocks: ReceivedClocks | null | undefined }) {
  const { t } = useTranslation();
  const deciding = clocks?.seats.filter((s) => s.deciding && s.deadline !== null) ?? [];
  const first = clocks ? Math.min(...deciding.map((s) => timeLeftMs(clocks, s, Date.now()) ?? Infinity)) : Infinity;
  const now = useNow(tickMs(Number.isFinite(first) ? first : Infinity), Number.isFinite(first));
  const p = pace ?? clocks?.pace;
  if (!p || p === 'none') return null;
  if (!clocks || !Number.isFinite(first)) return <span className="game-clock">{paceName(t, p)}</span>;
  const left = Math.min(...deciding.map((s) => timeLeftMs(clocks, s, now) ?? Infinity));
  return (
    <span className="game-clock" role="timer" data-testid="game-clock">
      {t(`${NS}:myGames.timeLeft`, { pace: paceName(t, p), time: durationText(t, left) })}
    </span>
  );
}
