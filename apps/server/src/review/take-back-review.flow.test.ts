import { seededRng } from '@harbour/game-kit';
import { GAME_MODULES } from '@harbour/games';
import { MemoryReviewStore } from '@harbour/storage';
import type { LogEntry } from 'boardgame.io';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../clock.js';
import { InlineChooser } from '../bots/pool.js';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { chooseMove, mustDecide, playSeat } from '../testing/grog.js';
import { api } from '../testing/http.js';
import { ReviewJobs } from './jobs.js';
import { DutyCycle } from './pacer.js';

/** Few playouts and a short search: the replay of the log, not the strength, is under test. */
const CHEAP = { playouts: 2, iterations: 2, luck: { upTo: 2 } };
/** No rest between parts: the replay of the log is under test, not the duty cycle (review.flow.test.ts tests that); resting 9× each part's CPU made this test wait for minutes on a loaded machine. */
const NO_REST = new DutyCycle(1);

type Ack = { ok: true; stateID: number } | { ok: false; error: { code: string } };

const marked = (log: readonly LogEntry[], stateID: number) => log.some((e) => e._stateID === stateID && e.action.type === 'MAKE_MOVE' && (e.metadata as { takeBack?: unknown } | undefined)?.takeBack === true);

describe.each(storageKinds('take-back-review.flow.test.ts'))('the review of a match with a take-back (%s)', (kind) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig(), store: opened.store });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server?.close();
    await cleanup?.();
  });

  /** Two seats play Grog Island to the end; one of them takes back a move on the way. */
  async function matchWithTakeBack(): Promise<string> {
    const http = api(server.url);
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne' });
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    const matchID = host.matchID as string;
    const seats = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    clients.push(...seats);
    await seats[0]!.join(matchID, '0', host.credentials);
    await seats[1]!.join(matchID, '1', guest.credentials);
    const rng = seededRng('take-back-review');
    let tookBack = false;
    for (let step = 0; step < 400 && !tookBack; step++) {
      if (seats[0]!.state(matchID).ctx.gameover !== undefined) break;
      const seat = [0, 1].find((s) => mustDecide(seats[s]!.state(matchID).G, s));
      if (seat === undefined) {
        await seats[0]!.nextFrame(2000).catch(() => {});
        continue;
      }
      const client = seats[seat]!;
      const before = client.state(matchID);
      const { name, args } = chooseMove(before.G, seat, rng);
      const ack = (await client.move(matchID, name, args, before._stateID)) as Ack;
      if (!ack.ok) continue;
      await client.waitFor(() => client.state(matchID)._stateID >= ack.stateID);
      if (!marked(client.log(matchID), before._stateID) || client.state(matchID)._stateID !== ack.stateID) continue;
      const answer = (await client.request('takeBack', { matchID, stateID: ack.stateID })) as Ack;
      if (!answer.ok) continue;
      await client.waitFor(() => client.state(matchID)._stateID >= answer.stateID);
      tookBack = true;
    }
    expect(tookBack).toBe(true);
    await Promise.all([playSeat(seats[0]!, matchID, 0, 'review-end-0'), playSeat(seats[1]!, matchID, 1, 'review-end-1')]);
    return matchID;
  }

  it('replays the moves that stand: the match is reviewed, one decision per move of its replay', async () => {
    const matchID = await matchWithTakeBack();
    const { log = [] } = await server.store.load(matchID, { log: true });
    expect(log.filter((e) => e.action.type === 'UNDO')).toHaveLength(1);
    const queue = new MemoryReviewStore();
    const clock = new TestClock();
    const jobs = new ReviewJobs({ queue, matches: server.store, chooser: new InlineChooser(GAME_MODULES), clock, log: pino({ level: 'silent' }), leaseMs: 60_000, tickMs: 3_600_000, pacer: NO_REST, ...CHEAP });
    try {
      expect(await queue.enqueue(matchID, clock.now())).toBe(true);
      expect(await jobs.runDue()).toBe(1);
      const row = await queue.get(matchID);
      expect([row?.status, row?.error ?? null]).toEqual(['done', null]);
      const { body: replay } = await api(server.url).get(`/api/matches/${matchID}/replay`);
      const review = JSON.parse(row?.review ?? 'null') as { decisions: { move: unknown; playerID: string }[] };
      expect(review.decisions).toHaveLength(replay.moves.length);
      expect(review.decisions.map((d) => d.move)).toEqual(replay.moves.map((m: { name: string; args: unknown[] }) => ({ name: m.name, args: m.args })));
    } finally {
      await jobs.close();
    }
  }, 90_000);
});
