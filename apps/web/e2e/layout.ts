// Long on purpose: the check runs in the page as one function handed to page.evaluate (the browser sees
// none of this module's helpers), so what it tests per decision stands in that one body.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { settle, shim } from './frames.js';
import { keyboardFocusMisses } from './keyboard-focus.js';
import { checkStates } from './sight-states.js';
import { keysIn } from './word-keys.js';

/**
 * What a person can see and click at a decision, checked in the browser by hit-testing (not by the
 * boxes of regions): every interactive element of the decision and every choice the game offers on
 * the board has its centre in the viewport and `document.elementFromPoint(centre)` is that element or
 * inside it (no panel, tooltip or scrolled-away pane in between); every piece of the board whose
 * centre is in the viewport is not covered by another element; on desktop the newest log line, the
 * status line and the decision's title pass the same test. On phones the decision bar may scroll
 * only when it cannot grow any further, and then its first choices and its confirm button are seen.
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

/** While working on the layout: E2E_MOVES=N stops each game after N moves (the run then fails, as incomplete). */
export const MOVES_CAP = Number(process.env.E2E_MOVES ?? Number.POSITIVE_INFINITY);
/** While working on the layout: E2E_MISS_SHOTS=1 keeps a picture of the first 3 misses per game and size (miss-*.tmp.png). */
const MISS_SHOTS = process.env.E2E_MISS_SHOTS === '1';
const missShots = new Map<string, number>();
/** While working on the layout: E2E_SHOT_WHEN=<selector> keeps pictures of decisions showing it (when-*.tmp.png). */
const SHOT_WHEN = process.env.E2E_SHOT_WHEN ?? null;
const whenShots = new Map<string, number>();

/** While working on the layout: E2E_SIZES=1366x768,390x844 checks these sizes only. */
const SIZES_ONLY = process.env.E2E_SIZES ? new Set(process.env.E2E_SIZES.split(',')) : null;
/**
 * The sizes the page is not played at are checked at every decision up to the EVERY_UP_TO-th, then at
 * every Nth (E2E_SIZES_EVERY, default 6; 1: every decision), so that every stage of a match is met at
 * every size while the whole browser run stays inside CI's 40 minutes (a run of 2026-12-02 on this
 * 2-core machine: the browser run 28 min of a 47-minute CI with every third, from the 40th). Every
 * size still reaches MIN_DESKTOP_DECISIONS; the page's own size is checked at every decision.
 */
const SIZES_EVERY = Math.max(1, Number(process.env.E2E_SIZES_EVERY ?? 6));
const EVERY_UP_TO = 12;

/** One check of the page as it is now. */
export interface SightCheck {
  stage: string;
  wide: boolean;
  controls: number;
  controlsMissed: number;
  piecesChecked: number;
  boardCovered: number;
  /** The log holds a line, and its newest one is seen (wide screens; phones keep the log behind a tab). */
  logLines: number;
  logNewestSeen: boolean;
  /** The status line and the decision's title seen, and no page below the view (wide screens). */
  headSeen: boolean;
  /** Lines of the decision's own text (its title, help, warnings) cut by an edge or covered, where its box cannot scroll to them. */
  decisionClipped: number;
  /** Wide screens: a blank strip over 16 px between the table's foot and the foot of the view. */
  blankStrip: number;
  /** Word keys shown in place of their words anywhere on the page ("coach.gotIt": e2e/word-keys.ts). */
  keysShown: string[];
  /** Words in view drawn smaller than 11 px (CSS pixels; a drawing's text at its drawn scale), and some of them. */
  tinyText: number;
  tinyTextSamples: string[];
  /** A drawing's words of 11 px or more drawn under 11 px because the drawing is scaled down (counted, not failing), and some of them. */
  drawnSmall: number;
  drawnSmallSamples: string[];
  /** Controls in view whose focus box (border box grown by the outline's width and offset) another control's box or label text reaches into, and some of them. */
  focusOverlaps: number;
  focusOverlapSamples: string[];
  /** What was not seen, for the failure message. */
  problems: string[];
}

export interface SightRow {
  game: string;
  viewport: string;
  decisions: number;
  controlsSeenAll: number;
  controlsMissed: number;
  boardCovered: number;
  logNewestSeen: number;
  /** Words under 11 px, summed over the decisions checked. */
  tinyText: number;
  /** Focus boxes overlapped by another control or its label, summed over the decisions checked. */
  focusOverlaps: number;
}

type Kind = 'tinyText' | 'focusOverlaps' | 'drawnSmall';

interface Finding {
  game: string;
  viewport: string;
  decisions: number;
  most: number;
  seen: Map<string, string>;
}

/** The least number of decisions checked per game at each desktop size (when a game was played to its end). */
export const MIN_DESKTOP_DECISIONS = 16;

/** Counts per game and viewport, printed at the end of the run as one `{"sight":[…]}` line. */
export class SightTally {
  private readonly rows = new Map<string, SightRow & { wide: boolean; logChecked: number; headMissed: number; keysShown: Set<string> }>();
  readonly failures: string[] = [];
  private readonly shownPerKey = new Map<string, number>();
  /** Games played to their end (their desktop sizes must reach MIN_DESKTOP_DECISIONS). */
  private readonly finished = new Set<string>();

  /** Words under 11 px and overlapped focus boxes per game and size: decisions showing any, the most at one, what they were. */
  private readonly found = { tinyText: new Map<string, Finding>(), focusOverlaps: new Map<string, Finding>(), drawnSmall: new Map<string, Finding>() };

