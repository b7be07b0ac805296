import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { act, seededChooser, stageOf } from './driver.js';
import { startPushStub, type PushStub } from './push-stub.js';
import { startServer } from './server.js';
import { CHROMIUM, CHROMIUM_ARGS, reporter } from './script-kit.js';

/**
 * End-to-end, asynchronous play: a daily 2-player Grog Island match in which one seat goes silent.
 * Anne and Bonny see each other's clocks; Bonny closes her tab; the server's test clock (only with
 * HARBOUR_TEST_CLOCK=1 outside production) runs her time to the reminder and past the deadline;
 * the computer decides for her once and she shows as absent; Anne hands her seat to a computer;
 * Bonny comes back through her seat link, reads "since you were last here", and they chat both ways.
 * The reminder travels as Web Push: the server encrypts it for Bonny's subscription (held by a local
 * push-service stub, as headless Chromium cannot subscribe to a real one), the stub decrypts it,
 * and the DevTools protocol delivers it to the service worker in Bonny's browser, which shows it;
 * its click leads to her seat's table. Screenshots: e2e/screenshots/async-*.png.
 */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const TABLE = '[data-testid="grog-table"]';
const HOUR = 3_600_000;

const { log, check } = reporter('async');

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(50);
  await page.screenshot({ path: `${SHOTS}${name}.png` });
}

async function newContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB', reducedMotion: 'reduce' });
  await context.grantPermissions(['notifications'], { origin: baseUrl });
  return context;
}

async function newPage(context: BrowserContext, who: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`${who}: page error: ${error.message}`));
  return page;
}

