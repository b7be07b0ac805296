/**
 * The entry: as small as possible, so that what a table page needs starts at once and in parallel:
 * the app (React, the pages), the game's table, and the connection to the match.
 */
import { connectToMatch } from './connection/socket.js';
import { preconnect } from './connection/preconnect.js';
import { prefetchPage } from './app/page-loaders.js';
import { prefetchTable } from './games/registry.js';
import { detectLanguage } from './i18n/language.js';
import { seatFor } from './lobby/seats.js';

const onTable = /^\/match\/([^/]+)(\/watch)?\/?$/.exec(window.location.pathname);
if (onTable) {
  const matchID = decodeURIComponent(onTable[1] ?? '');
  const seat = onTable[2] ? undefined : seatFor(matchID);
  const gameName = seatFor(matchID)?.gameName ?? null;
  prefetchTable(gameName);
  const connection = preconnect(connectToMatch, { matchID, playerID: seat?.playerID ?? null, credentials: seat?.credentials });
  // A spectator (or a new browser) learns the game from the match's first state: start its table then.
  if (!gameName) {
    const stop = connection.subscribe(() => {
      const name = connection.getSnapshot().gameName;
      if (name) {
        stop();
        prefetchTable(name);
      }
    });
  }
} else {
  prefetchPage(window.location.pathname);
}
// German words are a chunk of their own (i18n/platform-words.ts): start it with the app.
if (detectLanguage() !== 'en') void import('./i18n/platform-de.js').catch(() => undefined);
void import('./boot.js');
