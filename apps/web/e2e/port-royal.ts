import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { HelpTally } from './help.js';
import type { AxeTally } from './axe.js';
import { DESKTOP_EN, PHONE_DE, waitForNewState } from './driver.js';
import { DESKTOP_VIEWPORTS, MIN_DESKTOP_DECISIONS, MOVES_CAP, PHONE_VIEWPORTS, checkDecisionSight, crowdedShots, type SightTally } from './layout.js';
import { measureTablePage } from './measure.js';

/**
 * End-to-end, Port Royal: the host creates a 3-player match on the home page choosing Port Royal,
 * fills the two other seats with computer players in the waiting room, and plays every one of its
 * own moves by clicks (turning up cards from the button or the draw pile, stopping, repelling,
 * taking cards from the harbor display, fulfilling expeditions, passing) until the final scoring.
 * A spectator on a 360 px phone watches (in German). Then the replay is stepped through, "My
 * games" lists the match, and the table page's JavaScript and its board-visible time are
 * measured for this match. Should that match have ended before the floor of checked decisions,
 * the host plays on in further matches until it is met.
 */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const TABLE = '[data-testid="pr-table"]';

function log(message: string): void {
  console.log(`[e2e] port-royal: ${message}`);
}

/** Seeded choices, so that a failing run can be repeated. */
export function chooser(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

async function stageOf(page: Page): Promise<string> {
  return (await page.locator(TABLE).getAttribute('data-stage')) ?? 'none';
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(50);
  await page.screenshot({ path: `${SHOTS}port-royal-${name}.png` });
}

/** Makes the host's decision by a click; resolves once the table shows a newer state. */
export async function act(page: Page, stage: string, random: () => number): Promise<void> {
  const before = await page.locator(TABLE).getAttribute('data-state-id');
  const decision = page.getByTestId('decision');
  const click = async (selector: string) => {
    const target = page.locator(selector).first();
    await target.scrollIntoViewIfNeeded();
    await target.click();
  };
  switch (stage) {
    case 'discover': {
      const fulfil = decision.locator('button[data-fulfil]');
      if ((await fulfil.count()) > 0) {
        await click('[data-testid="decision"] button[data-fulfil]');
        break;
      }
      const harbor = await page.locator('[data-testid="harbor"] .pr-slot').count();
      const canStop = await decision.locator('button[data-action="stop"]').isEnabled();
      if (canStop && harbor >= 2 + Math.floor(random() * 3)) await click('[data-testid="decision"] button[data-action="stop"]');
      else if (random() < 0.5) await click('[data-testid="draw-pile"]');
      else await click('[data-testid="decision"] button[data-action="turnUp"]');
      break;
    }
    case 'repel':
      await click(random() < 0.8 ? '[data-testid="decision"] button[data-action="repel"]' : '[data-testid="decision"] button[data-action="accept"]');
      break;
    case 'afterBust':
      if ((await decision.locator('button[data-fulfil]').count()) > 0) await click('[data-testid="decision"] button[data-fulfil]');
      else await click('[data-testid="decision"] button[data-action="endTurn"]');
      break;
    case 'tradeAndHire': {
      if ((await decision.locator('button[data-fulfil]').count()) > 0) {
        await click('[data-testid="decision"] button[data-fulfil]');
        break;
      }
      const onBoard = page.locator('[data-testid="harbor"] button[data-take]');
      const n = await onBoard.count();
      if (n > 0 && random() < 0.9) {
        // Half of the time from the harbor display itself, else from the decision's list.
        const i = Math.floor(random() * n);
        const card = await onBoard.nth(i).getAttribute('data-take');
        await click(random() < 0.5 ? `[data-testid="harbor"] button[data-take="${card}"]` : `[data-testid="decision"] button[data-take="${card}"]`);
      } else {
        await click('[data-testid="decision"] button[data-action="pass"]');
      }
      break;
    }
    default:
      throw new Error(`no way to play stage ${stage}`);
  }
  await waitForNewState(page, TABLE, before);
}

/** Every kind of piece at the Port Royal table that must explain itself (help in place). */
const HELP_PIECES: Record<string, string> = {
  drawPile: '[data-testid="draw-pile"]',
  discardPile: '[data-testid="discard-pile"]',
  harbor: '[data-testid="harbor-title"]',
  harborCard: '[data-testid="harbor"] .pr-slot > *:first-child',
  expedition: '[data-expedition]',
  personChip: '[data-person-chip]',
  coins: '[data-testid^="coins-"]',
  points: '[data-testid^="points-"]',
};

/** Whether every kind of piece is on the table now (cards in the harbor, an expedition, persons). */
async function boardIsFull(page: Page): Promise<boolean> {
  return page.evaluate((selectors) => selectors.every((sel) => document.querySelector(sel) !== null), Object.values(HELP_PIECES));
}

/**
 * On the home page: a 3-player Port Royal match, the two free seats filled with computer players
 * in the waiting room; resolves with the match's id once every seat is taken.
 */
async function createMatch(page: Page, baseUrl: string): Promise<string> {
  await page.goto(baseUrl);
  await page.getByRole('radio', { name: /Port Royal/ }).check();
  await page.getByRole('radio', { name: '3 players', exact: true }).check();
  if ((await page.getByRole('radio', { name: '5 players', exact: true }).count()) !== 1) throw new Error('the home page does not offer 5 players for Port Royal');
  await page.getByRole('checkbox', { name: /Variant end/ }).waitFor();
  await page.getByLabel('Your name').fill('Andrea');
  await page.getByRole('button', { name: 'Create the match' }).click();
  await page.getByRole('button', { name: 'Go to the table' }).click();
  await page.locator(TABLE).waitFor();
  const matchID = new URL(page.url()).pathname.split('/')[2] as string;
  log(`match ${matchID} created`);
  for (const n of [2, 3]) await page.getByRole('button', { name: `Computer player on seat ${n}` }).click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="status-line"]')?.textContent?.includes('Waiting for every seat'), undefined, { timeout: 15_000 });
  return matchID;
}

