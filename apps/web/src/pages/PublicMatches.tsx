import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../platform/router.js';
import { useServices } from '../platform/services.js';
import type { PublicMatch } from '../lobby/api.js';

/** Matches their hosts made public, newest first, with their free seats. */
export function PublicMatches() {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const [matches, setMatches] = useState<PublicMatch[] | null>(null);
  useEffect(() => {
    let live = true;
    lobby.listPublicMatches().then(
      (page) => live && setMatches(page.matches),
      () => live && setMatches([]),
    );
    return () => {
      live = false;
    };
  }, [lobby]);
  if (!matches || matches.length === 0) return null;
  return (
    <section className="public-matches" aria-labelledby="public-title">
      <h2 id="public-title">{t('public.title')}</h2>
      <ul className="match-list">
        {matches.map((m) => {
          const free = m.players.filter((p) => p.name === null).length;
          return (
            <li key={m.matchID}>
              <span>
                <strong>{t(`games.${m.gameName}.name`, { defaultValue: m.gameName })}</strong> ·{' '}
                {m.players
                  .map((p) => p.name)
                  .filter(Boolean)
                  .join(', ')}{' '}
                · {t('public.free', { count: free })}
              </span>
              <span className="actions">
                {free > 0 ? <Link to={`/join/${encodeURIComponent(m.matchID)}`}>{t('public.join')}</Link> : null}
                <Link to={`/match/${encodeURIComponent(m.matchID)}/watch`}>{t('public.watch')}</Link>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
