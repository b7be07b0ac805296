import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeTally } from './axe.js';
import { HelpTally } from './help.js';
import { HELP_PIECES as GROG_PIECES } from '../src/games/grog-island/help-pieces.js';
import { act, seededChooser, stageOf, type Chooser } from './driver.js';
import { DESKTOP_VIEWPORTS, MOVES_CAP, PHONE_VIEWPORTS, SightTally, checkDecisionSight, crowdedShots, firstSightMisses } from './layout.js';
import { measureTablePage } from './measure.js';
import { states } from './sight-states.js';
import { playRumAndPirates } from './rum-and-pirates.js';
import { playPortRoyal } from './port-royal.js';
import { E2E_SEED, startServer } from './server.js';

/**
 * End-to-end: the real server and the built client in Debian's Chromium. A host creates a match on
 * the home page, a second browser context joins through the invite link, a third watches with the
 * spectator link, and they play a complete 2-player match by clicks to the scoring table; then the
 * same on phone-sized touch screens. Screenshots of the key screens go to e2e/screenshots.
 */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

type Device = 'desktop' | 'phone';
const VIEWPORTS: Record<Device, { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean; deviceScaleFactor: number }> = {
  desktop: { viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

function log(message: string): void {
  console.log(`[e2e] ${message}`);
}

/** The screens kept in the repository (the README shows some); the others are written as *.tmp.png. */
const KEY_SCREENS = new Set(['keyboard-focus', 'home', 'created', 'invite-de', 'bid', 'trade', 'claim', 'offline-de', 'scoring', 'replay', 'phone-bid', 'phone-trade', 'phone-claim', 'phone-scoring']);

async function shot(page: Page, name: string, toTop = true): Promise<void> {
  if (toTop) {
    await page.evaluate(() => {
      document.querySelector('.table-side')?.scrollTo(0, 0);
      window.scrollTo(0, 0);
    });
  }
  await page.waitForTimeout(50);
  await page.screenshot({ path: `${SHOTS}${name}${KEY_SCREENS.has(name) ? '' : '.tmp'}.png` });
}

async function newPage(browser: Browser, device: Device, locale = 'en-GB'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...VIEWPORTS[device], locale, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  return { context, page };
}

interface MatchRun {
  device: Device;
  seed: number;
  screenshots: boolean;
  layout: SightTally;
  axe: AxeTally;
  help: HelpTally;
}

async function playMatch(browser: Browser, baseUrl: string, run: MatchRun): Promise<{ matchID: string; moves: number; ms: number }> {
  const { device, screenshots } = run;
  const touch = device === 'phone';
  const prefix = device === 'phone' ? 'phone-' : '';
  const host = await newPage(browser, device);
  const guest = await newPage(browser, device, 'de-DE');
  const watcher = await newPage(browser, device);
  try {
    // The host creates a 2-player match.
    await host.page.goto(baseUrl);
    await host.page.getByLabel('Your name').fill('Anne');
    await host.page.getByRole('radio', { name: '2 players' }).check();
    if (screenshots) await shot(host.page, `${prefix}home`);
    await run.axe.check(host.page, `${prefix}home`);
    await host.page.getByRole('button', { name: 'Create the match' }).click();
    const invite = await host.page.getByTestId('invite-link').inputValue();
    const seatLink = await host.page.getByTestId('seat-link').inputValue();
    if (!invite || !seatLink) throw new Error('no invite or seat link');
    if (screenshots) await shot(host.page, `${prefix}created`);
    await host.page.getByRole('button', { name: 'Go to the table' }).click();
    await host.page.getByTestId('board').waitFor();
    const matchID = new URL(host.page.url()).pathname.split('/')[2] as string;
    log(`${device}: match ${matchID} created`);
    await run.axe.check(host.page, `${prefix}waiting-room`);
    // The waiting room above the table: the page still fits the view on a desktop (it was 41 px taller).
    if (device === 'desktop') {
      const [height, view] = await host.page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
      if ((height ?? 0) > (view ?? 0) + 1) throw new Error(`the waiting room makes the page ${(height ?? 0) - (view ?? 0)} px taller than the view`);
    }

    // The guest (reading German) opens the invite link, takes the free seat.
    await guest.page.goto(invite);
    await guest.page.getByTestId('seat-list').waitFor();
    if (!(await guest.page.getByTestId('seat-list').textContent())?.includes('Anne')) throw new Error('the invite page does not show the host');
    if (screenshots) await shot(guest.page, `${prefix}invite-de`);
    await run.axe.check(guest.page, `${prefix}invite-de`);
    await guest.page.getByLabel('Dein Name').fill('Bonny');
    await guest.page.getByRole('button', { name: 'Platz nehmen' }).click();
    await guest.page.getByTestId('board').waitFor();

    // A spectator watches.
    const spectate = (await host.page.getByTestId('spectate-link').count()) > 0 ? await host.page.getByTestId('spectate-link').inputValue() : `${baseUrl}/match/${matchID}/watch`;
    await watcher.page.goto(spectate);
    await watcher.page.getByTestId('board').waitFor();
    if ((await watcher.page.locator('.hand').count()) !== 0) throw new Error('the spectator sees a hand of cards');

    const chooser: Chooser = seededChooser(run.seed);
    const started = Date.now();
    let moves = 0;
    let dropped = false;
    let titleChecked = false;
    let axeTable = false;
    let helpChecked = false;
    const shotsTaken = new Set<string>();
    while (moves < 600) {
      if (await isOver(host.page)) break;
      if (moves >= MOVES_CAP) throw new Error(`stopped after ${moves} moves (E2E_MOVES)`);
      let acted = false;
      for (const page of [host.page, guest.page]) {
        const stage = await stageOf(page);
        if (stage === 'none') continue;
        // What the decision's choice turns on is seen as it comes, at the page's own size.
        const unseen = await firstSightMisses(page);
        if (unseen.length > 0) await page.screenshot({ path: `${SHOTS}first-sight-miss.tmp.png` });
        if (unseen.length > 0) throw new Error(`grog-island ${stage}: not in sight as the decision came: ${unseen.join(' | ')}`);
        // Every decision: the layout at each listed viewport (a desktop also narrowed to phone sizes).
        await checkDecisionSight(page, 'grog-island', touch ? PHONE_VIEWPORTS : [...DESKTOP_VIEWPORTS, ...PHONE_VIEWPORTS], run.layout);
        // The README's pictures, mid-game at the most crowded decisions: an opening bid (round 2 on) and a trade.
        if (!touch && moves >= 12) {
          const crowded = stage === 'bid' && (await page.locator('.bid-figures dd').nth(1).textContent())?.trim() === '—' ? 'bid' : stage === 'trade' ? 'trade' : null;
          if (crowded && !shotsTaken.has(`crowded-${crowded}`)) {
            shotsTaken.add(`crowded-${crowded}`);
            await crowdedShots(page, 'grog-island', crowded);
          }
        }
        if (!axeTable) {
          axeTable = true;
          await run.axe.check(page, `${prefix}grog-island-table`);
        }
        // Once per device, mid-game: every piece of the board explains itself, and one shows its help.
        if (!helpChecked && moves >= 16 && stage !== 'chooseSetup') {
          helpChecked = true;
          // Checked on the deciding seat's page: the pointer may rest on a piece from the last click (no
          // hover then), and after the layout checks' resizing the board pane may still scroll: settle first.
          if (!touch) await page.mouse.move(0, 0);
          await page.waitForTimeout(800);
          await run.help.check(page, 'grog-island', device, GROG_PIECES);
          const row = run.help.rows.at(-1);
          if (row && !row.shown) log(`help (${device}): ${await helpDiagnosis(page)}`);
        }
        if (screenshots && !shotsTaken.has(stage) && ['bid', 'trade', 'claim', 'pay', 'chooseSetup'].includes(stage)) {
          shotsTaken.add(stage);
          // Named by the decision (the first player to face it, host in English or guest in German).
          await shot(page, `${prefix}${stage}`);
        }
        // The first opening bid of the desktop run is made with the keyboard alone.
        const keyboard = !touch && stage === 'bid' && !shotsTaken.has('keyboard');
        if (keyboard) shotsTaken.add('keyboard');
        if (await act(page, chooser, touch, keyboard, screenshots ? (name) => shot(page, `${prefix}${name}`, false) : undefined)) {
          moves++;
          acted = true;
        }
      }
      // The tab title counts the games waiting for the reader (the guest's table, once it is her turn).
      if (!titleChecked && moves >= 4 && (await stageOf(guest.page)) !== 'none') {
        titleChecked = true;
        await guest.page.waitForFunction(() => document.title.startsWith('(1) '), undefined, { timeout: 20_000 });
        log(`${device}: guest's tab title: ${await guest.page.title()}`);
      }
      // Once, mid-game: the guest's connection drops and comes back; the table says so and catches up.
      if (!dropped && moves >= 20) {
        dropped = true;
        await guest.context.setOffline(true);
        await guest.page.getByTestId('connection-banner').waitFor({ timeout: 30_000 });
        if (screenshots) await shot(guest.page, `${prefix}offline-de`);
        await guest.context.setOffline(false);
        await guest.page.getByTestId('connection-banner').waitFor({ state: 'detached', timeout: 30_000 });
      }
      if (!acted) await host.page.waitForTimeout(100);
    }
    const ms = Date.now() - started;
    run.layout.finish('grog-island');
    for (const page of [host.page, guest.page, watcher.page]) await page.locator('.scoring-table').waitFor({ timeout: 15_000 });
    log(`${device}: the match ended after ${moves} moves in ${(ms / 1000).toFixed(1)} s`);
    if (screenshots) {
      await shot(host.page, `${prefix}scoring`);
      await shot(watcher.page, `${prefix}spectator-end`);
      await shot(guest.page, `${prefix}scoring-de`);
    }
    // Everyone reads the same winner.
    const winners = await Promise.all([host.page, guest.page, watcher.page].map((p) => p.getByTestId('winner-line').textContent()));
    log(`${device}: ${winners[0]?.trim()}`);

    // The finished match can be replayed with every card face up.
    await host.page.getByRole('button', { name: 'Replay the game' }).click();
    await host.page.waitForURL(/\/replay$/);
    if ((await host.page.getByTestId('grog-replay').count()) === 0) await host.page.getByTestId('grog-replay').waitFor({ timeout: 10_000 }).catch(() => undefined);
    if ((await host.page.getByTestId('grog-replay').count()) > 0) {
      for (let i = 0; i < 12; i++) await host.page.getByRole('button', { name: 'Next move' }).click();
      if (screenshots) await shot(host.page, `${prefix}replay`);
      await run.axe.check(host.page, `${prefix}replay`);
      log(`${device}: replay shown, ${await host.page.getByTestId('replay-step').textContent()}`);
    } else {
      log(`${device}: replay not available: ${(await host.page.locator('main').textContent())?.slice(0, 120)}`);
    }
    return { matchID, moves, ms };
  } finally {
    await Promise.all([host.context.close(), guest.context.close(), watcher.context.close()]);
  }
}

/** Why a piece's help did not show (for the log): the piece hovered again, what the pointer hits, the tooltip. */
async function helpDiagnosis(page: Page): Promise<string> {
  const piece = page.locator('svg.board [data-building][data-help]').first();
  const box = await piece.boundingBox();
  if (!box) return 'no piece box';
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await page.evaluate(([px, py]) => {
    const el = document.elementFromPoint(px as number, py as number);
    return `${el?.tagName ?? 'none'} in ${el?.closest('[data-help]')?.getAttribute('data-building') ?? el?.closest('[data-help]')?.className ?? 'no help piece'}; focus ${document.activeElement?.className ?? ''}`;
  }, [x, y]);
  await page.mouse.move(0, 0);
  await page.mouse.move(x, y);
  await page.waitForTimeout(1500);
  const tip = page.getByTestId('help-tip');
  const shown = (await tip.count()) > 0 ? `tip at ${JSON.stringify(await tip.boundingBox())}, same text: ${(await tip.textContent()) === (await piece.getAttribute('data-help'))}` : 'no tip';
  await page.mouse.move(0, 0);
  return `piece at ${Math.round(x)},${Math.round(y)}, hit ${hit}; hovered again: ${shown}`;
}


async function isOver(page: Page): Promise<boolean> {
  return (await page.locator('.scoring-table').count()) > 0;
}

async function main(): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // The server stores its matches in a database (embedded PGlite in a folder of its own), as in
  // production: a seat then has its notes and standing orders, and the sight check opens them too.
  const server = await startServer(process.env.E2E_STORAGE === 'memory' ? {} : { NODE_ENV: 'test', STORAGE: 'database', DATA_DIR: mkdtempSync(join(tmpdir(), 'harbour-e2e-run-')) });
  log(`server at ${server.url}; seed ${E2E_SEED ? `"${E2E_SEED}"` : 'none (new games)'} (E2E_SEED)`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  let failed = false;
  const layout = new SightTally();
  const axe = new AxeTally();
  const help = new HelpTally();
  try {
    // E2E_ONLY=grog-desktop,grog-phone,rum,port-royal runs those parts (the whole browser run, e2e/all.ts,
    // plays them in two lanes); the default is all. A part that fails, or stops short of its end, fails the run.
    const only = new Set((process.env.E2E_ONLY ?? 'grog-desktop,grog-phone,rum,port-royal').split(','));
    // Each part runs even when one before it failed (its checks are counted all the same).
    const part = async <T,>(name: string, play: () => Promise<T>): Promise<T | null> => {
      if (!only.has(name)) return null;
      try {
        return await play();
      } catch (error) {
        failed = true;
        console.error(`[e2e] ${name}:`, error);
        return null;
      }
    };
    const desktop = await part('grog-desktop', () => playMatch(browser, server.url, { device: 'desktop', seed: 7, screenshots: true, layout, axe, help }));
    const phone = await part('grog-phone', () => playMatch(browser, server.url, { device: 'phone', seed: 11, screenshots: true, layout, axe, help }));
    await part('rum', () => playRumAndPirates(browser, server.url, { layout, axe, help }));
    await part('port-royal', () => playPortRoyal(browser, server.url, { layout, axe, help }));
    if ((only.has('grog-desktop') && !desktop) || (only.has('grog-phone') && !phone)) throw new Error('a Grog Island match did not reach its end');
    if (desktop) {
      const figures = await measureTablePage(browser, server.url, `/match/${desktop.matchID}/watch`);
      for (const f of figures.jsFiles) log(`  ${f.file}: ${(f.bytes / 1024).toFixed(1)} KB, gzip ${(f.gzip / 1024).toFixed(1)} KB`);
      log(`table page JavaScript: ${figures.jsGzipKB} KB gzip (${figures.jsRawKB} KB raw); board visible after ${figures.boardVisibleMs.median} ms (median of ${figures.boardVisibleMs.runs.join(', ')})`);
      console.log(JSON.stringify({ e2e: { desktop: { moves: desktop.moves, ms: desktop.ms }, phone: phone ? { moves: phone.moves, ms: phone.ms } : null }, tablePage: { jsGzipKB: figures.jsGzipKB, boardVisibleMs: figures.boardVisibleMs.median } }));
    }
  } catch (error) {
    failed = true;
    console.error(error);
  }
  // What a person can see and click at every decision, and the accessibility of every page, in two lines; the run fails on either.
  console.log(JSON.stringify({ sight: layout.list() }));
  // Words under 11 px and focus boxes overlapped, per game and size that showed any (either fails the run).
  console.log(JSON.stringify({ tinyText: layout.findings('tinyText') }));
  console.log(JSON.stringify({ focusOverlaps: layout.findings('focusOverlaps') }));
  // A board's words of 11 px or more drawn smaller where the board is scaled down to the view (fails the run).
  console.log(JSON.stringify({ drawnSmall: layout.findings('drawnSmall') }));
  // The same at every decision with each panel open and just closed (and after the waiting room closed).
  console.log(JSON.stringify({ sightStates: states.list(), statesSeconds: Math.round(states.ms / 1000), settledLate: states.settledLate }));
  console.log(JSON.stringify({ axe: { serious: axe.serious, critical: axe.critical }, help: help.rows }));
  log(`axe checked ${axe.pages.length} pages: ${axe.pages.join(', ')}`);
  for (const f of layout.shortfalls()) console.error(`[e2e] sight: ${f}`);
  for (const f of axe.findings) console.error(`[e2e] axe: ${f}`);
  for (const f of help.failures) console.error(`[e2e] help: ${f}`);
  if (!layout.ok() || !axe.ok() || !help.ok() || !states.ok()) failed = true;
  await browser.close();
  await server.stop();
  process.exit(failed ? 1 : 0);
}

void main();
