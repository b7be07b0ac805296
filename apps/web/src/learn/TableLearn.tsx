import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../platform/router.js';
import type { MatchSnapshot } from '../connection/types.js';
import { loadLessons } from './lessons.js';
import { asksToLearn } from './paths.js';
import { startLearning, useLearnRecord } from './progress.js';

// The coach and the game's lessons load only for a teaching match (the lessons beside the coach, not after it).
const LearnCoach = lazy(() => import('./LearnCoach.js'));

/**
 * The table page's part of the teaching: for a match this browser learns in (or whose address asks
 * for it with `?learn=1`), the coach above the table. Nothing for other matches and for spectators.
 */
export function TableLearn({ matchID, gameName, snapshot }: { matchID: string; gameName: string | null; snapshot: MatchSnapshot }) {
  const { search } = useLocation();
  const record = useLearnRecord(matchID);
  // Only a seat learns (a spectator's address with ?learn=1 changes nothing).
  const asked = asksToLearn(search) && snapshot.playerID !== null;
  useEffect(() => {
    if (asked && record === undefined && gameName) startLearning(matchID, gameName);
  }, [asked, record, gameName, matchID]);
  const learning = record !== undefined && gameName !== null && snapshot.playerID !== null;
  const { i18n } = useTranslation();
  useEffect(() => {
    if (learning && gameName) void loadLessons(gameName, i18n).catch(() => undefined);
  }, [learning, gameName, i18n]);
  if (!learning) return null;
  return (
    <Suspense fallback={null}>
      <LearnCoach matchID={matchID} gameName={gameName} snapshot={snapshot} record={record} />
    </Suspense>
  );
}