  add(game: string, viewport: string, check: SightCheck): void {
    const key = `${game} ${viewport}`;
    const note = (kind: Kind, count: number, samples: string[]) => {
      if (count === 0) return;
      const row = this.found[kind].get(key) ?? { game, viewport, decisions: 0, most: 0, seen: new Map<string, string>() };
      row.decisions++;
      row.most = Math.max(row.most, count);
      // (one sample per element: its words and class, not its size or place)
      for (const sample of samples) {
        // (words: one sample per kind of element and size; focus boxes: one per control)
        const what = kind === 'focusOverlaps' ? sample.replace(/ \(focus box.*/, '') : sample.replace(/ ".*"( in [^ ]+)? ([\d.]+) px at .*/, '$1 $2');
        if (row.seen.size < 8 && !row.seen.has(what)) row.seen.set(what, sample);
      }
      this.found[kind].set(key, row);
    };
    note('tinyText', check.tinyText, check.tinyTextSamples);
    note('focusOverlaps', check.focusOverlaps, check.focusOverlapSamples);
    note('drawnSmall', check.drawnSmall, check.drawnSmallSamples);
    const row = this.rows.get(key) ?? { game, viewport, wide: check.wide, decisions: 0, controlsSeenAll: 0, controlsMissed: 0, boardCovered: 0, logNewestSeen: 0, tinyText: 0, focusOverlaps: 0, logChecked: 0, headMissed: 0, keysShown: new Set<string>() };
    row.decisions++;
    row.tinyText += check.tinyText;
    row.focusOverlaps += check.focusOverlaps;
    if (check.controlsMissed === 0) row.controlsSeenAll++;
    row.controlsMissed += check.controlsMissed;
    row.boardCovered += check.boardCovered;
    if (check.wide && check.logLines > 0) {
      row.logChecked++;
      if (check.logNewestSeen) row.logNewestSeen++;
    }
    if (check.wide && !check.headSeen) row.headMissed++;
    for (const k of check.keysShown) row.keysShown.add(k);
    this.rows.set(key, row);
    const failing = check.keysShown.length > 0 || check.controlsMissed > 0 || check.boardCovered > 0 || check.tinyText > 0 || check.focusOverlaps > 0 || (check.wide && check.logLines > 0 && !check.logNewestSeen) || (check.wide && !check.headSeen);
    if (failing) {
      const shown = (this.shownPerKey.get(key) ?? 0) + 1;
      this.shownPerKey.set(key, shown);
      if (shown <= 4) {
        const line = `${key} (${check.stage}, decision ${row.decisions}): ${check.problems.join('; ')}`;
        this.failures.push(line);
        // At once too, for a long run watched while it goes.
        console.error(`[e2e] sight: ${line}`);
      }
    }
  }

  /** A game was played to its end: its desktop rows must count enough decisions. */
  finish(game: string): void {
    this.finished.add(game);
  }

  /** Counts one more decision met at a size, checked or not (E2E_SIZES_EVERY samples by it); returns how many came before. */
  meet(game: string, viewport: string): number {
    const key = `${game} ${viewport}`;
    const n = this.met.get(key) ?? 0;
    this.met.set(key, n + 1);
    return n;
  }
  private readonly met = new Map<string, number>();

  /** Decisions checked so far for a game at a viewport. */
  count(game: string, viewport: string): number {
    return this.rows.get(`${game} ${viewport}`)?.decisions ?? 0;
  }

  /** Words under 11 px, focus boxes overlapped (each fails the run), words drawn under 11 px on a scaled-down drawing (counted): one row per game and size that showed any. */
  findings(kind: Kind): { game: string; viewport: string; decisions: number; most: number; samples: string[] }[] {
    return [...this.found[kind].values()].map(({ seen, ...row }) => ({ ...row, samples: [...seen.values()] }));
  }

  list(): SightRow[] {
    return [...this.rows.values()].map(({ game, viewport, decisions, controlsSeenAll, controlsMissed, boardCovered, logNewestSeen, tinyText, focusOverlaps }) => ({ game, viewport, decisions, controlsSeenAll, controlsMissed, boardCovered, logNewestSeen, tinyText, focusOverlaps }));
  }

  /** Why the run fails besides a missed choice or a covered piece: too few decisions, a head or the newest log line out of view. */
  shortfalls(): string[] {
    const out: string[] = [];
    for (const row of this.rows.values()) {
      if (row.wide && this.finished.has(row.game) && DESKTOP_VIEWPORTS.some((v) => `${v.width}x${v.height}` === row.viewport) && row.decisions < MIN_DESKTOP_DECISIONS) {
        out.push(`${row.game} ${row.viewport}: only ${row.decisions} decisions checked (at least ${MIN_DESKTOP_DECISIONS})`);
      }
      if (row.keysShown.size > 0) out.push(`${row.game} ${row.viewport}: words shown as their keys: ${[...row.keysShown].slice(0, 6).join(', ')}`);
      if (row.headMissed > 0) out.push(`${row.game} ${row.viewport}: status line or decision title out of sight, or a page below the view, at ${row.headMissed} decisions`);
      if (row.logNewestSeen < row.logChecked) out.push(`${row.game} ${row.viewport}: newest log line out of sight at ${row.logChecked - row.logNewestSeen} of ${row.logChecked} decisions`);
    }
    return out;
  }

  ok(): boolean {
    // (a board's words drawn under 11 px where it is scaled down to the view fail the run too: none at any size since 2026-11-30)
    return this.shortfalls().length === 0 && this.found.drawnSmall.size === 0 && [...this.rows.values()].every((r) => r.controlsMissed === 0 && r.boardCovered === 0 && r.tinyText === 0 && r.focusOverlaps === 0);
  }
}

/**
 * Checks the page as it is now (a decision must be showing). `opened`: the selector of what the
 * reader has just opened in the decision (a summary's list): on a phone whose bar scrolls, its first
 * choices are then the ones to be in view, not the decision's. `boardScrolledAway`: on a phone the
 * page shows something above the board (the rules being read), so the board's choices are reached by
 * scrolling down to them; each one in view must still be clickable, and the decision's bar whole.
 */
export async function checkSight(page: Page, opened: string | null = null, boardScrolledAway = false): Promise<SightCheck> {
  await shim(page);
  const check = await sightOf(page, opened, boardScrolledAway);
  const keysShown = keysIn(await page.evaluate(() => document.body.innerText));
  if (keysShown.length > 0) check.problems.push(`words shown as their keys: ${keysShown.slice(0, 4).join(', ')}`);
  return { ...check, keysShown };
}

function sightOf(page: Page, opened: string | null, boardScrolledAway: boolean): Promise<Omit<SightCheck, 'keysShown'>> {
  return page.evaluate(([opened, boardScrolledAway]) => {
    const problems: string[] = [];
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const wide = document.querySelector('[data-layout]')?.getAttribute('data-layout') === 'wide';
    const bar = wide ? null : document.querySelector('.shell-bar');
    const barTop = bar ? bar.getBoundingClientRect().top : vh;
    const tips = [...document.querySelectorAll('.explain-tip[data-placed="true"]')].map((tip) => tip.getBoundingClientRect());
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 28);
      return `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const shown = (el: Element) => {
      if (el.closest('[hidden]')) return false;
      // The content of a closed <details> is laid out when asked, but not drawn (its summary is what is seen).
      const closed = el.closest('details:not([open])');
      if (closed && !closed.querySelector(':scope > summary')?.contains(el)) return false;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    /** A visually hidden input is clicked through its label. */
    const target = (el: Element): Element => {
      if (el instanceof HTMLInputElement && el.getBoundingClientRect().width <= 2 && el.labels && el.labels[0]) return el.labels[0];
      return el;
    };
    /** What a click at the element's centre reaches, or why it cannot be clicked there. */
    /**
     * Where a person clicks an element: the centre of its box; for a drawn shape whose box's centre is off
     * the shape (a bent street), the middle of its outline, where the shape is drawn.
     */
    const centreOf = (el: Element): { x: number; y: number } => {
      const r = el.getBoundingClientRect();
      const centre = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      if (!(el instanceof SVGGraphicsElement) || el instanceof SVGSVGElement) return centre;
      const atCentre = document.elementFromPoint(centre.x, centre.y);
      if (atCentre && (atCentre === el || el.contains(atCentre))) return centre;
      // (the first path drawn solid and clickable: not a dashed ring that lets clicks through)
      const solid = (p: SVGPathElement) => getComputedStyle(p).pointerEvents !== 'none' && getComputedStyle(p).strokeDasharray === 'none';
      const path = el instanceof SVGPathElement ? el : [...el.querySelectorAll('path')].find(solid);
      const matrix = path?.getScreenCTM();
      if (!path || !matrix) return centre;
      const p = path.getPointAtLength(path.getTotalLength() / 2);
      return { x: matrix.a * p.x + matrix.c * p.y + matrix.e, y: matrix.b * p.x + matrix.d * p.y + matrix.f };
    };
    const hitTest = (el: Element, bottom = vh): { ok: true } | { ok: false; why: string } => {
      const { x, y } = centreOf(el);
      if (x < 0 || x >= vw || y < 0 || y >= bottom) {
        // (off to a side: how wide the page and the board are laid out, to tell a page wider than the view from a stale layout)
        const side = x < 0 || x >= vw ? `; the page ${document.documentElement.scrollWidth} px wide, scrolled ${Math.round(window.scrollX)}, the board ${Math.round(document.querySelector('[data-region="board"]')?.getBoundingClientRect().width ?? 0)} px, layout ${document.querySelector('[data-layout]')?.getAttribute('data-layout') ?? 'none'}` : '';
        return { ok: false, why: `centre ${Math.round(x)},${Math.round(y)} outside the view${side}` };
      }
      if (tips.some((tip) => x >= tip.left && x <= tip.right && y >= tip.top && y <= tip.bottom)) return { ok: false, why: 'under a help tooltip' };
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit))) return { ok: true };
      return { ok: false, why: `a click reaches ${hit ? name(hit) : 'nothing'}` };
    };
    /** The part of the view an element's scrolling ancestors show (a piece outside it is scrolled away, not covered). */
    const clipOf = (el: Element) => {
      let top = 0;
      let left = 0;
      let right = vw;
      let bottom = barTop;
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowY + style.overflowX)) {
          const r = p.getBoundingClientRect();
          top = Math.max(top, r.top);
          left = Math.max(left, r.left);
          right = Math.min(right, r.right);
          bottom = Math.min(bottom, r.bottom);
        }
      }
      return { top, left, right, bottom };
    };

    // The decision: every control and every choice it holds.
    const decision = document.querySelector('[data-region="decision"]');
    // The foot of the decision's title where it stays at the head of a box that scrolls (wide screens):
    // what scrolled under it is out of sight as what scrolled under the sticky buttons is (null: no such title).
    const stickyTitleFoot = (el: Element): number | null => {
      const title = decision?.querySelector('.decision > .decision-title');
      return title && !title.contains(el) && getComputedStyle(title).position === 'sticky' ? title.getBoundingClientRect().bottom : null;
    };
    // What acts (buttons, fields, links); pieces that only explain themselves (focusable for their help)
    // are checked as pieces of a drawing below (a die may sit on its goods space).
    const interactive = 'button, [role="button"], [role="radio"], [role="checkbox"], input:not([type="hidden"]), select, textarea, a[href], [tabindex="0"]:not([data-help])';
    const controls = decision ? [...decision.querySelectorAll(interactive)].filter(shown).map(target) : [];
    if (!decision || !shown(decision)) problems.push('no decision shown');
    let controlsMissed = 0;
    // Phones: the bar may scroll only when it cannot grow (at its greatest height), and then its first
    // choices and its confirm button must be in view.
    // Wide screens: a decision taller than the view scrolls in its own box (the decision region takes
    // the height its content needs, up to the view); the same rule then holds for its box.
    const sheet = wide ? decision?.closest('.shell-decision') ?? null : decision?.closest('.shell-sheet') ?? null;
    const sheetScrolls = sheet !== null && sheet.scrollHeight > sheet.clientHeight + 1;
    // (at its full height: on a phone the bar at its greatest, on a wide screen the log beside it at its floor)
    const logAtFloor = () => {
      const log = document.querySelector('[data-region="log"]');
      const floor = log ? parseFloat(getComputedStyle(log).minHeight || '0') : 0;
      return !log || log.getBoundingClientRect().height <= floor + 2;
    };
    const barFull = wide ? logAtFloor() : bar !== null && bar.getBoundingClientRect().height >= parseFloat(getComputedStyle(bar).maxHeight || '0') - 2;
    const confirm = decision?.querySelector('.actions button.primary, .actions button') ?? null;
    const missed: string[] = [];
    const openedBox = opened ? decision?.querySelector(opened) ?? null : null;
    const openedControls = openedBox ? controls.filter((el) => openedBox.contains(el) && el.tagName !== 'SUMMARY') : [];
    controls.forEach((el, i) => {
      const hit = hitTest(el);
      if (hit.ok) return;
      if (sheetScrolls && barFull && sheet) {
        // What the sheet (wide: the decision's box) shows: its box above its own sticky buttons.
        const clip = sheet.getBoundingClientRect();
        const sticky = decision?.querySelector('.decision > .actions');
        const foot = sticky && !sticky.contains(el) ? Math.min(clip.bottom, sticky.getBoundingClientRect().top) : clip.bottom;
        // (…and below its title where that stays at the box's head while the box scrolls)
        const head = Math.max(clip.top, stickyTitleFoot(el) ?? clip.top);
        const r = el.getBoundingClientRect();
        // (a centre within a pixel of the sticky buttons' edge is hit-tested on them: Chromium rounds the point)
        const scrolledAway = r.top + r.height / 2 < head + 1 || r.top + r.height / 2 > foot - 1;
        const essential = (openedBox ? openedControls.indexOf(el) >= 0 && openedControls.indexOf(el) < 3 : i < 3) || el === confirm;
        if (scrolledAway && !essential) return;
      }
      controlsMissed++;
      missed.push(`${name(el)}: ${hit.why}`);
    });
    // The choices the decision offers on the board (and beside it, such as the auction row).
    const main = document.querySelector('.shell-main') ?? document.querySelector('[data-region="board"]');
    const offered = main ? [...main.querySelectorAll('[data-decision-target], [role="button"]:not([aria-disabled="true"]), button[data-take]:not(:disabled), button[data-fulfil]:not(:disabled)')].filter((el) => shown(el) && !el.closest('.shell-seats, .shell-hand, .shell-context')) : [];
    // Phones: the board scrolls with the page under the bar; a choice below it (or above the view) is
    // reached by scrolling the page, as long as one of them is in view; in view, each must be clickable.
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      const y = r.top + r.height / 2;
      // (a centre within a pixel of the bar's edge is hit-tested on the bar: Chromium rounds the point)
      return y >= 0 && y < barTop - 1;
    };
    const someInView = offered.some(inView);
    for (const el of offered) {
      if (!wide && (someInView || boardScrolledAway) && !inView(el)) continue;
      const hit = hitTest(el, barTop);
      if (hit.ok) continue;
      controlsMissed++;
      missed.push(`on the board ${name(el)}: ${hit.why}`);
    }
    if (missed.length > 0) problems.push(`${missed.length} of ${controls.length + offered.length} controls missed: ${missed.slice(0, 4).join(' | ')}`);

    // Every piece of the board in the view (its centre inside what its panes show) is not covered.
    const onBoard = main ? [...main.querySelectorAll('[data-help], [role="button"], button[data-take]')].filter((el) => shown(el) && !el.closest('.shell-seats, .shell-hand, .shell-context')) : [];
    const inDecision = decision ? [...decision.querySelectorAll('[data-help]')].filter((el) => shown(el) && !controls.includes(el)) : [];
    const pieces = [...onBoard, ...inDecision];
    // What is drawn over the page but lets clicks through (pointer-events: none: a notice, a bubble) is
    // not found by a hit test, yet hides what is under it: its boxes are covers too.
    const seeThrough = [...document.querySelectorAll('body *')].filter((el) => {
      if (el.closest('svg') || !shown(el)) return false;
      const style = getComputedStyle(el);
      if (style.pointerEvents !== 'none' || !/absolute|fixed|sticky/.test(style.position) || Number(style.opacity) < 0.05) return false;
      const parent = el.parentElement;
      return !parent || getComputedStyle(parent).pointerEvents !== 'none';
    });
    const coverAt = (el: Element, x: number, y: number) =>
      seeThrough.find((c) => !c.contains(el) && !el.contains(c) && (() => {
        const r = c.getBoundingClientRect();
        return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
      })());
    let piecesChecked = 0;
    const covered: string[] = [];
    for (const el of pieces) {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const clip = clipOf(el);
      if (x < clip.left || x >= clip.right || y < clip.top || y >= clip.bottom) continue;
      piecesChecked++;
      if (tips.some((tip) => x >= tip.left && x <= tip.right && y >= tip.top && y <= tip.bottom)) {
        const tip = document.querySelector('.explain-tip[data-placed="true"]');
        covered.push(`${name(el)} under the help tooltip "${(tip?.textContent ?? '').slice(0, 40)}" (focus on ${document.activeElement ? name(document.activeElement) : 'nothing'})`);
        continue;
      }
      const over = coverAt(el, x, y);
      if (over) {
        covered.push(`${name(el)} under ${name(over)}, which lets clicks through`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit) || hit.contains(el)) continue;
      // Phones: the bar at the foot of the screen is where the board scrolls under (not a cover).
      if (!wide && bar?.contains(hit)) continue;
      // Pieces on pieces of the same drawing (a token on a field) are not covered by another element.
      const drawing = el.closest('svg') ?? el.closest('.shell-board, .shell-main > *');
      if (drawing && drawing.contains(hit)) continue;
      covered.push(`${name(el)} under ${name(hit)}`);
    }
    if (covered.length > 0) problems.push(`${covered.length} board pieces covered: ${covered.slice(0, 4).join(' | ')}`);

    // Wide screens: the newest log line, the status line and the decision's title are seen.
    const lines = document.querySelectorAll('[data-region="log"] .game-log-lines li');
    const newest = lines[lines.length - 1];
    let logNewestSeen = false;
    // (another tab beside the log open: the log's lines are not on screen, nor meant to be)
    if (newest && wide && shown(newest)) {
      const hit = hitTest(newest);
      logNewestSeen = hit.ok;
      if (!hit.ok) problems.push(`newest log line: ${hit.why}`);
    }
    let headSeen = true;
    // Wide screens: the table fills the view, and the page has nothing below it to scroll to.
    const below = document.documentElement.scrollHeight - vh;
    if (wide && below > 8) {
      headSeen = false;
      problems.push(`the page scrolls ${below} px past the view`);
    }
    if (wide) {
      for (const el of [document.querySelector('[data-testid="status-line"]'), decision?.querySelector('.decision-title') ?? null]) {
        // (a title said, not shown, is not covered: Grog Island's setup, whose legends and status line say it)
        if (!el || el.getBoundingClientRect().width <= 2) continue;
        const hit = hitTest(el);
        if (!hit.ok) {
          headSeen = false;
          problems.push(`${name(el)}: ${hit.why}`);
        }
      }
    }
    // The decision's own text (its title, its help, a warning) wholly in view and not covered: a line cut
    // by an edge counts, and so does one out of its box, unless the box scrolls to it at its full height
    // (a phone's bar at its greatest height; a wide side column with nothing left to give the decision).
    let decisionClipped = 0;
    if (decision && shown(decision)) {
      const scroller = wide ? decision.closest('.shell-decision') : sheet;
      const scrollsAtFull = scroller !== null && scroller.scrollHeight > scroller.clientHeight + 1 && barFull;
      const sticky = decision.querySelector('.decision > .actions');
      const texts = [...decision.querySelectorAll('*')].filter((el) => {
        if (!shown(el) || el.closest('svg, details:not([open])')) return false;
        const r = el.getBoundingClientRect();
        if (r.width <= 2 || r.height <= 2) return false;
        return [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      });
      const cut: string[] = [];
      for (const el of texts) {
        const r = el.getBoundingClientRect();
        // (what its scrolling boxes show of the view; a phone's bar holds the decision, so not clipped at the bar's top)
        const clip = { top: 0, left: 0, right: vw, bottom: vh };
        for (let p = el.parentElement; p; p = p.parentElement) {
          const style = getComputedStyle(p);
          if (!/(auto|scroll|hidden|clip)/.test(style.overflowY + style.overflowX)) continue;
          const box = p.getBoundingClientRect();
          clip.top = Math.max(clip.top, box.top);
          clip.left = Math.max(clip.left, box.left);
          clip.right = Math.min(clip.right, box.right);
          clip.bottom = Math.min(clip.bottom, box.bottom);
        }
        // (a decision that scrolls shows its lines above its own sticky buttons)
        const scrolls = scroller !== null && scroller.scrollHeight > scroller.clientHeight + 1;
        const foot = sticky && !sticky.contains(el) && scrolls ? Math.min(clip.bottom, sticky.getBoundingClientRect().top) : clip.bottom;
        // (…and below its title where that stays at the box's head)
        if (scrolls) clip.top = Math.max(clip.top, stickyTitleFoot(el) ?? clip.top);
        const inside = r.top >= Math.max(0, clip.top) - 1 && r.bottom <= Math.min(vh, foot) + 1 && r.left >= Math.max(0, clip.left) - 1 && r.right <= Math.min(vw, clip.right) + 1;
        if (!inside) {
          // A list that scrolls inside the decision shows its lines by scrolling (the fields of a long route).
          let inner: Element | null = el.parentElement;
          while (inner && inner !== decision && !(/(auto|scroll)/.test(getComputedStyle(inner).overflowY) && inner.scrollHeight > inner.clientHeight + 1)) inner = inner.parentElement;
          if (inner && inner !== decision && decision.contains(inner)) continue;
          // What the decision marks `data-first-sight` (the figures a choice turns on) must be seen as it
          // comes, without scrolling its box.
          // On wide screens the line saying what the primary button waits for (role="status") too: it
          // stands in the row of buttons, seen however the box scrolls.
          const firstSight = el.closest('[data-first-sight]') !== null || (wide && el.closest('[role="status"]') !== null);
          const away = r.bottom <= clip.top + 1 || r.top >= foot - 1;
          if (scrollsAtFull && away && !firstSight) continue;
          if (scrollsAtFull && scroller?.contains(el) && (r.top < clip.top || r.bottom > foot) && !firstSight) continue;
          cut.push(`${name(el)} at y ${Math.round(r.top)}–${Math.round(r.bottom)} (shown ${Math.round(Math.max(0, clip.top))}–${Math.round(Math.min(vh, foot))})`);
          continue;
        }
        const x = Math.min(r.right - 1, r.left + Math.min(r.width / 2, 8));
        const y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        if (hit && hit !== el && !el.contains(hit) && !hit.contains(el)) cut.push(`${name(el)} under ${name(hit)}`);
      }
      decisionClipped = cut.length;
      if (cut.length > 0) problems.push(`${cut.length} lines of the decision cut or covered: ${cut.slice(0, 3).join(' | ')}`);
    }
    // Wide screens: the table reaches the foot of the view (no stale height leaving a blank strip).
    let blankStrip = 0;
    const shellBox = wide ? document.querySelector('.table-shell')?.getBoundingClientRect() : undefined;
    if (shellBox && shellBox.bottom < vh - 16 && document.documentElement.scrollHeight <= vh + 1) {
      blankStrip = 1;
      problems.push(`a blank strip of ${Math.round(vh - shellBox.bottom)} px under the table`);
    }
    // Words under 11 px anywhere on the page in view (the header, the status line, the decision, the
    // board, the seats, a panel, a tooltip): each text node's element at its computed font size in CSS
    // px, a drawing's <text> at its own font size. A drawing scaled down to fit the view draws its words
    // smaller still (an SVG <text> of font size 12 drawn at 0.86 is 10.3 px): counted apart (drawnSmall).
    const tiny: string[] = [];
    // (a drawing's words of 11 px or more, drawn smaller because the drawing is scaled down to the view: counted apart)
    const drawnSmall: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const textsSeen = new Set<Element>();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || textsSeen.has(el) || (n.textContent ?? '').trim() === '') continue;
      textsSeen.add(el);
      // (an SVG's <title> and <desc> are read, not drawn; nor are scripts and styles)
      if (el.closest('script, style, noscript, template, title, desc')) continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      let drawn = px;
      if (el instanceof SVGElement) {
        const m = (el instanceof SVGGraphicsElement ? el : el.closest('text'))?.getScreenCTM?.();
        if (m) drawn *= Math.hypot(m.a, m.b);
      }
      if (px >= 10.95 && drawn >= 10.95) continue;
      // Only what is drawn and in view: shown, not in a box of 2 px or less (visually hidden), not transparent.
      if (!shown(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      if (r.width <= 2 || r.height <= 2 || r.bottom <= 0 || r.top >= vh || r.right <= 0 || r.left >= vw) continue;
      let hidden = false;
      for (let p: Element | null = el; p && !hidden; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (Number(style.opacity) < 0.05) hidden = true;
        else if (/(hidden|clip)/.test(style.overflowX + style.overflowY)) {
          const box = p.getBoundingClientRect();
          if (box.width <= 2 || box.height <= 2 || r.right <= box.left || r.left >= box.right || r.bottom <= box.top || r.top >= box.bottom) hidden = true;
        }
      }
      if (hidden) continue;
      // (a drawing's words named with the piece they belong to: a building, a cloud, a seat's token)
      const piece = el instanceof SVGElement ? el.closest('g[class], [data-help], svg[class]') : null;
      const where = piece ? ` in ${piece.tagName.toLowerCase()}${piece.classList.length ? `.${[...piece.classList].slice(0, 2).join('.')}` : ''}` : '';
      if (px < 10.95) tiny.push(`${name(el)}${where} ${px.toFixed(1)} px at ${vw}x${vh}`);
      else drawnSmall.push(`${name(el)}${where} ${drawn.toFixed(1)} px at ${vw}x${vh}`);
    }

    // Focus boxes: each control a person can tab to, in view, has a focus box (its border box grown by
    // the outline its :focus-visible rule draws, width + offset); no other control's box, and no other
    // control's label text, may reach into it (a ring drawn over a neighbour's words). The outline is
    // read from the style sheets' :focus-visible rules that apply to the control (the most specific,
    // then the last, wins), without focusing anything (focus opens help tooltips).
    type Ring = { width: number; offset: number; none: boolean };
    type FocusRule = { selector: string; spec: number; order: number; width: string; offset: string; style: string; media: string[] };
    const w = window as unknown as { __focusRules?: FocusRule[] };
    if (!w.__focusRules) {
      const rules: FocusRule[] = [];
      const specificity = (sel: string) => {
        const ids = (sel.match(/#[\w-]+/g) ?? []).length;
        const classes = (sel.match(/\.[\w-]+|\[[^\]]+\]|:(?!:)[\w-]+/g) ?? []).length;
        const types = (sel.replace(/\[[^\]]+\]|\([^)]*\)/g, '').match(/(^|[\s>+~(])[a-z][\w-]*/gi) ?? []).length;
        return ids * 10000 + classes * 100 + types;
      };
      const visit = (list: CSSRuleList, media: string[]) => {
        for (const rule of list) {
          if (rule instanceof CSSStyleRule) {
            let width = rule.style.getPropertyValue('outline-width');
            const offset = rule.style.getPropertyValue('outline-offset');
            let style = rule.style.getPropertyValue('outline-style');
            // (a shorthand holding var() leaves its longhands empty: read from the shorthand's words)
            const outline = rule.style.getPropertyValue('outline');
            if (outline && !width && !style) {
              for (const word of outline.replace(/var\([^)]*\)/g, '').trim().split(/\s+/)) {
                if (/^(none|hidden|dotted|dashed|solid|double|groove|ridge|inset|outset|auto)$/.test(word)) style = word;
                else if (/^([\d.]+(px|rem|em)?|thin|medium|thick)$/.test(word)) width = word.endsWith('rem') || word.endsWith('em') ? `${parseFloat(word) * 16}px` : word;
              }
              if (style === 'none' && !width) width = '0px';
            }
            if (!width && !offset && !style) continue;
            for (const part of rule.selectorText.split(/,(?![^(]*\))/)) {
              const sel = part.trim();
              // (only rules on the focused element itself: not `.choosable:focus-visible .focus-ring`)
              if (!/:focus-visible(?![^\s>+~]*[\s>+~])/.test(sel)) continue;
              // (`.app-header :focus-visible` is on the header's descendants: `.app-header *`, not the header itself)
              const raw = sel.replace(/:focus-visible/g, '');
              const stripped = raw.trim();
              rules.push({ selector: stripped === '' ? '*' : /[\s>+~]$/.test(raw) ? `${stripped} *` : stripped, spec: specificity(sel), order: rules.length, width, offset, style, media });
            }
          } else if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) {
            visit((rule as CSSGroupingRule).cssRules, rule instanceof CSSMediaRule ? [...media, rule.conditionText] : media);
          }
        }
      };
      for (const sheet of document.styleSheets) {
        try {
          visit(sheet.cssRules, []);
        } catch {
          // (a sheet from elsewhere cannot be read)
        }
      }
      w.__focusRules = rules;
    }
    const focusRules = w.__focusRules;
    const ringOf = (el: Element): Ring => {
      const pick = (prop: 'width' | 'offset' | 'style') => {
        let best: { spec: number; order: number; value: string } | null = null;
        for (const rule of focusRules) {
          if (!rule[prop] || !rule.media.every((m) => window.matchMedia(m).matches)) continue;
          let matches = false;
          try {
            matches = el.matches(rule.selector);
          } catch {
            matches = false;
          }
          if (matches && (!best || rule.spec > best.spec || (rule.spec === best.spec && rule.order > best.order))) best = { spec: rule.spec, order: rule.order, value: rule[prop] };
        }
        return best?.value ?? '';
      };
      const style = pick('style');
      const widthText = pick('width');
      const width = widthText === 'thin' ? 1 : widthText === 'thick' ? 5 : widthText === 'medium' || widthText === '' ? 3 : parseFloat(widthText) || 0;
      return { width, offset: parseFloat(pick('offset')) || 0, none: style === '' || style === 'none' };
    };
    const focusable = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const inViewBox = (r: DOMRect) => r.width >= 1 && r.height >= 1 && r.bottom > 0 && r.top < vh && r.right > 0 && r.left < vw;
    const focusControls = [...document.querySelectorAll(focusable)].filter((el) => {
      if (el.closest('svg') || (el as HTMLButtonElement).disabled || el.closest('[inert]')) return false;
      if (!shown(el)) return false;
      // (a visually hidden input shows its focus on its label, whose box is the control's)
      return inViewBox(target(el).getBoundingClientRect());
    });
    /** What of a box its scrolling ancestors and the view show (a control scrolled under a tab bar is not there). */
    const visiblePart = (el: Element, r: DOMRect, inclusive = false): DOMRect | null => {
      let left = Math.max(r.left, 0);
      let right = Math.min(r.right, vw);
      let top = Math.max(r.top, 0);
      let bottom = Math.min(r.bottom, vh);
      for (let p = inclusive ? el : el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (!/(auto|scroll|hidden|clip)/.test(style.overflowY + style.overflowX)) continue;
        const box = p.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
        top = Math.max(top, box.top);
        bottom = Math.min(bottom, box.bottom);
      }
      return right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
    };
    /** Whether a click at the middle of what is seen of it reaches it (not under a fixed bar, a panel or a sticky head). */
    const onTop = (el: Element, box: DOMRect) => {
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (hit === el || el.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === el));
    };
    const controlBoxes = focusControls.flatMap((el) => {
      const box = visiblePart(target(el), target(el).getBoundingClientRect());
      return box && onTop(target(el), box) ? [{ el, box }] : [];
    });
    // Label text: the words of a control, or of a <label>, each line's box.
    const labelTexts: { owner: Element; rect: DOMRect; text: string }[] = [];
    for (const owner of [...controlBoxes.map(({ el }) => target(el)), ...document.querySelectorAll('label')]) {
      if (owner.closest('svg') || !shown(owner)) continue;
      const seen = visiblePart(owner, owner.getBoundingClientRect());
      if (!seen || !onTop(owner, seen)) continue;
      const tw = document.createTreeWalker(owner, NodeFilter.SHOW_TEXT);
      for (let n = tw.nextNode(); n; n = tw.nextNode()) {
        if ((n.textContent ?? '').trim() === '' || !n.parentElement || !shown(n.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const line of range.getClientRects()) {
          // (its own box too: a visually hidden label's words overflow a box of 1 px that shows none of them)
          const rect = visiblePart(n.parentElement, line, true);
          if (rect) labelTexts.push({ owner, rect, text: (n.textContent ?? '').trim().slice(0, 24) });
        }
      }
    }
    const overlaps: string[] = [];
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    /**
     * The nearest box held in place over what scrolls (sticky or fixed: a phone's bar, the decision's
     * buttons held at its foot). A control scrolled up to such a row has its ring drawn under it: that is
     * where the scroll stands, not how the two are laid out, so only controls of the same layer are compared.
     */
    const layers = new Map<Element, Element | null>();
    const layerOf = (el: Element): Element | null => {
      if (layers.has(el)) return layers.get(el) ?? null;
      let layer: Element | null = null;
      for (let p: Element | null = el; p && !layer; p = p.parentElement) if (/sticky|fixed/.test(getComputedStyle(p).position)) layer = p;
      layers.set(el, layer);
      return layer;
    };
    // (a pixel of rounding is no overlap)
    const crosses = (a: { left: number; right: number; top: number; bottom: number }, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    for (const { el } of controlBoxes) {
      const ring = ringOf(el);
      const grow = ring.none ? 0 : Math.max(0, ring.width + ring.offset);
      const self = target(el);
      // (grown from the whole box, then cut where its scrolling ancestors cut what they hold: a ring at a pane's edge is clipped there)
      const whole = self.getBoundingClientRect();
      const focusBox = visiblePart(self, new DOMRect(whole.left - grow, whole.top - grow, whole.width + 2 * grow, whole.height + 2 * grow));
      if (!focusBox) continue;
      // (a control's own label, and the labels and controls it holds or that hold it, are its own)
      const ownLabels = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? [...(el.labels ?? [])] : [];
      const own = (other: Element) => related(self, other) || related(el, other) || ownLabels.some((l) => related(l, other));
      const layer = layerOf(self);
      const over = controlBoxes.find((c) => !own(c.el) && !own(target(c.el)) && layerOf(target(c.el)) === layer && crosses(focusBox, c.box));
      const word = over ? null : labelTexts.find((t) => !own(t.owner) && layerOf(t.owner) === layer && crosses(focusBox, t.rect));
      if (over || word) {
        const hitBy = over ? `${name(target(over.el))} box` : `the label text "${word?.text}" of ${name(word!.owner)}`;
        overlaps.push(`${name(self)} (focus box ${Math.round(focusBox.right - focusBox.left)}x${Math.round(focusBox.bottom - focusBox.top)} at ${Math.round(focusBox.left)},${Math.round(focusBox.top)}, ring ${grow} px) overlapped by ${hitBy} at ${vw}x${vh}`);
      }
    }
    if (tiny.length > 0) problems.push(`${tiny.length} words under 11 px: ${tiny.slice(0, 3).join(' | ')}`);
    if (overlaps.length > 0) problems.push(`${overlaps.length} focus boxes overlapped: ${overlaps.slice(0, 3).join(' | ')}`);
    return {
      tinyText: tiny.length,
      tinyTextSamples: tiny.slice(0, 6),
      drawnSmall: drawnSmall.length,
      drawnSmallSamples: drawnSmall.slice(0, 6),
      focusOverlaps: overlaps.length,
      focusOverlapSamples: overlaps.slice(0, 6),
      decisionClipped,
      blankStrip,
      stage: document.querySelector('[data-stage]')?.getAttribute('data-stage') ?? '',
      wide,
      controls: controls.length + offered.length,
      controlsMissed,
      piecesChecked,
      boardCovered: covered.length,
      logLines: lines.length,
      logNewestSeen,
      headSeen,
      problems,
    };
  }, [opened, boardScrolledAway] as const);
}

/**
 * At a decision: checks the sight at each viewport (resizing the same page, then restoring it), adding
 * the results to the tally. The page's own size is put back before the move is made.
 */
/**
 * What a decision marks `data-first-sight` (the figures its choice turns on), as the decision comes,
 * before anything is scrolled: each of its lines in the view and not covered (a sticky row of buttons
 * over the bid's figures hid them on phones). Returns one line per miss.
 */
export async function firstSightMisses(page: Page): Promise<string[]> {
  await settle(page);
  return page.evaluate(() => {
    const misses: string[] = [];
    for (const el of document.querySelectorAll('[data-region="decision"] [data-first-sight] *')) {
      if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const text = (el.textContent ?? '').trim().slice(0, 24);
      if (r.top < 0 || r.bottom > window.innerHeight) {
        misses.push(`"${text}" at y ${Math.round(r.top)}–${Math.round(r.bottom)}, out of the view`);
        continue;
      }
      const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 8), r.top + r.height / 2);
      if (hit && hit !== el && !el.contains(hit)) misses.push(`"${text}" under ${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')} "${(hit.textContent ?? '').trim().slice(0, 20)}"`);
    }
    return misses;
  });
}

