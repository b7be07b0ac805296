import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { startProfile, stopProfile } from './cpu-profile.js';
import { HttpLobby } from '../src/lobby/http.js';
import type { HeldSeat } from '../src/lobby/api.js';
import { act as actGrogIsland, seededChooser } from './driver.js';
import { act as actPortRoyal, chooser as seededRandom } from './port-royal.js';
import { decide as decideRumAndPirates, chooser as rumChooser } from './rum-and-pirates.js';

/**
 * Felt speed: the time from a seat's deciding click to the OTHER seat's screen showing the new state.
 * Two human seats of one match, each in its own browser context at 1366×768, play by clicks (the e2e
 * drivers choose). In each page an init script notes every click (the event's own time stamp) and, for
 * each new `data-state-id` the table shows, when React committed it and when the frame after it was
 * painted (a task queued from the next animation frame, as the board-visible mark does). The clocks of
 * the pages are comparable (performance.timeOrigin + the page's time). A sample is
 * painted(observer, state S) − last click(actor, before S); the first WARMUP decisions are left out.
 *
 * Where the time goes comes from the client's performance marks (src/connection/timing.ts), when the
 * build has them: move sent (actor), update received and patch applied (observer).
 */
export type FeltGame = 'grog-island' | 'port-royal' | 'rum-and-pirates';
export const FELT_GAMES: FeltGame[] = ['grog-island', 'port-royal', 'rum-and-pirates'];

const TABLE: Record<FeltGame, string> = {
  'grog-island': '[data-testid="grog-table"]',
  'port-royal': '[data-testid="pr-table"]',
  'rum-and-pirates': '[data-testid="rum-table"]',
};

const WARMUP = 3;

export interface FeltSample {
  stage: string;
  /** click → observer's frame painted */
  totalMs: number;
  /** click → move sent (actor's click handler and render), when marked */
  clickToSendMs: number | null;
  /** move sent → update received by the observer (server and transfer), when marked */
  serverMs: number | null;
  /** update received → patch applied, when marked */
  patchMs: number | null;
  /** patch applied (or received) → React committed the new state */
  renderMs: number | null;
  /** committed → the next frame painted */
  paintMs: number;
  /** The observer's main thread: CPU time from before the click to after the paint (its whole cost of the move). */
  observerCpuMs: number | null;
  /** The observer's long frames between the update's arrival and the paint: where their time went (ms by part). */
  longFrames: Record<string, number>;
}

/**
 * Runs in every page before the app: notes clicks, commits and paints of new states. A string, not a
 * function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const PROBE = `(() => {
  const probe = { clicks: [], shown: {}, frames: [] };
  window.__felt = probe;
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.frames.push({ startTime: e.startTime, duration: e.duration, renderStart: e.renderStart, styleAndLayoutStart: e.styleAndLayoutStart, scripts: e.scripts.map((x) => ({ invoker: x.invoker, sourceFunctionName: x.sourceFunctionName, sourceURL: x.sourceURL, duration: x.duration, forcedStyleAndLayoutDuration: x.forcedStyleAndLayoutDuration, startTime: x.startTime })) }); }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  const now = () => performance.timeOrigin + performance.now();
  document.addEventListener('click', (e) => probe.clicks.push(performance.timeOrigin + e.timeStamp), true);
  const seen = new Set();
  new MutationObserver((records) => {
    for (const r of records) {
      const id = r.target.getAttribute && r.target.getAttribute('data-state-id');
      if (!id || seen.has(id)) continue;
      seen.add(id);
      const committed = now();
      requestAnimationFrame(() => setTimeout(() => { probe.shown[id] = { committed, painted: now() }; }, 0));
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state-id'] });
})();`;

interface Notes {
  clicks: number[];
  shown: { committed: number; painted: number } | undefined;
  /** The move marks whose detail is the given state id, by name (absolute times). */
  marks: Record<string, number[]>;
  /** Long animation frames (over 50 ms) of the page, times made absolute. */
  frames: LongFrame[];
}

/** What the Long Animation Frames API says of a frame: its script (with attribution), style and layout, and the rest. */
export interface LongFrame {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: { invoker: string; sourceFunctionName: string; sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number; startTime: number }[];
}

