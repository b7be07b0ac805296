import type { TableEventFrame } from '@harbour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { playSeat } from '../testing/grog.js';
import { api } from '../testing/http.js';

const DAY = 24 * 3_600_000;

type Joined = { ok: true; events?: TableEventFrame[]; state: { _stateID: number; G: { events?: unknown[] } } };

/** The kinds, seats and numbers of events, for comparing. */
const told = (events: readonly TableEventFrame[] | undefined) => (events ?? []).map((e) => `${e.seq} ${e.kind} ${e.playerID ?? '-'}`);

describe.each(storageKinds('table-events.flow.test.ts'))('the table events: away, back, pause, resume in the log (%s)', (kind) => {
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

  /** The `tableEvent` frames a client got, in order. */
  const framesOf = (client: TestClient): TableEventFrame[] =>
    client.frames.filter((f) => f.event === 'tableEvent').map((f) => (f.payload as { event: TableEventFrame }).event);

  async function waitForEvent(client: TestClient, seq: number): Promise<TableEventFrame> {
    await client.waitFor(() => framesOf(client).some((e) => e.seq === seq));
    return framesOf(client).find((e) => e.seq === seq)!;
  }

  async function freshJoin(matchID: string): Promise<Joined> {
    const watcher = await connect();
    const answer = (await watcher.join(matchID)) as unknown as Joined;
    expect(answer.ok).toBe(true);
    return answer;
  }

  it('each is sent to the table as it happens and carried by a fresh join, placed at its state', async () => {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' });
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Bonny' });
    const matchID = host.matchID as string;
    await server.asyncPlay!.settled();
    const anne = await connect();
    const bonny = await connect();
    expect((await anne.join(matchID, '0', host.credentials)).ok).toBe(true);
    expect((await bonny.join(matchID, '1', guest.credentials)).ok).toBe(true);
    const spectator = await connect();
    expect(told((await spectator.join(matchID) as unknown as Joined).events)).toEqual([]);

    // Anne goes away: Bonny and the spectator hear it at once; a fresh join's answer carries it, at the state it happened.
    const now = await advance(0);
    const until = new Date(now + 3 * DAY).toISOString();
    expect(await anne.request('away', { matchID, until })).toMatchObject({ ok: true });
    const away = await waitForEvent(bonny, 1);
    expect(away).toMatchObject({ kind: 'away', playerID: '0', until, pausedBy: [] });
    await waitForEvent(spectator, 1);
    const joined = await freshJoin(matchID);
    expect(joined.events).toEqual([away]);
    expect(away.stateID).toBe(joined.state._stateID);
    expect(away.logAt).toBe(joined.state.G.events?.length);

    // Anne is back early: news. Bonny's "I'm back" while neither away nor absent is not.
    expect(await anne.request('back', { matchID })).toMatchObject({ ok: true });
    expect(await waitForEvent(bonny, 2)).toMatchObject({ kind: 'back', playerID: '0', until: null });
    expect(await bonny.request('back', { matchID })).toMatchObject({ ok: true });

    // Pause by vote: Anne's vote is half, Bonny's makes the majority and pauses it (the next number: nothing came between).
    expect(await anne.request('pause', { matchID, agree: true })).toMatchObject({ ok: true, paused: false });
    expect(await bonny.request('pause', { matchID, agree: true })).toMatchObject({ ok: true, paused: true });
    const paused = await waitForEvent(anne, 3);
    expect(paused).toMatchObject({ kind: 'pause', playerID: '1' });
    expect([...paused.pausedBy].sort()).toEqual(['0', '1']);
    expect(await anne.request('resume', { matchID })).toMatchObject({ ok: true });
    expect(await waitForEvent(bonny, 4)).toMatchObject({ kind: 'resume', playerID: '0' });

    // A vacation that ends at its date: the scheduler's "back".
    expect(await bonny.request('away', { matchID, until: new Date((await advance(0)) + DAY).toISOString() })).toMatchObject({ ok: true });
    await waitForEvent(anne, 5);
    await advance(DAY + 60_000);
    expect(await waitForEvent(anne, 6)).toMatchObject({ kind: 'back', playerID: '1' });

    expect(told((await freshJoin(matchID)).events)).toEqual(['1 away 0', '2 back 0', '3 pause 1', '4 resume 0', '5 away 1', '6 back 1']);
    // A sync's answer carries them too, and every frame came once.
    const synced = (await spectator.resync(matchID)) as unknown as Joined;
    expect(told(synced.events)).toHaveLength(6);
    expect(told(framesOf(spectator))).toEqual(told(synced.events));

    // Played to its end, the match's replay carries every event, for its log (issue 36).
    await Promise.all([playSeat(anne, matchID, 0, 'events-a'), playSeat(bonny, matchID, 1, 'events-b')]);
    await spectator.waitFor(() => spectator.state(matchID).ctx.gameover !== undefined);
    const replay = await http.get(`/api/matches/${matchID}/replay`);
    expect(replay.status).toBe(200);
    expect(told(replay.body.events as TableEventFrame[])).toEqual(['1 away 0', '2 back 0', '3 pause 1', '4 resume 0', '5 away 1', '6 back 1']);
    expect((replay.body.events as TableEventFrame[])[0]).toEqual(away);
  });
});
