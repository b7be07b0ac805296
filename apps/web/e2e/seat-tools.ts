import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { act, seededChooser, stageOf } from './driver.js';
import { startServer } from './server.js';
import { CHROMIUM, CHROMIUM_ARGS, reporter } from './script-kit.js';

/**
 * End-to-end, a seat's own tools (issue 27): Anne takes back a move with "Undo" (both tables then
 * say so in the log, and she decides again), and keeps private notes in the "Notes" tab beside the
 * log: saved, shown on her second device, never on Bonny's table. A 2-player Grog Island match on
 * the embedded database. Run: `npm run test:e2e:seat -w @harbour/web` (builds the client first).
 */
const NOTE = 'Bonny hoards lemons: bid 6 on blue next round.';

const { log, check } = reporter('seat');

async function newPage(context: BrowserContext, who: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`${who}: page error: ${error.message}`));
  return page;
}

/** Screenshots for a look by eye, only when SEAT_SHOTS names a folder (none are kept in the repository). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SEAT_SHOTS) await page.screenshot({ path: join(process.env.SEAT_SHOTS, `${name}.png`) });
}

const logLines = (page: Page) => page.locator('.game-log-lines li').allTextContents();

export async function useSeatTools(browser: Browser, baseUrl: string): Promise<void> {
  const options = { viewport: { width: 1366, height: 900 }, locale: 'en-GB', reducedMotion: 'reduce' as const };
  const anneContext = await browser.newContext(options);
  const bonnyContext = await browser.newContext(options);
  try {
    const anne = await newPage(anneContext, 'Anne');
    await anne.goto(baseUrl);
    await anne.getByLabel('Your name').fill('Anne');
    await anne.getByRole('radio', { name: '2 players' }).check();
    await anne.getByRole('button', { name: 'Create the match' }).click();
    const invite = await anne.getByTestId('invite-link').inputValue();
    await anne.getByRole('button', { name: 'Go to the table' }).click();
    await anne.getByTestId('board').waitFor();
    const bonny = await newPage(bonnyContext, 'Bonny');
    await bonny.goto(invite);
    await bonny.getByLabel('Your name').fill('Bonny');
    await bonny.getByRole('button', { name: 'Take the seat' }).click();
    await bonny.getByTestId('board').waitFor();

    // They play; after each of Anne's moves that revealed nothing, "Undo" shows beside her status line.
    const chooser = seededChooser(7);
    const undo = anne.getByRole('button', { name: 'Undo: take back your last move' });
    let tookBack = false;
    for (let i = 0; i < 80 && !tookBack; i++) {
      if ((await stageOf(anne)) !== 'none') {
        const stage = await act(anne, chooser);
        const shown = await undo.waitFor({ timeout: 1500 }).then(
          () => true,
          () => false,
        );
        if (!shown) continue;
        check(stage !== 'chooseSetup', `"Undo" after Anne's ${stage}, not after a secret choice`);
        await shot(anne, 'seat-undo');
        await undo.click();
        await anne.locator('.game-log-lines li', { hasText: 'Anne took back the last move.' }).waitFor({ timeout: 10_000 });
        await shot(anne, 'seat-taken-back');
        await bonny.locator('.game-log-lines li', { hasText: 'Anne took back the last move.' }).waitFor({ timeout: 10_000 });
        check((await stageOf(anne)) === stage, `Anne's ${stage} is taken back: she decides it again, and both logs say so`);
        check((await undo.count()) === 0, '"Undo" is gone once the move is taken back');
        tookBack = true;
      } else if ((await stageOf(bonny)) !== 'none') {
        await act(bonny, chooser);
      } else {
        await anne.waitForTimeout(100);
      }
    }
    check(tookBack, 'Anne took a move back');

    // Notes: a tab beside the log, saved when the field loses focus.
    await anne.getByRole('tab', { name: 'Notes' }).click();
    const field = anne.getByLabel('Your private notes (only you see them)');
    await field.fill(NOTE);
    await field.press('Tab');
    await anne.getByTestId('notes-panel').getByText('Saved').waitFor({ timeout: 10_000 });
    check(true, 'Anne\'s notes are saved');
    await shot(anne, 'seat-notes');
    // Her second device (the same seat) has them; Bonny's table never does.
    const second = await newPage(anneContext, 'Anne (second tab)');
    await second.goto(anne.url());
    await second.getByTestId('board').waitFor();
    await second.getByRole('tab', { name: 'Notes' }).click();
    const again = second.getByLabel('Your private notes (only you see them)');
    await again.waitFor();
    check((await again.inputValue()) === NOTE, 'the notes are on her other device');
    await bonny.getByRole('tab', { name: 'Notes' }).click();
    check((await bonny.getByLabel('Your private notes (only you see them)').inputValue()) === '', 'Bonny\'s notes are her own (empty)');
    check(!(await bonny.content()).includes('hoards lemons'), 'nothing of Anne\'s notes is on Bonny\'s page');
    check((await logLines(anne)).length > 0, 'the log is still there beside the notes');
  } finally {
    await Promise.all([anneContext.close(), bonnyContext.close()]);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'harbour-e2e-seat-'));
  const server = await startServer({ NODE_ENV: 'test', STORAGE: 'database', DATA_DIR: dataDir });
  log(`server at ${server.url}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let failed = false;
  try {
    await useSeatTools(browser, server.url);
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
