import { useTranslation } from 'react-i18next';
import { useServices } from '../platform/services.js';
import type { HeldSeat } from '../lobby/api.js';
import { rememberSeat } from '../connection/seats.js';
import { CopyField } from '../shared/CopyField.js';
import { useLobbyRequest } from './use-lobby-request.js';

/** This browser's seat: its link (to come back from another device) and a way to replace it. */
export function SeatPanel({ seat }: { seat: HeldSeat }) {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const { busy, error, run } = useLobbyRequest();
  const rotate = async () => {
    if (!window.confirm(t('seat.rotateConfirm'))) return;
    await run(async () => rememberSeat(await lobby.rotateSeatLink(seat)));
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
