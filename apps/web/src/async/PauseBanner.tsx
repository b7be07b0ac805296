import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../connection/types.js';
import { dayTimeText, nameOf, namesText, seatRequestError } from './seat-time.js';
import type { ReceivedClocks, SeatRequests, VoteResult } from '../connection/frames/async-play.js';
import { NS } from './words.js';
import './away.css';

interface PauseBannerProps {
  clocks: ReceivedClocks | null | undefined;
  viewer: string | null;
  players: readonly SeatInfo[];
  over: boolean;
  request: (<K extends keyof SeatRequests>(message: K, payload: SeatRequests[K]) => Promise<VoteResult>) | undefined;
}

/**
 * A paused match's banner ("Paused by Anne and Ben since 27 November, 14:50") with "Resume" for any
 * seat; while it runs, the seat's vote to pause it (a majority of the present seats pauses it).
 */
export function PauseBanner({ clocks, viewer, players, over, request }: PauseBannerProps) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const pause = clocks?.pause;
  if (!clocks || !pause || over) return null;
  const seated = viewer !== null && request !== undefined;
  const send = <K extends keyof SeatRequests>(message: K, payload: SeatRequests[K]) => {
    if (request) void request(message, payload).then((r) => setError(r.ok ? null : seatRequestError(t, r.error)));
  };
  const errorLine = error ? (
    <p className="form-error" role="alert">
      {error}
    </p>
  ) : null;
  if (pause.since !== null) {
    const names = namesText(i18n.language, pause.by.map((id) => nameOf(t, players, id)));
    return (
      <section className="pause-banner" role="status" aria-label={t(`${NS}:pause.title`)} data-testid="pause-banner">
        <p>{t(`${NS}:pause.banner`, { names, since: dayTimeText(i18n.language, pause.since) })}</p>
        {seated ? (
          <button type="button" className="small" onClick={() => send('resume', {})}>
            {t(`${NS}:pause.resume`)}
          </button>
        ) : null}
        {errorLine}
      </section>
    );
  }
  const me = clocks.seats.find((s) => s.playerID === viewer);
  const present = seated && me !== undefined && !me.absent && !me.computer && !me.away;
  // Without a time limit there is no clock to stop: no vote is offered (a pause still shows).
  if ((!present || clocks.pace === 'none') && pause.votes.length === 0) return null;
  const voted = viewer !== null && pause.votes.includes(viewer);
  return (
    <section className="pause-votes" aria-label={t(`${NS}:pause.title`)} data-testid="pause-votes">
      {pause.votes.length > 0 ? <span className="clock-votes">{t(`${NS}:pause.votes`, { count: pause.votes.length })}</span> : null}
      {present ? (
        <button type="button" className="small" aria-pressed={voted} onClick={() => send('pause', { agree: !voted })}>
          {voted ? t(`${NS}:pause.unvote`) : t(`${NS}:pause.vote`)}
        </button>
      ) : null}
      {errorLine}
    </section>
  );
}