/** Moves the server's test clock on; what fell due (reminders, deadlines) runs before it answers. */
async function advance(baseUrl: string, ms: number): Promise<void> {
  const res = await fetch(`${baseUrl}/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: ms }) });
  if (!res.ok) throw new Error(`POST /test/clock answered ${res.status}`);
}

/** The clock badge in a seat's panel at a table. */
function panelClock(page: Page, name: string) {
  return page.locator('article.player-panel', { hasText: name }).locator('.clock-badge');
}

async function heldSeat(page: Page, matchID: string): Promise<{ playerID: string; credentials: string; seatLink: string }> {
  return page.evaluate((id) => {
    const seats = JSON.parse(localStorage.getItem('harbour.seats') ?? '[]') as { matchID: string; playerID: string; credentials: string; seatLink: string | null }[];
    const seat = seats.find((s) => s.matchID === id);
    return { playerID: seat?.playerID ?? '', credentials: seat?.credentials ?? '', seatLink: seat?.seatLink ?? '' };
  }, matchID);
}

export async function playAsyncMatch(browser: Browser, baseUrl: string, pushService: PushStub): Promise<void> {
  const anneContext = await newContext(browser, baseUrl);
  const bonnyContext = await newContext(browser, baseUrl);
  try {
    const anne = await newPage(anneContext, 'Anne');
    // Anne creates a daily 2-player match.
    await anne.goto(baseUrl);
    await anne.getByLabel('Your name').fill('Anne');
    await anne.getByRole('radio', { name: '2 players' }).check();
    await anne.getByText('Pace, chat and listing').click();
    await anne.getByRole('radio', { name: /^Daily/ }).check();
    await anne.getByRole('button', { name: 'Create the match' }).click();
    const invite = await anne.getByTestId('invite-link').inputValue();
    await anne.getByRole('button', { name: 'Go to the table' }).click();
    await anne.getByTestId('board').waitFor();
    const matchID = new URL(anne.url()).pathname.split('/')[2] as string;

    // Bonny joins through the invite link, which tells the pace.
    let bonny = await newPage(bonnyContext, 'Bonny');
    await bonny.goto(invite);
    check((await bonny.getByTestId('pace-note').textContent())?.includes('Daily'), 'the invite page shows the pace');
    await bonny.getByLabel('Your name').fill('Bonny');
    await bonny.getByRole('button', { name: 'Take the seat' }).click();
    await bonny.getByTestId('board').waitFor();

    // Headless Chromium reaches no push service: the toggle says so in words and stays off.
    await anne.getByRole('switch', { name: 'Notify me when it is my turn' }).click();
    const refusal = await anne.getByTestId('notify-toggle').getByRole('alert').textContent();
    check(refusal?.includes('push service') && !(await anne.getByRole('switch').isChecked()), `the notifications toggle without a push service: "${refusal}"`);

    // Both must choose their setup: each seat's clock shows a day.
    await panelClock(anne, 'Bonny').waitFor();
    check(/1 day left|23 hours/.test((await panelClock(anne, 'Bonny').textContent()) ?? ''), `Bonny's clock at Anne's table: ${await panelClock(anne, 'Bonny').textContent()}`);
    await anne.locator('article.player-panel', { hasText: 'Bonny' }).scrollIntoViewIfNeeded();
    await anne.screenshot({ path: `${SHOTS}async-clock.png` });

    // They play until it is Bonny's decision alone; then Bonny closes her tab.
    const chooser = seededChooser(5);
    for (let i = 0; i < 40; i++) {
      const anneStage = await stageOf(anne);
      const bonnyStage = await stageOf(bonny);
      if (anneStage === 'none' && bonnyStage !== 'none' && i > 0 && (await bonny.locator('.game-log-lines li').count()) > 0) break;
      if (anneStage !== 'none') await act(anne, chooser);
      else if (bonnyStage !== 'none') await act(bonny, chooser);
      else await anne.waitForTimeout(100);
    }
    check((await stageOf(bonny)) !== 'none' && (await stageOf(anne)) === 'none', `Bonny decides (${await stageOf(bonny)}), Anne waits`);
    const bonnySeat = await heldSeat(bonny, matchID);
    const bonnyLink = bonnySeat.seatLink;
    check(bonnyLink.includes('/seat/'), 'Bonny holds her seat link');
    // Bonny's browser subscribes to her turn notices (through the stub push service), then she leaves.
    const subscribed = await fetch(`${baseUrl}/api/matches/${matchID}/notices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ playerID: bonnySeat.playerID, credentials: bonnySeat.credentials, channel: 'push', subscription: pushService.subscription }),
    });
    check(subscribed.ok, 'Bonny subscribed to push notices');
    await bonny.close();
    // The server hears her socket go a moment later; a reminder while her table is open would be skipped.
    await anne.waitForTimeout(1000);

    // 80 % of her day later: the reminder's point; her clock turns urgent, and the reminder is pushed.
    await advance(baseUrl, 19.5 * HOUR);
    const reminder = await pushService.next((text) => (JSON.parse(text) as { event?: string }).event === 'reminder');
    check(!reminder.includes(bonnySeat.credentials) && !reminder.includes('/seat/'), `the reminder reached the push service, with no secret: ${reminder}`);
    // It tells what happened since her last move, in the log's words, after its own sentence.
    const reminderBody = (JSON.parse(reminder) as { body: string }).body;
    check(reminderBody.replace(/^[^.]*running out\./, '').trim().length > 0, `the reminder tells what happened since Bonny's last move: "${reminderBody}"`);
    const bonnyNotices = await newPage(bonnyContext, 'Bonny (no table)');
    await bonnyNotices.goto(`${baseUrl}/games`);
    await showPush(bonnyContext, bonnyNotices, baseUrl, reminder, (JSON.parse(reminder) as { body: string }).body);
    await bonnyNotices.close();
    await anne.reload();
    await panelClock(anne, 'Bonny').waitFor();
    check((await panelClock(anne, 'Bonny').getAttribute('data-clock')) === 'soon', `Bonny's clock is urgent: ${await panelClock(anne, 'Bonny').textContent()}`);

    // Past the deadline: the computer decides for her once, and she is absent.
    const before = await anne.locator(TABLE).getAttribute('data-state-id');
    await advance(baseUrl, 5 * HOUR);
    await anne.getByTestId('seat-clocks').locator('[data-clock="absent"]').waitFor({ timeout: 15_000 });
    await anne.waitForFunction(([sel, prev]) => document.querySelector(sel as string)?.getAttribute('data-state-id') !== prev, [TABLE, before], { timeout: 15_000 });
    await anne.getByTestId('computer-moves').getByText('The computer decided once for Bonny because the time ran out.').waitFor({ timeout: 15_000 });
    check(true, 'the deadline passed: Bonny is absent, and the table says the computer decided once for her');

    // Anne hands Bonny's seat to a computer (she is the only present seat: her vote is the majority).
    await anne.getByRole('button', { name: "Hand Bonny's seat to a computer" }).click();
    await anne.getByTestId('seat-clocks').locator('[data-clock="computer"]').waitFor({ timeout: 15_000 });
    await shot(anne, 'async-absent');
    check(true, 'Bonny\'s seat is played by a computer');
    // Anne plays on; the computer answers for Bonny.
    let moves = 0;
    for (let i = 0; i < 60 && moves < 3; i++) {
      if ((await stageOf(anne)) !== 'none') {
        await act(anne, chooser);
        moves++;
      } else await anne.waitForTimeout(100);
    }
    check(moves === 3, 'Anne made three more decisions while the computer played for Bonny');
    await anne.getByRole('tab', { name: 'Chat' }).click();
    await anne.getByRole('textbox', { name: 'Your message' }).fill('Bonny, the computer is playing for you!');
    await anne.getByRole('button', { name: 'Send' }).click();

    // Bonny comes back through her seat link: her seat again, and the news since her last visit.
    bonny = await newPage(bonnyContext, 'Bonny');
    await bonny.goto(bonnyLink);
    await bonny.waitForURL(`**/match/${matchID}`);
    await bonny.getByTestId('board').waitFor();
    const banner = bonny.getByTestId('since-banner');
    await banner.waitFor({ timeout: 15_000 });
    const news = await banner.locator('li').allTextContents();
    check(news.length > 0, `"since you were last here" lists ${news.length} events, first: ${news[0]}`);
    check((await bonny.locator('.game-log-lines li.since-new').count()) === news.length || (await bonny.locator('.game-log-lines li.since-new').count()) >= news.length, 'the new events are marked in the log');
    await shot(bonny, 'async-since');
    await anne.getByTestId('seat-clocks').waitFor({ state: 'detached', timeout: 15_000 });
    check(true, 'Bonny is back: nobody is shown as away any more');

    // Chat both ways (a tab beside the log).
    await bonny.getByRole('tab', { name: 'Chat' }).click();
    await bonny.getByTestId('chat').getByText('Bonny, the computer is playing for you!').waitFor();
    await bonny.getByRole('textbox', { name: 'Your message' }).fill('Back now – thanks, Anne!');
    await bonny.getByRole('textbox', { name: 'Your message' }).press('Enter');
    await anne.getByTestId('chat').getByText('Back now – thanks, Anne!').waitFor({ timeout: 10_000 });
    check(true, 'chat both ways');
    await anne.getByTestId('chat').scrollIntoViewIfNeeded();
    await anne.screenshot({ path: `${SHOTS}async-chat.png` });

    await clickNotice(bonnyContext, baseUrl, matchID, 'Bonny');
  } finally {
    await Promise.all([anneContext.close(), bonnyContext.close()]);
  }
}