export async function checkDecisionSight(page: Page, game: string, viewports: readonly { width: number; height: number }[], tally: SightTally): Promise<void> {
  const original = page.viewportSize();
  const own = (size: { width: number; height: number }) => original?.width === size.width && original.height === size.height;
  const due = (size: { width: number; height: number }) => {
    const seen = tally.meet(game, `${size.width}x${size.height}`);
    return own(size) || seen < EVERY_UP_TO || (seen - EVERY_UP_TO) % SIZES_EVERY === 0;
  };
  for (const v of viewports.filter((size) => (SIZES_ONLY === null || SIZES_ONLY.has(`${size.width}x${size.height}`)) && due(size))) {
    // (compared with the size the page has now, not its own: the phone match's own 360x740 comes after
    // 390x844 in the list, and was checked at 390x844 while the page had not been put back)
    const now = page.viewportSize();
    if (now?.width !== v.width || now.height !== v.height) {
      await page.setViewportSize(v);
    }
    await settle(page);
    const size = `${v.width}x${v.height}`;
    const sight = await withClosedChoices(page, await checkSight(page), `${game}-${size}`);
    // Phones, at the page's own size: a control reached with the Tab key is not left under the bar.
    const tabMisses = v.width < 700 && own(v) ? await keyboardFocusMisses(page) : [];
    const check = tabMisses.length === 0 ? sight : { ...sight, controlsMissed: sight.controlsMissed + tabMisses.length, problems: [...sight.problems, ...tabMisses] };
    tally.add(game, size, check);
    await checkStates(page, game, size, original?.width === v.width && original.height === v.height, check, (p, scrolledAway) => checkSight(p, null, scrolledAway), settle);
    // While working on the layout: E2E_MISS_SHOTS=1 keeps a picture of the first misses per game and size.
    if (MISS_SHOTS && (check.controlsMissed > 0 || check.boardCovered > 0) && (missShots.get(`${game} ${size}`) ?? 0) < 3) {
      const n = (missShots.get(`${game} ${size}`) ?? 0) + 1;
      missShots.set(`${game} ${size}`, n);
      await page.screenshot({ path: `${SHOTS}miss-${game}-${size}-${n}.tmp.png` });
    }
    // While working on the layout: E2E_SHOT_WHEN=<selector> keeps a picture of the first decisions showing it.
    if (SHOT_WHEN && (whenShots.get(`${game} ${size}`) ?? 0) < 3 && (await page.locator(SHOT_WHEN).count()) > 0) {
      const n = (whenShots.get(`${game} ${size}`) ?? 0) + 1;
      whenShots.set(`${game} ${size}`, n);
      await page.screenshot({ path: `${SHOTS}when-${game}-${size}-${n}.tmp.png` });
    }
    // The README's screenshots: each game at 1366x768 and 390x844, at its 8th decision (the board has filled a little).
    if (SIGHT_SHOTS && SCREENSHOT_SIZES.has(size) && tally.count(game, size) === 8) await page.screenshot({ path: `${SHOTS}${game}-${size}.png` });
  }
  if (original) {
    await page.setViewportSize(original);
    await settle(page);
  }
}

