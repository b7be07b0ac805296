import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { act, DESKTOP_EN, PHONE_DE, seededChooser, stageOf } from './driver.js';
import { checkSight } from './layout.js';
import { StateTally } from './sight-states.js';
import { startServer } from './server.js';
import { CHROMIUM, CHROMIUM_ARGS, reporter } from './script-kit.js';

/**
 * End-to-end, hints: Anne creates a 2-player Grog Island match that allows hints (the invite page
 * says so to Bonny, in German on a phone); at her setup decision she asks "What would the strong
 * computer do?" and reads 3 moves in the game's words with their points; Bonny's table shows
 * "1 hint" in Anne's panel and never Anne's answer. A second match without hints offers no button,
 * and the server refuses a hint there. Screenshot: e2e/screenshots/hint.png (README).
 */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const ASK = 'What would the strong computer do?';

const { log, check } = reporter('hints');

/** Anne creates a 2-player match (hints allowed or not); Bonny joins through the invite. */
async function twoSeats(browser: Browser, baseUrl: string, hints: boolean): Promise<{ anne: Page; bonny: Page; close(): Promise<void> }> {
  const anneContext = await browser.newContext(DESKTOP_EN);
  const bonnyContext = await browser.newContext(PHONE_DE);
  const anne = await anneContext.newPage();
  const bonny = await bonnyContext.newPage();
  for (const [who, page] of [['Anne', anne], ['Bonny', bonny]] as const) page.on('pageerror', (error) => log(`${who}: page error: ${error.message}`));
  await anne.goto(baseUrl);
  await anne.getByLabel('Your name').fill('Anne');
  await anne.getByRole('radio', { name: '2 players' }).check();
  if (hints) {
    await anne.getByText('Pace, chat and listing').click();
    await anne.getByRole('checkbox', { name: /Allow hints/ }).check();
  }
  await anne.getByRole('button', { name: 'Create the match' }).click();
  const invite = await anne.getByTestId('invite-link').inputValue();
  await anne.getByRole('button', { name: 'Go to the table' }).click();
  await bonny.goto(invite);
  const note = (await bonny.getByTestId('hints-note').textContent()) ?? '';
  check(hints ? note.startsWith('Tipps erlaubt') : note.includes('keine Tipps'), `the invite page says: "${note}"`);
  await bonny.getByLabel('Dein Name').fill('Bonny');
  await bonny.getByRole('button', { name: 'Platz nehmen' }).click();
  await anne.getByTestId('board').waitFor();
  await bonny.getByTestId('board').waitFor();
  return {
    anne,
    bonny,
    close: async () => {
      await anneContext.close();
      await bonnyContext.close();
    },
  };
}

/** The states of the browser run's sight check this script covers: the Hint with its answer (e2e/sight-states.ts). */
const hintStates = new StateTally();

