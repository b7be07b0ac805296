import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../platform/router.js';
import { useServices } from '../platform/services.js';
import { usePageTitle } from '../platform/turns.js';
import { ReplayAsync } from '../async/ReplayAsync.js';
import { HintCounts, hintChips } from '../hints/HintCounts.js';
import { ReviewPanel } from '../review/ReviewPanel.js';
import { ReplayNavProvider } from '../shared/shell/replay-nav.js';
import { ReplayLogMarks } from '../async/seat/log-marks-context.js';
import { ReplayTableEvents } from '../async/table-events-context.js';
import { seatFor } from '../connection/seats.js';
import type { ReplayData } from '../connection/frames/replay.js';
import { errorText } from '../platform/names.js';
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
  const hintBadges = useMemo(() => hintChips(replayHints), [replayHints]);
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
          <ReplayAsync matchID={matchID} seatExtras={hintBadges}>
            <HintCounts used={replayHints?.used} players={replayHints?.players ?? []} />
            <ReplayLogMarks replay={replay}>
              <ReplayTableEvents replay={replay} viewer={seatFor(matchID)?.playerID ?? null}>
                <load.table.Replay replay={replay} />
              </ReplayTableEvents>
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