/**
 * Choices behind a closed summary of the decision (Rum & Pirates' "through a dark alley: 17 more
 * fields") are choices too: a person opens it and must then see all of them with the decision's
 * buttons. Opens each such summary in turn, checks again, closes it; the misses add to the check.
 */
async function withClosedChoices(page: Page, check: SightCheck, key: string): Promise<SightCheck> {
  const summaries = page.locator('[data-region="decision"] details > summary');
  const count = await summaries.count();
  let out = check;
  for (let i = 0; i < count; i++) {
    const summary = summaries.nth(i);
    if (await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)) continue;
    const label = ((await summary.textContent()) ?? '').trim().slice(0, 40);
    const scrolled = await page.evaluate(() => ({ boxes: [...document.querySelectorAll('.shell-sheet, .shell-decision')].map((box) => box.scrollTop), page: window.scrollY }));
    // Opened as a person does, by the summary (the table may then bring the list into view).
    await summary.evaluate((el) => (el as HTMLElement).click());
    await settle(page);
    const open = await checkSight(page, '[data-region="decision"] details[open]');
    // While working on the layout: with E2E_SHOT_WHEN set, a picture of the first opened summaries too.
    if (SHOT_WHEN && (whenShots.get(`open ${key}`) ?? 0) < 2) {
      whenShots.set(`open ${key}`, (whenShots.get(`open ${key}`) ?? 0) + 1);
      await page.screenshot({ path: `${SHOTS}when-open-${key}-${whenShots.get(`open ${key}`)}.tmp.png` });
    }
    // While working on the layout: E2E_MISS_SHOTS=1 keeps a picture of a miss with the summary open (before it closes).
    if (MISS_SHOTS && open.problems.length > 0 && (missShots.get(`open ${key}`) ?? 0) < 3) {
      missShots.set(`open ${key}`, (missShots.get(`open ${key}`) ?? 0) + 1);
      await page.screenshot({ path: `${SHOTS}miss-open-${key}-${missShots.get(`open ${key}`)}.tmp.png` });
    }
    await summary.evaluate((el) => (el as HTMLElement).click());
    // (closed again, the decision's box and the page are put back where the decision had them: the
    // checks after this one see the decision as it came, not scrolled to a list no longer open)
    await page.evaluate((at) => {
      const boxes = [...document.querySelectorAll('.shell-sheet, .shell-decision')];
      boxes.forEach((box, j) => (box.scrollTop = at.boxes[j] ?? 0));
      window.scrollTo(0, at.page);
    }, scrolled);
    await settle(page);
    out = {
      ...out,
      controls: out.controls + open.controls,
      controlsMissed: out.controlsMissed + open.controlsMissed,
      boardCovered: out.boardCovered + open.boardCovered,
      tinyText: out.tinyText + open.tinyText,
      tinyTextSamples: [...out.tinyTextSamples, ...open.tinyTextSamples].slice(0, 6),
      focusOverlaps: out.focusOverlaps + open.focusOverlaps,
      focusOverlapSamples: [...out.focusOverlapSamples, ...open.focusOverlapSamples].slice(0, 6),
      drawnSmall: out.drawnSmall + open.drawnSmall,
      drawnSmallSamples: [...out.drawnSmallSamples, ...open.drawnSmallSamples].slice(0, 6),
      headSeen: out.headSeen && open.headSeen,
      problems: [...out.problems, ...open.problems.map((p) => `with "${label}" open: ${p}`)],
    };
  }
  return out;
}

/** A screenshot at 1366x768 and 390x844 of the page as it is now (a game's most crowded decision), named `<game>-<what>-<size>.png`. */
export async function crowdedShots(page: Page, game: string, what: string): Promise<void> {
  const original = page.viewportSize();
  for (const size of SCREENSHOT_SIZES) {
    const [width, height] = size.split('x').map(Number) as [number, number];
    await page.setViewportSize({ width, height });
    await settle(page);
    await page.screenshot({ path: `${SHOTS}${game}-${what}-${size}.png` });
  }
  if (original) {
    await page.setViewportSize(original);
    await settle(page);
  }
}

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const SCREENSHOT_SIZES = new Set(['1366x768', '390x844']);
/** E2E_SIGHT_SHOTS=0: no README picture from this run (the Grog Island phone match: the desktop match's are the README's). */
const SIGHT_SHOTS = process.env.E2E_SIGHT_SHOTS !== '0';
