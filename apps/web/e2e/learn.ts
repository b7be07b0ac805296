import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { AxeTally } from './axe.js';
import { frames, settle, shim } from './frames.js';
import { checkSight, firstSightMisses, type SightCheck } from './layout.js';
import { playTeachingGame, TABLES } from './learn-play.js';
import { StateTally } from './sight-states.js';
import { startServer } from './server.js';
import { keysIn } from './word-keys.js';

/**
 * "Learn to play" in a real browser: from the home page, a teaching match of each game against
 * computer players, at 1366×768 and 390×844. The teaching card appears, outlines the pieces it
 * talks about, lies clear of the decision, and every control of the decision stays clickable
 * (elementFromPoint at its centre finds it); "Got it" moves on; a reload explains nothing twice.
 * Then the match is played to its end by clicks (the full-game run's drivers choose the moves), each
 * new card checked the same way and dismissed, until the scoring card with its "how to win" link,
 * which opens the game's page. The seat link opened on another device teaches there too (once).
 * Played to the end: every game at both sizes (1½–2½ minutes more than the first steps alone, the
 * computer seats moving at once under BOT_DELAY_MS=0); LEARN_PHONE=day plays only one game to its end
 * on the phone, a different one each day, LEARN_PHONE=<game,...> those named. LEARN_GAMES=<game,...>
 * runs only those games; LEARN_SEED repeats the drivers' choices of a run (a stuck run says its seed).
 * The screenshot e2e/screenshots/learn-1366x768.png is the README's teaching step.
 * Run: npm run build -w @harbour/web && npx tsx apps/web/e2e/learn.ts (one Chromium).
 */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SIZES = [
  { name: '1366x768', viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
  { name: '390x844', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

const GAMES = ['grog-island', 'port-royal', 'rum-and-pirates'] as const;
/** The seed of the drivers' choices (LEARN_SEED repeats a run). */
const SEED = Number(process.env.LEARN_SEED ?? 7);
/** The games played to their end on the phone: all, or as LEARN_PHONE says ("day": one, turning with the day). */
const PHONE_GAMES = new Set<string>(
  !process.env.LEARN_PHONE || process.env.LEARN_PHONE === 'all' ? GAMES : process.env.LEARN_PHONE === 'day' ? [GAMES[Math.floor(Date.now() / 86_400_000) % GAMES.length] as string] : process.env.LEARN_PHONE.split(','),
);
const failures: string[] = [];
const met: string[] = [];
const axe = new AxeTally();
/**
 * The sight check's states of a teaching match (e2e/sight-states.ts): at each new card with a decision,
 * as the table put the view ("teaching card"), and after "Got it" ("teaching card closed"): every
 * control of the decision hit-tested where it stands, its text in view, no blank strip under the table.
 * A miss fails the run.
 */
const learnStates = new StateTally();

/**
 * Every enabled control of the decision, brought into view, is the element found at its centre; where
 * the table put the view for the decision, the card is wholly in view, does not overlap the decision
 * and its "Got it" is clickable. A control missed also with the card
 * hidden is the table's own layout (the layout check's known misses), noted apart, not counted here.
 */
async function decisionClickable(page: Page, what: string): Promise<void> {
  // tsx names the helpers inside the function below; the page needs the name helper it calls.
  await shim(page);
  const { problems, notes, cardText } = await page.evaluate(() => {
    const out: string[] = [];
    // Where the table put the view for this decision: the card is checked there (a person sees it so).
    const at = window.scrollY;
    // (the boxes that scroll inside the table, put back as well once each control has been brought into view)
    const boxes = [...document.querySelectorAll<HTMLElement>('.shell-sheet, .shell-decision, .shell-main, .shell-side')].map((box) => [box, box.scrollTop] as const);
    const region = [...document.querySelectorAll<HTMLElement>('[data-region="decision"]')].find((r) => !r.hidden && r.offsetParent !== null);
    if (!region) return { problems: ['no decision on screen'], notes: [], cardText: '' };
    const card = document.querySelector<HTMLElement>('[data-testid="learn-card"]');
    // (the content of a closed <details> is laid out but not drawn, as the layout check counts it: its summary is what is seen)
    const inClosed = (c: HTMLElement) => {
      const closed = c.closest('details:not([open])');
      return closed !== null && !closed.querySelector(':scope > summary')?.contains(c);
    };
    // (a closed list's summary is a control: on a phone the buildings to lock or claim are tapped on the board or in that list)
    const controls = [...region.querySelectorAll<HTMLElement>('button, input, select, summary, [role="button"], a[href]')].filter((c) => !(c as HTMLButtonElement).disabled && c.getClientRects().length > 0 && !inClosed(c));
    if (controls.length === 0) out.push('the decision has no control');
    // Brought into view as a person would scroll to it: centred, else at the box's top or foot (a box
    // with a sticky foot of buttons covers its centre when it is short); the last place's hit if none.
    const missed = (c: HTMLElement): Element | null | true => {
      let hit: Element | null = null;
      for (const block of ['center', 'start', 'end'] as const) {
        c.scrollIntoView({ block, inline: 'center' });
        const box = c.getBoundingClientRect();
        hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit !== null && (hit === c || c.contains(hit))) return true;
      }
      return hit;
    };
    const label = (c: HTMLElement) => c.getAttribute('aria-label') ?? c.textContent?.trim().slice(0, 30) ?? c.tagName;
    const misses = controls.map((c) => ({ c, hit: missed(c) })).filter((m) => m.hit !== true);
    const notes: string[] = [];
    if (misses.length > 0 && card) {
      card.style.display = 'none';
      for (const m of misses) {
        const hit = missed(m.c);
        if (hit === true) out.push(`"${label(m.c)}" is covered (by ${m.hit ? (m.hit as HTMLElement).className : 'nothing'}) while the card stands, not without it`);
        else {
          const r = m.c.getBoundingClientRect();
          notes.push(`"${label(m.c)}" missed also without the card (at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}, hit ${hit === null ? 'nothing' : `${(hit as HTMLElement).tagName}.${(hit as HTMLElement).className}`})`);
        }
      }
      card.style.display = '';
    }
    for (const [box, top] of boxes) box.scrollTop = top;
    window.scrollTo(0, at);
    if (card) {
      // The card's title, its buttons and its text in view where the decision put the page.
      const c = card.getBoundingClientRect();
      if (c.top < 0 || c.bottom > window.innerHeight) out.push(`the card (y ${Math.round(c.top)}–${Math.round(c.bottom)}) is not wholly in view`);
      // The card and the decision (a bar fixed to the foot of a phone's screen) share no pixel, and "Got it" is clickable.
      const a = card.getBoundingClientRect();
      const b = (region.closest('.shell-bar') ?? region).getBoundingClientRect();
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) out.push(`the card (y ${Math.round(a.top)}–${Math.round(a.bottom)}) overlaps the decision (y ${Math.round(b.top)}–${Math.round(b.bottom)})`);
      const got = card.querySelector<HTMLElement>('[data-testid="learn-got-it"]');
      const g = got?.getBoundingClientRect();
      const hit = g ? document.elementFromPoint(g.left + g.width / 2, g.top + g.height / 2) : null;
      if (!got || !hit || !(hit === got || got.contains(hit))) out.push('"Got it" is covered');
      // Wide screens: the log's tabs (Log, Chat, Notes) stay in reach while the card stands (the log once went to 0 px).
      const tab = document.querySelector('[data-layout="wide"]') ? document.querySelector<HTMLElement>('[data-region="log"] [role="tab"]') : null;
      const t = tab?.getBoundingClientRect();
      const onTab = t ? document.elementFromPoint(t.left + t.width / 2, t.top + t.height / 2) : null;
      if (tab && t && (t.bottom > window.innerHeight || !onTab || !(onTab === tab || tab.contains(onTab)))) out.push(`the log's tabs are out of reach while the card stands (y ${Math.round(t.top)}–${Math.round(t.bottom)})`);
    }
    return { problems: out, notes, cardText: card?.innerText ?? '' };
  });
  // The card's words, not their keys (its own words once stayed keys when the game's lessons came first).
  for (const key of keysIn(cardText)) problems.push(`the card shows the key "${key}" instead of its words`);
  for (const p of problems) failures.push(`${what}: ${p}`);
  if (notes.length > 0) {
    console.log(`${what}: ${notes.length} control(s) missed by the table's own layout, card or not (e.g. ${notes[0]})`);
    if (process.env.LEARN_SHOTS) await page.screenshot({ path: `${SHOTS}learn-missed-${what.replace(/\W+/g, '-')}.tmp.png` });
  }
}

/**
 * Wide screens: the table fills the view below what stands above it, also after a panel above it went
 * away (the teaching card): its foot is 8 px above the view's foot, unless what stands above leaves it
 * less than its 420 px (it once kept the height it had, leaving a blank strip at the foot and the
 * decision's end cut off, or reaching past the view).
 */
/**
 * "Show me" on the welcome card: a piece the card names comes into view, not covered (on a phone below
 * the card's pinned head and above the decision's bar), and the card's "Got it" stays at hand: in the
 * card where its head is still in view, else in the head pinned at the top of the screen, whose "Back to
 * the card" brings the card back.
 */
async function showMeShows(page: Page, what: string, touch: boolean): Promise<void> {
  const press = async (testId: string) => (touch ? page.getByTestId(testId).tap() : page.getByTestId(testId).click());
  await shim(page);
  await press('learn-show');
  await settle(page);
  // (the pin comes when the card's head has left the view: an observer's callback, a frame or two later)
  await frames(page);
  const seen = await page.evaluate(() => {
    const reachable = (el: Element | null) => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.bottom <= 0 || r.top >= innerHeight) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    };
    const pieces = [...document.querySelectorAll('[data-learn-point]')].filter((el) => !el.closest('[data-testid="learn-card"]'));
    const describe = (el: Element) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} at ${Math.round(r.top)}–${Math.round(r.bottom)} under ${hit ? `${hit.tagName.toLowerCase()}.${hit.getAttribute('class') ?? ''}` : 'nothing'}`;
    };
    return {
      shown: pieces.slice(0, 3).map(describe).join('; '),
      piece: pieces.some(reachable),
      pinned: document.querySelector('[data-testid="learn-pin"]') !== null,
      gotIt: reachable(document.querySelector('[data-testid="learn-pin-got-it"]')) || reachable(document.querySelector('[data-testid="learn-got-it"]')),
    };
  });
  if (!seen.piece) await page.screenshot({ path: `${SHOTS}learn-show-me-${what.replace(/\W+/g, '-')}.tmp.png` });
  if (!seen.piece) failures.push(`${what}: "Show me" left every piece it names out of view or covered (${seen.shown}; the view ${await page.evaluate(() => innerHeight)} px)`);
  if (!seen.gotIt) failures.push(`${what}: after "Show me", no "Got it" at hand`);
  if (seen.pinned && process.env.LEARN_SHOTS) await page.screenshot({ path: `${SHOTS}learn-show-me-${what.replace(/\W+/g, '-')}.tmp.png` });
  if (seen.pinned) {
    await press('learn-pin-back');
    await settle(page);
    const back = await page.getByTestId('learn-got-it').evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return r.top >= 0 && hit !== null && (hit === el || el.contains(hit));
    });
    if (!back) failures.push(`${what}: "Back to the card" did not bring the card's "Got it" back into view`);
  }
  met.push(`${what}: "Show me" shows a piece${seen.pinned ? ', the card pinned at the top, and back' : ', the card in view'}`);
}

