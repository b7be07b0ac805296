import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRng } from '@harbour/game-kit';
import { AsyncStore, MatchStore } from '@harbour/storage';
import type { LogEntry } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { eventually } from '../testing/eventually.js';
import { chooseMove, mustDecide } from '../testing/grog.js';
import { api } from '../testing/http.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The test clock runs on with real time between steps: times compare within a few seconds. */
const near = (actual: string | number | null | undefined, expected: number, slackMs = 5000): boolean =>
  actual !== null && actual !== undefined && Math.abs((typeof actual === 'string' ? Date.parse(actual) : actual) - expected) <= slackMs;

interface SeatView {
  playerID: string;
  deadline: string | null;
  absent: boolean;
  away: string | null;
  awayLeftMs: number;
  stoppedLeftMs: number | null;
}

describe.each(storageKinds('away.flow.test.ts'))('vacations and pauses (%s)', (kind) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;
  let asyncStore: AsyncStore;
  const clients: TestClient[] = [];
  let pushService: Server;
  let pushUrl: string;

  beforeAll(async () => {
    // A push service that accepts everything: seats subscribe, so that turn notices are written.
    pushService = createServer((req, res) => req.resume().on('end', () => res.writeHead(201).end()));
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    asyncStore = new AsyncStore((opened.store as MatchStore).db);
    // The scheduler runs only when the test moves the clock.
    server = await startServer({ config: testConfig({ HARBOUR_TEST_CLOCK: '1', ASYNC_TICK_MS: '3600000', WEBHOOK_ALLOW_PRIVATE: '1' }), store: opened.store, inlineBots: true });
    http = api(server.url);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server?.close();
    await cleanup?.();
    pushService?.close();
  });

  async function connect(): Promise<TestClient> {
    const client = await TestClient.connect(server.url);
    clients.push(client);
    return client;
  }

  /** Moves the test clock and runs what fell due; returns the server's time. */
  async function advance(ms: number): Promise<number> {
    const reply = await http.post('/test/clock', { advanceMs: ms });
    expect(reply.status).toBe(200);
    await server.asyncPlay!.settled();
    return Date.parse(reply.body.now);
  }

  /** A daily Grog Island match of two: both seats decide at once from the start. */
  async function dailyMatch() {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' });
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    await server.asyncPlay!.settled();
    const view = (await http.get(`/api/matches/${host.matchID}`)).body;
    expect(view.toAct).toEqual(['0', '1']);
    const seat = { '0': host, '1': guest } as Record<string, { credentials: string }>;
    return { matchID: host.matchID as string, seat, now: Date.parse(view.clocks.serverNow) };
  }

  async function seatOf(matchID: string, playerID: string): Promise<SeatView> {
    const view = (await http.get(`/api/matches/${matchID}`)).body;
    return view.clocks.seats.find((s: SeatView) => s.playerID === playerID);
  }

  async function computerMoves(matchID: string): Promise<string[]> {
    const { log = [] } = await server.store.load(matchID, { log: true });
    return log
      .filter((e: LogEntry) => e.action.type === 'MAKE_MOVE' && (e.metadata as { reason?: string } | undefined)?.reason === 'timeout')
      .map((e) => String((e.action.payload as { playerID: string }).playerID));
  }

  async function seatClient(matchID: string, playerID: string, credentials: string): Promise<TestClient> {
    const client = await connect();
    expect((await client.join(matchID, playerID, credentials)).ok).toBe(true);
    return client;
  }

  /** Closes a seat's socket and waits until the server counts the table as closed (no reminders are skipped for it). */
  async function leave(client: TestClient, matchID: string, playerID: string): Promise<void> {
    client.close();
    await eventually('the seat left', async () => (await asyncStore.seatClocks([matchID])).find((r) => r.playerID === playerID)?.lastSeenStateID !== null);
  }

  it('a seat away stops its clock and gets no reminder; at its date the decision goes on with the time it had left, and fires once', async () => {
    const { matchID, seat } = await dailyMatch();
    const bonny = await seatClient(matchID, '0', seat['0']!.credentials);
    const at = await advance(2 * HOUR);
    // Refused: a date in the past, more than 14 days, a malformed message, a spectator.
    expect(await bonny.request('away', { matchID, until: new Date(at - 1000).toISOString() })).toMatchObject({ ok: false, error: { code: 'away.past' } });
    expect(await bonny.request('away', { matchID, until: new Date(at + 14 * DAY + 1000).toISOString() })).toMatchObject({ ok: false, error: { code: 'away.tooLong' } });
    expect(await bonny.request('away', { matchID, until: 'soon' })).toMatchObject({ ok: false, error: { code: 'request.invalid' } });
    const spectator = await connect();
    await spectator.join(matchID);
    expect(await spectator.request('away', { matchID, until: new Date(at + DAY).toISOString() })).toMatchObject({ ok: false, error: { code: 'seat.notSeated' } });

    const until = at + 3 * DAY;
    expect(await bonny.request('away', { matchID, until: new Date(until).toISOString() })).toEqual({ ok: true, until: new Date(until).toISOString() });
    // The others see it (a clocks frame), the clock stands still with the 22 hours it had left.
    await spectator.waitFor(() => spectator.frames.some((f) => f.event === 'clocks' && JSON.stringify(f.payload).includes(new Date(until).toISOString())));
    const stopped = await seatOf(matchID, '0');
    expect(stopped).toMatchObject({ away: new Date(until).toISOString(), deadline: null });
    expect(near(stopped.stoppedLeftMs, 22 * HOUR)).toBe(true);
    await leave(bonny, matchID, '0');

    // The other seat's reminder rings (its row's reminder is spent), Bonny's does not; then the other
    // seat runs out of time, Bonny does not.
    await advance(20 * HOUR);
    const rows = new Map((await asyncStore.seatClocks([matchID])).map((r) => [r.playerID, r]));
    expect(rows.get('1')?.remindAt).toBeNull();
    expect(rows.get('0')?.remindAt).not.toBeNull();
    await advance(4 * HOUR);
    expect(await computerMoves(matchID)).toEqual(['1']);

    // The date comes: the vacation ends (three days used) and the decision runs again from where it stopped.
    const back = await advance(until + 1000 - (await advance(0)));
    const resumed = await seatOf(matchID, '0');
    expect(resumed).toMatchObject({ away: null, stoppedLeftMs: null });
    expect(near(resumed.awayLeftMs, 11 * DAY)).toBe(true);
    expect(near(resumed.deadline, back + 22 * HOUR)).toBe(true);
    await advance(22 * HOUR - 60_000);
    expect(await computerMoves(matchID)).toEqual(['1']);
    await advance(120_000);
    await advance(1000);
    expect((await computerMoves(matchID)).sort()).toEqual(['0', '1']);
  });

  it('coming back early ends the vacation, counted up to then; "back" also makes an absent seat present again', async () => {
    const { matchID, seat } = await dailyMatch();
    const bonny = await seatClient(matchID, '0', seat['0']!.credentials);
    const ben = await seatClient(matchID, '1', seat['1']!.credentials);
    const at = await advance(0);
    expect((await bonny.request('away', { matchID, until: new Date(at + 5 * DAY).toISOString() })).ok).toBe(true);
    // Ben keeps the table open but does not decide: the computer decides for him once, he is absent.
    await advance(DAY + 1000);
    expect(await computerMoves(matchID)).toEqual(['1']);
    expect((await seatOf(matchID, '1')).absent).toBe(true);

    const now = await advance(1000);
    expect(await bonny.request('back', { matchID })).toEqual({ ok: true });
    const bonnyBack = await seatOf(matchID, '0');
    expect(bonnyBack.away).toBeNull();
    expect(near(bonnyBack.awayLeftMs, 14 * DAY - (now - at))).toBe(true);
    expect(near(bonnyBack.deadline, now + DAY)).toBe(true);
    expect(await ben.request('back', { matchID })).toEqual({ ok: true });
    await server.asyncPlay!.settled();
    expect((await seatOf(matchID, '1')).absent).toBe(false);
    expect(await ben.request('back', { matchID: 'nope' })).toMatchObject({ ok: false, error: { code: 'request.invalid' } });
  });

  it('the seats pause a match by majority: every clock stands still, no reminders; any seat resumes it', async () => {
    const { matchID, seat } = await dailyMatch();
    const anne = await seatClient(matchID, '0', seat['0']!.credentials);
    const ben = await seatClient(matchID, '1', seat['1']!.credentials);
    const at = await advance(HOUR);
    expect(await anne.request('resume', { matchID })).toMatchObject({ ok: false, error: { code: 'pause.notPaused' } });
    expect(await anne.request('pause', { matchID, agree: true })).toEqual({ ok: true, paused: false });
    expect((await http.get(`/api/matches/${matchID}`)).body.clocks.pause).toEqual({ votes: ['0'], since: null, by: [] });
    const spectator = await connect();
    await spectator.join(matchID);
    expect(await spectator.request('pause', { matchID, agree: true })).toMatchObject({ ok: false, error: { code: 'seat.notSeated' } });
    expect(await ben.request('pause', { matchID, agree: true })).toEqual({ ok: true, paused: true });
    expect(await ben.request('pause', { matchID, agree: true })).toMatchObject({ ok: false, error: { code: 'pause.already' } });
    const paused = (await http.get(`/api/matches/${matchID}`)).body.clocks;
    expect(paused.pause).toMatchObject({ votes: [], by: ['0', '1'] });
    expect(near(paused.pause.since, at)).toBe(true);
    expect(paused.seats.map((s: SeatView) => s.deadline)).toEqual([null, null]);
    expect(paused.seats.every((s: SeatView) => near(s.stoppedLeftMs, 23 * HOUR))).toBe(true);
    await leave(anne, matchID, '0');
    await leave(ben, matchID, '1');

    await advance(3 * DAY);
    expect(await computerMoves(matchID)).toEqual([]);
    expect((await asyncStore.outbox(matchID)).filter((n) => n.kind === 'reminder')).toEqual([]);

    const again = await seatClient(matchID, '1', seat['1']!.credentials);
    const now = await advance(0);
    expect(await again.request('resume', { matchID })).toEqual({ ok: true });
    const resumed = (await http.get(`/api/matches/${matchID}`)).body.clocks;
    expect(resumed.pause.since).toBeNull();
    expect(resumed.seats.every((s: SeatView) => near(s.deadline, now + 23 * HOUR))).toBe(true);
    await leave(again, matchID, '1');
    await advance(23 * HOUR - 60_000);
    expect(await computerMoves(matchID)).toEqual([]);
    await advance(120_000);
    await advance(1000);
    expect((await computerMoves(matchID)).sort()).toEqual(['0', '1']);
  });

  it('no turn notice begins for a seat away or in a paused match; once back or resumed, turn notices are written again', async () => {
    const { matchID, seat } = await dailyMatch();
    for (const id of ['0', '1']) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
      const res = await http.post(`/api/matches/${matchID}/notices`, { playerID: id, credentials: seat[id]!.credentials, channel: 'push', subscription: { endpoint: `${pushUrl}/${matchID}/${id}`, keys } });
      expect(res.status).toBe(200);
    }
    const rng = seededRng('away-notices');
    const toAct = async (): Promise<string[]> => (await http.get(`/api/matches/${matchID}`)).body.toAct;
    const turnNotices = async (playerID: string) => (await asyncStore.outbox(matchID)).filter((n) => n.kind === 'turn' && n.playerID === playerID);
    /** Seats move (each from a table it then closes) until a turn begins for Anne while her table is closed. */
    const untilAnnesTurnBegins = async () => {
      for (let i = 0; i < 40; i++) {
        const before = await toAct();
        const mover = before.find((id) => id !== '0') ?? before[0];
        if (mover === undefined) throw new Error('nobody to act');
        const client = await seatClient(matchID, mover, seat[mover]!.credentials);
        const state = client.state(matchID);
        let moved = false;
        if (mustDecide(state.G, Number(mover))) {
          const { name, args } = chooseMove(state.G, Number(mover), rng);
          moved = (await client.move(matchID, name, args, state._stateID)).ok;
        }
        client.close();
        await eventually('the table closed', async () => !server.asyncPlay!.presence.isOpenHere(matchID, mover));
        await server.asyncPlay!.settled();
        const after = await toAct();
        // Ben's move began a decision for Anne (her table closed: a notice would be written).
        if (moved && mover !== '0' && !before.includes('0') && after.includes('0')) return;
      }
      throw new Error("Anne's turn never began");
    };
    const anne = await seatClient(matchID, '0', seat['0']!.credentials);
    expect((await anne.request('away', { matchID, until: new Date((await advance(0)) + 5 * DAY).toISOString() })).ok).toBe(true);
    anne.close();
    await untilAnnesTurnBegins();
    expect(await turnNotices('0')).toEqual([]);

    const back = await seatClient(matchID, '0', seat['0']!.credentials);
    expect((await back.request('back', { matchID })).ok).toBe(true);
    // Both vote (Ben through a table of his own): paused.
    const ben = await seatClient(matchID, '1', seat['1']!.credentials);
    expect((await back.request('pause', { matchID, agree: true })).ok).toBe(true);
    expect(await ben.request('pause', { matchID, agree: true })).toEqual({ ok: true, paused: true });
    back.close();
    ben.close();
    await untilAnnesTurnBegins();
    expect(await turnNotices('0')).toEqual([]);

    const resumer = await seatClient(matchID, '1', seat['1']!.credentials);
    expect(await resumer.request('resume', { matchID })).toEqual({ ok: true });
    resumer.close();
    // The turn held back by the pause is told now (Anne must act, her table is closed).
    await server.asyncPlay!.settled();
    expect((await turnNotices('0')).length).toBe(1);
    await untilAnnesTurnBegins();
    expect((await turnNotices('0')).length).toBeGreaterThan(0);
  });
});
