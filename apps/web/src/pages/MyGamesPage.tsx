import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, navigate } from '../platform/router.js';
import { useServices } from '../platform/services.js';
import { useChatUnreadCounts } from '../async/chat-unread-counts.js';
import { refreshTurns, usePageTitle, useTurns, waitingCount } from '../platform/turns.js';
import { GameClock } from '../async/GameClock.js';
import { NotifyToggle } from '../async/NotifyToggle.js';
import { formatList, formatRelativeTime } from '../i18n/index.js';
import type { GameBrief, HeldSeat } from '../lobby/api.js';
import { forgetSeat, rememberSeat, useHeldSeats } from '../connection/seats.js';
import { personName, seatName } from '../shared/seat-name.js';
import { errorText } from '../platform/names.js';
import { LearningMark } from '../learn/LearningMark.js';

/** Every match this browser holds a seat in: whose turn, last activity; the reader's turns first. */
export function MyGamesPage() {
  const { t, i18n } = useTranslation();
  const seats = useHeldSeats();
  const { games, error, loading } = useTurns();
  const count = waitingCount(games);
  usePageTitle(t('myGames.title'));
  useEffect(() => {
    void refreshTurns();
  }, []);

  const unread = useChatUnreadCounts(seats, games);
  const byMatch = new Map((games ?? []).map((g) => [g.matchID, g]));
  const rows = seats
    .map((seat) => ({ seat, brief: byMatch.get(seat.matchID) }))
    .sort((a, b) => rank(a.brief) - rank(b.brief) || lastDecision(b) - lastDecision(a));

  return (
    <main id="main" className="page my-games" tabIndex={-1}>
      <h1>{t('myGames.title')}</h1>
      <p className="lead" role="status" data-testid="waiting-count">
        {seats.length === 0 ? t('myGames.none') : count > 0 ? t('myGames.yourTurnIn', { count }) : t('myGames.noneWaiting')}
      </p>
      <NotificationOptIn />
      {error ? <p className="form-error">{t('myGames.error')}</p> : null}
      {seats.length > 0 ? (
        <ul className="game-list" aria-busy={loading}>
          {rows.map(({ seat, brief }) => (
            <GameRow key={seat.matchID} seat={seat} brief={brief} language={i18n.language} unread={unread.get(seat.matchID) ?? 0} held={seats} />
          ))}
        </ul>
      ) : (
        <p>
          <Link to="/">{t('myGames.create')}</Link>
        </p>
      )}
    </main>
  );
}

/** When the match's current decision began (the newest first), else its last activity. */
function lastDecision({ seat, brief }: { seat: HeldSeat; brief: GameBrief | undefined }): number {
  return brief?.turnStartedAt ?? brief?.updatedAt ?? seat.savedAt;
}

/** Your turn first, then running games, then those waiting for players, then finished ones. */
function rank(brief: GameBrief | undefined): number {
  if (!brief) return 3;
  if (brief.finished) return 4;
  if (brief.myTurn) return 0;
  return brief.started ? 1 : 2;
}

function GameRow({ seat, brief, language, unread, held }: { seat: HeldSeat; brief: GameBrief | undefined; language: string; unread: number; held: readonly HeldSeat[] }) {
  const { t } = useTranslation();
  const game = t(`games.${seat.gameName}.name`, { defaultValue: seat.gameName });
  const nameOf = (id: string) => {
    const index = brief?.players.findIndex((p) => p.playerID === id) ?? -1;
    return index < 0 ? '?' : seatName(t, brief?.players[index], index);
  };
  const names = brief?.players.map((p, i) => seatName(t, p, i, t('invite.freeSeat'))) ?? [];
  const toAct = brief?.toAct.map(nameOf) ?? [];
  let state: string;
  if (!brief) state = t('myGames.unknown');
  else if (brief.finished) {
    const winners = brief.winners.map(nameOf);
    state = t('myGames.finished', { players: formatList(language, winners) });
  } else if (!brief.started) state = t('myGames.waitingForPlayers');
  else if (brief.myTurn) state = t('myGames.yourTurn');
  else state = t('myGames.theirTurn', { players: formatList(language, toAct) });
  const yours = brief?.myTurn === true && !brief.finished;
  return (
    <li className={`game-row${yours ? ' yours' : ''}`} data-testid="game-row">
      <div className="game-row-main">
        <Link to={`/match/${encodeURIComponent(seat.matchID)}`} className="game-row-link">
          <strong>
            {game} <LearningMark matchID={seat.matchID} />
          </strong>
          <span>{state}</span>
        </Link>
        <span className="game-row-meta">
          {t('myGames.as', { name: personName(t, seat.playerName) })}
          {names.length > 0 ? ` · ${names.join(', ')}` : ''}
          {brief?.updatedAt ? ` · ${t('myGames.lastActivity', { when: formatRelativeTime(language, brief.updatedAt) })}` : ''}
        </span>
        {unread > 0 ? (
          <span className="game-row-unread" data-testid="chat-unread">
            {t('myGames.unreadChat', { count: unread })}
          </span>
        ) : null}
        {brief && !brief.finished ? <GameClock pace={brief.pace} clocks={brief.clocks} nameOf={nameOf} viewer={seat.playerID} /> : null}
        {brief?.finished && brief.nextMatchID ? <RematchLink seat={seat} nextMatchID={brief.nextMatchID} held={held} /> : null}
        {brief && !brief.finished ? <NotifyToggle seat={seat} compact /> : null}
      </div>
      <button type="button" className="quiet small" onClick={() => window.confirm(t('myGames.forgetConfirm')) && forgetSeat(seat.matchID)}>
        {t('myGames.forget')}
      </button>
    </li>
  );
}

/** A finished match whose rematch was started: the way to it (taking this seat's place in it, if not held yet). */
function RematchLink({ seat, nextMatchID, held }: { seat: HeldSeat; nextMatchID: string; held: readonly HeldSeat[] }) {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const [error, setError] = useState<string | null>(null);
  const path = `/match/${encodeURIComponent(nextMatchID)}`;
  if (held.some((h) => h.matchID === nextMatchID)) {
    return (
      <Link to={path} className="game-row-rematch" data-testid="rematch-link">
        {t('myGames.rematchOpen')}
      </Link>
    );
  }
  return (
    <span>
      <button
        type="button"
        className="small game-row-rematch"
        data-testid="rematch-link"
        onClick={() =>
          void lobby.rematch(seat).then(
            (grant) => {
              rememberSeat(grant);
              navigate(`/match/${encodeURIComponent(grant.matchID)}`);
            },
            (err: unknown) => setError(errorText(t, err)),
          )
        }
      >
        {t('myGames.rematchJoin')}
      </button>
      {error ? (
        <span className="form-error" role="alert">
          {' '}
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** Asks for browser notifications only when the reader presses the button. */
function NotificationOptIn() {
  const { t } = useTranslation();
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  if (!supported || permission === 'denied') return null;
  if (permission === 'granted') return <p className="hint">{t('myGames.notificationsOn')}</p>;
  return (
    <p>
      <button type="button" onClick={() => void Notification.requestPermission().then(setPermission)}>
        {t('myGames.enableNotifications')}
      </button>
    </p>
  );
}
