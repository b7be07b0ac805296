import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import type { HelpTally } from './help.js';
import { HELP_PIECES } from '../src/games/rum-and-pirates/help-pieces.js';
import type { AxeTally } from './axe.js';
import { DESKTOP_EN, PHONE_DE } from './driver.js';
import { DESKTOP_VIEWPORTS, MOVES_CAP, PHONE_VIEWPORTS, checkDecisionSight, crowdedShots, type SightTally } from './layout.js';
import { measureTablePage, type TablePageFigures } from './measure.js';

/**
 * End-to-end, Rum & Pirates: the host creates a 2-player match on the home page choosing the game,
 * fills the other seat with a computer player in the waiting room, and plays every one of its own
 * decisions by clicks (fields on the board, the decision panel's buttons) until the final scoring: the
 * captain's moves (with a second way chosen when several lead to a field), field actions, the
 * drinking contests and scorpion counts it is asked to join, re-rolls, resting, going on board. A
 * phone-sized spectator watches (and is checked to see nobody's secret tiles). Screenshots of the key
 * screens go to e2e/screenshots (rum-*.png); the table page is measured at the end.
 */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const TABLE = '[data-testid="rum-table"]';

function log(message: string): void {
  console.log(`[e2e] rum-and-pirates: ${message}`);
}

/** Seeded choices, so that a failing run can be repeated (RUM_SEED). */
export function chooser(seed: number): { chance(p: number): boolean; pick(n: number): number } {
  let x = seed >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  return { chance: (p) => next() < p, pick: (n) => Math.floor(next() * n) };
}


async function stageOf(page: Page): Promise<string> {
  return (await page.locator(TABLE).getAttribute('data-stage')) ?? 'none';
}

async function stateIdOf(page: Page): Promise<string> {
  return (await page.locator(TABLE).getAttribute('data-state-id')) ?? '';
}

async function click(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.click();
}

async function enabled(locator: Locator): Promise<Locator[]> {
  const out: Locator[] = [];
  for (const item of await locator.all()) if (await item.isEnabled()) out.push(item);
  return out;
}

export interface RumRun {
  matchID: string;
  moves: number;
  ms: number;
  stages: Record<string, number>;
  figures: TablePageFigures;
}

