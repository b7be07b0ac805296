/**
 * The pages other than the table, each a chunk of its own so that a table page loads none of them.
 * Plain loaders (no React here): main.ts starts the current page's chunk at once, in parallel with
 * the app, and App wraps the same loaders in React.lazy (the module is fetched once).
 */
/** A page's chunk: fetched once (again after a failure); once in, at hand without waiting (`loaded`). */
export interface PageChunk<M> {
  (): Promise<M>;
  loaded(): M | null;
}

function pageChunk<M>(load: () => Promise<M>): PageChunk<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  const get = () =>
    (pending ??= load().then(
      (m) => (module = m),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return Object.assign(get, { loaded: () => module });
}

export const loadHomePage = pageChunk(() => import('../pages/HomePage.js'));
export const loadMyGamesPage = pageChunk(() => import('../pages/MyGamesPage.js'));
export const loadInvitePage = pageChunk(() => import('../pages/InvitePage.js'));
export const loadReplayPage = pageChunk(() => import('../pages/ReplayPage.js'));
export const loadSeatLinkPage = pageChunk(() => import('../pages/SeatLinkPage.js'));

/**
 * Starts the chunk of the page at `pathname` (nothing for a table page or an unknown address); the
 * same promise each time, so the boot can wait for what main.ts started (then the first render shows
 * the page, not a Suspense fallback that React reveals only after its 300 ms throttle).
 */
export function prefetchPage(pathname: string): Promise<unknown> | null {
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
  if (!load) return null;
  const started = load();
  started.catch(() => undefined);
  return started;
}
