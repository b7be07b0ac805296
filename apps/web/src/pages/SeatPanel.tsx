import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services.js';
import type { HeldSeat } from '../lobby/api.js';
import { rememberSeat } from '../lobby/seats.js';
import { CopyField } from '../shared/CopyField.js';
import { errorText } from './names.js';

/** This browser's seat: its link (to come back from another device) and a way to replace it. */
export function SeatPanel({ seat }: { seat: HeldSeat }) {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rotate = async () => {
    if (!window.confirm(t('seat.rotateConfirm'))) return;
    setBusy(true);
    setError(null);
    try {
      rememberSeat(await lobby.rotateSeatLink(seat));
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="seat-panel">
      <summary>{t('seat.title')}</summary>
      {seat.seatLink ? <CopyField label={t('created.seatLink')} value={seat.seatLink} note={t('created.seatNote')} /> : <p className="hint">{t('seat.noLink')}</p>}
      <p className="hint">{t('seat.rotateNote')}</p>
      <button type="button" className="small" disabled={busy} onClick={() => void rotate()}>
        {t('seat.rotate')}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </details>
  );
}
