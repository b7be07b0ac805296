import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { TestClient } from '../../server/src/testing/client.js';
import { playSeat } from '../../server/src/testing/grog.js';
import { AxeTally } from './axe.js';
import { startServer } from './server.js';

/**
 * A reviewed replay (issue 28): a 2-player Grog Island match against an easy computer, the host's seat
 * played over a socket, then the replay opened at 1366×768 and on a 390×844 phone (German): the review
 * comes (after "Review in progress" while the server makes it), the chart shows both seats and three
 * turning points, a turning point jumps the replay to its move and the move's review shows beside the
 * step count; the table of seats fits (a card per seat on the phone); axe finds nothing serious. Screenshots: e2e/screenshots/review-*.png.
 * Run: npm run build -w @harbour/web && npx tsx apps/web/e2e/review.ts
 */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SIZES = [
  { name: '1366x768', viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false, locale: 'en-GB', show: /^Show (.+)$/ },
  { name: '390x844', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE', show: /^(.+) zeigen$/ },
] as const;

// The review at full pace: this run looks at the panel, not at the duty cycle (tested in the server's review tests).
const server = await startServer({ REVIEWS: 'true', REVIEW_CPU_PERCENT: '100' });
const failures: string[] = [];
const axe = new AxeTally();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  const created = await fetch(`${server.url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'grog-island', numPlayers: 2, name: 'Anne', bots: [{ playerID: '1', level: 'easy' }] }) });
  const host = (await created.json()) as { matchID: string; credentials: string };
  const client = await TestClient.connect(server.url);
  await client.join(host.matchID, '0', host.credentials);
  await playSeat(client, host.matchID, 0, 'e2e-review');
  client.close();
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch, locale: size.locale, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}/match/${host.matchID}/replay`);
    await page.getByTestId('match-review').waitFor();
    // (the review of the whole match, at most 3 minutes on a loaded 2-core machine: its choices are settled on up to 8 × the futures)
    await page.getByTestId('chance-chart').waitFor({ timeout: 180_000 });
    const seats = await page.getByTestId('chart-seat').count();
    const turning = await page.getByTestId('chart-turning-point').count();
    if (seats !== 2) failures.push(`${size.name}: ${seats} seats in the chart`);
    // (a review names up to three turning points, only those that stand out: as many marks in the chart as in the list)
    const listed = await page.locator('.turning-points ol > li').count();
    if (turning !== listed || turning > 3) failures.push(`${size.name}: ${turning} turning points in the chart, ${listed} in the list`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    if (wide) failures.push(`${size.name}: the page scrolls sideways`);
    // Nor does the table of seats: on a phone its six columns were cut at the right edge (a box that
    // scrolls sideways, which nothing shows); every figure must be in sight without scrolling.
    const cut = await page.evaluate(() => {
      const box = document.querySelector('.luck-choices .table-scroll');
      return box === null ? 'no table of seats' : box.scrollWidth > box.clientWidth + 1 ? `${box.scrollWidth} px wide in ${box.clientWidth}` : null;
    });
    if (cut !== null) failures.push(`${size.name}: the table of seats is cut off (${cut})`);
    const box = await page.getByTestId('match-review').boundingBox();
    if (box) await page.screenshot({ path: `${SHOTS}review-${size.name}.png`, fullPage: true, clip: { x: Math.max(0, box.x - 12), y: Math.max(0, box.y - 48), width: Math.min(size.viewport.width, box.width + 24), height: box.height + 56 } });
    const left = await page.evaluate(() => document.querySelector('[data-testid="match-review"]')?.getBoundingClientRect().left ?? 0);
    if (left < 0) failures.push(`${size.name}: the review starts left of the page`);
    // The first turning point's button, or (a review names only the turning points that stand out, maybe
    // none) the first luck event's: it names the replay's step in the replay's own words ("Move 25 of 73"),
    // and clicking it shows that step.
    const buttons = page.locator('[data-testid="match-review"] li button');
    if ((await buttons.count()) === 0) {
      failures.push(`${size.name}: no turning point or luck event to show`);
      await context.close();
      continue;
    }
    const button = buttons.first();
    // (read once the replay has its steps: before, a button names the move alone, "Move 25"; a click then is
    // shown once they come, ReviewPanel.test.tsx)
    await page.getByTestId('replay-step').waitFor();
    const step = size.show.exec(((await button.textContent()) ?? '').trim())?.[1];
    await button.click();
    const shown = await page.getByTestId('replay-step').textContent();
    if (!step || shown?.trim() !== step) failures.push(`${size.name}: the turning point at "${step}" shows "${shown}"`);
    const note = await page.getByTestId('step-review').textContent({ timeout: 5_000 }).catch(() => null);
    if (!note) failures.push(`${size.name}: no review of the move shown`);
    await page.locator('.replay-controls').screenshot({ path: `${SHOTS}review-step-${size.name}.png` });
    await axe.check(page, `reviewed replay ${size.name}`);
    console.log(`${size.name}: turning point ${step}: ${shown} — ${note}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
failures.push(...axe.findings);
console.log(JSON.stringify({ review: { sizes: SIZES.length, axe: { serious: axe.serious, critical: axe.critical }, failures } }));
if (failures.length > 0) process.exit(1);
