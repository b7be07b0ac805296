import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer } from './server.js';

/**
 * The lobby pages a person meets first — home, invite, My games — at 1366×768 and 390×844: the page's
 * primary action ("Create the match", take a seat, open the match) lies inside the first screen,
 * without scrolling, and nothing sticks out sideways. Screenshots go to e2e/screenshots/pages-*.png.
 * Run: npm run build -w @harbour/web && npx tsx apps/web/e2e/pages-fold.ts (about 30 s).
 */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SIZES = [
  { name: '1366x768', viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
  { name: '390x844', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

const failures: string[] = [];

/** The element's box lies inside the first screen (no scrolling), and the page is not wider than the view. */
async function aboveTheFold(page: Page, selector: string, what: string): Promise<void> {
  const el = page.locator(selector).first();
  await el.waitFor();
  const found = await page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const node = document.querySelector(sel);
    if (!node) return null;
    const box = node.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const hit = document.elementFromPoint(cx, cy);
    return { bottom: box.bottom, top: box.top, height: window.innerHeight, hit: hit !== null && (hit === node || node.contains(hit)), wide: document.documentElement.scrollWidth > window.innerWidth + 1 };
  }, selector);
  if (!found) failures.push(`${what}: ${selector} missing`);
  else {
    if (found.bottom > found.height || found.top < 0) failures.push(`${what}: ${selector} at y ${Math.round(found.top)}–${Math.round(found.bottom)}, below the fold (${found.height})`);
    if (!found.hit) failures.push(`${what}: ${selector} is covered`);
    if (found.wide) failures.push(`${what}: the page scrolls sideways`);
  }
}

/** In German on a narrow phone (the longest words, the least room): the header's links and "Learn to play" on the first screen. */
async function germanHeader(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'de-DE', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${url}/`);
  for (const link of ['nav-my-games', 'home-learn']) await aboveTheFold(page, `[data-testid="${link}"]`, 'home 360x740 de');
  await aboveTheFold(page, '.language-switch select', 'home 360x740 de');
  await page.screenshot({ path: `${SHOTS}pages-home-360x740-de.png` });
  await context.close();
}

async function run(browser: Browser, url: string): Promise<void> {
  await germanHeader(browser, url);
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch, locale: 'en-GB', reducedMotion: 'reduce' });
    const host = await context.newPage();
    await host.goto(`${url}/`);
    await aboveTheFold(host, '.create-form button[type="submit"]', `home ${size.name}`);
    const computers = await host.getByTestId('computers-note').isVisible();
    if (!computers) failures.push(`home ${size.name}: nothing says computers can fill seats`);
    await host.screenshot({ path: `${SHOTS}pages-home-${size.name}.png` });
    // "Learn to play" in the lead, above the fold; its page starts a lesson from the first screen.
    await aboveTheFold(host, '[data-testid="home-learn"]', `home ${size.name}`);
    await host.getByTestId('home-learn').click();
    await aboveTheFold(host, '[data-testid="learn-port-royal"]', `learn ${size.name}`);
    await host.goto(`${url}/`);
    // Create a match to have an invite page and a row in My games.
    await host.getByLabel(/Your name/).fill('Anne');
    await host.locator('.create-form button[type="submit"]').click();
    const invite = (await host.getByTestId('invite-link').inputValue()).replace(/^https?:\/\/[^/]+/, url);
    const guest = await context.browser()!.newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch, locale: 'en-GB', reducedMotion: 'reduce' });
    const bonny = await guest.newPage();
    await bonny.goto(invite);
    await aboveTheFold(bonny, '.join-form button[type="submit"]', `invite ${size.name}`);
    await bonny.screenshot({ path: `${SHOTS}pages-invite-${size.name}.png` });
    await host.goto(`${url}/games`);
    await aboveTheFold(host, '.game-row-link', `My games ${size.name}`);
    await host.screenshot({ path: `${SHOTS}pages-my-games-${size.name}.png` });
    await guest.close();
    await context.close();
  }
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  await run(browser, server.url);
} finally {
  await browser.close();
  await server.stop();
}
console.log(JSON.stringify({ pagesFold: { checked: SIZES.length * 3, failures } }));
if (failures.length > 0) process.exit(1);
