import { useTranslation } from 'react-i18next';
import { tickMs, timeLeftMs } from './clock.js';
import type { Pace, ReceivedClocks } from './types.js';
import { useNow } from './use-now.js';
import { NS, durationText, paceName } from './words.js';
import './clock.css';

interface GameClockProps {
  pace: Pace | undefined;
  clocks: ReceivedClocks | null | undefined;
  /** A seat's name ("Bonny"), to say whose clock runs. */
  nameOf?: (playerID: string) => string;
  /** The reader's seat: their own clock reads "your decision". */
  viewer?: string | null;
}

/**
 * A match's clock in a list ("my games"): the pace, whose decision it is and the time left to the
 * seat whose deadline comes first, counting down ("Daily · Bonny to decide · 23 hours left").
 * Without a deadline just the pace (nothing for the pace none).
 */
export function GameClock({ pace, clocks, nameOf, viewer = null }: GameClockProps) {
  const { t } = useTranslation();
  const deciding = clocks?.seats.filter((s) => s.deciding && s.deadline !== null) ?? [];
  const first = clocks ? Math.min(...deciding.map((s) => timeLeftMs(clocks, s, Date.now()) ?? Infinity)) : Infinity;
  const now = useNow(tickMs(Number.isFinite(first) ? first : Infinity), Number.isFinite(first));
  const p = pace ?? clocks?.pace;
  if (!p || p === 'none') return null;
  if (!clocks || !Number.isFinite(first)) return <span className="game-clock">{paceName(t, p)}</span>;
  const lefts = deciding.map((s) => ({ seat: s, left: timeLeftMs(clocks, s, now) ?? Infinity }));
  const soonest = lefts.reduce((a, b) => (b.left < a.left ? b : a));
  const time = durationText(t, soonest.left);
  const pacing = paceName(t, p);
  const text =
    viewer !== null && soonest.seat.playerID === viewer
      ? t(`${NS}:myGames.timeLeftYou`, { pace: pacing, time })
      : nameOf
        ? t(`${NS}:myGames.timeLeftWho`, { pace: pacing, time, who: nameOf(soonest.seat.playerID) })
        : t(`${NS}:myGames.timeLeft`, { pace: pacing, time });
  return (
    <span className="game-clock" role="timer" data-testid="game-clock">
      {text}
    </span>
  );
}
