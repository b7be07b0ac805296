import { chromium } from 'playwright-core';
import { HttpLobby } from '../src/lobby/http.js';
import { measureTablePage } from './measure.js';
import { startServer } from './server.js';

/**
 * `npm run measure -w @harbour/web`: builds the client, starts the real server, creates a match
 * through the lobby and measures its table page (as a spectator) in Chromium: the gzip size of the
 * JavaScript it loads and the time from navigation to the board on screen. Prints JSON last.
 */
const runs = Number(process.env.RUNS ?? 9);
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const lobby = new HttpLobby(server.url);
  const created = await lobby.createMatch({ gameName: 'grog-island', numPlayers: 2, playerName: 'Anne', public: false });
  const figures = await measureTablePage(browser, server.url, `/match/${created.seat.matchID}/watch`, runs);
  for (const f of figures.jsFiles) console.log(`${f.file}: ${(f.bytes / 1024).toFixed(1)} KB, gzip ${(f.gzip / 1024).toFixed(1)} KB`);
  console.log(`state received (ms, each run): ${figures.syncedMs.runs.join(', ')}`);
  console.log(`board visible (ms, each run): ${figures.boardVisibleMs.runs.join(', ')}`);
  console.log(JSON.stringify({ tablePageJsGzipKB: figures.jsGzipKB, tablePageJsRawKB: figures.jsRawKB, boardVisibleMedianMs: figures.boardVisibleMs.median, stateReceivedMedianMs: figures.syncedMs.median, runs }));
} finally {
  await browser.close();
  await server.stop();
}
