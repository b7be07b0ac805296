import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * The two figures the table page is held to, measured in the browser itself:
 *  - the JavaScript the table page loads, each file gzip-compressed (level 9), summed;
 *  - the time from the start of navigation to the board on screen: the page marks the first frame
 *    after the board rendered (performance mark "board-visible", milliseconds since navigation start).
 * Each load is a fresh browser context (cold cache), repeated; the median is reported.
 */
export interface TablePageFigures {
  jsFiles: { file: string; bytes: number; gzip: number }[];
  jsGzipKB: number;
  jsRawKB: number;
  boardVisibleMs: { median: number; runs: number[] };
  /** When the first full state arrived over the socket (performance mark "match-synced"). */
  syncedMs: { median: number; runs: number[] };
}

export async function measureTablePage(browser: Browser, baseUrl: string, path: string, runs = 5): Promise<TablePageFigures> {
  const times: number[] = [];
  const synced: number[] = [];
  let files: TablePageFigures['jsFiles'] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const scripts: Promise<{ file: string; bytes: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith('.js')) {
        scripts.push(response.body().then((body) => ({ file: url.pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length })));
      }
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('board-visible').length > 0, undefined, { timeout: 15_000 });
    const [board, sync] = await page.evaluate(() => ['board-visible', 'match-synced'].map((n) => Math.round(performance.getEntriesByName(n)[0]?.startTime ?? -1)));
    times.push(board ?? -1);
    synced.push(sync ?? -1);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    if (i === 0) files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
    await context.close();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? -1;
  return {
    jsFiles: files,
    jsGzipKB: round(files.reduce((s, f) => s + f.gzip, 0) / 1024),
    jsRawKB: round(files.reduce((s, f) => s + f.bytes, 0) / 1024),
    boardVisibleMs: { median: median(times), runs: times },
    syncedMs: { median: median(synced), runs: synced },
  };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
