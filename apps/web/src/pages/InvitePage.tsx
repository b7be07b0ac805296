import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, navigate } from '../platform/router.js';
import { useServices } from '../platform/services.js';
import { usePageTitle } from '../platform/turns.js';
import { PaceNote } from '../async/PaceChooser.js';
import { preconnect } from '../connection/preconnect.js';
import { HintsNote } from '../hints/HintCounts.js';
import { LobbyError, type MatchInfo } from '../lobby/api.js';
import { rememberSeat, seatFor } from '../connection/seats.js';
import { personName, seatName } from '../shared/seat-name.js';
import { NameField } from './NameField.js';
import { useLobbyRequest } from './use-lobby-request.js';
import { checkName, errorText } from '../platform/names.js';

/** The invite link: the match, who sits where, the free seats; pick one and a name, then to the table. */
export function InvitePage({ matchID }: { matchID: string }) {
  const { t } = useTranslation();
  const { lobby, connect } = useServices();
  const id = useId();
  const [match, setMatch] = useState<MatchInfo | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [seat, setSeat] = useState<string | null>(null);
  const [name, setName] = useState('');
  const { busy, error, setError, run } = useLobbyRequest();
  const held = seatFor(matchID);
  const gameTitle = match ? t(`games.${match.gameName}.name`, { defaultValue: match.gameName }) : '';
  usePageTitle(match ? t('invite.title', { game: gameTitle }) : t('invite.loading'));

  const load = useCallback(async () => {
    try {
      const info = await lobby.getMatch(matchID);
      setMatch(info);
      setLoadError(null);
      const free = info.players.filter((p) => p.name === null);
      setSeat((s) => (s !== null && free.some((p) => p.playerID === s) ? s : (free[0]?.playerID ?? null)));
    } catch (err) {
      setLoadError(errorText(t, err));
    }
  }, [lobby, matchID, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const join = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkName(name);
    if (problem) return setError(t(`names.${problem}`));
    if (seat === null) return setError(t('invite.pickSeat'));
    await run(
      async () => {
        const grant = await lobby.joinMatch(matchID, { playerID: seat, playerName: name.trim() });
        rememberSeat(grant);
        // The seat's socket opens now, before the table renders (the table takes it over).
        preconnect(connect, { matchID, playerID: grant.playerID, credentials: grant.credentials });
        navigate(`/match/${encodeURIComponent(matchID)}`);
      },
      // Somebody may have taken the seat first: show the seats as they are now.
      async (err) => {
        if (err instanceof LobbyError && err.status === 409) await load();
      },
    );
  };

  if (loadError) {
    return (
      <main id="main" className="page invite" tabIndex={-1}>
        <h1>{t('invite.notFoundTitle')}</h1>
        <p role="alert">{loadError}</p>
        <p>
          <Link to="/">{t('nav.home')}</Link>
        </p>
      </main>
    );
  }
  if (!match) {
    return (
      <main id="main" className="page invite" tabIndex={-1}>
        <p role="status">{t('invite.loading')}</p>
      </main>
    );
  }
  const free = match.players.filter((p) => p.name === null);
  return (
    <main id="main" className="page invite" tabIndex={-1}>
      <h1>{t('invite.title', { game: gameTitle })}</h1>
      <p className="lead">{t(`games.${match.gameName}.tagline`, { defaultValue: '' })}</p>
      <PaceNote pace={match.pace} />
      <HintsNote allowed={match.hintsAllowed} />
      <h2>{t('invite.seats')}</h2>
      <ul className="seat-list" data-testid="seat-list">
        {match.players.map((p, i) => (
          <li key={p.playerID} className={p.name === null ? 'free' : 'taken'}>
            <span className="seat-number">{t('ui:seatN', { n: i + 1 })}</span>
            <span>{seatName(t, p, i, t('invite.freeSeat'))}</span>
          </li>
        ))}
      </ul>
      {held ? (
        <div className="notice">
          <p>{t('invite.alreadySeated', { name: personName(t, held.playerName) })}</p>
          <button type="button" className="primary" onClick={() => navigate(`/match/${encodeURIComponent(matchID)}`)}>
            {t('invite.toTable')}
          </button>
        </div>
      ) : free.length === 0 || match.started ? (
        <div className="notice">
          <p>{match.finished ? t('invite.finished') : t('invite.full')}</p>
          <button type="button" onClick={() => navigate(`/match/${encodeURIComponent(matchID)}/watch`)}>
            {t('invite.watch')}
          </button>
        </div>
      ) : (
        <form className="join-form" onSubmit={(e) => void join(e)} noValidate>
          <fieldset>
            <legend>{t('invite.pickSeat')}</legend>
            {free.map((p) => (
              <label key={p.playerID} className="choice pill">
                <input type="radio" name={`${id}-seat`} value={p.playerID} checked={seat === p.playerID} onChange={() => setSeat(p.playerID)} />
                <span>{t('ui:seatN', { n: Number(p.playerID) + 1 })}</span>
              </label>
            ))}
          </fieldset>
          <NameField value={name} onChange={setName} invalid={error !== null && checkName(name) !== null} />
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              {busy ? t('common.working') : t('invite.join')}
            </button>
            <button type="button" className="quiet" onClick={() => navigate(`/match/${encodeURIComponent(matchID)}/watch`)}>
              {t('invite.watch')}
            </button>
          </div>
        </form>
      )}
    </main>
  );
}