/** Where the board's own scrolling boxes stand (its region and what is in it), as "top,left" in document order. */
function boardScrolls(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-region="board"], [data-region="board"] *')]
      .filter((el) => /(auto|scroll)/.test(`${getComputedStyle(el).overflowX} ${getComputedStyle(el).overflowY}`))
      .map((el) => `${Math.round(el.scrollTop)},${Math.round(el.scrollLeft)}`)
      .join(' '),
  );
}

async function shellFollows(page: Page, what: string): Promise<void> {
  const wide = (await page.locator('[data-layout]').first().getAttribute('data-layout')) === 'wide';
  if (!wide) return;
  await page.waitForFunction(() => document.querySelector('[data-testid="learn-card"]') === null, undefined, { timeout: 5_000 }).catch(() => undefined);
  const { foot, height, view } = await page.evaluate(() => {
    const grid = document.querySelector('.table-shell-root > .table-shell');
    const box = grid?.getBoundingClientRect();
    return { foot: box ? box.bottom + window.scrollY : Number.NaN, height: box?.height ?? Number.NaN, view: window.innerHeight };
  });
  if (!(Math.abs(foot - (view - 8)) <= 2) && !(Math.abs(height - 420) <= 1)) failures.push(`${what}: the table ends at ${Math.round(foot)} px, not at the view's foot (${view - 8} px)`);
}

