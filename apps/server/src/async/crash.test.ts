import { eventually } from '../testing/eventually.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AsyncStore, MatchStore, openStorage, type MatchStorage } from '@harbour/storage';
import type { LogEntry } from 'boardgame.io';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_URL, dropPostgresSchemaSafe, openSchemaStore, uniqueSchema } from '../testing/env.js';
import { api } from '../testing/http.js';
import { ServerProcess } from '../testing/process.js';

const HOUR = 3_600_000;
/** Servers with the test clock, whose scheduler runs only when the test moves the clock. */
const TEST_ENV = { NODE_ENV: 'test', HARBOUR_TEST_CLOCK: '1', ASYNC_TICK_MS: '3600000', ASYNC_LEASE_MS: '60000', BOT_THREADS: '0' };

interface Target {
  name: string;
  env: Record<string, string>;
  open(): Promise<MatchStorage>;
  cleanup(): Promise<void>;
}

function targets(): Target[] {
  const dir = mkdtempSync(join(tmpdir(), 'harbour-async-crash-'));
  const list: Target[] = [{ name: 'PGlite', env: { DATA_DIR: dir }, open: () => openStorage({ dataDir: dir }), cleanup: async () => rmSync(dir, { recursive: true, force: true }) }];
  if (DATABASE_URL) {
    const schema = uniqueSchema('async_crash');
    list.push({ name: 'PostgreSQL', env: { DATABASE_URL, DATABASE_SCHEMA: schema }, open: () => openSchemaStore(schema), cleanup: () => dropPostgresSchemaSafe(schema) });
  } else {
    console.log('async-crash.test.ts: TEST_DATABASE_URL is not set; the PostgreSQL runs are skipped.');
  }
  return list;
}

const all = targets();
afterAll(async () => {
  for (const t of all) await t.cleanup();
});

async function dailyMatch(url: string): Promise<{ matchID: string; toAct: string[] }> {
  const http = api(url);
  const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' });
  await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
  // The first clocks are written just after the start.
  let toAct: string[] = [];
  await eventually('the first clocks', async () => {
    const view = (await http.get(`/api/matches/${host.matchID}`)).body;
    toAct = view.toAct;
    return view.clocks.seats.some((s: { deadline: string | null }) => s.deadline !== null);
  });
  return { matchID: host.matchID, toAct };
}

async function advance(url: string, ms: number): Promise<void> {
  const res = await api(url).post('/test/clock', { advanceMs: ms });
  expect(res.status).toBe(200);
}

function computerMoves(log: LogEntry[]): string[] {
  return log.filter((e) => e.action.type === 'MAKE_MOVE' && (e.metadata as { byComputer?: boolean } | undefined)?.byComputer === true && (e.metadata as { reason?: string }).reason !== 'onlyMove').map((e) => String((e.action.payload as { playerID: string }).playerID));
}

describe.each(all)('deadlines across crashes ($name)', (target) => {
  it('a deadline claimed by a process that was killed is handled after the lease by the restarted server, once', async () => {
    let server = await ServerProcess.start({ ...target.env, ...TEST_ENV });
    let matchID: string;
    let toAct: string[];
    try {
      ({ matchID, toAct } = await dailyMatch(server.url));
    } finally {
      server.kill();
      await server.stop();
    }
    // As a process would that claimed the due deadlines (its clock 25 h on) and was killed before handling them.
    const store = (await target.open()) as MatchStore;
    const claimedAt = Date.now() + 25 * HOUR;
    const claimed = await new AsyncStore(store.db).claimDueClocks(claimedAt, claimedAt + 60_000, 10);
    expect(claimed.map((r) => r.matchID)).toEqual(toAct.map(() => matchID));
    await store.close();

    server = await ServerProcess.start({ ...target.env, ...TEST_ENV });
    try {
      // Due, but still claimed: nobody handles it before the lease runs out.
      await advance(server.url, 25 * HOUR);
      let view = (await api(server.url).get(`/api/matches/${matchID}`)).body;
      expect(view.computerSeats).toEqual([]);
      await advance(server.url, 5 * 60_000);
      view = (await api(server.url).get(`/api/matches/${matchID}`)).body;
      expect(view.computerSeats).toEqual(toAct);
      await advance(server.url, 60_000);
    } finally {
      await server.stop();
    }
    const check = await target.open();
    const { log = [] } = await check.load(matchID, { log: true });
    await check.close();
    expect(computerMoves(log).sort()).toEqual([...toAct].sort());
  });

  it.runIf(target.name === 'PostgreSQL')('two processes on one database fire each deadline exactly once', async () => {
    const [a, b] = await Promise.all([ServerProcess.start({ ...target.env, ...TEST_ENV }), ServerProcess.start({ ...target.env, ...TEST_ENV })]);
    try {
      const matches = [];
      for (let i = 0; i < 6; i++) matches.push(await dailyMatch(i % 2 === 0 ? a.url : b.url));
      // Both processes reach the deadlines at the same moment and run their schedulers together.
      await Promise.all([advance(a.url, 25 * HOUR), advance(b.url, 25 * HOUR)]);
      await Promise.all([advance(a.url, 1000), advance(b.url, 1000)]);
      const store = await target.open();
      try {
        for (const { matchID, toAct } of matches) {
          const { log = [] } = await store.load(matchID, { log: true });
          expect(computerMoves(log).sort()).toEqual([...toAct].sort());
        }
      } finally {
        await store.close();
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
