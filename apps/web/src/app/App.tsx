import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { TablePage } from '../pages/TablePage.js';
import { LanguageSwitch } from '../shared/LanguageSwitch.js';
import { Link, matchPath, useLocation } from '../platform/router.js';
import { loadHomePage, loadInvitePage, loadMyGamesPage, loadReplayPage, loadSeatLinkPage, type PageChunk } from './page-loaders.js';
import { useServices } from '../platform/services.js';
import { setNotificationText, startTurnWatch, useTurns, waitingCount } from '../platform/turns.js';
import './App.css';
import '../pages/pages.css';

// The hot-seat page of development (/dev/<game>): not in a production build (the bundler drops the import).
// A game's "how to win" page (the teaching's words load with it).
// Pages other than the table load on demand (app/page-loaders.ts), so a table page carries none of them.
/**
 * A page from its chunk: shown at once when the chunk is already in (main.ts and the boot start the
 * current page's chunk before the first render), else through React.lazy and the Suspense below
 * (whose fallback React reveals content from only after a 300 ms throttle). Decided once per mount.
 */
function pageOf<M, P extends object>(chunk: PageChunk<M>, pick: (m: M) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => chunk().then((m) => ({ default: pick(m) })));
  return function Page(props: P) {
    const [Ready] = useState<ComponentType<P> | null>(() => {
      const m = chunk.loaded();
      return m ? pick(m) : null;
    });
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  };
}

const HomePage = pageOf(loadHomePage, (m) => m.HomePage);
// A created match's links: with the home page (the page that creates), at the match's address.
const CreatedPage = pageOf(loadHomePage, (m) => m.CreatedPage);
const MyGamesPage = pageOf(loadMyGamesPage, (m) => m.MyGamesPage);
const InvitePage = pageOf(loadInvitePage, (m) => m.InvitePage);
const ReplayPage = pageOf(loadReplayPage, (m) => m.ReplayPage);
const SeatLinkPage = pageOf(loadSeatLinkPage, (m) => m.SeatLinkPage);
const HowToWinPage = lazy(() => import('../learn/HowToWinPage.js'));
const LearnPage = lazy(() => import('../learn/LearnPage.js'));
const DevPage = import.meta.env.DEV ? lazy(() => import('../pages/DevPage.js')) : null;

function route(pathname: string) {
  let p: Record<string, string> | null;
  if (pathname === '/' || pathname === '') return <HomePage />;
  if (pathname === '/games') return <MyGamesPage />;
  if (pathname === '/learn') return <LearnPage />;
  if ((p = matchPath('/games/:game/how-to-win', pathname))) return <HowToWinPage key={p.game} gameName={p.game as string} />;
  if ((p = matchPath('/join/:matchID', pathname))) return <InvitePage key={p.matchID} matchID={p.matchID as string} />;
  if ((p = matchPath('/match/:matchID', pathname))) return <TablePage key={p.matchID} matchID={p.matchID as string} />;
  if ((p = matchPath('/match/:matchID/watch', pathname))) return <TablePage key={`${p.matchID}-watch`} matchID={p.matchID as string} watch />;
  if ((p = matchPath('/match/:matchID/created', pathname))) return <CreatedPage key={p.matchID} matchID={p.matchID as string} />;
  if ((p = matchPath('/match/:matchID/replay', pathname))) return <ReplayPage key={p.matchID} matchID={p.matchID as string} />;
  if (pathname.startsWith('/seat/')) return <SeatLinkPage />;
  if (DevPage !== null && (p = matchPath('/dev/:game', pathname))) return <DevPage gameName={p.game as string} />;
  return <NotFoundPage />;
}

/** The app shell: a skip link, the navigation (with the count of games waiting for you), the page. */
export function App() {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const location = useLocation();
  const { games } = useTurns();
  const waiting = waitingCount(games);
  const first = useRef(true);

  useEffect(() => startTurnWatch(lobby), [lobby]);
  useEffect(() => {
    setNotificationText((game) => ({
      title: t('notify.title'),
      body: t('notify.body', { game: t(`games.${game.gameName}.name`, { defaultValue: game.gameName }) }),
    }));
  }, [t]);
  // Move focus to the new page's main region after client-side navigation (not on first load).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <header className="app-header">
        <Link to="/" className="brand">
          <span aria-hidden="true">⚓</span> <span className="brand-name">Harbour</span>
        </Link>
        <nav aria-label={t('nav.label')}>
          <Link to="/" aria-current={location.pathname === '/' ? 'page' : undefined}>
            {t('nav.newGame')}
          </Link>
          <Link to="/games" aria-current={location.pathname === '/games' ? 'page' : undefined} data-testid="nav-my-games">
            {t('nav.myGames')}
            {waiting > 0 ? (
              <span className="count-badge" aria-label={t('nav.waiting', { count: waiting })}>
                {waiting}
              </span>
            ) : null}
          </Link>
        </nav>
        <LanguageSwitch />
      </header>
      <Suspense fallback={<p role="status">{t('table.loading')}</p>}>{route(location.pathname)}</Suspense>
    </>
  );
}