/** The fewest decisions checked so far at a desktop size. */
function fewestDesktopDecisions(layout: SightTally): number {
  return Math.min(...DESKTOP_VIEWPORTS.map((v) => layout.count('port-royal', `${v.width}x${v.height}`)));
}

/**
 * A game's length depends on when the computers move between the host's clicks: on the same seed
 * it ended after 37 to 69 of the host's decisions. When the match ended short of the floor of
 * checked decisions, the host plays further matches, checking every decision, until it is met.
 */
async function playOnToTheFloor(page: Page, baseUrl: string, layout: SightTally, random: () => number): Promise<void> {
  for (let extra = 1; fewestDesktopDecisions(layout) < MIN_DESKTOP_DECISIONS; extra++) {
    if (extra > 3) throw new Error(`only ${fewestDesktopDecisions(layout)} decisions checked after ${extra - 1} further matches`);
    log(`${fewestDesktopDecisions(layout)} decisions checked: a further match to reach ${MIN_DESKTOP_DECISIONS}`);
    await createMatch(page, baseUrl);
    while (fewestDesktopDecisions(layout) < MIN_DESKTOP_DECISIONS && (await page.locator('.scoring-table').count()) === 0) {
      const stage = await stageOf(page);
      if (stage === 'none') {
        await page.waitForTimeout(60);
        continue;
      }
      await checkDecisionSight(page, 'port-royal', [...DESKTOP_VIEWPORTS, ...PHONE_VIEWPORTS], layout);
      await act(page, stage, random);
    }
  }
}

