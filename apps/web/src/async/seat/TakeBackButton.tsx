import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEAT_NS } from './log-marks-context.js';
import type { TakeBackWhyNot } from '../../connection/frames/log-marks.js';
import type { SeatToolResult } from '../../connection/frames/seat-tools.js';
import './seat.css';

const KNOWN = new Set(['takeBack.othersActed', 'takeBack.reveals', 'takeBack.nothing', 'takeBack.once', 'takeBack.late', 'state.stale']);

interface TakeBackButtonProps {
  /** The seat may take back its last move now (its own move, marked by the server as revealing nothing, nobody acted since). */
  canTakeBack: boolean;
  /** Why not, after the seat's own move that cannot be taken back: "Undo" stays in sight, unavailable, and says why on hover and focus. */
  whyNot?: TakeBackWhyNot | null;
  stateID: number;
  online: boolean;
  takeBack: () => Promise<SeatToolResult>;
}

/**
 * "Undo", beside the status line: one click; the server decides again, and a refusal is told in words.
 * After the seat's own move that cannot be taken back, "Undo" is shown unavailable (aria-disabled, so it
 * can still be focused) with the reason as its tooltip.
 */
export function TakeBackButton({ canTakeBack, whyNot = null, stateID, online, takeBack }: TakeBackButtonProps) {
  const { t } = useTranslation();
  const whyId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ stateID: number; code: string } | null>(null);
  // A refusal is told until the match moves on past the state it answered (a refusal usually comes with one new state).
  const shownError = error !== null && stateID <= error.stateID + 1 ? error.code : null;
  if (!canTakeBack && shownError === null && whyNot !== null) {
    return (
      <span className="take-back" data-testid="take-back">
        <span className="take-back-unavailable">
          <button type="button" className="small" aria-disabled="true" aria-describedby={whyId}>
            {t(`${SEAT_NS}:takeBack.button`)}
          </button>
          <span id={whyId} role="tooltip" className="take-back-why">
            {t(`${SEAT_NS}:takeBack.whyNot.${whyNot}`)}
          </span>
        </span>
      </span>
    );
  }
  if (!canTakeBack && shownError === null) return null;
  return (
    <span className="take-back" data-testid="take-back">
      {canTakeBack ? (
        <button
          type="button"
          className="small"
          aria-label={t(`${SEAT_NS}:takeBack.label`)}
          disabled={busy || !online}
          onClick={() => {
            setBusy(true);
            void takeBack().then((result) => {
              setBusy(false);
              setError(result.ok ? null : { stateID, code: result.error.code });
            });
          }}
        >
          {t(`${SEAT_NS}:takeBack.button`)}
        </button>
      ) : null}
      {shownError !== null ? (
        <span role="status" className="take-back-error">
          {t(`${SEAT_NS}:takeBack.error.${KNOWN.has(shownError) ? shownError : 'other'}`)}
        </span>
      ) : null}
    </span>
  );
}
