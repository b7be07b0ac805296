import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchConnection, MatchSnapshot } from '../../connection/types.js';
import { SEAT_NS } from './log-marks-context.js';
import './seat.css';

const KNOWN = new Set(['takeBack.othersActed', 'takeBack.reveals', 'takeBack.nothing', 'state.stale']);

/**
 * "Undo": shown to a seat only while it may take back its last move (its own move, which the server
 * marked as revealing nothing, and nobody has acted since). One click; the server decides again.
 */
export function TakeBackButton({ snapshot, connection }: { snapshot: MatchSnapshot; connection: MatchConnection }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ stateID: number; code: string } | null>(null);
  // A refusal is told until the match moves on past the state it answered (a refusal usually comes with one new state).
  const shownError = error !== null && snapshot.stateID <= error.stateID + 1 ? error.code : null;
  if (connection.takeBack === undefined || (!snapshot.canTakeBack && shownError === null)) return null;
  const take = connection.takeBack.bind(connection);
  return (
    <div className="take-back" data-testid="take-back">
      {snapshot.canTakeBack ? (
        <button
          type="button"
          className="small"
          aria-label={t(`${SEAT_NS}:takeBack.label`)}
          disabled={busy || snapshot.status !== 'online'}
          onClick={() => {
            setBusy(true);
            const at = snapshot.stateID;
            void take().then((result) => {
              setBusy(false);
              setError(result.ok ? null : { stateID: at, code: result.error.code });
            });
          }}
        >
          {t(`${SEAT_NS}:takeBack.button`)}
        </button>
      ) : null}
      {shownError !== null ? (
        <p role="status" className="take-back-error">
          {t(`${SEAT_NS}:takeBack.error.${KNOWN.has(shownError) ? shownError : 'other'}`)}
        </p>
      ) : null}
    </div>
  );
}