async function main(): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const started = Date.now();
  const server = await startServer();
  log(`server at ${server.url}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let failed = false;
  try {
    const allowed = await twoSeats(browser, server.url, true);
    const { anne, bonny } = allowed;
    await anne.waitForFunction(() => document.querySelector('[data-testid="grog-table"]')?.getAttribute('data-stage') !== null);
    check((await stageOf(anne)) !== 'none', `Anne decides (${await stageOf(anne)})`);
    // The hint lives in a tab beside the log: opening it, asking and the answer move nothing on the table.
    const boardTop = async () => anne.evaluate(() => document.querySelector('[data-region="board"]')?.getBoundingClientRect().top ?? -1);
    const before = await boardTop();
    await anne.getByRole('tab', { name: 'Hint' }).click();
    await anne.getByRole('button', { name: ASK }).click();
    await anne.getByTestId('hint-move').first().waitFor({ timeout: 30_000 });
    const moves = await anne.getByTestId('hint-move').allTextContents();
    check((await boardTop()) === before, `the board stays where it was (${before} → ${await boardTop()})`);
    check(moves.length >= 1 && moves.length <= 3, `${moves.length} moves: ${moves.join(' | ')}`);
    check(moves.every((m) => !m.includes('$t(') && !/\bhint\.\w/.test(m) && !m.includes('{{')), 'every move in words (no keys, no placeholders)');
    check(moves[0]?.endsWith('best') && moves.slice(1).every((m) => /(best|points less than the best)$/.test(m)), 'the best first, the others with their points (ties are best too)');
    check(new Set(moves).size === moves.length, 'each move named apart (the goal cards a setup keeps)');
    // The answer stands beside the decision, never in its place: every control of the decision is still
    // there to click (the log's floor once took the open tab's content for its own and left it 0 px).
    const decisionHeight = async () => anne.evaluate(() => document.querySelector('[data-region="decision"]')?.getBoundingClientRect().height ?? 0);
    const withAnswer = await checkSight(anne);
    hintStates.add('grog-island', '1366x768', 'hint open with its answer', withAnswer);
    check(withAnswer.controlsMissed === 0 && withAnswer.decisionClipped === 0 && (await decisionHeight()) > 100, `with the answer open, the decision keeps its ${withAnswer.controls} controls (${await decisionHeight()} px; ${withAnswer.problems.slice(0, 3).join('; ')})`);
    await anne.getByTestId('hint-panel').scrollIntoViewIfNeeded();
    await anne.screenshot({ path: `${SHOTS}hint.png` });
    const chip = bonny.locator('article.player-panel', { hasText: 'Anne' }).getByTestId('hint-chip');
    // On the phone the seat panels may be folded away: the chip is there, not necessarily on screen.
    await chip.waitFor({ state: 'attached' });
    check((await chip.textContent())?.startsWith('1 Tipp'), `Bonny's table shows Anne's hint: "${await chip.textContent()}"`);
    check((await bonny.getByTestId('hint-move').count()) === 0 && !(await bonny.content()).includes(moves[0]?.slice(0, 30) ?? '#'), 'Bonny never sees Anne\'s answer');
    check((await anne.locator('article.player-panel', { hasText: 'Anne' }).getByTestId('hint-chip').textContent())?.startsWith('1 hint'), 'Anne\'s own panel counts it too');
    // On Bonny's phone the hint is a button in the decision's bar; its answer opens under the decision,
    // whose controls stay on screen (the bar scrolls inside itself).
    await bonny.waitForFunction(() => document.querySelector('[data-testid="grog-table"]')?.getAttribute('data-stage') !== 'none', undefined, { timeout: 15_000 });
    const tipp = bonny.locator('.shell-bar .shell-beside-buttons').getByRole('button', { name: 'Tipp' });
    await tipp.tap();
    await bonny.getByRole('button', { name: 'Was würde der starke Computer tun?' }).tap();
    await bonny.getByTestId('hint-move').first().waitFor({ timeout: 30_000 });
    const underDecision = await bonny.evaluate(() => {
      const decision = document.querySelector('.shell-bar [data-region="decision"]');
      const answer = document.querySelector('.shell-bar [data-testid="hint-move"]');
      return decision !== null && answer !== null && (decision.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !decision.contains(answer);
    });
    check(underDecision, 'on the phone the answer stands in the bar, under the decision');
    // (tapping the ask button scrolled the bar down to it: back at the bar's top, the decision is whole)
    await bonny.evaluate(() => document.querySelector('.shell-sheet')?.scrollTo(0, 0));
    const phone = await checkSight(bonny);
    hintStates.add('grog-island', '360x740', 'hint open with its answer', phone);
    check(phone.controlsMissed === 0 && phone.decisionClipped === 0, `on the phone with the answer open the decision keeps its ${phone.controls} controls (${phone.problems.slice(0, 3).join('; ')})`);
    // (the picture: the decision's foot with Confirm, the Tipp button, and under it the answer's start)
    await tipp.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await bonny.screenshot({ path: `${SHOTS}hint-phone.png` });
    // Closed again from there (the bar scrolled down to the answer), the bar shows the decision from its top.
    await tipp.tap();
    const phoneClosed = await checkSight(bonny);
    hintStates.add('grog-island', '360x740', 'hint closed', phoneClosed);
    check(phoneClosed.controlsMissed === 0 && phoneClosed.decisionClipped === 0, `on the phone with the answer closed the decision is whole again (${phoneClosed.problems.slice(0, 3).join('; ')})`);

    // The Hint tab stays open while Anne sets up and the next decision of hers arrives: it takes its
    // height, and every control of it is on screen.
    const chooser = seededChooser(36);
    await act(anne, chooser);
    for (let turn = 0; turn < 12 && (await stageOf(anne)) === 'none'; turn++) {
      if ((await stageOf(bonny)) !== 'none') await act(bonny, chooser, true);
      else await anne.waitForFunction(() => document.querySelector('[data-testid="grog-table"]')?.getAttribute('data-stage') !== 'none', undefined, { timeout: 15_000 }).catch(() => {});
    }
    check((await anne.getByRole('tab', { name: 'Hint' }).getAttribute('aria-selected')) === 'true', 'the Hint tab is still the open one');
    const next = await checkSight(anne);
    hintStates.add('grog-island', '1366x768', 'hint open, a new decision', next);
    check(next.stage !== 'none' && next.controlsMissed === 0 && next.decisionClipped === 0 && next.blankStrip === 0 && (await decisionHeight()) > 100, `a new decision (${next.stage}) arrives with the Hint tab open: ${next.controls} controls, ${next.controlsMissed} missed, ${await decisionHeight()} px (${next.problems.slice(0, 3).join('; ')})`);
    await allowed.close();

    const closed = await twoSeats(browser, server.url, false);
    await closed.anne.waitForFunction(() => document.querySelector('[data-testid="grog-table"]')?.getAttribute('data-stage') !== null);
    check((await stageOf(closed.anne)) !== 'none' && (await closed.anne.getByRole('button', { name: ASK }).count()) === 0 && (await closed.anne.getByRole('tab', { name: 'Hint' }).count()) === 0, 'no hint tab or button where the table does not allow hints');
    await closed.close();
    console.log(JSON.stringify({ sightStates: hintStates.list() }));
    // (every field of the sight check: words under 11 px and overlapped focus boxes too)
    check(hintStates.ok(), `the Hint's states pass the sight check${hintStates.failures.length > 0 ? `: ${hintStates.failures.join(' | ')}` : ''}`);
    log(`passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await browser.close();
    await server.stop();
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
