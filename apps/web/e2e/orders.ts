import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DESKTOP_EN } from './driver.js';
import { act, chooser } from './port-royal.js';
import { startServer } from './server.js';
import { CHROMIUM, CHROMIUM_ARGS, reporter } from './script-kit.js';

/**
 * End-to-end, standing orders (issue 27): a daily 2-player Port Royal match. While Anne plays her
 * turn, Bonny leaves "always pass" in the Orders box under the header; when Anne's turn offers Bonny
 * a card from the harbour display, the server passes for her at once (the log says "Bonny passes."
 * as for a click), and her table never asks her. Anne's page never shows Bonny's orders. Then Bonny
 * cancels them. Screenshot: e2e/screenshots/orders.png.
 */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const TABLE = '[data-testid="pr-table"]';

const { log, check } = reporter('orders');

/** The stage the page's seat decides in (none: it waits). */
async function stageOf(page: Page): Promise<string> {
  return (await page.locator(TABLE).getAttribute('data-stage')) ?? 'none';
}

export async function playWithOrders(browser: Browser, baseUrl: string): Promise<void> {
  const anneContext = await browser.newContext(DESKTOP_EN);
  const bonnyContext = await browser.newContext(DESKTOP_EN);
  try {
    const anne = await anneContext.newPage();
    const bonny = await bonnyContext.newPage();
    for (const [page, who] of [[anne, 'Anne'], [bonny, 'Bonny']] as const) page.on('pageerror', (e) => log(`${who}: page error: ${e.message}`));
    await anne.goto(baseUrl);
    await anne.getByRole('radio', { name: /Port Royal/ }).check();
    await anne.getByRole('radio', { name: '2 players', exact: true }).check();
    await anne.getByLabel('Your name').fill('Anne');
    await anne.getByText('Pace, chat and listing').click();
    await anne.getByRole('radio', { name: /^Daily/ }).check();
    await anne.getByRole('button', { name: 'Create the match' }).click();
    const invite = await anne.getByTestId('invite-link').inputValue();
    await anne.getByRole('button', { name: 'Go to the table' }).click();
    await anne.locator(TABLE).waitFor();
    await bonny.goto(invite);
    await bonny.getByLabel('Your name').fill('Bonny');
    await bonny.getByRole('button', { name: 'Take the seat' }).click();
    await bonny.locator(TABLE).waitFor();

    // Bonny leaves her orders while she waits. The first player is drawn at random: when it is Bonny,
    // she plays her turn first (the control is offered only while its seat waits).
    const first = chooser(26);
    for (let i = 0; i < 60 && (await stageOf(anne)) === 'none'; i++) {
      const stage = await stageOf(bonny);
      if (stage !== 'none') await act(bonny, stage, first);
      else await bonny.waitForTimeout(100);
    }
    check((await stageOf(anne)) !== 'none', 'Anne decides, Bonny waits');
    const box = bonny.getByTestId('standing-orders');
    await box.waitFor();
    await box.getByRole('button', { name: 'Leave orders' }).click();
    await box.getByLabel('Always pass').check();
    await box.getByRole('button', { name: 'Save orders' }).click();
    await box.getByText('Your orders: always pass').waitFor();
    check(true, 'Bonny sees "Your orders: always pass"');
    await box.scrollIntoViewIfNeeded();
    await bonny.screenshot({ path: `${SHOTS}orders.png` });

    // Anne plays (and Bonny her own turns) until one of Anne's turns offers Bonny a card: the order
    // passes for her at once. Bonny clicks only on her own turns (they begin with turning up a card).
    const random = chooser(27);
    const passes = () => bonny.locator('.game-log-lines li', { hasText: 'Bonny passes.' }).count();
    let clicked = await passes();
    let bonnysTurn = false;
    let ordered = false;
    for (let i = 0; i < 300 && !ordered; i++) {
      const [anneStage, bonnyStage] = [await stageOf(anne), await stageOf(bonny)];
      if (bonnyStage === 'discover') bonnysTurn = true;
      if (anneStage === 'discover') bonnysTurn = false;
      if (bonnysTurn && bonnyStage !== 'none') {
        await act(bonny, bonnyStage, random);
        clicked = await passes();
      } else if (anneStage !== 'none') {
        await act(anne, anneStage, random);
      } else {
        await anne.waitForTimeout(100);
      }
      ordered = !bonnysTurn && (await passes()) > clicked;
    }
    check(ordered, 'the log says "Bonny passes." without her clicking (her order, carried out by the server)');
    check(!(await anne.locator('body').innerText()).includes('always pass'), 'Anne\'s page never shows Bonny\'s orders');
    // (while Anne decides herself and holds no orders her box is not shown: it is read once she waits)
    for (let i = 0; i < 60 && (await anne.getByTestId('standing-orders').count()) === 0; i++) {
      const stage = await stageOf(anne);
      if (stage !== 'none') await act(anne, stage, random);
      else await anne.waitForFunction(() => document.querySelector('[data-testid="standing-orders"]') !== null || document.querySelector('[data-stage]:not([data-stage="none"])') !== null, undefined, { timeout: 10_000 });
    }
    check((await anne.getByTestId('standing-orders').innerText()).includes('No orders'), 'Anne\'s own Orders box says she has none');

    // Bonny cancels her orders once she waits again (her own turn comes first: she plays it).
    for (let i = 0; i < 60 && (await box.getByRole('button', { name: 'Cancel orders' }).count()) === 0; i++) {
      const stage = await stageOf(bonny);
      if (stage !== 'none') await act(bonny, stage, random);
      else await bonny.waitForTimeout(100);
    }
    await box.getByRole('button', { name: 'Cancel orders' }).click();
    await box.getByText(/^No orders/).waitFor();
    check(true, 'Bonny cancelled her orders');
  } finally {
    await Promise.all([anneContext.close(), bonnyContext.close()]);
  }
}

async function main(): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'harbour-e2e-orders-'));
  const server = await startServer({ NODE_ENV: 'test', STORAGE: 'database', DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let failed = false;
  try {
    await playWithOrders(browser, server.url);
    log('passed');
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
