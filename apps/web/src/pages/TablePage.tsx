import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, navigate } from '../platform/router.js';
import { useServices } from '../platform/services.js';
import { AsyncStatus, AsyncTable } from '../async/AsyncTable.js';
import { useAsyncSlots } from '../async/table-context.js';
import { refreshTurns, usePageTitle } from '../platform/turns.js';
import { useConnection } from '../connection/preconnect.js';
import { useMatchSnapshot } from '../connection/use-connection.js';
import type { MatchConnection, MatchSnapshot } from '../connection/types.js';
import { rememberSeat, useHeldSeat } from '../connection/seats.js';
import { ConnectionBanner } from '../shared/ConnectionBanner.js';
import { HintCounts, hintChips } from '../hints/HintCounts.js';
import { TableLearn } from '../learn/TableLearn.js';
import { errorText } from '../platform/names.js';
import { SeatPanel } from './SeatPanel.js';
import { WaitingRoom } from './WaitingRoom.js';
import { useGameTable } from './use-game-table.js';
import { personName } from '../shared/seat-name.js';

// A seat's tools that the first paint does without load on demand, only where they are shown
// (a spectator loads none of them): turn notices, the group channel, the hint panel.
const NotifyToggle = lazy(() => import('../async/NotifyToggle.js').then((m) => ({ default: m.NotifyToggle })));
const GroupChannelForm = lazy(() => import('../async/GroupChannelForm.js').then((m) => ({ default: m.GroupChannelForm })));
const HintPanel = lazy(() => import('../hints/HintPanel.js').then((m) => ({ default: m.HintPanel })));

/** How long after a new state the games list is asked again (moves in quick succession ask once). */
const TURNS_AFTER_MS = 300;

/** What hints add to each seat's panel: the hints it used (shown to everyone). */
function seatHints({ hints, players }: Pick<MatchSnapshot, 'hints' | 'players'>) {
  return hintChips(hints ? { used: hints.used, players } : null);
}

/** A match's table: as this browser's seat, or watching (spectators see only public information). */
export function TablePage({ matchID, watch = false }: { matchID: string; watch?: boolean }) {
  const services = useServices();
  const { t } = useTranslation();
  const seat = useHeldSeat(matchID);
  const held = watch ? undefined : seat;
  const connection = useConnection(services, { matchID, playerID: held?.playerID ?? null, credentials: held?.credentials });
  if (!connection) {
    return (
      <main id="main" className="page table-page" tabIndex={-1}>
        <p role="status">{t('table.loading')}</p>
      </main>
    );
  }
  return (
    <AsyncTable matchID={matchID} connection={connection} seatExtras={seatHints}>
      <LiveTable connection={connection} matchID={matchID} gameHint={held?.gameName || null} />
    </AsyncTable>
  );
}

