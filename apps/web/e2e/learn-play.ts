import type { Page } from 'playwright-core';
import { act as grogAct, seededChooser, waitForNewState } from './driver.js';
import { act as portRoyalAct, chooser as portRoyalChooser } from './port-royal.js';
import { chooser as rumChooser, decide as rumDecide } from './rum-and-pirates.js';

/**
 * Plays a teaching match to its end through the table's controls, as a learner would: each teaching
 * card is handed to `onCard` (the caller checks it) and dismissed with "Got it" as it comes, then the
 * seat's decision is made by the full-game run's driver of that game (it only chooses which control).
 */
export type LearnGame = 'grog-island' | 'port-royal' | 'rum-and-pirates';

export const TABLES: Readonly<Record<LearnGame, string>> = {
  'grog-island': '[data-testid="grog-table"]',
  'port-royal': '[data-testid="pr-table"]',
  'rum-and-pirates': '[data-testid="rum-table"]',
};

/** One decision of the learner's seat at `stage`, by clicks; resolves once the table shows a newer state. */
type Decide = (page: Page, stage: string) => Promise<void>;

function driver(game: LearnGame, touch: boolean, seed: number): Decide {
  switch (game) {
    case 'grog-island': {
      const choose = seededChooser(seed);
      return async (page) => {
        await grogAct(page, choose, touch);
      };
    }
    case 'port-royal': {
      const random = portRoyalChooser(seed);
      return (page, stage) => portRoyalAct(page, stage, random);
    }
    case 'rum-and-pirates': {
      const rng = rumChooser(seed);
      return async (page, stage) => {
        const before = await page.locator(TABLES[game]).getAttribute('data-state-id');
        await rumDecide(page, stage, rng, false);
        await waitForNewState(page, TABLES[game], before);
      };
    }
  }
}

export interface TeachingRun {
  /** The learner's moves. */
  moves: number;
  /** The situations explained, in order (the scoring last). */
  cards: string[];
  ms: number;
  /** Decisions the server's forced move overtook while the driver chose. */
  overtaken: number;
}

/** The teaching card's situation, if one stands. */
async function cardOn(page: Page): Promise<string | null> {
  const card = page.getByTestId('learn-card');
  return (await card.count()) > 0 ? card.getAttribute('data-situation') : null;
}

/**
 * Plays the open teaching table to the final scoring. `onCard(situation, decided)` runs at each new
 * card before "Got it" (`decided`: the seat has a decision on screen); the scoring card ends the run.
 */
export async function playTeachingGame(page: Page, game: LearnGame, touch: boolean, seed: number, onCard: (situation: string, decided: boolean) => Promise<void>, onDismissed?: (situation: string, decided: boolean) => Promise<void>): Promise<TeachingRun> {
  const table = TABLES[game];
  const decide = driver(game, touch, seed);
  const started = Date.now();
  const cards: string[] = [];
  let moves = 0;
  let overtaken = 0;
  // A control the driver looks for is there at once or not at all (the state moved on): no 30 s waits.
  page.setDefaultTimeout(10_000);
  for (let guard = 0; guard < 5000; guard++) {
    const before = await page.locator(table).getAttribute('data-state-id');
    const stage = (await page.locator(table).getAttribute('data-stage')) ?? 'none';
    const situation = await cardOn(page);
    if (situation !== null) {
      if (cards.includes(situation)) throw new Error(`"${situation}" was explained twice`);
      cards.push(situation);
      await onCard(situation, stage !== 'none');
      if (situation === 'scoring') {
        page.setDefaultTimeout(30_000);
        return { moves, cards, ms: Date.now() - started, overtaken };
      }
      await gotIt(page, situation);
      await onDismissed?.(situation, stage !== 'none');
      continue;
    }
    if ((await page.locator('.scoring-table').count()) > 0) {
      // The end: the scoring card comes with the final table.
      await page.getByTestId('learn-card').waitFor({ timeout: 10_000 });
      continue;
    }
    if (stage === 'none') {
      await page.waitForTimeout(50);
      continue;
    }
    try {
      await decide(page, stage);
      moves++;
    } catch (error) {
      // The server made the seat's only legal move itself (a forced move, e.g. the end of a Rum & Pirates
      // turn with nothing left to do) while the driver chose among the controls of the state before:
      // the state moved on without the click. Choose again at the new state; anything else is a failure.
      const now = await page.locator(table).getAttribute('data-state-id');
      if (now === before || ++overtaken > 10) throw error;
    }
  }
  throw new Error(`no end after ${moves} moves`);
}

/**
 * "Got it", as a person taps it: if the card is still there a few seconds later (the page moved under
 * the pointer as the tap landed: a new decision scrolled it into view), once more.
 */
async function gotIt(page: Page, situation: string): Promise<void> {
  const changed = (timeout: number) =>
    page
      .waitForFunction((prev) => document.querySelector('[data-testid="learn-card"]')?.getAttribute('data-situation') !== prev, situation, { timeout })
      .then(() => true)
      .catch(() => false);
  for (let tap = 0; tap < 3; tap++) {
    const button = page.getByTestId('learn-got-it');
    if ((await button.count()) === 0) break;
    await button.click();
    if (await changed(tap < 2 ? 4000 : 10_000)) return;
  }
  if (!(await changed(1000))) throw new Error(`"Got it" on "${situation}" left the card in place after three taps`);
}