async function situation(page: Page): Promise<string | null> {
  const card = page.getByTestId('learn-card');
  await card.waitFor({ timeout: 20_000 });
  return card.getAttribute('data-situation');
}

/** The seat link opened on another device (a fresh context): the seat's table there teaches too, from the welcome. */
async function seatLinkTeaches(browser: Browser, page: Page, what: string): Promise<void> {
  const matchID = new URL(page.url()).pathname.split('/')[2] ?? '';
  const link = await page.evaluate((id) => (JSON.parse(localStorage.getItem('harbour.seats') ?? '[]') as { matchID: string; seatLink: string | null }[]).find((s) => s.matchID === id)?.seatLink ?? null, matchID);
  if (!link) {
    failures.push(`${what}: no seat link kept`);
    return;
  }
  const other = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-GB', reducedMotion: 'reduce' });
  try {
    const there = await other.newPage();
    await there.goto(link);
    await there.waitForURL(/\/match\/[^/]+\?learn=1$/, { timeout: 20_000 }).catch(() => failures.push(`${what}: the seat link opened elsewhere leads to ${there.url()}, not the teaching table`));
    if ((await situation(there).catch(() => null)) !== 'intro') failures.push(`${what}: the seat link opened elsewhere does not teach`);
  } finally {
    await other.close();
  }
}

