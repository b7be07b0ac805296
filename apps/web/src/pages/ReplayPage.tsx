import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../app/router.js';
import { useServices } from '../app/services.js';
import { usePageTitle } from '../app/turns.js';
import { ReplayAsync } from '../async/ReplayAsync.js';
import { ReviewPanel } from '../review/ReviewPanel.js';
import { ReplayNavProvider } from '../review/replay-nav.js';
import { ReplayLogMarks } from '../async/seat/log-marks-context.js';
import type { ReplayData } from '../games/types.js';
import { errorText } from './names.js';
import { useGameTable } from './use-game-table.js';

/** A finished match replayed move by move, every secret revealed. */
export function ReplayPage({ matchID }: { matchID: string }) {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const [replay, setReplay] = useState<ReplayData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useGameTable(replay?.gameName);
  // Every hint is shown to everyone: the count in each seat's panel and under the pace.
  const replayHints = useMemo(() => (replay?.hints ? { used: replay.hints.used, players: replay.players.map((p) => ({ playerID: p.playerID, name: p.name, bot: p.bot ?? null })) } : undefined), [replay]);
  const game = replay ? t(`games.${replay.gameName}.name`, { defaultValue: replay.gameName }) : '';
  usePageTitle(t('replay.title', { game }));

  useEffect(() => {
    if (!lobby.replay) {
      setError(t('replay.unavailable'));
      return;
    }
    let live = true;
    lobby.replay(matchID).then(
      (data) => live && setReplay(data),
      (err: unknown) => live && setError(errorText(t, err)),
    );
    return () => {
      live = false;
    };
  }, [lobby, matchID, t]);

  return (
    <main id="main" className="page replay-page" tabIndex={-1}>
      <header className="table-header">
        <h1>{t('replay.title', { game })}</h1>
        <Link to={`/match/${encodeURIComponent(matchID)}`}>{t('replay.backToTable')}</Link>
      </header>
      {error ? (
        <p role="alert">{error}</p>
      ) : load.state === 'ready' && replay && load.table.Replay ? (
        <ReplayNavProvider>
          <ReplayAsync matchID={matchID} hints={replayHints}>
            <ReplayLogMarks replay={replay}>
              <load.table.Replay replay={replay} />
            </ReplayLogMarks>
          </ReplayAsync>
          <ReviewPanel matchID={matchID} gameName={replay.gameName} players={replay.players} />
        </ReplayNavProvider>
      ) : load.state === 'ready' ? (
        <p role="alert">{t('replay.unavailable')}</p>
      ) : (
        <p role="status">{t('table.loading')}</p>
      )}
    </main>
  );
}