export async function playRumAndPirates(browser: Browser, baseUrl: string, checks: { layout: SightTally; axe: AxeTally; help: HelpTally }, seed = Number(process.env.RUM_SEED ?? 5)): Promise<RumRun> {
  const host = await browser.newContext(DESKTOP_EN);
  const phone = await browser.newContext(PHONE_DE);
  try {
    const page = await host.newPage();
    page.on('pageerror', (error) => log(`page error: ${error.message}`));
    // The host picks Rum & Pirates and two seats on the home page.
    await page.goto(baseUrl);
    await page.getByRole('radio', { name: /Rum & Pirates/ }).check();
    // The seat range of the game: 2 to 5 players.
    const seatLabels = await page.locator('.seat-count label').allTextContents();
    if (seatLabels.join('|') !== '2 players|3 players|4 players|5 players') throw new Error(`unexpected seat range: ${seatLabels.join('|')}`);
    await page.getByRole('radio', { name: '2 players' }).check();
    await page.getByLabel('Your name').fill('Anne');
    await page.screenshot({ path: `${SHOTS}rum-home.tmp.png` });
    await page.getByRole('button', { name: 'Create the match' }).click();
    await page.getByRole('button', { name: 'Go to the table' }).click();
    await page.getByTestId('board').waitFor();
    const matchID = new URL(page.url()).pathname.split('/')[2] as string;
    log(`match ${matchID} created`);
    // The other seat: a computer player.
    await page.getByRole('button', { name: 'Computer player on seat 2' }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="status-line"]')?.textContent?.includes('Waiting for every seat'), undefined, { timeout: 20_000 });

    // A spectator on a phone, reading German.
    const watcher = await phone.newPage();
    await watcher.goto(`${baseUrl}/match/${matchID}/watch`);
    await watcher.getByTestId('board').waitFor();
    if ((await watcher.locator('.my-tiles').count()) !== 0) throw new Error('the spectator sees secret tiles');
    await checks.axe.check(watcher, 'rum-and-pirates-table-phone-de');

    // "My games" lists the match.
    await page.getByTestId('nav-my-games').click();
    await page.getByTestId('game-row').filter({ hasText: 'Rum & Pirates' }).first().waitFor({ timeout: 20_000 });
    await page.getByTestId('game-row').filter({ hasText: 'Rum & Pirates' }).first().getByRole('link').click();
    await page.getByTestId('board').waitFor();

    const rng = chooser(seed);
    const stages: Record<string, number> = {};
    const shots = new Set<string>();
    const started = Date.now();
    let moves = 0;
    let helpChecked = false;
    for (let guard = 0; guard < 4000; guard++) {
      if ((await page.locator('.scoring-table').count()) > 0) break;
      if (moves >= MOVES_CAP) throw new Error(`stopped after ${moves} moves (E2E_MOVES)`);
      const stage = await stageOf(page);
      if (stage === 'none') {
        await page.waitForTimeout(60);
        continue;
      }
      const before = await stateIdOf(page);
      await checkDecisionSight(page, 'rum-and-pirates', [...DESKTOP_VIEWPORTS, ...PHONE_VIEWPORTS], checks.layout);
      routeSight.tally = checks.layout;
      // The state moved on while the sight was checked (a move the server made for the seat, such as the
      // end of a field stage with nothing left to do): look at the new decision first.
      if ((await stateIdOf(page)) !== before) continue;
      if (moves === 3) await checks.axe.check(page, 'rum-and-pirates-table');
      // Help in place, once per device mid-game: every field, alley, dark alley, the captain, tiles, stacks, the mast,
      // the figures at the flags and the actions explain themselves (hover on the desktop, long press on the phone).
      // The mast is drawn once somebody is aboard (before, the panel says nobody is): wait for it, as for the tiles.
      if (!helpChecked && moves >= 8 && stage === 'turn' && (await page.locator('.tile-chip').count()) > 0 && (await page.getByTestId('mast').count()) > 0 && (await watcher.getByTestId('mast').count()) > 0) {
        helpChecked = true;
        await checks.help.check(page, 'rum-and-pirates', 'desktop', { ...HELP_PIECES, action: '[data-region="decision"] button[data-move]' });
        await checks.help.check(watcher, 'rum-and-pirates', 'phone', HELP_PIECES);
      }
      if (!shots.has(stage)) {
        shots.add(stage);
        await page.screenshot({ path: `${SHOTS}rum-${stage}${['turn', 'field', 'joinTavern', 'reroll'].includes(stage) ? '' : '.tmp'}.png` });
      }
      // A move the server makes for the seat may come while the helper is deciding (its controls then go with
      // the decision): a click that fails once the state has moved on is not the table's fault; anything
      // else is. (Said in the log, so that a run shows how often it happens.)
      const decided = await decide(page, stage, rng).then(() => null, (error: unknown) => error);
      if (decided !== null) {
        if ((await stateIdOf(page)) === before) throw decided;
        log(`the state moved on while deciding ${stage} (${decided instanceof Error ? decided.message.split('\n')[0] : String(decided)}): the new decision next`);
        continue;
      }
      const refused = page.locator('.move-error');
      await page.waitForFunction(
        ([selector, prev]) => {
          const el = document.querySelector(selector as string);
          return (el !== null && el.getAttribute('data-state-id') !== prev) || document.querySelector('.move-error') !== null;
        },
        [TABLE, before],
        { timeout: 15_000 },
      );
      if ((await refused.count()) > 0) throw new Error(`a move was refused in stage ${stage}: ${await refused.textContent()}`);
      moves++;
      stages[stage] = (stages[stage] ?? 0) + 1;
      // (the mast's scuffle panel may go with the next state before it is brought into view: then the next scuffle's)
      if (!shots.has('scuffle') && (await page.getByTestId('scuffle').count()) > 0 && (await page.getByTestId('scuffle').scrollIntoViewIfNeeded({ timeout: 5_000 }).then(() => true, () => false))) {
        shots.add('scuffle');
        await page.screenshot({ path: `${SHOTS}rum-scuffle.png` });
        // The run scrolled the board pane down to the mast for the picture: back to where the player had it (the
        // next decision may already be shown, and a player's own scrolling is not undone by the table).
        await page.locator('.shell-main').evaluate((pane) => pane.scrollTo({ top: 0 }));
        // The phone watcher enlarges the board (to scroll and tap it).
        await watcher.getByRole('button', { name: 'Spielplan vergrößern' }).click();
        await watcher.getByTestId('board').scrollIntoViewIfNeeded();
        await watcher.screenshot({ path: `${SHOTS}rum-phone-de.png` });
        await watcher.getByRole('button', { name: 'Spielplan einpassen' }).click();
      }
    }
    const ms = Date.now() - started;
    checks.layout.finish('rum-and-pirates');
    await page.locator('.scoring-table').waitFor({ timeout: 15_000 });
    await watcher.locator('.scoring-table').waitFor({ timeout: 15_000 });
    const winner = (await page.getByTestId('winner-line').textContent())?.trim() ?? '';
    const watcherWinner = (await watcher.getByTestId('winner-line').textContent())?.trim() ?? '';
    log(`the match ended after ${moves} moves by clicks in ${(ms / 1000).toFixed(1)} s: ${winner} / ${watcherWinner} (${JSON.stringify(stages)})`);
    if (!winner) throw new Error('no winner shown');
    await page.locator('.end-of-game').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}rum-scoring.png` });
    if ((await page.getByRole('button', { name: 'Play again' }).count()) !== 1) throw new Error('no rematch button');
    // The rules page lists the edition's rulings.
    await page.getByRole('button', { name: 'Rules' }).click();
    const rulings = await page.locator('.rulings dt').count();
    if (rulings < 20) throw new Error(`the rules page lists ${rulings} rulings`);
    await page.getByTestId('rules-panel').screenshot({ path: `${SHOTS}rum-rules.tmp.png` });

    // The finished match can be replayed move by move, every secret face up, with the dice the server rolled.
    await page.getByRole('button', { name: 'Replay the game' }).click();
    await page.waitForURL(/\/replay$/);
    await page.getByTestId('rum-replay').waitFor({ timeout: 15_000 });
    if ((await page.locator('.replay-controls .refusal').count()) > 0) throw new Error('the replay does not reach the final state');
    for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Next move' }).click();
    log(`replay shown, ${await page.getByTestId('replay-step').textContent()}`);
    await page.screenshot({ path: `${SHOTS}rum-replay.tmp.png` });

    const figures = await measureTablePage(browser, baseUrl, `/match/${matchID}/watch`);
    for (const f of figures.jsFiles) log(`  ${f.file}: ${(f.bytes / 1024).toFixed(1)} KB, gzip ${(f.gzip / 1024).toFixed(1)} KB`);
    log(`table page JavaScript: ${figures.jsGzipKB} KB gzip (${figures.jsRawKB} KB raw); board visible after ${figures.boardVisibleMs.median} ms (median of ${figures.boardVisibleMs.runs.join(', ')}); state received after ${figures.syncedMs.median} ms`);
    return { matchID, moves, ms, stages, figures };
  } finally {
    await Promise.all([host.close(), phone.close()]);
  }
}

/** Makes the seat's decision by clicks; the helper only decides which control. `shots`: the README's route pictures may be taken. */
export async function decide(page: Page, stage: string, rng: ReturnType<typeof chooser>, shots = true): Promise<void> {
  switch (stage) {
    case 'turn':
    case 'field': {
      // A route choice still open (its field chosen before): back to the whole decision first, as a person would.
      const cancel = page.locator('[data-region="decision"] .way-choice ~ .actions button.quiet, [data-region="decision"] .move-panel > .actions button.quiet');
      if ((await page.locator('[data-region="decision"] .way-choice').count()) > 0 && (await cancel.count()) > 0) await click(cancel.first());
      const fields = page.locator('svg.rum-board g.field[role="button"]');
      const reachable = await fields.count();
      if (stage === 'field') {
        const actions = await enabled(page.locator('.action-panel button'));
        if (actions.length > 0 && rng.chance(0.85)) return click(actions[rng.pick(actions.length)] as Locator);
        if (reachable > 0 && rng.chance(0.25)) return moveCaptain(page, fields, reachable, rng, shots);
        if ((await page.locator('[data-move="endTurn"]').count()) === 0) {
          // Said in the log, to find out why (the field stage without "End the turn").
          log(`field stage without "End the turn": ${(await page.locator('[data-region="decision"]').textContent())?.slice(0, 300)}`);
        }
        return click(page.locator('[data-move="endTurn"]'));
      }
      const deadEnd = page.locator('[data-move="leaveDeadEnd"]');
      if ((await deadEnd.count()) > 0) return click(deadEnd);
      if (reachable > 0 && rng.chance(0.9)) return moveCaptain(page, fields, reachable, rng, shots);
      const rest = page.locator('[data-move="rest"]');
      if ((await rest.isEnabled()) && rng.chance(0.3)) return click(rest);
      const board = page.locator('[data-move="goOnBoard"]');
      if (await board.isEnabled()) return click(board);
      if (await rest.isEnabled()) return click(rest);
      return moveCaptain(page, fields, reachable, rng, shots);
    }
    case 'supplies':
      return click(page.locator(rng.chance(0.6) ? '[data-move="keepSupplies"]' : '[data-move="returnSupplies"]'));
    case 'joinTavern': {
      const join = page.locator('[data-move="joinTavern"]');
      return click((await join.isEnabled()) && rng.chance(0.5) ? join : page.locator('[data-move="declineTavern"]'));
    }
    case 'reroll': {
      const reroll = page.locator('[data-move="reroll"]');
      return click((await reroll.isEnabled()) && rng.chance(0.5) ? reroll : page.locator('[data-move="keepRoll"]'));
    }
    default:
      throw new Error(`no way to play stage ${stage}`);
  }
}

/** How much the helper likes a field: contests and rum first, dark-alley detours rarely (E2E_DARK: how much it likes those). */
const LIKING: Record<string, number> = { tavern: 5, chest: 4, rum: 4, map: 2, headquarters: 2, pirate: 2 };

/** The route choice is pictured from its third showing on (the board has filled a little), again whenever it offers more ways than before. */
const routeShot = { ways: -1, after: 2 };
/** The route choice is a decision of its own: checked for sight at every size when the tally is set (the full run). */
const routeSight: { tally: SightTally | null } = { tally: null };

/** Clicks a reachable field on the board; when the route chooser opens, confirms its way (or another). */
async function moveCaptain(page: Page, fields: Locator, count: number, rng: ReturnType<typeof chooser>, shots: boolean): Promise<void> {
  const before = await stateIdOf(page);
  const kinds = await fields.evaluateAll((els) => els.map((el) => ({ kind: el.getAttribute('data-kind') ?? '', dark: el.classList.contains('via-dark') })));
  const weights = kinds.map((k) => (k.dark ? Number(process.env.E2E_DARK ?? 0.15) : (LIKING[k.kind] ?? 1)));
  let r = rng.pick(1000) / 1000 * weights.reduce((a, b) => a + b, 0);
  let index = 0;
  while (index < count - 1 && r >= (weights[index] ?? 0)) r -= weights[index++] ?? 0;
  await click(fields.nth(index));
  // One way: the move is made. Several: the panel lists them.
  await page.waitForFunction(
    ([selector, prev]) => document.querySelector(selector as string)?.getAttribute('data-state-id') !== prev || document.querySelector('.way-choice') !== null,
    [TABLE, before],
    { timeout: 15_000 },
  );
  // The route chooser: the cheapest way is preselected (sometimes another is chosen); a way spending the
  // last pirates is warned about first. The move goes on confirmation.
  if ((await stateIdOf(page)) !== before) return;
  // The README's pictures, once: the route choice (mid-game, after the first moves).
  const wayCount = await page.locator('.way-choice .way-button').count();
  if (shots && routeShot.after-- <= 0 && wayCount > routeShot.ways) {
    routeShot.ways = wayCount;
    await crowdedShots(page, 'rum-and-pirates', 'route');
  }
  // (only while the route choice is still open: the last move of a game may have ended it meanwhile)
  if (routeSight.tally && (await page.locator('[data-region="decision"] .way-choice').count()) > 0 && (await stateIdOf(page)) === before) {
    await checkDecisionSight(page, 'rum-and-pirates', [...DESKTOP_VIEWPORTS, ...PHONE_VIEWPORTS], routeSight.tally);
  }
  const ways = page.locator('.way-choice .way-button');
  if ((await ways.count()) > 0 && rng.chance(0.4)) await click(ways.nth(rng.pick(await ways.count())));
  await click(page.locator('[data-region="decision"] [data-move="moveWay"]'));
}