/**
 * The sight check of a page come to rest, as the main run's states do (sight-states.ts): a miss is
 * checked once more once the page is still (layout.ts's settle, twice: a board that redraws for the room the card
 * left takes a few frames; a person never clicks during them). The second check counts; the first is
 * printed.
 */
async function checkedAtRest(page: Page, check: () => Promise<SightCheck>, what: string): Promise<SightCheck> {
  const first = await check();
  if (first.controlsMissed + first.decisionClipped + first.blankStrip + first.tinyText + first.focusOverlaps === 0) return first;
  await settle(page);
  await settle(page);
  const again = await check();
  console.log(`${what}: a miss at the first look (${first.problems.slice(0, 2).join(' | ')}), ${again.controlsMissed + again.decisionClipped + again.blankStrip === 0 ? 'gone at rest' : 'still there at rest'}`);
  return again;
}

/**
 * The teaching match played to its end: at each new card with a decision on screen, the decision stays
 * clickable; the last card is the scoring, whose "how to win" link is clickable and opens the game's page.
 */
async function playToEnd(page: Page, game: (typeof GAMES)[number], size: (typeof SIZES)[number], what: string): Promise<boolean> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const run = await playTeachingGame(page, game, size.hasTouch, SEED, async (situation, decided) => {
    if (!decided) return;
    // (as the table put the view: before the check below brings each control into view in turn)
    // (on a phone the card holds the top of the view above the board, as the rules do: the board's
    // choices are reached by scrolling down past it; the decision's bar is checked whole)
    learnStates.add(game, size.name, 'teaching card', await checkedAtRest(page, () => checkSight(page, null, size.hasTouch), `${what} ${situation}`));
    await decisionClickable(page, `${what} ${situation}`);
  }, async (_situation, decided) => {
    // The card gone: the table takes the room it left, every control where it stands.
    if (!decided || (await page.locator('[data-region="decision"]').count()) === 0) return;
    await frames(page);
    if ((await page.locator('[data-stage]').first().getAttribute('data-stage')) === 'none') return;
    learnStates.add(game, size.name, 'teaching card closed', await checkedAtRest(page, () => checkSight(page), `${what} ${_situation} (closed)`));
  }).catch(async (error: unknown) => {
    // What the learner saw when the run got stuck: the decision's words and a picture.
    const decision = await page.locator('[data-region="decision"]').first().textContent({ timeout: 1_000 }).catch(() => null);
    await page.screenshot({ path: `${SHOTS}learn-stuck-${game}-${size.name}.tmp.png`, fullPage: true }).catch(() => undefined);
    failures.push(`${what}: stuck (seed ${SEED}): ${(error as Error).message.split('\n')[0]}; the decision said: ${decision?.replace(/\s+/g, ' ').slice(0, 300)}`);
    return null;
  });
  for (const e of errors) failures.push(`${what}: page error ${e}`);
  if (run === null) return false;
  if (run.cards.at(-1) !== 'scoring') failures.push(`${what}: no scoring card at the end`);
  const link = page.getByTestId('learn-how-to-win');
  await link.scrollIntoViewIfNeeded();
  const clickable = await link.evaluate((a) => {
    const box = a.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === a || a.contains(hit));
  });
  if (!clickable) failures.push(`${what}: the scoring card's "how to win" link is covered`);
  met.push(`${what}: played to the end, ${run.moves} moves (${run.overtaken} overtaken by a forced move) in ${(run.ms / 1000).toFixed(1)} s, explained ${run.cards.join(', ')}`);
  if (size.hasTouch) await link.tap();
  else await link.click();
  return true;
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    for (const game of GAMES.filter((g) => !process.env.LEARN_GAMES || process.env.LEARN_GAMES.split(',').includes(g))) {
      for (const size of SIZES) {
        const what = `${game} ${size.name}`;
        const context = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch, locale: 'en-GB', reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto(`${server.url}/`);
        if (game === 'grog-island') await axe.check(page, `home ${size.name}`);
        await page.getByTestId(`learn-${game}`).click();
        await page.waitForURL(/\/match\/[^/]+\?learn=1$/, { timeout: 20_000 });
        if ((await situation(page)) !== 'intro') failures.push(`${what}: the first card is not the welcome`);
        if ((await page.locator('[data-learn-point]').count()) === 0) failures.push(`${what}: the welcome points at nothing`);
        const scrolledBefore = await boardScrolls(page);
        await showMeShows(page, `${what} welcome`, size.hasTouch);
        // (wide: the next piece too, lower in the board's pane, which scrolls to it)
        if (!size.hasTouch) await page.getByTestId('learn-show').click();
        await settle(page);
        await page.getByTestId('learn-got-it').click();
        await settle(page);
        const scrolledAfter = await boardScrolls(page);
        if (scrolledAfter !== scrolledBefore) failures.push(`${what}: after "Show me" and "Got it" the board's boxes stood scrolled at ${scrolledAfter}, not ${scrolledBefore} as before`);
        await shellFollows(page, `${what} after the welcome`);
        // The computer players move until the learner must decide: the next situation is explained then.
        const next = await situation(page);
        await page.locator('[data-region="decision"] button:not([disabled])').first().waitFor({ state: 'attached', timeout: 30_000 });
        await shellFollows(page, `${what} at ${next}`);
        if (next === 'intro' || next === null) failures.push(`${what}: no situation after the welcome`);
        await page.locator('[data-region="decision"] button:not([disabled])').first().waitFor({ state: 'attached', timeout: 30_000 });
        await decisionClickable(page, `${what} ${next}`);
        // What the decision marks to be seen as it comes (Grog Island's goods tiles), with the card above it.
        const unseen = await firstSightMisses(page);
        if (unseen.length > 0) failures.push(`${what} ${next}: not in sight with the card: ${unseen.join(' | ')}`);
        await axe.check(page, `${what} teaching`);
        if (game === 'grog-island') await page.screenshot({ path: `${SHOTS}learn-${size.name}.png` });
        else if (process.env.LEARN_SHOTS) await page.screenshot({ path: `${SHOTS}learn-${game}-${size.name}.tmp.png` });
        met.push(`${what}: ${next}`);
        await page.getByTestId('learn-got-it').click();
        await shellFollows(page, `${what} after "Got it"`);
        // Left and opened again from My games: nothing explained twice.
        const table = new URL(page.url());
        await page.goto(`${server.url}${table.pathname}`);
        await page.locator(TABLES[game]).waitFor({ timeout: 20_000 });
        const again = await page.getByTestId('learn-card').getAttribute('data-situation', { timeout: 1_000 }).catch(() => null);
        if (again === 'intro' || again === next) failures.push(`${what}: a reload explained "${again}" again`);
        if (size.name === '1366x768' && game === 'grog-island') await seatLinkTeaches(browser, page, what);
        const played = (size.name === '1366x768' || PHONE_GAMES.has(game)) && (await playToEnd(page, game, size, what));
        if (!played) await page.goto(`${server.url}/games/${game}/how-to-win`);
        await page.getByTestId('how-to-win').waitFor();
        await axe.check(page, `${what} how to win`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (!axe.ok()) failures.push(...axe.findings);
  console.log(JSON.stringify({ sightStates: learnStates.list() }));
  if (!learnStates.ok()) failures.push(...learnStates.failures);
  if (failures.length > 0) {
    console.error(`learn: ${failures.length} problem(s)\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(met.join('\n'));
  console.log(`learn: the teaching card appears, points at its pieces, and every control of the decision stays clickable, to the end (1366×768: every game; 390×844: ${[...PHONE_GAMES].join(', ')}); axe: no serious or critical finding on ${axe.pages.length} pages (3 games × 1366×768, 390×844)`);
}

await main();
