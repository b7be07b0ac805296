/**
 * The entry: as small as possible, so that what a page needs starts at once and in parallel: the
 * app (React, the pages), the game's table, and the connection to the match, or the page's lobby
 * answer. Nothing here waits for another request: a seat link joins its seat over the socket
 * straight away (connection/seat-link.ts), an invite asks for its match with the page.
 */
import { connectToMatch } from './connection/socket.js';
import { preconnect } from './connection/preconnect.js';
import { openSeatLink, readSeatLink } from './connection/seat-link.js';
import type { MatchConnection } from './connection/types.js';
import { prefetchPage } from './app/page-loaders.js';
import { prefetchTable } from './games/registry.js';
import { detectLanguage } from './i18n/language.js';
import { fetchEarly } from './lobby/early.js';
import { seatFor } from './connection/seats.js';

/** The game of the page's match, when the server knew it when it sent the page (http/static.ts). */
const pageGame = document.querySelector<HTMLMetaElement>('meta[name="harbour-game"]')?.content || null;

const link = readSeatLink(window.location);
const onTable = link ? null : /^\/match\/([^/]+)(\/watch)?\/?$/.exec(window.location.pathname);
const tableMatch = onTable ? decoded(onTable[1] ?? '') : null;
const invite = /^\/join\/([^/]+)\/?$/.exec(window.location.pathname);
let connection: MatchConnection | null = null;
let matchID = '';
if (link) {
  matchID = link.matchID;
  connection = openSeatLink(link, {
    connect: (options) => preconnect(connectToMatch, options),
    history: window.history,
    addressChanged: () => window.dispatchEvent(new PopStateEvent('popstate')),
    learn: (id, game) => void import('./learn/progress.js').then((m) => m.learnRecord(id) ?? m.startLearning(id, game)).catch(() => undefined),
  });
} else if (onTable && tableMatch) {
  matchID = tableMatch;
  const seat = onTable[2] ? undefined : seatFor(matchID);
  connection = preconnect(connectToMatch, { matchID, playerID: seat?.playerID ?? null, credentials: seat?.credentials });
} else {
  prefetchPage(window.location.pathname);
  // The invite page's one request, with the page (the lobby takes its answer: lobby/early.ts).
  const invited = invite?.[1] ? decoded(invite[1]) : null;
  if (invited) fetchEarly(`/api/matches/${encodeURIComponent(invited)}`);
  prefetchTable(pageGame);
}
if (connection) {
  const gameName = pageGame ?? (seatFor(matchID)?.gameName || null);
  prefetchTable(gameName);
  // A spectator (or a new browser the server sent no game with) learns the game from the match's first state: start its table then.
  if (!gameName) {
    const c = connection;
    const stop = c.subscribe(() => {
      const name = c.getSnapshot().gameName;
      if (name) {
        stop();
        prefetchTable(name);
      }
    });
  }
}
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

// German words are a chunk of their own (i18n/platform-words.ts): start it with the app.
if (detectLanguage() !== 'en') void import('./i18n/platform-de.js').catch(() => undefined);
void import('./boot.js');
