import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { SightCheck } from './layout.js';

/**
 * The sight check in the states a person puts the table in (issue: the table holds together whatever
 * else is open): at a decision, each panel beside it opened and then closed again, and the first
 * decision just after the waiting room closed. In each state every control is hit-tested as at the
 * decision itself, the decision's own text must be wholly in view and uncovered, and (wide screens) no
 * blank strip may lie under the table. The panels: each tab beside the log (Chat, Notes, the Hint),
 * on phones the buttons in the decision's bar (the Hint), and the rules panel.
 *
 * E2E_STATES_EVERY=N checks the states at every Nth checked decision of the sizes the page is not
 * played at (default 4; 1: every one), E2E_OWN_STATES_EVERY=N at every Nth decision of the page's own
 * size (default 3; the first decision always): the panels take a third of the run's time, and these
 * keep the browser run inside CI's 40 minutes on this 2-core machine (see layout.ts's SIZES_EVERY).
 */
const STATES_EVERY = Math.max(1, Number(process.env.E2E_STATES_EVERY ?? 4));
const OWN_STATES_EVERY = Math.max(1, Number(process.env.E2E_OWN_STATES_EVERY ?? 3));

export interface StateRow {
  game: string;
  viewport: string;
  state: string;
  decisions: number;
  controlsMissed: number;
  decisionClipped: number;
  blankStrip: number;
  tinyText: number;
  focusOverlaps: number;
}

/** The sight check; `boardScrolledAway`: a phone's page shows a panel above the board (see checkSight). */
export type Check = (page: Page, boardScrolledAway: boolean) => Promise<SightCheck>;

export class StateTally {
  private readonly rows = new Map<string, StateRow>();
  private readonly shown = new Map<string, number>();
  readonly failures: string[] = [];
  private readonly decisionsAt = new Map<string, number>();
  /** Time spent opening, closing and checking the panels (what the states add to a run). */
  ms = 0;
  /** Checks that missed at first and passed once the page had settled again. */
  settledLate = 0;

  add(game: string, viewport: string, state: string, check: SightCheck): void {
    const key = `${game} ${viewport} ${state}`;
    const row = this.rows.get(key) ?? { game, viewport, state, decisions: 0, controlsMissed: 0, decisionClipped: 0, blankStrip: 0, tinyText: 0, focusOverlaps: 0 };
    row.decisions++;
    row.controlsMissed += check.controlsMissed;
    row.decisionClipped += check.decisionClipped;
    row.blankStrip += check.blankStrip;
    row.tinyText += check.tinyText;
    row.focusOverlaps += check.focusOverlaps;
    this.rows.set(key, row);
    if (failing(check)) {
      const n = (this.shown.get(key) ?? 0) + 1;
      this.shown.set(key, n);
      if (n <= 3) {
        const line = `${key} (${check.stage}, decision ${row.decisions}): ${check.problems.join('; ')}`;
        this.failures.push(line);
        console.error(`[e2e] sight state: ${line}`);
      }
    }
  }

  /** Whether the states are checked at this decision of this game and size (every Nth: OWN_STATES_EVERY at the page's own size, STATES_EVERY away from it). */
  due(game: string, viewport: string, own: boolean): boolean {
    const key = `${game} ${viewport}`;
    const n = (this.decisionsAt.get(key) ?? 0) + 1;
    this.decisionsAt.set(key, n);
    return (n - 1) % (own ? OWN_STATES_EVERY : STATES_EVERY) === 0;
  }

  list(): StateRow[] {
    return [...this.rows.values()];
  }

  ok(): boolean {
    return [...this.rows.values()].every((r) => r.controlsMissed + r.decisionClipped + r.blankStrip + r.tinyText + r.focusOverlaps === 0);
  }
}

/** Every state checked in this browser run (printed as one `{"sightStates":[…]}` line). */
export const states = new StateTally();

/** The panels a person can open at this decision, as [name, selector that opens it, selector that closes it]. */
async function panels(page: Page): Promise<[string, string, string][]> {
  return page.evaluate(() => {
    const out: [string, string, string][] = [];
    const wide = document.querySelector('[data-layout]')?.getAttribute('data-layout') === 'wide';
    if (wide) {
      for (const tab of document.querySelectorAll('[data-region="log"] [role="tablist"] [role="tab"]')) {
        if (tab.id === 'shell-tab-log' || !tab.id) continue;
        out.push([tab.id.replace('shell-tab-', ''), `#${tab.id}`, '#shell-tab-log']);
      }
    } else {
      for (const button of document.querySelectorAll('.shell-beside-buttons button[aria-controls]')) {
        const id = button.getAttribute('aria-controls') ?? '';
        out.push([id.replace('shell-beside-', ''), `.shell-beside-buttons button[aria-controls="${id}"]`, `.shell-beside-buttons button[aria-controls="${id}"]`]);
      }
    }
    if (document.querySelector('.rules-button')) out.push(['rules', '.rules-button', '.rules-button']);
    return out;
  });
}

