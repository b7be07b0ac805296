import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/**
 * The table's layout rules, checked in the browser at a decision: the decision panel and all its
 * buttons seen (inside the viewport, not covered, not scrolled away inside a panel), the board seen
 * (what the decision offers on it, else a fair part of it), and how many log lines are seen.
 */
export const DESKTOP_VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;
export const PHONE_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

export interface LayoutCheck {
  decisionInView: boolean;
  boardInView: boolean;
  logLinesInView: number;
  /** Lines the log holds (the rule asks for the latest 3, or all while there are fewer). */
  logLines: number;
  /** The table's stage at the check. */
  stage: string;
  /** What was not seen, for the failure message. */
  problems: string[];
}

export interface LayoutRow {
  game: string;
  viewport: string;
  decisions: number;
  decisionInView: number;
  boardInView: number;
  logLinesInViewMin: number;
}

/** Counts per game and viewport, printed at the end of the run. */
export class LayoutTally {
  private readonly rows = new Map<string, LayoutRow & { wide: boolean }>();
  readonly failures: string[] = [];
  private readonly shownPerKey = new Map<string, number>();
  /** Decisions that fail the run (out of view, or too few log lines on a wide screen). */
  failing = 0;
  /** Board checks that missed, listed but not failing the run (the issue's rule: every decision in view). */
  readonly warnings: string[] = [];

  add(game: string, viewport: string, check: LayoutCheck, wide: boolean): void {
    const key = `${game} ${viewport}`;
    const row = this.rows.get(key) ?? { game, viewport, wide, decisions: 0, decisionInView: 0, boardInView: 0, logLinesInViewMin: Number.POSITIVE_INFINITY };
    row.decisions++;
    if (check.decisionInView) row.decisionInView++;
    if (check.boardInView) row.boardInView++;
    // The latest 3 lines (while the log holds 3 or more; before, every line it holds).
    const logOk = !wide || check.logLinesInView >= Math.min(3, check.logLines);
    if (check.logLines >= 3) row.logLinesInViewMin = Math.min(row.logLinesInViewMin, check.logLinesInView);
    this.rows.set(key, row);
    // The run fails on a decision out of view or too few log lines; a board piece out of view is reported (see ok()).
    if (!check.decisionInView || !check.boardInView || !logOk) {
      if (!logOk) check.problems.push(`${check.logLinesInView} of ${check.logLines} log lines seen`);
      const failing = !check.decisionInView || !logOk;
      const list = failing ? this.failures : this.warnings;
      const shown = (this.shownPerKey.get(key) ?? 0) + 1;
      this.shownPerKey.set(key, shown);
      if (shown <= 3) list.push(`${key} (${check.stage}): ${check.problems.join('; ')}`);
      if (failing) this.failing++;
    }
  }

  /** Decisions checked so far for a game at a viewport. */
  count(game: string, viewport: string): number {
    return this.rows.get(`${game} ${viewport}`)?.decisions ?? 0;
  }

  list(): LayoutRow[] {
    return [...this.rows.values()].map(({ wide: _wide, ...r }) => ({ ...r, logLinesInViewMin: Number.isFinite(r.logLinesInViewMin) ? r.logLinesInViewMin : 0 }));
  }

  /** Whether every decision was in view (and, wide, the latest 3 log lines): the run fails otherwise. */
  ok(): boolean {
    return this.failing === 0 && [...this.rows.values()].every((r) => r.decisionInView === r.decisions);
  }
}

