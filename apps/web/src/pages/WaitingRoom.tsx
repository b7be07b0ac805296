import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../platform/services.js';
import type { SeatInfo } from '../connection/types.js';
import { BOT_PACES, type BotPace, type HeldSeat } from '../lobby/api.js';
import { inviteUrl } from '../lobby/links.js';
import { CopyField } from '../shared/CopyField.js';
import { errorText } from '../platform/names.js';
import './WaitingRoom.css';

/** The computer players' levels every game offers (the strong ones win nearly every game against easy ones). */
const BOT_LEVELS = ['easy', 'strong'] as const;
type BotLevel = (typeof BOT_LEVELS)[number];

/** Before every seat is taken: the invite link to pass on, and (for the host) computer players for free seats. */
export function WaitingRoom({ matchID, game, players, seat }: { matchID: string; game: string; players: SeatInfo[]; seat: HeldSeat | undefined }) {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const [error, setError] = useState<string | null>(null);
  const [level, setLevel] = useState<BotLevel>('easy');
  const [pace, setPace] = useState<BotPace>('normal');
  const free = players.filter((p) => p.name === null);
  // The lobby answers "only the host" for others; the button is offered to the seat that created the match.
  const host = seat !== undefined && seat.playerID === '0';
  return (
    <div className="notice waiting-room">
      <p>{t('table.waitingForPlayers', { count: free.length })}</p>
      <CopyField label={t('created.inviteLink')} value={inviteUrl(matchID)} shareTitle={t('created.shareTitle', { game })} testId="table-invite-link" />
      {host && free.length > 0 ? (
        <div className="actions">
          <label className="bot-level">
            {t('table.botLevelLabel')}{' '}
            <select value={level} onChange={(e) => setLevel(e.target.value === 'strong' ? 'strong' : 'easy')}>
              {BOT_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`botLevel.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="bot-level">
            {t('table.botPaceLabel')}{' '}
            <select value={pace} onChange={(e) => setPace(BOT_PACES.find((p) => p === e.target.value) ?? 'normal')}>
              {BOT_PACES.map((p) => (
                <option key={p} value={p}>
                  {t(`botPace.${p}`)}
                </option>
              ))}
            </select>
          </label>
          {free.map((p) => (
            <button
              key={p.playerID}
              type="button"
              className="small"
              onClick={() => void lobby.addBot(seat, p.playerID, level, pace).catch((err: unknown) => setError(errorText(t, err)))}
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
