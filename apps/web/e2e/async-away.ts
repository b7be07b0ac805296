import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from './server.js';
import { CHROMIUM, CHROMIUM_ARGS, reporter } from './script-kit.js';

/**
 * End-to-end, time away (issue 27) in a daily 2-player Grog Island match: Anne and Bonny vote a
 * pause (the banner says who and since when, the clocks stand still) and Anne resumes it; Bonny goes
 * away for three days (Anne reads "Bonny is away until …") and comes back early; then Bonny keeps her
 * table open past her deadline: it tells her "You were away: the computer … for you" and her
 * "I'm back" makes her present again.
 */
const HOUR = 3_600_000;

const { log, check } = reporter('away');

async function newPage(context: BrowserContext, who: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`${who}: page error: ${error.message}`));
  return page;
}

/** Screenshots for a look by eye, only when AWAY_SHOTS names a folder (not kept in the repository). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.AWAY_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

async function advance(baseUrl: string, ms: number): Promise<void> {
  const res = await fetch(`${baseUrl}/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: ms }) });
  if (!res.ok) throw new Error(`POST /test/clock answered ${res.status}`);
}

export async function timeAway(browser: Browser, baseUrl: string): Promise<void> {
  const contexts = await Promise.all([0, 1].map(() => browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB', reducedMotion: 'reduce' })));
  try {
    const anne = await newPage(contexts[0]!, 'Anne');
    await anne.goto(baseUrl);
    await anne.getByLabel('Your name').fill('Anne');
    await anne.getByRole('radio', { name: '2 players' }).check();
    await anne.getByText('Pace, chat and listing').click();
    await anne.getByRole('radio', { name: /^Daily/ }).check();
    await anne.getByRole('button', { name: 'Create the match' }).click();
    const invite = await anne.getByTestId('invite-link').inputValue();
    await anne.getByRole('button', { name: 'Go to the table' }).click();
    await anne.getByTestId('board').waitFor();
    const bonny = await newPage(contexts[1]!, 'Bonny');
    await bonny.goto(invite);
    await bonny.getByLabel('Your name').fill('Bonny');
    await bonny.getByRole('button', { name: 'Take the seat' }).click();
    await bonny.getByTestId('board').waitFor();

    // A pause: Anne votes, Bonny sees the vote and agrees; both read who paused it.
    await anne.getByRole('button', { name: 'Vote to pause the match' }).click();
    await bonny.getByTestId('pause-votes').getByText('1 vote to pause').waitFor({ timeout: 10_000 });
    await bonny.getByRole('button', { name: 'Vote to pause the match' }).click();
    const banner = anne.getByTestId('pause-banner');
    await banner.waitFor({ timeout: 10_000 });
    const said = (await banner.textContent()) ?? '';
    check(said.startsWith('Paused by Anne and Bonny since'), `the pause banner: "${said}"`);
    await anne.locator('article.player-panel', { hasText: 'Bonny' }).locator('[data-clock="stopped"]').waitFor({ timeout: 10_000 });
    check(true, "Bonny's clock at Anne's table stands still");
    await shot(anne, 'away-pause');
    await anne.getByRole('button', { name: 'Resume the match' }).click();
    await bonny.getByTestId('pause-banner').waitFor({ state: 'detached', timeout: 10_000 });
    check(true, 'resumed: the banner is gone at both tables');

    // A vacation: Bonny goes away for three days; Anne reads until when; Bonny comes back early.
    await bonny.getByText('Going away?').click();
    const input = bonny.getByLabel('Away until');
    const day = new Date(Date.now() + 3 * 24 * HOUR);
    const value = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await input.fill(value);
    await shot(bonny, 'away-form');
    await bonny.getByRole('button', { name: 'Go away until then' }).click();
    const awayLine = anne.getByTestId('seat-clocks').getByText(/^Bonny is away until /);
    await awayLine.waitFor({ timeout: 10_000 });
    check(true, `Anne reads "${await awayLine.textContent()}"`);
    await shot(anne, 'away-other');
    await bonny.getByTestId('away-self').waitFor();
    await bonny.getByRole('button', { name: "I'm back" }).click();
    await anne.getByTestId('seat-clocks').waitFor({ state: 'detached', timeout: 10_000 });
    check(true, 'Bonny came back early: nobody is away');

    // Bonny keeps her table open past her deadline: her own table tells her in the second person.
    await advance(baseUrl, 24 * HOUR + 60_000);
    const wereAway = bonny.getByTestId('were-away');
    await wereAway.waitFor({ timeout: 15_000 });
    const told = (await wereAway.textContent()) ?? '';
    await shot(bonny, 'away-were-away');
    check(/^You were away: the computer (passed|ended your turn|took nothing|made a move) for you/.test(told), `Bonny's table: "${told}"`);
    check((await bonny.getByText(/^Bonny did not decide in time/).count()) === 0, 'and not in the third person');
    await bonny.getByRole('button', { name: "I'm back" }).click();
    await wereAway.waitFor({ state: 'detached', timeout: 10_000 });
    check(true, "Bonny's \"I'm back\": she is present again");
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'harbour-e2e-away-'));
  const server = await startServer({ HARBOUR_TEST_CLOCK: '1', NODE_ENV: 'test', STORAGE: 'database', DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let failed = false;
  try {
    await timeAway(browser, server.url);
    log(`passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
