import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startProfile, stopProfile } from './cpu-profile.js';
import { percentile } from './felt-speed.js';
import { startServer, type RunningServer } from './server.js';

/**
 * `npm run measure:first-board -w @harbour/web [-- --json] [--runs N] [--game G] [--baseline <checkout>]`:
 * builds the client, starts the real server (in-memory storage, as the e2e runs) and measures in
 * Chromium the time to the first board drawn, cold: every load is a new browser context (no cache,
 * no storage, no seat held), on loopback.
 *  - seatLink: a seat link of a started match (the host's, a computer in the other seat) opened,
 *    from the start of navigation to the board on screen (performance mark "board-visible");
 *  - invite: an invite link of a match with a free seat opened, the seat taken with a name at once
 *    (the name typed, Join clicked, as soon as the form is there), from the start of navigation to
 *    the board on screen; `joinClickP50Ms` is the part from the click on Join.
 * Beside them: the first paint (`firstPaintP50Ms`) and the arrival of the match's first state
 * (`syncedP50Ms`, mark "match-synced"), since the start of navigation.
 * `--profile <folder>` CPU-profiles the first measured load of each build and path (.cpuprofile files).
 * `--baseline <checkout>` measures another checkout too (its own server from its sources, serving
 * its own build in apps/web/dist: build it first), the two taking turns load by load, since only
 * figures taken side by side on a shared machine compare. Prints a summary per build and path on
 * stderr, the requests of the first load of each with their start times, and with --json one line
 * `{"firstBoard":[{"path","p50Ms","p90Ms",…}], "baseline":[…]}` on stdout.
 */
