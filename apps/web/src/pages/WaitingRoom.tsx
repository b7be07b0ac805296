import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services.js';
import type { SeatInfo } from '../connection/types.js';
import type { HeldSeat } from '../lobby/api.js';
import { inviteUrl } from '../lobby/links.js';
import { CopyField } from '../shared/CopyField.js';
import { errorText } from './names.js';

/** Before every seat is taken: the invite link to pass on, and (for the host) computer players for free seats. */
export function WaitingRoom({ matchID, game, players, seat }: { matchID: string; game: string; players: SeatInfo[]; seat: HeldSeat | undefined }) {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const [error, setError] = useState<string | null>(null);
  const free = players.filter((p) => p.name === null);
  // The lobby answers "only the host" for others; the button is offered to the seat that created the match.
  const host = seat !== undefined && seat.playerID === '0';
  return (
    <div className="notice waiting-room">
      <p>{t('table.waitingForPlayers', { count: free.length })}</p>
      <CopyField label={t('created.inviteLink')} value={inviteUrl(matchID)} shareTitle={t('created.shareTitle', { game })} testId="table-invite-link" />
      {host && free.length > 0 ? (
        <div className="actions">
          {free.map((p) => (
            <button
              key={p.playerID}
              type="button"
              className="small"
              onClick={() => void lobby.addBot(seat, p.playerID, 'easy').catch((err: unknown) => setError(errorText(t, err)))}
            >
              {t('table.addBot', { n: Number(p.playerID) + 1 })}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