/**
 * At a decision whose sight was just checked (`base`, at `viewport`): adds it as the state "none"
 * (and "waiting room closed" at the first decision of a page), then opens each panel, checks, closes
 * it, checks again. The page is left as it was found (every panel closed).
 */
export async function checkStates(page: Page, game: string, viewport: string, own: boolean, base: SightCheck, check: Check, settle: (page: Page) => Promise<void>): Promise<void> {
  states.add(game, viewport, 'none', base);
  if (!states.due(game, viewport, own)) return;
  const started = Date.now();
  const first = await page.evaluate(() => {
    const w = window as unknown as { __statesSeen?: boolean };
    const was = w.__statesSeen === true;
    w.__statesSeen = true;
    return !was;
  });
  if (first) states.add(game, viewport, 'waiting room closed', base);
  const wide = base.wide;
  for (const [name, open, close] of await panels(page)) {
    await page.locator(open).first().evaluate((el) => (el as HTMLElement).click());
    await settle(page);
    // (on a phone the rules stand above the board: reading them, the board's choices are further down the page)
    const opened = await settled(page, () => check(page, name === 'rules' && !wide), settle);
    states.add(game, viewport, `${name} open`, opened);
    // One picture per game, size and panel, to look at (not kept in the repository).
    if (!pictured.has(`${game}-${viewport}-${name}`) && (viewport === '1366x768' || viewport === '390x844')) {
      pictured.add(`${game}-${viewport}-${name}`);
      await page.screenshot({ path: `${SHOTS}state-${game}-${viewport}-${name}.tmp.png` });
    }
    await missShot(page, `${game}-${viewport}-${name}-open`, opened);
    await page.locator(close).first().evaluate((el) => (el as HTMLElement).click());
    await settle(page);
    const closed = await settled(page, () => check(page, false), settle);
    states.add(game, viewport, `${name} closed`, closed);
    await missShot(page, `${game}-${viewport}-${name}-closed`, closed);
  }
  states.ms += Date.now() - started;
}

function failing(c: SightCheck): boolean {
  return c.controlsMissed + c.decisionClipped + c.blankStrip + c.tinyText + c.focusOverlaps > 0;
}

/**
 * The check of a page that has come to rest: a miss is checked once more after the page settled again
 * (a board that redraws for the new room a panel left can take a few frames more than the first
 * settling saw; a person never clicks during them). The second check counts; the first is noted.
 */
async function settled(page: Page, check: () => Promise<SightCheck>, settle: (page: Page) => Promise<void>): Promise<SightCheck> {
  const first = await check();
  if (!failing(first)) return first;
  await settle(page);
  await settle(page);
  const again = await check();
  if (!failing(again)) {
    states.settledLate++;
    console.log(`[e2e] sight state: settled late (${first.stage}): ${first.problems.join('; ').slice(0, 300)}`);
  }
  return again;
}

/** While working on the layout: E2E_MISS_SHOTS=1 keeps a picture of the first 2 misses per game, size and state. */
const MISS_SHOTS = process.env.E2E_MISS_SHOTS === '1';
const missShots = new Map<string, number>();
const pictured = new Set<string>();
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

async function missShot(page: Page, key: string, check: SightCheck): Promise<void> {
  if (!MISS_SHOTS || !failing(check)) return;
  const n = (missShots.get(key) ?? 0) + 1;
  missShots.set(key, n);
  if (n <= 2) {
    await page.screenshot({ path: `${SHOTS}miss-state-${key}-${n}.tmp.png` });
    console.log(`[e2e] miss-state ${key}: scrollY ${await page.evaluate(() => window.scrollY)}; ${await page.evaluate(() =>
      [...document.querySelectorAll('[data-region="decision"] button')]
        .map((b) => {
          const r = b.getBoundingClientRect();
          const path: string[] = [];
          for (let p: Element | null = b; p && path.length < 8; p = p.parentElement) path.push(`${p.tagName.toLowerCase()}.${[...p.classList].join('.')}`);
          return `${(b.getAttribute('aria-label') ?? b.textContent ?? '').slice(0, 30)} @${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)} in ${path.join(' < ')}`;
        })
        .join(' || '),
    )}`);
  }
}