interface Args {
  json: boolean;
  runs: number;
  game: string;
  baseline: string | null;
  /** A folder: the first measured load of each build and path is CPU-profiled there (.cpuprofile), its self time by script printed. */
  profile: string | null;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { json: false, runs: 10, game: 'grog-island', baseline: null, profile: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--json') args.json = true;
    else if (a === '--runs') args.runs = Math.max(1, Number(next()));
    else if (a === '--game') args.game = next();
    else if (a === '--baseline') args.baseline = next();
    else if (a === '--profile') args.profile = next();
    else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

type Path = 'seatLink' | 'invite';
const PATHS: readonly Path[] = ['seatLink', 'invite'];

interface Load {
  boardMs: number;
  joinClickMs: number | null;
  /** When the match's first state arrived (mark "match-synced") and the first paint of anything, since navigation. */
  syncedMs: number;
  firstPaintMs: number;
  requests: string[];
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A link to open: the host's seat link of a started match, or the invite link of a match with a free seat. */
async function linkFor(base: string, path: Path, game: string): Promise<string> {
  const created = await post(`${base}/api/matches`, { game, numPlayers: 2, name: 'Anne', public: false, ...(path === 'seatLink' ? { bots: [{ playerID: '1', level: 'easy' }] } : {}) });
  const links = (created.links ?? {}) as Record<string, unknown>;
  const link = path === 'seatLink' ? (created.seatLink ?? links.seat) : (created.inviteLink ?? links.invite);
  if (typeof link !== 'string') throw new Error(`no ${path} in ${JSON.stringify(created)}`);
  return link;
}

async function load(browser: Browser, base: string, path: Path, game: string, profileFile: string | null = null): Promise<Load> {
  const link = await linkFor(base, path, game);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
  try {
    const page = await context.newPage();
    const profiling = profileFile ? await startProfile(page) : null;
    // The moment of the click on Join, in the page's own clock.
    await page.addInitScript(() => {
      document.addEventListener('submit', () => performance.mark('join-click'), { capture: true, once: true });
    });
    const started = Date.now();
    const requests: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      requests.push(`${String(Date.now() - started).padStart(5)} ms ${r.method()} ${u.pathname}${u.pathname.startsWith('/socket.io') ? u.search.replace(/&t=[^&]*/, '') : ''}`);
    });
    page.on('websocket', (ws) => requests.push(`${String(Date.now() - started).padStart(5)} ms WebSocket ${new URL(ws.url()).pathname}`));
    await page.goto(link, { waitUntil: 'commit' });
    if (path === 'invite') {
      const name = page.locator('.join-form input[type="text"]');
      await name.waitFor({ timeout: 15_000 });
      await name.fill('Ben');
      await page.locator('.join-form button[type="submit"]').click();
    }
    await page.waitForFunction(() => performance.getEntriesByName('board-visible').length > 0, undefined, { timeout: 20_000 });
    if (profiling && profileFile) {
      const byScript = new Map<string, number>();
      for (const { name, ms } of await stopProfile(profiling, profileFile)) {
        const script = name.split(' ').pop()?.split(':')[0] || '(native)';
        byScript.set(script, (byScript.get(script) ?? 0) + ms);
      }
      console.error(`[first-board] CPU self time by script (ms), ${profileFile}:\n  ${[...byScript].sort((x, y) => y[1] - x[1]).slice(0, 15).map(([k, v]) => `${String(v).padStart(5)} ${k}`).join('\n  ')}`);
    }
    const [board, click, synced, paint] = await page.evaluate(() => ['board-visible', 'join-click', 'match-synced', 'first-contentful-paint'].map((n) => performance.getEntriesByName(n)[0]?.startTime ?? null));
    return {
      boardMs: Math.round(board ?? -1),
      joinClickMs: click === null || click === undefined || board === null || board === undefined ? null : Math.round(board - click),
      syncedMs: Math.round(synced ?? -1),
      firstPaintMs: Math.round(paint ?? -1),
      requests,
    };
  } finally {
    await context.close();
  }
}

interface Summary {
  path: Path;
  p50Ms: number;
  p90Ms: number;
  runs: number;
  joinClickP50Ms?: number;
  syncedP50Ms: number;
  firstPaintP50Ms: number;
  loadsMs: number[];
}

function summarise(path: Path, loads: Load[]): Summary {
  const ms = loads.map((l) => l.boardMs);
  const clicks = loads.flatMap((l) => (l.joinClickMs === null ? [] : [l.joinClickMs]));
  return {
    path,
    p50Ms: percentile(ms, 50),
    p90Ms: percentile(ms, 90),
    runs: ms.length,
    ...(clicks.length > 0 ? { joinClickP50Ms: percentile(clicks, 50) } : {}),
    syncedP50Ms: percentile(loads.map((l) => l.syncedMs), 50),
    firstPaintP50Ms: percentile(loads.map((l) => l.firstPaintMs), 50),
    loadsMs: ms,
  };
}

const args = parseArgs(process.argv.slice(2));
// Enough matches and seats for the run from one address (the defaults are a person's).
const env = { RATE_CREATE_PER_MINUTE: '10000', RATE_JOIN_PER_MINUTE: '10000', RATE_CONNECT_PER_MINUTE: '100000' };
const servers: RunningServer[] = [];
let browser: Browser | null = null;
try {
  const builds: { label: 'this' | 'baseline'; url: string }[] = [];
  const here = await startServer(env);
  servers.push(here);
  builds.push({ label: 'this', url: here.url });
  if (args.baseline) {
    const baseline = await startServer(env, `${resolve(args.baseline)}/`);
    servers.push(baseline);
    builds.push({ label: 'baseline', url: baseline.url });
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results = new Map<string, Load[]>();
  // A warm-up load per build and path (the server's first match, the browser's first context), not counted.
  for (const path of PATHS) for (const b of builds) await load(browser, b.url, path, args.game);
  for (const path of PATHS) {
    for (let i = 0; i < args.runs; i++) {
      // The builds take turns, first one then the other, so that both see the same moments of the machine.
      const order = i % 2 === 0 ? builds : [...builds].reverse();
      for (const b of order) {
        const key = `${b.label}/${path}`;
        const l = await load(browser, b.url, path, args.game, args.profile && i === 0 ? `${args.profile}/${b.label}-${path}.cpuprofile` : null);
        results.set(key, [...(results.get(key) ?? []), l]);
      }
    }
  }
  const out: Record<string, Summary[]> = { firstBoard: [], baseline: [] };
  for (const b of builds) {
    for (const path of PATHS) {
      const loads = results.get(`${b.label}/${path}`) ?? [];
      const s = summarise(path, loads);
      out[b.label === 'this' ? 'firstBoard' : 'baseline']?.push(s);
      console.error(
        `[first-board] ${b.label} ${path}: p50 ${s.p50Ms} ms, p90 ${s.p90Ms} ms of ${s.runs} cold loads${s.joinClickP50Ms !== undefined ? ` (from the click on Join: p50 ${s.joinClickP50Ms} ms)` : ''}; first paint p50 ${s.firstPaintP50Ms} ms, first state p50 ${s.syncedP50Ms} ms; each: ${s.loadsMs.join(', ')}`,
      );
      console.error(`  requests of the first load:\n  ${(loads[0]?.requests ?? []).join('\n  ')}`);
    }
  }
  if (args.json) {
    const strip = ({ loadsMs: _, ...s }: Summary) => s;
    console.log(JSON.stringify({ firstBoard: (out.firstBoard ?? []).map(strip), ...(args.baseline ? { baseline: (out.baseline ?? []).map(strip) } : {}) }));
  }
} finally {
  await browser?.close();
  await Promise.all(servers.map((s) => s.stop()));
}