/**
 * The service worker: registered by the app; a push message delivered through the DevTools
 * protocol (as the push service would) shows the notice. Headless Chromium draws no notification,
 * so the notice is drawn in a page for the screenshot.
 */
async function showPush(context: BrowserContext, page: Page, baseUrl: string, data: string, body: string): Promise<void> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  check(scope === `${baseUrl}/`, `the service worker is registered for ${scope}`);
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  for (let i = 0; i < 50 && registrations.length === 0; i++) await page.waitForTimeout(50);
  const registration = registrations.find((r) => r.scopeURL === `${baseUrl}/`);
  if (!registration) throw new Error('no service worker registration over CDP');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${baseUrl}/`, registrationId: registration.registrationId, data });
  let shown: { title: string; body: string; icon: string; path: string }[] = [];
  for (let i = 0; i < 50 && shown.length === 0; i++) {
    await page.waitForTimeout(50);
    shown = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon, path: (n.data as { path: string }).path })),
    );
  }
  check(shown.length === 1 && shown[0]?.body === body, `the service worker shows the notice: "${shown[0]?.title}: ${shown[0]?.body}" (opens ${shown[0]?.path})`);

  const card = await context.newPage();
  await card.setViewportSize({ width: 520, height: 140 });
  const icon = Buffer.from(await (await fetch(shown[0]?.icon ?? `${baseUrl}/icon-192.png`)).arrayBuffer()).toString('base64');
  await card.setContent(
    `<body style="margin:0;font-family:system-ui,sans-serif;background:#e8e8e8;padding:16px"><div style="display:flex;gap:12px;background:#fff;border-radius:10px;padding:14px;box-shadow:0 2px 8px #0003">` +
      `<img src="data:image/png;base64,${icon}" width="48" height="48" style="border-radius:8px"><div><div style="font-size:12px;color:#555">Harbour · ${new URL(baseUrl).host}</div>` +
      `<div style="font-weight:600;margin:2px 0">${shown[0]?.title}</div><div>${shown[0]?.body}</div></div></div></body>`,
  );
  await card.screenshot({ path: `${SHOTS}async-notification.png` });
  await card.close();
}

/**
 * A click on the notice. Headless Chromium has no notification to click, and lets no script open a
 * window (clients.openWindow needs a real click), so the click event is dispatched in the worker
 * with openWindow recorded; the recorded address, opened, must show the seat's table.
 */
async function clickNotice(context: BrowserContext, baseUrl: string, matchID: string, name: string): Promise<void> {
  const worker = context.serviceWorkers().find((w) => w.url() === `${baseUrl}/sw.js`);
  if (!worker) throw new Error('the service worker is not running');
  // Written as text: the test's compiler would add helpers the worker does not have.
  const opened = (await worker.evaluate(`(async () => {
    const asked = [];
    Object.defineProperty(self.clients, 'openWindow', { value: async (url) => { asked.push(url); return null; }, configurable: true });
    Object.defineProperty(self.clients, 'matchAll', { value: async () => [], configurable: true });
    const [notification] = await self.registration.getNotifications();
    const event = new NotificationEvent('notificationclick', { notification });
    const waits = [];
    Object.defineProperty(event, 'waitUntil', { value: (p) => { waits.push(p); } });
    self.dispatchEvent(event);
    await Promise.all(waits);
    return asked;
  })()`)) as string[];
  check(opened.length === 1 && opened[0] === `${baseUrl}/match/${matchID}`, `the notice's click opens ${opened[0]}`);
  const table = await context.newPage();
  await table.goto(opened[0] as string);
  await table.getByTestId('board').waitFor();
  check((await table.locator('.table-role').textContent())?.includes(name), `it shows the seat's table: "${await table.locator('.table-role').textContent()}"`);
  await table.close();
}

async function main(): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const started = Date.now();
  // Asynchronous play needs the database (clocks and chat are stored): the embedded one, in a fresh folder.
  const dataDir = mkdtempSync(join(tmpdir(), 'harbour-e2e-async-'));
  const pushService = await startPushStub();
  // The stub push service listens on this machine: the server may send to private addresses here.
  const server = await startServer({ HARBOUR_TEST_CLOCK: '1', NODE_ENV: 'test', STORAGE: 'database', DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE: 'true' });
  log(`server at ${server.url}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let failed = false;
  try {
    await playAsyncMatch(browser, server.url, pushService);
    log(`passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await browser.close();
    await server.stop();
    await pushService.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
