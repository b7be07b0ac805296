/**
 * The pages other than the table, each a chunk of its own so that a table page loads none of them.
 * Plain loaders (no React here): main.ts starts the current page's chunk at once, in parallel with
 * the app, and App wraps the same loaders in React.lazy (the module is fetched once).
 */
export const loadHomePage = () => import('../pages/HomePage.js');
export const loadMyGamesPage = () => import('../pages/MyGamesPage.js');
export const loadInvitePage = () => import('../pages/InvitePage.js');
export const loadReplayPage = () => import('../pages/ReplayPage.js');
export const loadSeatLinkPage = () => import('../pages/SeatLinkPage.js');

/** Starts the chunk of the page at `pathname` (nothing for a table page or an unknown address). */
export function prefetchPage(pathname: string): void {
  const load =
    pathname === '/' || pathname === '' || /^\/match\/[^/]+\/created\/?$/.test(pathname)
      ? loadHomePage
      : pathname === '/games'
        ? loadMyGamesPage
        : /^\/join\/[^/]+\/?$/.test(pathname)
          ? loadInvitePage
          : /^\/match\/[^/]+\/replay\/?$/.test(pathname)
            ? loadReplayPage
            : pathname.startsWith('/seat/')
              ? loadSeatLinkPage
              : null;
  if (load) void load().catch(() => undefined);
}