const READ_NOTES = (id: number): Notes => {
  const felt = (window as unknown as { __felt: { clicks: number[]; shown: Record<string, { committed: number; painted: number }>; frames: LongFrame[] } }).__felt;
  const marks: Record<string, number[]> = {};
  for (const m of performance.getEntriesByType('mark') as PerformanceMark[]) {
    if (m.name.startsWith('harbour:') && m.detail === id) (marks[m.name] ??= []).push(performance.timeOrigin + m.startTime);
  }
  const o = performance.timeOrigin;
  const frames = felt.frames.map((f) => ({ ...f, startTime: o + f.startTime, renderStart: f.renderStart > 0 ? o + f.renderStart : 0, styleAndLayoutStart: f.styleAndLayoutStart > 0 ? o + f.styleAndLayoutStart : 0, scripts: f.scripts.map((x) => ({ ...x, startTime: o + x.startTime })) }));
  felt.frames = [];
  return { clicks: felt.clicks, shown: felt.shown[String(id)], marks, frames };
};

interface Seated {
  context: BrowserContext;
  page: Page;
  /** The DevTools protocol session: the main thread's CPU time (Performance.getMetrics ThreadTime). */
  cdp: CDPSession;
}

/** The CPU time the page's main thread used so far (ms): unlike the clock, not stretched by a busy machine. */
async function threadTime(seat: Seated): Promise<number> {
  const { metrics } = (await seat.cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
}

async function seat(browser: Browser, baseUrl: string, held: HeldSeat, reducedMotion: boolean): Promise<Seated> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-GB', reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  await context.addInitScript((seats: string) => localStorage.setItem('harbour.seats', seats), JSON.stringify([held]));
  await context.addInitScript({ content: PROBE });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`[felt] page error: ${error.message}`));
  await page.goto(`${baseUrl}/match/${held.matchID}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return { context, page, cdp };
}

async function stageOf(page: Page, game: FeltGame): Promise<string> {
  return (await page.locator(TABLE[game]).getAttribute('data-stage')) ?? 'none';
}

async function stateIdOf(page: Page, game: FeltGame): Promise<string> {
  return (await page.locator(TABLE[game]).getAttribute('data-state-id')) ?? '';
}

/** One match of two human seats, played decision by decision. */
export class FeltMatch {
  private seats: Seated[] = [];
  private profiles: CDPSession[] = [];
  private decisions = 0;
  readonly samples: FeltSample[] = [];
  private readonly grogChooser = seededChooser(7);
  private readonly prRandom = seededRandom(20260101);
  private readonly rumRng = rumChooser(5);
  over = false;

  private constructor(
    readonly game: FeltGame,
    readonly label: string,
  ) {}

  static async open(browser: Browser, baseUrl: string, game: FeltGame, label: string, reducedMotion = false, profile = false): Promise<FeltMatch> {
    const lobby = new HttpLobby(baseUrl);
    const created = await lobby.createMatch({ gameName: game, numPlayers: 2, playerName: 'Anne', public: false });
    const joined = await lobby.joinMatch(created.seat.matchID, { playerID: '1', playerName: 'Bonny' });
    const match = new FeltMatch(game, label);
    for (const grant of [created.seat, joined]) match.seats.push(await seat(browser, baseUrl, { ...grant, gameName: game, savedAt: Date.now() }, reducedMotion));
    for (const s of match.seats) await s.page.locator(TABLE[game]).waitFor({ timeout: 30_000 });
    if (profile) for (const s of match.seats) match.profiles.push(await startProfile(s.page));
    return match;
  }

  /** Plays up to `count` decisions (fewer when the match ends); returns how many were played. */
  async play(count: number): Promise<number> {
    let played = 0;
    while (played < count && !this.over) {
      const stages = await Promise.all(this.seats.map((s) => stageOf(s.page, this.game)));
      const index = stages.findIndex((st) => st !== 'none');
      if (index < 0) {
        if ((await this.seats[0]?.page.locator('.scoring-table').count()) ?? 0 > 0) {
          this.over = true;
          break;
        }
        await this.seats[0]?.page.waitForTimeout(30);
        continue;
      }
      const actor = this.seats[index] as Seated;
      const observer = this.seats[1 - index] as Seated;
      const stage = stages[index] as string;
      const before = await stateIdOf(actor.page, this.game);
      const cpuBefore = await threadTime(observer);
      await this.decide(actor.page, stage);
      await actor.page.waitForFunction(
        ([selector, prev]) => document.querySelector(selector as string)?.getAttribute('data-state-id') !== prev || document.querySelector('.move-error') !== null,
        [TABLE[this.game], before],
        { timeout: 15_000 },
      );
      if ((await actor.page.locator('.move-error').count()) > 0) throw new Error(`${this.game}: a move was refused in stage ${stage}`);
      const after = await stateIdOf(actor.page, this.game);
      const sample = await this.sample(actor.page, observer.page, Number(after), stage);
      sample.observerCpuMs = round((await threadTime(observer)) - cpuBefore);
      this.decisions++;
      played++;
      if (this.decisions > WARMUP) this.samples.push(sample);
    }
    return played;
  }

  private async decide(page: Page, stage: string): Promise<void> {
    switch (this.game) {
      case 'grog-island':
        await actGrogIsland(page, this.grogChooser);
        return;
      case 'port-royal':
        await actPortRoyal(page, stage, this.prRandom);
        return;
      case 'rum-and-pirates':
        await decideRumAndPirates(page, stage, this.rumRng, false); // no README pictures while measuring
        return;
    }
  }

  /** Waits until the observer painted state `stateID`, then reads both pages' notes. */
  private async sample(actor: Page, observer: Page, stateID: number, stage: string): Promise<FeltSample> {
    await observer.waitForFunction((id) => (window as unknown as { __felt: { shown: Record<string, unknown> } }).__felt.shown[String(id)] !== undefined, stateID, { timeout: 15_000 });
    // Page functions without inner named functions (tsx would wrap them in a helper the page lacks).
    const a = await actor.evaluate(READ_NOTES, stateID - 1);
    const o = await observer.evaluate(READ_NOTES, stateID);
    const shown = o.shown as { committed: number; painted: number };
    const click = a.clicks[a.clicks.length - 1] ?? 0;
    const sent = a.marks['harbour:move-sent']?.at(-1) ?? null;
    const received = o.marks['harbour:update-received']?.[0] ?? null;
    const applied = o.marks['harbour:update-applied']?.[0] ?? null;
    const longFrames: Record<string, number> = {};
    const add = (key: string, ms: number) => (longFrames[key] = round((longFrames[key] ?? 0) + ms));
    for (const f of o.frames) {
      if (f.startTime + f.duration < (received ?? click) || f.startTime > shown.painted) continue;
      const end = f.startTime + f.duration;
      for (const x of f.scripts) {
        add(`script ${x.invoker} ${x.sourceFunctionName ?? ''} ${(x.sourceURL ?? '').split("/").pop() ?? ''}`.trim(), x.duration - (x.forcedStyleAndLayoutDuration ?? 0));
        if ((x.forcedStyleAndLayoutDuration ?? 0) > 0) add(`forced layout in ${x.invoker}`, x.forcedStyleAndLayoutDuration);
      }
      if (f.styleAndLayoutStart > 0) add('frame style and layout', end - f.styleAndLayoutStart);
      if (f.renderStart > 0) add('frame rendering before style (rAF, observers)', (f.styleAndLayoutStart || end) - f.renderStart);
    }
    const diff = (x: number | null, y: number | null) => (x === null || y === null ? null : round(y - x));
    return {
      stage,
      totalMs: round(shown.painted - click),
      clickToSendMs: diff(click, sent),
      serverMs: diff(sent, received),
      patchMs: diff(received, applied),
      renderMs: diff(applied ?? received, shown.committed),
      paintMs: round(shown.painted - shown.committed),
      observerCpuMs: null,
      longFrames,
    };
  }

  /** With profiles: stops them, writes <dir>/<game>-<label>-<seat>.cpuprofile, returns self time by function summed. */
  async close(profileDir?: string): Promise<Map<string, number>> {
    const self = new Map<string, number>();
    for (const [i, session] of this.profiles.entries()) {
      for (const { name, ms } of await stopProfile(session, `${profileDir ?? '/tmp'}/${this.game}-${this.label}-${i}.cpuprofile`)) self.set(name, (self.get(name) ?? 0) + ms);
    }
    await Promise.all(this.seats.map((s) => s.context.close()));
    return self;
  }
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return -1;
  const sorted = [...xs].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);
}

export interface FeltSummary {
  game: FeltGame;
  samples: number;
  p50Ms: number;
  p90Ms: number;
  /** Medians of the parts, where the build marks them. */
  parts: Record<string, number | null>;
}

export function summarise(game: FeltGame, samples: readonly FeltSample[]): FeltSummary {
  const part = (key: keyof Omit<FeltSample, 'stage' | 'longFrames'>) => {
    const xs = samples.map((s) => s[key]).filter((x): x is number => x !== null);
    return xs.length > 0 ? percentile(xs, 50) : null;
  };
  return {
    game,
    samples: samples.length,
    p50Ms: percentile(samples.map((s) => s.totalMs), 50),
    p90Ms: percentile(samples.map((s) => s.totalMs), 90),
    parts: { clickToSend: part('clickToSendMs'), server: part('serverMs'), patch: part('patchMs'), render: part('renderMs'), paint: part('paintMs'), observerCpu: part('observerCpuMs') },
  };
}