function LiveTable({ connection, matchID, gameHint }: { connection: MatchConnection; matchID: string; gameHint: string | null }) {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const snapshot = useMatchSnapshot(connection);
  const gameName = snapshot.gameName ?? gameHint;
  const load = useGameTable(gameName);
  const seated = snapshot.playerID !== null;
  const game = gameName ? t(`games.${gameName}.name`, { defaultValue: gameName }) : '';
  const myTurn = load.state === 'ready' && seated && snapshot.G !== null && load.table.seatsToAct(snapshot.G).includes(snapshot.playerID as string);
  usePageTitle(myTurn ? t('table.titleYourTurn', { game }) : game ? t('table.title', { game }) : t('table.loading'));
  const [rematchError, setRematchError] = useState<string | null>(null);

  // The games list (tab title count) follows this table, a moment after the new state is on screen:
  // asked at once, the lobby request and the re-render it brings ran before the board's frame.
  useEffect(() => {
    if (snapshot.stateID < 0) return;
    const timer = setTimeout(() => void refreshTurns(), TURNS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [snapshot.stateID]);

  const held = useHeldSeat(matchID);
  // Asynchronous play: the seats' clocks in their panels, the chat beside the log.
  const slots = useAsyncSlots();
  const over = snapshot.gameover !== undefined && snapshot.gameover !== null;
  // Where the table allows hints: a "Hint" tab beside the log, on phones a "Hint" button in the decision's
  // bar (asking or answering moves nothing on the table).
  const hintPanel =
    gameName && connection.askHint && snapshot.hints?.allowed === true ? (
      <Suspense fallback={null}>
        <HintPanel gameName={gameName} allowed deciding={myTurn && !over} stateID={snapshot.stateID} ask={() => connection.askHint?.() ?? Promise.reject(new Error('no hints'))} detail={load.state === 'ready' && load.table.hintDetail ? (m) => load.table.hintDetail?.(t, m) ?? null : undefined} />
      </Suspense>
    ) : null;
  const tableSlots = hintPanel ? { ...slots, logTabs: [...(slots?.logTabs ?? []), { id: 'hint', label: t('table.hintTab'), content: hintPanel, besideDecision: true }] } : slots;
  const rematchReady = useRematchReady(matchID, over) || Boolean(snapshot.nextMatchID);
  const endActions = (
    <>
      <HintCounts used={snapshot.hints?.used} players={snapshot.players} />
      {held ? (
        <button
          type="button"
          className="primary"
          onClick={() =>
            void lobby.rematch(held).then(
              (grant) => {
                rememberSeat(grant);
                navigate(`/match/${encodeURIComponent(grant.matchID)}`);
              },
              (err: unknown) => setRematchError(errorText(t, err)),
            )
          }
        >
          {rematchReady ? t('table.joinRematch') : t('table.rematch')}
        </button>
      ) : null}
      <button type="button" onClick={() => navigate(`/match/${encodeURIComponent(matchID)}/replay`)}>
        {t('table.replay')}
      </button>
      {rematchReady ? <p className="hint">{t('table.rematchReady')}</p> : null}
      {rematchError ? (
        <p className="form-error" role="alert">
          {rematchError}
        </p>
      ) : null}
    </>
  );

  return (
    <main id="main" className="page table-page" tabIndex={-1}>
      <header className="table-header">
        <h1>{game || t('table.loading')}</h1>
        <p className="table-role">
          {seated ? t('table.playingAs', { name: personName(t, snapshot.players.find((p) => p.playerID === snapshot.playerID)?.name ?? held?.playerName ?? '') }) : t('table.watching')}
        </p>
        {seated && held ? <SeatPanel seat={held} /> : null}
        {seated && held && !over ? (
          <Suspense fallback={null}>
            <NotifyToggle seat={held} />
            <GroupChannelForm seat={held} />
          </Suspense>
        ) : null}
      </header>
      <ConnectionBanner snapshot={snapshot} onRetry={() => connection.reconnect()} />
      <AsyncStatus snapshot={snapshot} connection={connection} />
      {snapshot.status !== 'failed' && snapshot.stateID >= 0 && !snapshot.started ? <WaitingRoom matchID={matchID} game={game} players={snapshot.players} seat={held} /> : null}
      {snapshot.started ? <TableLearn matchID={matchID} gameName={gameName} snapshot={snapshot} /> : null}
      {snapshot.status === 'failed' ? (
        <p>
          <Link to="/games">{t('nav.myGames')}</Link>
        </p>
      ) : load.state === 'missing' ? (
        <p role="alert">{t('table.noTable', { game })}</p>
      ) : load.state === 'error' ? (
        <p role="alert">
          {t('table.loadFailed')} <button onClick={() => window.location.reload()}>{t('common.reload')}</button>
        </p>
      ) : load.state === 'ready' && snapshot.G !== null ? (
        <load.table.Table snapshot={snapshot} makeMove={(name, args) => connection.makeMove(name, args)} endActions={over ? endActions : undefined} slots={tableSlots} />
      ) : (
        <p role="status" className="loading">
          {t('table.loading')}
        </p>
      )}
    </main>
  );
}

/**
 * After the end: whether another player already started the rematch. The socket says so at once
 * (`players` with `nextMatchID`); this asks the lobby too, once and every little while, for a page
 * that opened after the message.
 */
function useRematchReady(matchID: string, over: boolean): boolean {
  const { lobby } = useServices();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!over || ready) return;
    let live = true;
    const check = () =>
      lobby.getMatch(matchID).then(
        (m) => live && setReady(m.nextMatchID !== null),
        () => undefined,
      );
    void check();
    const timer = setInterval(() => void check(), 15_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [lobby, matchID, over, ready]);
  return ready;
}
