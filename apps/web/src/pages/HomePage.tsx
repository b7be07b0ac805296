import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, navigate } from '../platform/router.js';
import { useServices } from '../platform/services.js';
import { usePageTitle } from '../platform/turns.js';
import { PaceChooser } from '../async/PaceChooser.js';
import type { Pace } from '../connection/frames/async-play.js';
import { paceName } from '../async/words.js';
import { HintsOption } from '../hints/HintCounts.js';
import { GAMES, findGame } from '../games/registry.js';
import type { GameEntry } from '../shared/shell/game-table.js';
import type { CreatedMatch } from '../lobby/api.js';
import { createdPath, inviteUrl, watchUrl } from '../lobby/links.js';
import { rememberSeat, useHeldSeat, useHeldSeats } from '../connection/seats.js';
import { CopyField } from '../shared/CopyField.js';
import { NameField } from './NameField.js';
import { checkName } from '../platform/names.js';
import { PublicMatches } from './PublicMatches.js';
import { LearnPanel } from '../learn/LearnPanel.js';
import { useLobbyRequest } from './use-lobby-request.js';
import './home.css';

/** Home: create a match (game, seats, your name, public or private), then pass on the invite link. */
export function HomePage() {
  const { t } = useTranslation();
  const { lobby } = useServices();
  usePageTitle(t('home.title'));
  const held = useHeldSeats();
  const id = useId();
  const [gameName, setGameName] = useState(GAMES[0]?.name ?? '');
  const game = findGame(gameName);
  const [seats, setSeats] = useState(game?.minPlayers ?? 2);
  const [options, setOptions] = useState<Record<string, boolean>>(() => defaultOptions(game));
  const [name, setName] = useState('');
  const [isPublic, setPublic] = useState(false);
  const [pace, setPace] = useState<Pace>('none');
  const [spectatorChat, setSpectatorChat] = useState(false);
  const [hints, setHints] = useState(false);
  const { busy, error, setError, run } = useLobbyRequest();
  const nameProblem = checkName(name);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (nameProblem) {
      setError(t(`names.${nameProblem}`));
      return;
    }
    await run(async () => {
      const result = await lobby.createMatch({ gameName, numPlayers: seats, playerName: name.trim(), public: isPublic, pace, spectatorChat, hints, ...(game?.options?.length ? { options } : {}) });
      rememberSeat(result.seat);
      justCreated.set(result.seat.matchID, result);
      // The links stand at the match's own address: a reload, or the address passed on, finds the match.
      navigate(createdPath(result.seat.matchID));
    });
  };

  return (
    <main id="main" className="page home" tabIndex={-1}>
      <h1>{t('home.title')}</h1>
      <p className="lead">
        {t('home.lead')} {t('home.newHere')}{' '}
        {/* Learn to play, on the first screen at every size (its section below is under the form). */}
        <Link to="/learn" data-testid="home-learn">
          {t('home.learnLink')}
        </Link>
      </p>
      <form className="create-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset>
          <legend>{t('home.game')}</legend>
          {GAMES.map((g) => (
            <label key={g.name} className="choice">
              <input
                type="radio"
                name={`${id}-game`}
                value={g.name}
                checked={gameName === g.name}
                onChange={() => {
                  setGameName(g.name);
                  setSeats(Math.min(Math.max(seats, g.minPlayers), g.maxPlayers));
                  setOptions(defaultOptions(g));
                }}
              />
              <span>
                <strong>{t(`games.${g.name}.name`)}</strong> <small>{t(`games.${g.name}.tagline`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {game ? (
          <fieldset>
            <legend>{t('home.seats')}</legend>
            <div className="seat-count">
              {Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i).map((n) => (
                <label key={n} className="choice pill">
                  <input type="radio" name={`${id}-seats`} value={n} checked={seats === n} onChange={() => setSeats(n)} />
                  <span>{t('home.players', { count: n })}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {game?.options?.length ? (
          <fieldset>
            <legend>{t('home.options')}</legend>
            {game.options.map((o) => (
              <label key={o.name} className="choice">
                <input type="checkbox" checked={options[o.name] ?? o.default} onChange={(e) => setOptions({ ...options, [o.name]: e.target.checked })} />
                <span>
                  {t(`games.${game.name}.options.${o.name}.label`)} <small>{t(`games.${game.name}.options.${o.name}.help`)}</small>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className="hint computers-note" data-testid="computers-note">
          {t('home.computers')}
        </p>
        <NameField value={name} onChange={setName} invalid={error !== null && nameProblem !== null} />
        {/* Pace, chat and listing: their settings said in one line, one tap away. */}
        <details className="more-options">
          <summary>
            {t('home.moreOptions')} <small>{t('home.optionsNow', { pace: paceName(t, pace), listing: isPublic ? t('home.listed') : t('home.unlisted') })}</small>
          </summary>
          <PaceChooser pace={pace} onPace={setPace} spectatorChat={spectatorChat} onSpectatorChat={setSpectatorChat} />
          <HintsOption checked={hints} onChange={setHints} />
          <label className="choice">
            <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} />
            <span>
              {t('home.public')} <small>{t('home.publicNote')}</small>
            </span>
          </label>
        </details>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {busy ? t('common.working') : t('home.create')}
          </button>
        </div>
      </form>
      {/* (only where this browser holds a seat: a new visitor has no games to go back to) */}
      {held.length > 0 ? (
        <p>
          <Link to="/games">{t('home.toMyGames')}</Link>
        </p>
      ) : null}
      <LearnPanel playerName={checkName(name) === null ? name : undefined} />
      <PublicMatches />
    </main>
  );
}

/** The lobby's answers to this page's creations (their links as the server made them), by match id. */
const justCreated = new Map<string, CreatedMatch>();

/**
 * A created match's links (invite, the host's seat link, watching), at /match/:id/created. After a
 * reload they are made again from the seat this browser holds; an address without that seat here (passed
 * on to somebody) goes to the match's invite page.
 */
export function CreatedPage({ matchID }: { matchID: string }) {
  const { t } = useTranslation();
  const held = useHeldSeat(matchID);
  const answered = justCreated.get(matchID);
  usePageTitle(t('created.title'));
  useEffect(() => {
    if (!held) navigate(`/join/${encodeURIComponent(matchID)}`, { replace: true });
  }, [held, matchID]);
  if (!held) return null;
  const game = t(`games.${held.gameName}.name`, { defaultValue: held.gameName });
  const inviteLink = answered?.inviteLink || inviteUrl(matchID);
  const seatLink = held.seatLink ?? answered?.seat.seatLink ?? '';
  const spectateLink = answered ? answered.spectateLink : watchUrl(matchID);
  return (
    <main id="main" className="page home created" tabIndex={-1}>
      <h1>{t('created.title')}</h1>
      <p>{t('created.intro', { game })}</p>
      <CopyField label={t('created.inviteLink')} value={inviteLink} note={t('created.inviteNote')} shareTitle={t('created.shareTitle', { game })} testId="invite-link" />
      {seatLink ? <CopyField label={t('created.seatLink')} value={seatLink} note={t('created.seatNote')} testId="seat-link" /> : null}
      {spectateLink ? <CopyField label={t('created.spectateLink')} value={spectateLink} note={t('created.spectateNote')} testId="spectate-link" /> : null}
      <div className="actions">
        <button type="button" className="primary" onClick={() => navigate(`/match/${encodeURIComponent(matchID)}`)}>
          {t('created.toTable')}
        </button>
      </div>
    </main>
  );
}

/** A game's match options at their defaults. */
function defaultOptions(game: GameEntry | undefined): Record<string, boolean> {
  return Object.fromEntries((game?.options ?? []).map((o) => [o.name, o.default]));
}
