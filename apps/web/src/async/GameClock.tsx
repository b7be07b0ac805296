import { useTranslation } from 'react-i18next';
import { tickMs, timeLeftMs } from './clock.js';
import { dayText, dayTimeText, namesText } from './seat-time.js';
import type { Pace, ReceivedClocks } from '../connection/frames/async-play.js';
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
 * A clock standing still never reads as running: a paused match says who paused it and since when
 * ("Daily · paused by Anne since 27 November, 14:50"), a seat on vacation until when ("Bonny is away
 * until 3 December"). Without a deadline just the pace (nothing for the pace none).
 */
export function GameClock({ pace, clocks, nameOf, viewer = null }: GameClockProps) {
  const { t, i18n } = useTranslation();
  const paused = clocks?.pause?.since != null ? clocks.pause : null;
  // While paused no deadline runs, whatever a seat's row still says.
  const running = paused ? [] : (clocks?.seats.filter((s) => s.deciding && s.deadline !== null) ?? []);
  const first = clocks ? Math.min(...running.map((s) => timeLeftMs(clocks, s, Date.now()) ?? Infinity)) : Infinity;
  const now = useNow(tickMs(Number.isFinite(first) ? first : Infinity), Number.isFinite(first));
  const p = pace ?? clocks?.pace;
  if (!p || p === 'none') return null;
  const pacing = paceName(t, p);
  const name = (id: string) => nameOf?.(id) ?? id;
  const away = (clocks?.seats ?? [])
    .filter((s) => s.away != null)
    .map((s) => (s.playerID === viewer ? t(`${NS}:myGames.awayYou`, { date: dayText(i18n.language, s.away as string) }) : t(`${NS}:away.other`, { name: name(s.playerID), date: dayText(i18n.language, s.away as string) })));
  let head: string;
  let timer = false;
  if (paused?.since != null) {
    const since = dayTimeText(i18n.language, paused.since);
    head = paused.by.length > 0 ? t(`${NS}:myGames.paused`, { pace: pacing, names: namesText(i18n.language, paused.by.map(name)), since }) : t(`${NS}:myGames.pausedSince`, { pace: pacing, since });
  } else if (clocks && Number.isFinite(first)) {
    const lefts = running.map((s) => ({ seat: s, left: timeLeftMs(clocks, s, now) ?? Infinity }));
    const soonest = lefts.reduce((a, b) => (b.left < a.left ? b : a));
    const time = durationText(t, soonest.left);
    head =
      viewer !== null && soonest.seat.playerID === viewer
        ? t(`${NS}:myGames.timeLeftYou`, { pace: pacing, time })
        : nameOf
          ? t(`${NS}:myGames.timeLeftWho`, { pace: pacing, time, who: nameOf(soonest.seat.playerID) })
          : t(`${NS}:myGames.timeLeft`, { pace: pacing, time });
    timer = true;
  } else if (away.length === 0) {
    return <span className="game-clock">{pacing}</span>;
  } else head = pacing;
  const state = paused ? 'paused' : timer ? 'running' : 'stopped';
  return (
    <span className="game-clock" role={timer ? 'timer' : undefined} data-testid="game-clock" data-clock={state}>
      {[head, ...away].join(' · ')}
    </span>
  );
}
