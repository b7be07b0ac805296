import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { HttpLobby } from '../src/lobby/http.js';
import { FELT_GAMES, FeltMatch, percentile, summarise, type FeltGame, type FeltSummary } from './felt-speed.js';
import { measureTablePage } from './measure.js';
import { startServer, type RunningServer } from './server.js';

/**
 * `npm run measure -w @harbour/web`: builds the client, starts the real server and measures in Chromium
 *  - each game's table page (as a spectator): the gzip size of the JavaScript it loads and the time from
 *    navigation to the board on screen (RUNS loads, default 9);
 *  - the felt speed of each game (e2e/felt-speed.ts): from a seat's deciding click to the other seat's
 *    screen showing the new state, FELT_SAMPLES decisions per game (default 40), two human seats.
 * MEASURE=page or MEASURE=felt runs one part; FELT_GAMES=grog-island,… picks games; REDUCED_MOTION=1
 * plays with reduced motion. BASELINE_DIST=<a client build> measures that build too, on a second server,
 * the two builds taking turns every FELT_CHUNK decisions (default 10), and prints the ratios
 * this/baseline (the machine is shared: only figures taken side by side compare). FELT_PROFILE=<folder>
 * records a CPU profile of each page (write .cpuprofile files there) and prints self time by function;
 * FELT_DUMP=<folder> writes every sample with its parts (<game>-<build>.json).
 * Prints one JSON line per part, last.
 */
const runs = Number(process.env.RUNS ?? 9);
const part = process.env.MEASURE ?? 'all';
const feltSamples = Number(process.env.FELT_SAMPLES ?? 40);
const chunk = Number(process.env.FELT_CHUNK ?? 10);
const games = (process.env.FELT_GAMES?.split(',') ?? FELT_GAMES).filter((g): g is FeltGame => (FELT_GAMES as string[]).includes(g));
const reducedMotion = process.env.REDUCED_MOTION === '1';
const baselineDist = process.env.BASELINE_DIST;
const profileDir = process.env.FELT_PROFILE;

