import type { BrowserContextOptions, Page } from 'playwright-core';

/**
 * Plays Grog Island through the table's own controls, as a person would: every move is a click
 * (or a tap) on a button, a die, a ship or a building. The helper only decides which one.
 */
export interface Chooser {
  /** Raise instead of passing when a raise is possible. */
  raise(): boolean;
}

const TABLE = '[data-testid="grog-table"]';

export async function stageOf(page: Page): Promise<string> {
  return (await page.locator(TABLE).getAttribute('data-stage')) ?? 'none';
}

export async function stateIdOf(page: Page): Promise<string> {
  return (await page.locator(TABLE).getAttribute('data-state-id')) ?? '';
}

/** The browser contexts of the game runs: a desktop in English and a phone in German. */
export const DESKTOP_EN: BrowserContextOptions = { viewport: { width: 1366, height: 768 }, locale: 'en-GB', reducedMotion: 'reduce' };
export const PHONE_DE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'de-DE',
  reducedMotion: 'reduce',
};

/** Waits until the table (`table`, a selector) shows a state other than the one with id `before`. */
export async function waitForNewState(page: Page, table: string, before: string | null): Promise<void> {
  await page.waitForFunction(
    ([selector, prev]) => {
      const el = document.querySelector(selector as string);
      return el !== null && el.getAttribute('data-state-id') !== prev;
    },
    [table, before],
    { timeout: 15_000 },
  );
}

async function click(page: Page, selector: string, touch: boolean): Promise<void> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  if (touch) await target.tap();
  else await target.click();
}

/** Makes this seat's decision, if it has one; resolves once the table shows the next state. */
/** Presses a control from the keyboard: focus it, then Enter, as a keyboard user would. */
async function press(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  await target.focus();
  await page.keyboard.press('Enter');
}

/**
 * Makes this seat's decision, if it has one; resolves once the table shows the next state.
 * With `keyboard`, a bid is built with the keyboard alone (dice, then the bid button).
 */
export async function act(page: Page, chooser: Chooser, touch = false, keyboard = false, snap?: (name: string) => Promise<void>): Promise<string | null> {
  const stage = await stageOf(page);
  if (stage === 'none') return null;
  const before = await stateIdOf(page);
  switch (stage) {
    case 'chooseSetup': {
      for (let i = 0; i < 4; i++) await click(page, `.setup-choice .card-button >> nth=${i}`, touch);
      await click(page, '.setup-choice .goods-button', touch);
      await click(page, '.setup-choice .actions button.primary', touch);
      break;
    }
    case 'bid': {
      const pass = page.locator('.bid-builder .actions button').nth(1);
      const canPass = await pass.isEnabled();
      const opening = (await page.locator('.bid-figures dd').nth(1).textContent())?.trim() === '—';
      if (canPass && (opening || !chooser.raise())) {
        await click(page, '.bid-builder .actions button >> nth=1', touch);
        break;
      }
      if (keyboard) {
        // The lowest die alone is the cheapest opening bid; Enter moves it into the bidding row.
        const values = await page.locator('.bid-builder [data-die]').evaluateAll((dice) =>
          dice.map((d) => ({ colour: d.getAttribute('data-die'), label: d.getAttribute('aria-label') ?? '' })),
        );
        const lowest = values.map((v) => ({ ...v, value: Number(/(\d)/.exec(v.label)?.[1] ?? 9) })).sort((a, b) => a.value - b.value)[0];
        await press(page, `.bid-builder [data-die="${lowest?.colour}"]`);
        await snap?.('keyboard-focus');
        const bid = page.locator('.bid-builder .actions button.primary');
        if (await bid.isEnabled()) {
          await press(page, '.bid-builder .actions button.primary');
          break;
        }
      }
      await click(page, '.bid-builder .bid-tools button >> nth=0', touch);
      const bid = page.locator('.bid-builder .actions button.primary');
      if (await bid.isEnabled()) await click(page, '.bid-builder .actions button.primary', touch);
      else await click(page, '.bid-builder .actions button >> nth=1', touch);
      break;
    }
    case 'trade': {
      // Half of the time the ship is chosen on the board, else in the dialog's list.
      const onBoard = page.locator('svg.board [data-ship][role="button"]');
      if ((await onBoard.count()) > 0 && chooser.raise()) await click(page, 'svg.board [data-ship][role="button"]', touch);
      else await click(page, '.trade-dialog .ship-option:not([disabled])', touch);
      await click(page, '.trade-dialog .actions button.primary', touch);
      break;
    }
    case 'keepGoalCard':
    case 'discardGoalCard':
      await click(page, '.goal-pick .card-button', touch);
      break;
    case 'pay': {
      const options = page.locator('.pay-choice .pay-option');
      if ((await options.count()) > 0) await click(page, '.pay-choice .pay-option', touch);
      else await click(page, '.pay-choice button.danger', touch);
      break;
    }
    case 'claim':
    case 'lock':
    case 'ghostCrew':
      await click(page, 'svg.board [role="button"][data-building]', touch);
      break;
    default:
      throw new Error(`no way to play stage ${stage}`);
  }
  await waitForNewState(page, TABLE, before);
  return stage;
}

/** Seeded choices, so that a failing run can be repeated. */
export function seededChooser(seed: number, raiseShare = 0.3): Chooser {
  let x = seed >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  return { raise: () => next() < raiseShare };
}