/** Checks the page as it is now (a decision must be showing). */
export async function checkLayout(page: Page): Promise<LayoutCheck> {
  await shim(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const within = (r: DOMRect, bottom = vh) => r.width > 0 && r.height > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= bottom + 1 && r.right <= vw + 1;
    /** Seen: inside the viewport and the element itself is what a tap at its centre (and near its corners) hits. */
    const seen = (el: Element, bottom = vh) => {
      const r = el.getBoundingClientRect();
      if (!within(r, bottom)) return false;
      const points: [number, number][] = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 3, r.top + 3],
        [r.right - 3, r.bottom - 3],
      ];
      return points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (el === hit || el.contains(hit) || hit.contains(el));
      });
    };
    const decision = document.querySelector('[data-region="decision"]');
    const board = document.querySelector('[data-region="board"]');
    const log = document.querySelector('[data-region="log"]');
    const bar = document.querySelector('.shell-bar');
    // On phones the bar covers the foot of the screen: the board must show above it.
    const barTop = bar ? bar.getBoundingClientRect().top : vh;

    let decisionInView = false;
    if (!decision) problems.push('no decision region');
    else {
      const r = decision.getBoundingClientRect();
      const panelSeen = r.height > 0 && r.top >= -1 && r.top < vh - 40 && r.bottom > 0;
      const buttons = [...decision.querySelectorAll<HTMLButtonElement>('.actions button, button.primary')].filter((b) => b.offsetParent !== null);
      const hidden = buttons.filter((b) => !seen(b));
      if (!panelSeen) problems.push(`decision panel at ${Math.round(r.top)}..${Math.round(r.bottom)} of ${vh}`);
      if (hidden.length > 0) problems.push(`buttons not seen: ${hidden.map((b) => (b.textContent ?? '').trim().slice(0, 20)).join(', ')}`);
      decisionInView = panelSeen && hidden.length === 0;
    }

    let boardInView = false;
    if (!board) problems.push('no board region');
    else {
      const r = board.getBoundingClientRect();
      const visible = Math.min(r.bottom, barTop) - Math.max(r.top, 0);
      const offered = [...board.querySelectorAll('[role="button"]:not([aria-disabled="true"]), button[data-take]:not(:disabled), button[data-fulfil]:not(:disabled)')].filter((el) => el.getBoundingClientRect().width > 0);
      // A piece on offer is seen when a tap at its centre reaches it above the bar.
      const centreSeen = (el: Element) => {
        const p = el.getBoundingClientRect();
        const x = p.left + p.width / 2;
        const y = p.top + p.height / 2;
        if (x < 0 || x > vw || y < 0 || y > barTop) return false;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (el === hit || el.contains(hit));
      };
      if (offered.length > 0) boardInView = offered.some(centreSeen);
      else boardInView = visible >= Math.min(160, r.height * 0.5);
      if (!boardInView) {
        // Where the first piece on offer is, and what a tap at its centre would reach (for the report).
        const first = offered[0]?.getBoundingClientRect();
        const hit = first ? document.elementFromPoint(first.left + first.width / 2, first.top + first.height / 2) : null;
        const where = first
          ? `; first at y ${Math.round(first.top)}..${Math.round(first.bottom)}, bar at ${Math.round(barTop)} of ${vh}, scrolled ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight - vh}, a tap reaches ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'}`
          : '';
        problems.push(offered.length > 0 ? `no choice on the board seen (${offered.length} offered${where})` : `board ${Math.round(visible)} px seen`);
      }
    }

    let logLinesInView = 0;
    const logLines = log ? log.querySelectorAll('.game-log-lines li').length : 0;
    if (log) {
      const list = log.querySelector('.game-log-lines');
      const box = list?.getBoundingClientRect();
      for (const li of log.querySelectorAll('.game-log-lines li')) {
        const r = li.getBoundingClientRect();
        if (!box || r.height === 0) continue;
        if (r.top >= Math.max(0, box.top) - 1 && r.bottom <= Math.min(vh, box.bottom, barTop) + 1) logLinesInView++;
      }
    }
    return { decisionInView, boardInView, logLinesInView, logLines, problems, stage: document.querySelector('[data-stage]')?.getAttribute('data-stage') ?? '' };
  });
}

/**
 * At a decision: checks the layout at each viewport (resizing the page, then restoring it), adding
 * the results to the tally. The page's own size is put back before the move is made.
 */
export async function checkDecisionLayouts(page: Page, game: string, viewports: readonly { width: number; height: number }[], tally: LayoutTally): Promise<void> {
  const original = page.viewportSize();
  for (const v of viewports) {
    if (original?.width !== v.width || original.height !== v.height) {
      await page.setViewportSize(v);
    }
    await settle(page);
    const check = await checkLayout(page);
    const size = `${v.width}x${v.height}`;
    tally.add(game, size, check, v.width >= 1000);
    // The README's screenshots: each game at 1366x768 and 390x844, at its 8th decision (the board has filled a little).
    if (SCREENSHOT_SIZES.has(size) && tally.count(game, size) === 8) await page.screenshot({ path: `${SHOTS}${game}-${size}.png` });
  }
  if (original) {
    await page.setViewportSize(original);
    await settle(page);
  }
}

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const SCREENSHOT_SIZES = new Set(['1366x768', '390x844']);

/**
 * Until the page is still: the layout, the table's re-render for its new size and the shell's
 * reaction have run (the scroll position, the page's height, the bar's and the board's size unchanged
 * over 3 frames; 40 at most).
 */
async function settle(page: Page): Promise<void> {
  await shim(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = '';
        let still = 0;
        let frames = 0;
        const next = () => {
          const board = document.querySelector('[data-region="board"]')?.getBoundingClientRect();
          const now = `${window.scrollY} ${document.documentElement.scrollHeight} ${document.querySelector('.shell-bar')?.getBoundingClientRect().height ?? 0} ${board?.width ?? 0}x${board?.height ?? 0}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 3 || ++frames >= 40) setTimeout(resolve, 0);
          else requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      }),
  );
}

/** tsx names the functions handed to the page with a helper the page does not have. */
async function shim(page: Page): Promise<void> {
  await page.evaluate('window.__name = window.__name || ((f) => f)');
}