const servers: RunningServer[] = [];
let browser: Browser | null = null;
try {
  const server = await startServer();
  servers.push(server);
  const baseline = baselineDist ? await startServer({ WEB_DIST: baselineDist }) : null;
  if (baseline) servers.push(baseline);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

  if (part === 'all' || part === 'page') {
    const lobby = new HttpLobby(server.url);
    // Every game's table page (PAGE_GAMES=grog-island,… picks games); the JSON line keeps Grog Island's
    // figures at the top level as before and each game's under `games`.
    const pageGames = (process.env.PAGE_GAMES?.split(',') ?? FELT_GAMES).filter((g): g is FeltGame => (FELT_GAMES as string[]).includes(g));
    const perGame: { game: FeltGame; tablePageJsGzipKB: number; tablePageJsRawKB: number; boardVisibleMedianMs: number; stateReceivedMedianMs: number }[] = [];
    for (const game of pageGames) {
      const created = await lobby.createMatch({ gameName: game, numPlayers: 2, playerName: 'Anne', public: false });
      const figures = await measureTablePage(browser, server.url, `/match/${created.seat.matchID}/watch`, runs);
      console.log(`[page] ${game}: table page JavaScript ${figures.jsGzipKB} KB gzip (${figures.jsRawKB} KB raw)`);
      for (const f of figures.jsFiles) console.log(`  ${f.file}: ${(f.bytes / 1024).toFixed(1)} KB, gzip ${(f.gzip / 1024).toFixed(1)} KB`);
      console.log(`  state received (ms, each run): ${figures.syncedMs.runs.join(', ')}`);
      console.log(`  board visible (ms, each run): ${figures.boardVisibleMs.runs.join(', ')}`);
      perGame.push({ game, tablePageJsGzipKB: figures.jsGzipKB, tablePageJsRawKB: figures.jsRawKB, boardVisibleMedianMs: figures.boardVisibleMs.median, stateReceivedMedianMs: figures.syncedMs.median });
    }
    const first = perGame[0];
    console.log(JSON.stringify({ ...(first ? { tablePageJsGzipKB: first.tablePageJsGzipKB, tablePageJsRawKB: first.tablePageJsRawKB, boardVisibleMedianMs: first.boardVisibleMedianMs, stateReceivedMedianMs: first.stateReceivedMedianMs } : {}), games: perGame, runs }));
  }

  if (part === 'all' || part === 'felt') {
    const builds = [{ label: 'this', url: server.url }, ...(baseline ? [{ label: 'baseline', url: baseline.url }] : [])];
    const results: Record<string, FeltSummary[]> = { this: [], baseline: [] };
    for (const game of games) {
      // One match per build; when a match ends before enough decisions, the build starts another.
      const matches = new Map<string, FeltMatch[]>(builds.map((b) => [b.label, []]));
      const current = new Map<string, FeltMatch>();
      const count = (label: string) => (matches.get(label) ?? []).reduce((n, m) => n + m.samples.length, 0);
      while (builds.some((b) => count(b.label) < feltSamples)) {
        for (const b of builds) {
          if (count(b.label) >= feltSamples) continue;
          let match = current.get(b.label);
          if (!match || match.over) {
            match = await FeltMatch.open(browser, b.url, game, b.label, reducedMotion, profileDir !== undefined);
            current.set(b.label, match);
            matches.get(b.label)?.push(match);
          }
          await match.play(Math.min(chunk, feltSamples - count(b.label) + (match.samples.length === 0 ? 3 : 0)));
        }
      }
      for (const b of builds) {
        const all = (matches.get(b.label) ?? []).flatMap((m) => m.samples).slice(0, feltSamples);
        const summary = summarise(game, all);
        results[b.label]?.push(summary);
        // FELT_DUMP=<folder>: every sample with its parts, to read a tail (which decisions, which part).
        if (process.env.FELT_DUMP) writeFileSync(`${process.env.FELT_DUMP}/${game}-${b.label}.json`, JSON.stringify(all, null, 1));
        const stages = new Map<string, number[]>();
        for (const s of all) stages.set(s.stage, [...(stages.get(s.stage) ?? []), s.totalMs]);
        const byStage = [...stages].map(([stage, xs]) => `${stage} ${xs.length}× p50 ${percentile(xs, 50)}`).join(', ');
        console.log(`[felt] ${b.label} ${game}: p50 ${summary.p50Ms} ms, p90 ${summary.p90Ms} ms of ${summary.samples}; medians of the parts ${JSON.stringify(summary.parts)}; by stage: ${byStage}`);
        const frames = new Map<string, number>();
        for (const s of all) for (const [k, ms] of Object.entries(s.longFrames)) frames.set(k, (frames.get(k) ?? 0) + ms);
        console.log(`[felt] ${b.label} ${game}: the observer's long frames (over 50 ms) between arrival and paint, ms per decision by part:`);
        for (const [k, ms] of [...frames].sort((x, y) => y[1] - x[1]).slice(0, 12)) console.log(`  ${(ms / all.length).toFixed(1).padStart(7)}  ${k}`);
        const self = new Map<string, number>();
        for (const m of matches.get(b.label) ?? []) for (const [name, ms] of await m.close(profileDir)) self.set(name, (self.get(name) ?? 0) + ms);
        if (profileDir) {
          console.log(`[felt] ${b.label} ${game}: CPU self time of both pages by function (ms), profiles in ${profileDir}`);
          for (const [name, ms] of [...self].sort((x, y) => y[1] - x[1]).slice(0, 40)) console.log(`  ${String(ms).padStart(6)}  ${name}`);
        }
      }
    }
    const strip = (s: FeltSummary) => ({ game: s.game, samples: s.samples, p50Ms: s.p50Ms, p90Ms: s.p90Ms, parts: s.parts });
    const line: Record<string, unknown> = { feltSpeed: (results.this ?? []).map(strip), reducedMotion };
    if (baseline) {
      line.baseline = (results.baseline ?? []).map(strip);
      line.ratios = (results.this ?? []).map((s) => {
        const b = results.baseline?.find((x) => x.game === s.game);
        return { game: s.game, p50: b ? Math.round((s.p50Ms / b.p50Ms) * 100) / 100 : null, p90: b ? Math.round((s.p90Ms / b.p90Ms) * 100) / 100 : null };
      });
    }
    console.log(JSON.stringify(line));
  }
} finally {
  await browser?.close();
  await Promise.all(servers.map((s) => s.stop()));
}