export async function playPortRoyal(browser: Browser, baseUrl: string, checks: { layout: SightTally; axe: AxeTally; help: HelpTally }): Promise<{ matchID: string; moves: number; ms: number }> {
  const host = await browser.newContext(DESKTOP_EN);
  const phone = await browser.newContext(PHONE_DE);
  try {
    const page = await host.newPage();
    page.on('pageerror', (error) => log(`page error: ${error.message}`));
    const matchID = await createMatch(page, baseUrl);

    // A spectator watches on a phone, in German.
    const watcher = await phone.newPage();
    await watcher.goto(`${baseUrl}/match/${matchID}/watch`);
    await watcher.locator(TABLE).waitFor();
    await checks.axe.check(watcher, 'port-royal-table-phone-de');

    const random = chooser(20260101);
    const started = Date.now();
    let moves = 0;
    const seen = new Set<string>();
    const crowded = { offered: 0 };
    let helped = false;
    while (moves < 800) {
      if ((await page.locator('.scoring-table').count()) > 0) break;
      if (moves >= MOVES_CAP) throw new Error(`stopped after ${moves} moves (E2E_MOVES)`);
      const stage = await stageOf(page);
      if (stage === 'none') {
        await page.waitForTimeout(60);
        continue;
      }
      await checkDecisionSight(page, 'port-royal', [...DESKTOP_VIEWPORTS, ...PHONE_VIEWPORTS], checks.layout);
      // The README's pictures, mid-game (from the 10th move): the opportunity to take a card from the fullest harbor display met (3 cards on offer or more;
      // a fuller one later is pictured again).
      if (stage === 'tradeAndHire') {
        const offered = await page.locator('[data-testid="harbor"] button[data-take]').count();
        if (moves >= 10 && offered >= 3 && offered > crowded.offered) {
          crowded.offered = offered;
          await crowdedShots(page, 'port-royal', 'take');
        }
      }
      if (moves === 3) await checks.axe.check(page, 'port-royal-table');
      if (!helped && (await boardIsFull(page)) && (await boardIsFull(watcher))) {
        // Help in place, mid-game, once per device: the host on the desktop, the spectator on the phone.
        helped = true;
        await checks.help.check(page, 'port-royal', 'desktop', HELP_PIECES);
        await checks.help.check(watcher, 'port-royal', 'phone', HELP_PIECES);
      }
      if (!seen.has(stage) && (stage !== 'discover' || moves > 6)) {
        seen.add(stage);
        await shot(page, stage);
        if (stage === 'tradeAndHire') {
          await watcher.evaluate(() => window.scrollTo(0, 0));
          await watcher.screenshot({ path: `${SHOTS}port-royal-phone-de.png` });
        }
      }
      await act(page, stage, random);
      moves++;
    }
    const ms = Date.now() - started;
    checks.layout.finish('port-royal');
    if (!helped) throw new Error('the board was never full enough to check its help in place');
    await page.locator('.scoring-table').waitFor({ timeout: 15_000 });
    await watcher.locator('.scoring-table').waitFor({ timeout: 15_000 });
    const winner = (await page.getByTestId('winner-line').textContent())?.trim() ?? '';
    const watcherWinner = (await watcher.getByTestId('winner-line').textContent())?.trim() ?? '';
    if (!winner || !watcherWinner) throw new Error('no winner shown');
    log(`the match ended after ${moves} moves of the host in ${(ms / 1000).toFixed(1)} s: ${winner} / ${watcherWinner}`);
    await page.locator('.final-scoring').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}port-royal-scoring.png` });
    await watcher.evaluate(() => window.scrollTo(0, 0));
    await watcher.screenshot({ path: `${SHOTS}port-royal-phone-scoring-de.png` });
    if ((await page.getByRole('button', { name: 'Play again' }).count()) !== 1) throw new Error('no rematch button');

    // The finished match can be replayed step by step.
    await page.getByRole('button', { name: 'Replay the game' }).click();
    await page.waitForURL(/\/replay$/);
    await page.getByTestId('pr-replay').waitFor({ timeout: 15_000 });
    for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'Next step' }).click();
    if ((await page.locator('.replay-controls .refusal').count()) > 0) throw new Error('the replay does not reach the end of the game');
    await shot(page, 'replay');
    log(`replay shown, ${await page.getByTestId('replay-step').textContent()}`);

    // "My games" lists the finished Port Royal match.
    await page.getByTestId('nav-my-games').click();
    await page.getByTestId('game-row').first().waitFor();
    const rows = await page.getByTestId('game-row').allTextContents();
    if (!rows.some((r) => r.includes('Port Royal') && r.includes('finished'))) throw new Error(`my games does not show the match: ${rows.join(' | ')}`);
    log(`my games: ${rows.find((r) => r.includes('Port Royal'))}`);

    const figures = await measureTablePage(browser, baseUrl, `/match/${matchID}/watch`);
    for (const f of figures.jsFiles) log(`  ${f.file}: ${(f.bytes / 1024).toFixed(1)} KB, gzip ${(f.gzip / 1024).toFixed(1)} KB`);
    log(`table page JavaScript: ${figures.jsGzipKB} KB gzip (${figures.jsRawKB} KB raw); board visible after ${figures.boardVisibleMs.median} ms (median of ${figures.boardVisibleMs.runs.join(', ')}); state received ${figures.syncedMs.median} ms`);
    await playOnToTheFloor(page, baseUrl, checks.layout, random);
    return { matchID, moves, ms };
  } finally {
    await Promise.all([host.close(), phone.close()]);
  }
}
