import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, navigate } from '../platform/router.js';
import { useServices } from '../platform/services.js';
import { usePageTitle } from '../platform/turns.js';
import { rememberSeat } from '../connection/seats.js';
import { errorText } from '../platform/names.js';

/** A seat link opened on this device: the seat is restored here, then on to the table (teaching, for a teaching match). */
export function SeatLinkPage() {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const [error, setError] = useState<string | null>(null);
  usePageTitle(t('seatLink.title'));
  useEffect(() => {
    let live = true;
    lobby.restoreSeat(window.location.href).then(
      (grant) => {
        if (!live) return;
        rememberSeat(grant);
        // A teaching match teaches here too (its table asks with ?learn=1); unknown if the lobby does not answer.
        void lobby.getMatch(grant.matchID).then(
          (match) => match.learn === true,
          () => false,
        ).then((learn) => {
          if (live) navigate(`/match/${encodeURIComponent(grant.matchID)}${learn ? '?learn=1' : ''}`, { replace: true });
        });
      },
      (err: unknown) => live && setError(errorText(t, err)),
    );
    return () => {
      live = false;
    };
  }, [lobby, t]);
  return (
    <main id="main" className="page seat-link" tabIndex={-1}>
      <h1>{t('seatLink.title')}</h1>
      {error ? (
        <>
          <p role="alert">{error}</p>
          <p>{t('seatLink.help')}</p>
          <Link to="/">{t('nav.home')}</Link>
        </>
      ) : (
        <p role="status">{t('seatLink.restoring')}</p>
      )}
    </main>
  );
}
