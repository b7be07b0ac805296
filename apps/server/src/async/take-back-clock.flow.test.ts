import { seededRng } from '@harbour/game-kit';
import type { LogEntry } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { chooseMove, mustDecide } from '../testing/grog.js';
import { api } from '../testing/http.js';

const HOUR = 3_600_000;

type Ack = { ok: true; stateID: number } | { ok: false; error: { code: string } };
interface SeatView {
  playerID: string;
  deciding: boolean;
  deadline: string | null;
}

/** The test clock runs on with real time between steps: times compare within a few seconds. */
const near = (actual: string | null | undefined, expected: number, slackMs = 5000): boolean => typeof actual === 'string' && Math.abs(Date.parse(actual) - expected) <= slackMs;

const marked = (log: readonly LogEntry[], stateID: number) => log.some((e) => e._stateID === stateID && e.action.type === 'MAKE_MOVE' && (e.metadata as { takeBack?: unknown } | undefined)?.takeBack === true);

describe.each(storageKinds('take-back-clock.flow.test.ts'))('a take-back and the seat\'s clock (%s)', (kind) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    // The scheduler runs only when the test moves the clock.
    server = await startServer({ config: testConfig({ HARBOUR_TEST_CLOCK: '1', ASYNC_TICK_MS: '3600000' }), store: opened.store, inlineBots: true });
    http = api(server.url);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server?.close();
    await cleanup?.();
  });

  async function advance(ms: number): Promise<number> {
    const reply = await http.post('/test/clock', { advanceMs: ms });
    expect(reply.status).toBe(200);
    await server.asyncPlay!.settled();
    return Date.parse(reply.body.now);
  }

  async function seatView(matchID: string, playerID: number): Promise<SeatView> {
    await server.asyncPlay!.settled();
    const view = (await http.get(`/api/matches/${matchID}`)).body;
    return view.clocks.seats.find((s: SeatView) => s.playerID === String(playerID));
  }

  it('resumes the decision with the deadline it had (no time won), once per decision, and is refused once that deadline has passed', async () => {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' });
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    const matchID = host.matchID as string;
    const seats = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    clients.push(...seats);
    await seats[0]!.join(matchID, '0', host.credentials);
    await seats[1]!.join(matchID, '1', guest.credentials);
    const rng = seededRng('take-back-clock');

    let resumed = 0;
    let refusedAgain = 0;
    let late = 0;
    for (let step = 0; step < 400 && late === 0; step++) {
      const state = seats[0]!.state(matchID);
      if (state.ctx.gameover !== undefined) break;
      const seat = [0, 1].find((s) => mustDecide(seats[s]!.state(matchID).G, s));
      if (seat === undefined) {
        await seats[0]!.nextFrame(2000).catch(() => {});
        continue;
      }
      const client = seats[seat]!;
      const before = client.state(matchID);
      const deadline = (await seatView(matchID, seat)).deadline;
      if (deadline === null) continue;
      const original = Date.parse(deadline);
      // An hour into the decision: a fresh one would end an hour later than this one.
      await advance(HOUR);
      if (client.state(matchID)._stateID !== before._stateID) continue;
      const { name, args } = chooseMove(before.G, seat, rng);
      const ack = (await client.move(matchID, name, args, before._stateID)) as Ack;
      if (!ack.ok) continue;
      await client.waitFor(() => client.state(matchID)._stateID >= ack.stateID);
      // A move that may be taken back and that ended the seat's decision (another seat decides now).
      if (!marked(client.log(matchID), before._stateID) || client.state(matchID)._stateID !== ack.stateID) continue;
      if ((await seatView(matchID, seat)).deciding) continue;
      const lastBeforeLate = resumed >= 2;
      if (lastBeforeLate) await advance(original - (await advance(0)) + 1000);
      else await advance(HOUR);
      const answer = (await client.request('takeBack', { matchID, stateID: ack.stateID })) as Ack;
      if (!answer.ok) {
        if (answer.error.code === 'takeBack.late') {
          // The decision's time ran out meanwhile: the move stands, nothing changed.
          expect(lastBeforeLate).toBe(true);
          expect(client.state(matchID)._stateID).toBe(ack.stateID);
          late++;
          continue;
        }
        // A forced move of the other seat may have come between.
        expect(['takeBack.othersActed', 'state.stale']).toContain(answer.error.code);
        continue;
      }
      expect(lastBeforeLate).toBe(false);
      await client.waitFor(() => client.state(matchID)._stateID >= answer.stateID);
      // The decision goes on with the deadline it had, not a fresh day.
      const back = await seatView(matchID, seat);
      expect(back.deciding).toBe(true);
      expect(near(back.deadline, original)).toBe(true);
      resumed++;
      // The same move again stands, with most of the deadline still ahead: a decision is taken back
      // once whatever its clock, so "move, take back" cannot be repeated to stall or to grow the log.
      const again = (await client.move(matchID, name, args, answer.stateID)) as Ack;
      if (!again.ok || client.state(matchID)._stateID > again.stateID) continue;
      await client.waitFor(() => client.state(matchID)._stateID >= again.stateID);
      if (client.state(matchID)._stateID !== again.stateID) continue;
      await advance(60_000);
      for (let attempt = 0; attempt < 3; attempt++) {
        const twice = (await client.request('takeBack', { matchID, stateID: again.stateID })) as Ack;
        if (!twice.ok && ['takeBack.othersActed', 'state.stale'].includes(twice.error.code)) break;
        expect(twice).toMatchObject({ ok: false, error: { code: 'takeBack.once' } });
        expect(client.state(matchID)._stateID).toBe(again.stateID);
        if (attempt === 0) refusedAgain++;
      }
    }
    expect(refusedAgain).toBeGreaterThanOrEqual(1);
    // Only the take-backs allowed are in the log every join and sync sends.
    const { log = [] } = await server.store.load(matchID, { log: true });
    expect(log.filter((e) => e.action.type === 'UNDO')).toHaveLength(resumed);
    expect(resumed).toBeGreaterThanOrEqual(2);
    expect(late).toBe(1);
  });
});
