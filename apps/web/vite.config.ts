import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web client. `npm run build -w apps/web` writes apps/web/dist, which the server serves on its
 * own port. In development (`npm run dev -w apps/web`) Vite proxies the API and the socket to a
 * server on port 8000 (HARBOUR_SERVER to change it).
 */
const server = process.env.HARBOUR_SERVER ?? 'http://127.0.0.1:8000';

/**
 * The client's own modules that load on demand, each with its chunk: the tables, the teaching, the
 * review, the pages other than the table, a seat's tools, every language's words.
 */
const ON_DEMAND = /apps\/web\/src\/(games\/|learn\/|review\/|pages\/(HomePage|MyGamesPage|InvitePage|ReplayPage|SeatLinkPage|DevPage)|async\/(AwayPanel|orders\/StandingOrders|seat\/NotesPanel|NotifyToggle|GroupChannelForm)|hints\/HintPanel|i18n\/platform-de|.*locales\/)/;
/** What main.ts starts before the app (the connection, the table's chunk): it stays in main's chunk. */
const ENTRY = /apps\/web\/src\/(main\.ts|boot\.tsx|connection\/|lobby\/(seats|early)|games\/registry|i18n\/language|app\/page-loaders)/;

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the server names a page's chunks in the page from it (apps/server/src/http/page-preloads.ts).
    manifest: true,
    reportCompressedSize: true,
    rolldownOptions: {
      // The game packages are pure modules (data, rules, words): parts of them the client does not
      // use (the move parser and its schema library, boardgame.io adapters) stay out of the bundle.
      treeshake: {
        moduleSideEffects: [{ test: /packages\/(grog-island|port-royal|rum-and-pirates|game-kit)\/src\//, sideEffects: false }],
      },
      // The app's modules shared by two chunks or more (the pages, the tables and the app all use them)
      // make one chunk, not dozens of small ones: a table page loads fewer files, which compress better.
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', test: (id: string) => id.includes('/apps/web/src/') && !ON_DEMAND.test(id) && !ENTRY.test(id), minShareCount: 2, includeDependenciesRecursively: false },
            // The shared kit (dice, refusals, text bounds, list words, the seat address) used by the entry, the app and the tables:
            // one small chunk, not a request per helper of 100 bytes.
            { name: 'kit', test: /\/packages\/(game-kit|protocol)\/src\//, minShareCount: 2, includeDependenciesRecursively: false },
            // What main.ts starts with (the connection's frames, the seats, the language) and the boot shares: one chunk.
            { name: 'start', test: (id: string) => ENTRY.test(id), minShareCount: 2, includeDependenciesRecursively: false },
            // The teaching's small shared parts (its paths, the record of what was explained, its words, the lessons' loader).
            { name: 'learn', test: /\/apps\/web\/src\/learn\/(paths|progress|words|lessons|locales\/(en|de)\.json)/, minShareCount: 2, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
