import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '../app/router.js';
import type { MatchSnapshot } from '../connection/types.js';
import { asksToLearn } from './paths.js';
import { startLearning, useLearnRecord } from './progress.js';

// The coach and the rules it reads load only for a teaching match.
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
  if (record === undefined || gameName === null || snapshot.playerID === null) return null;
  return (
    <Suspense fallback={null}>
      <LearnCoach matchID={matchID} gameName={gameName} snapshot={snapshot} record={record} />
    </Suspense>
  );
}
