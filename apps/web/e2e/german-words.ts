import { chromium } from 'playwright-core';
import { HttpLobby } from '../src/lobby/http.js';
import { startServer } from './server.js';

/**
 * German words come on demand (src/i18n/platform-words.ts, each game's preloadWords): a reader whose
 * browser speaks German sees the table in German from its first paint (no English words flashing by),
 * an English reader downloads no German words, and switching to German shows German words.
 * `tsx e2e/german-words.ts` after `vite build`.
 */
const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const fail = (message: string): never => {
  throw new Error(message);
};
try {
  const lobby = new HttpLobby(server.url);
  for (const game of ['grog-island', 'port-royal', 'rum-and-pirates'] as const) {
    const created = await lobby.createMatch({ gameName: game, numPlayers: 2, playerName: 'Anne', public: false });
    const path = `/match/${created.seat.matchID}/watch`;

    const german = await browser.newContext({ locale: 'de-DE' });
    const page = await german.newPage();
    await page.goto(`${server.url}${path}`);
    await page.waitForFunction(() => performance.getEntriesByName('board-visible').length > 0, undefined, { timeout: 15_000 });
    // At the first frame with the board: German words of the platform and of the game's table.
    const first = await page.evaluate(() => document.body.innerText);
    if (!first.includes('Du schaust zu')) fail(`${game}: the German table lacks 'Du schaust zu' at first paint`);
    if (first.includes('You are watching')) fail(`${game}: English words at the German table's first paint`);
    if ((await page.evaluate(() => document.documentElement.lang)) !== 'de') fail(`${game}: <html lang> is not de`);
    await german.close();

    const english = await browser.newContext({ locale: 'en-US' });
    const en = await english.newPage();
    const scripts: string[] = [];
    en.on('response', (r) => r.url().endsWith('.js') && scripts.push(new URL(r.url()).pathname));
    await en.goto(`${server.url}${path}`);
    await en.waitForFunction(() => performance.getEntriesByName('board-visible').length > 0, undefined, { timeout: 15_000 });
    await en.waitForLoadState('networkidle');
    const germanChunks = scripts.filter((s) => /\/(de|platform-de)-[\w-]+\.js$/.test(s));
    if (germanChunks.length > 0) fail(`${game}: an English table loaded German words: ${germanChunks.join(', ')}`);
    await en.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await en.getByText('Du schaust zu', { exact: false }).first().waitFor({ timeout: 10_000 });
    await english.close();
    console.log(`[german-words] ${game}: German at first paint; English loads no German words; a switch shows German`);
  }
} finally {
  await browser.close();
  await server.stop();
}
