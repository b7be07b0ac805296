import { eventually } from '../testing/eventually.js';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AsyncStore, MatchStore } from '@harbour/storage';
import type { LogEntry } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { loadConfig } from '../config.js';
import { openSchemaStore, openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { api } from '../testing/http.js';

const HOUR = 3_600_000;

describe.each(storageKinds('async-play.test.ts'))('asynchronous play: paces, deadlines, absent seats (%s)', (kind) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;
  let asyncStore: AsyncStore;
  let schema: string;
  let pushService: Server;
  let pushUrl: string;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    schema = opened.schema;
    asyncStore = new AsyncStore((opened.store as MatchStore).db);
    // A push service that accepts everything: seats subscribe, so that their notices are kept once delivered.
    pushService = createServer((req, res) => req.resume().on('end', () => res.writeHead(201).end()));
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    // The scheduler runs only when the test moves the clock (its own rounds are an hour apart).
    server = await startServer({ config: testConfig({ HARBOUR_TEST_CLOCK: '1', ASYNC_TICK_MS: '3600000', WEBHOOK_ALLOW_PRIVATE: '1' }), store: opened.store, inlineBots: true });
    http = api(server.url);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server?.close();
    await cleanup?.();
    pushService?.close();
  });

  async function subscribe(matchID: string, playerID: string, credentials: string): Promise<void> {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const res = await http.post(`/api/matches/${matchID}/notices`, { playerID, credentials, channel: 'push', subscription: { endpoint: `${pushUrl}/${matchID}/${playerID}`, keys } });
    expect(res.status).toBe(200);
  }

  async function connect(): Promise<TestClient> {
    const client = await TestClient.connect(server.url);
    clients.push(client);
    return client;
  }

  async function advance(ms: number): Promise<void> {
    const reply = await http.post('/test/clock', { advanceMs: ms });
    expect(reply.status).toBe(200);
  }

  async function dailyMatch(pace = 'daily') {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace });
    await subscribe(host.matchID, '0', host.credentials);
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    await subscribe(host.matchID, '1', guest.credentials);
    await server.asyncPlay!.settled();
    const view = (await http.get(`/api/matches/${host.matchID}`)).body;
    const seat = { '0': host, '1': guest } as Record<string, { credentials: string; playerID: string }>;
    return { matchID: host.matchID as string, host, guest, seat, view };
  }

  async function computerMoves(matchID: string): Promise<LogEntry[]> {
    const { log = [] } = await server.store.load(matchID, { log: true });
    return log.filter((e) => e.action.type === 'MAKE_MOVE' && (e.metadata as { byComputer?: boolean } | undefined)?.byComputer === true && (e.metadata as { reason?: string }).reason !== 'onlyMove');
  }

  it('claims are exclusive: two connections claiming due clocks at once never get the same row, and a lease keeps a row claimed', async () => {
    const matchIDs: string[] = [];
    for (let i = 0; i < 4; i++) matchIDs.push((await dailyMatch()).matchID);
    const rows = await asyncStore.seatClocks(matchIDs);
    const due = rows.filter((r) => r.dueAt !== null);
    const other = kind === 'postgres' ? new AsyncStore(((await openSchemaStore(schema)) as MatchStore).db) : asyncStore;
    try {
      const at = Math.max(...due.map((r) => r.dueAt as number)) + 1;
      const claims = await Promise.all([asyncStore, other, asyncStore, other].map((s) => s.claimDueClocks(at, at + 60_000, 3)));
      const keys = claims.flat().map((r) => `${r.matchID}/${r.playerID}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.filter((k) => matchIDs.some((m) => k.startsWith(m))).length).toBe(due.length);
      // Claimed: not claimable again before the lease ends; claimable after.
      expect(await asyncStore.claimDueClocks(at + 59_000, at + 120_000, 100)).toEqual([]);
      expect((await other.claimDueClocks(at + 60_000, at + 120_000, 100)).length).toBeGreaterThanOrEqual(due.length);
    } finally {
      if (other !== asyncStore) await other.db.close();
    }
  });

  it('the OpenAPI document has the operations of asynchronous play', async () => {
    const document = (await http.get('/api/openapi.json')).body;
    const ids = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap((p) => Object.values(p).map((op) => op.operationId));
    expect(ids).toEqual(expect.arrayContaining(['subscribeNotices', 'unsubscribeNotices', 'setGroupChannel', 'listChat', 'getNoticeSettings', 'createMatch']));
    const create = document.paths['/api/matches'].post.requestBody.content['application/json'].schema;
    expect(create.properties.pace.enum).toEqual(['live', 'daily', 'relaxed', 'none']);
    expect(document.components.schemas.Match.properties.clocks).toEqual({ $ref: '#/components/schemas/Clocks' });
  });

  it('a rematch keeps the pace and the chat setting', async () => {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'relaxed', spectatorChat: true });
    await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    // The match ends (as the rules would end it).
    const { state } = await server.store.load(host.matchID, { state: true });
    const over = { ...state!, ctx: { ...state!.ctx, gameover: { winners: ['0'] } }, _stateID: state!._stateID + 1 };
    expect(await server.store.commitState(host.matchID, state!._stateID, over, [], state)).toBe(true);
    const rematch = await http.post(`/api/matches/${host.matchID}/rematch`, { playerID: '0', credentials: host.credentials });
    expect(rematch.status).toBe(200);
    expect((await http.get(`/api/matches/${rematch.body.matchID}`)).body).toMatchObject({ pace: 'relaxed', spectatorChat: true });
  });

  it('the test clock is never on in production', () => {
    expect(loadConfig({ HARBOUR_TEST_CLOCK: '1', NODE_ENV: 'production' }).testClock).toBe(false);
    expect(loadConfig({ HARBOUR_TEST_CLOCK: '1', NODE_ENV: 'test' }).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).testClock).toBe(false);
  });

  it('createMatch takes a pace (default none) and shows it with the clocks in the match view', async () => {
    const { body: plain } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne' });
    expect(plain.match.pace).toBe('none');
    expect((await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'hourly' })).status).toBe(400);

    const { view } = await dailyMatch();
    expect(view.pace).toBe('daily');
    expect(view.spectatorChat).toBe(false);
    const deciding = view.clocks.seats.filter((s: { deciding: boolean }) => s.deciding);
    expect(deciding.map((s: { playerID: string }) => s.playerID)).toEqual(view.toAct);
    const left = Date.parse(deciding[0].deadline) - Date.parse(view.clocks.serverNow);
    expect(left).toBeGreaterThan(23.9 * HOUR);
    expect(left).toBeLessThanOrEqual(24 * HOUR);
    expect(view.turnStartedAt).toEqual(expect.any(String));
  });

  it('a deadline fires once: reminder at 80 %, then the computer decides once and the seat is absent', async () => {
    const { matchID, view } = await dailyMatch();
    const absentee = view.toAct[0] as string;
    const watcher = await connect();
    expect((await watcher.join(matchID)).ok).toBe(true);

    await advance(19.3 * HOUR);
    // Grog Island's first decisions are simultaneous: every seat to act gets its reminder.
    expect((await asyncStore.outbox(matchID)).filter((n) => n.kind === 'reminder').map((n) => n.playerID)).toEqual(view.toAct);
    expect(await computerMoves(matchID)).toHaveLength(0);

    await advance(5 * HOUR);
    await server.asyncPlay!.settled();
    const moves = await computerMoves(matchID);
    // One decision per seat whose time ran out.
    expect(moves.map((m) => (m.action.payload as { playerID: string }).playerID).sort()).toEqual([...view.toAct].sort());
    for (const move of moves) expect(move.metadata).toMatchObject({ byComputer: true, reason: 'timeout' });

    const after = (await http.get(`/api/matches/${matchID}`)).body;
    const seat = after.clocks.seats.find((s: { playerID: string }) => s.playerID === absentee);
    expect(seat.absent).toBe(true);
    expect(after.computerSeats).toEqual(view.toAct);
    await watcher.waitFor(() => watcher.frames.some((f) => f.event === 'clocks' && (f.payload as { clocks: { seats: { absent: boolean }[] } }).clocks.seats.some((s) => s.absent)));

    // Running the scheduler again fires nothing more for that deadline.
    await advance(1000);
    await advance(1000);
    expect(await computerMoves(matchID)).toHaveLength(moves.length);
  });

  it('no reminder while the seat has the table open', async () => {
    const { matchID, view, seat } = await dailyMatch();
    const acting = view.toAct[0] as string;
    const client = await connect();
    expect((await client.join(matchID, acting, seat[acting]!.credentials)).ok).toBe(true);
    await advance(20 * HOUR);
    expect((await asyncStore.outbox(matchID)).filter((n) => n.kind === 'reminder' && n.playerID === acting)).toHaveLength(0);

    // Coming back: the seat learns which state it last had on screen.
    const stateID = client.state(matchID)._stateID;
    client.close();
    // The server records the seat's leaving (with the state it had on screen) once the socket is gone.
    await eventually('the seat left', async () => (await asyncStore.seatClocks([matchID])).find((r) => r.playerID === acting)?.lastSeenStateID === stateID);
    const again = await connect();
    expect(await again.join(matchID, acting, seat[acting]!.credentials)).toMatchObject({ ok: true, lastSeen: { stateID } });
  });

  it('present seats hand an absent seat to the computer by majority; the absent player takes it back with the seat link', async () => {
    const { matchID, view, seat } = await dailyMatch();
    const absentee = view.toAct[0] as string;
    const other = absentee === '0' ? '1' : '0';
    const early = await connect();
    expect((await early.join(matchID, other, seat[other]!.credentials)).ok).toBe(true);
    // Not absent yet: no vote.
    expect(await early.request('handOver', { matchID, playerID: absentee, agree: true })).toMatchObject({ ok: false, error: { code: 'handOver.notAbsent' } });
    early.close();
    await eventually('the early seat left', async () => (await asyncStore.seatClocks([matchID])).find((r) => r.playerID === other)?.lastSeenStateID !== null);
    // Every seat to act runs out of time (Grog Island starts with simultaneous decisions).
    await advance(24 * HOUR + 1000);
    await server.asyncPlay!.settled();
    // An absent seat cannot vote; opening the table makes it present again.
    const voter = await connect();
    const sync = await voter.join(matchID, other, seat[other]!.credentials);
    expect(sync).toMatchObject({ ok: true, pace: 'daily', clocks: { pace: 'daily' }, chat: [] });
    await server.asyncPlay!.settled();

    // A spectator cannot vote.
    const spectator = await connect();
    await spectator.join(matchID);
    expect(await spectator.request('handOver', { matchID, playerID: absentee, agree: true })).toMatchObject({ ok: false, error: { code: 'handOver.notPresent' } });

    expect(await voter.request('handOver', { matchID, playerID: absentee, agree: true })).toEqual({ ok: true });
    await server.asyncPlay!.settled();
    const handed = (await http.get(`/api/matches/${matchID}`)).body;
    expect(handed.players.find((p: { playerID: string }) => p.playerID === absentee).bot).toBe('easy');
    expect(handed.clocks.seats.find((s: { playerID: string }) => s.playerID === absentee)).toMatchObject({ computer: true, absent: true });

    // The computer plays the seat when it must act (the bot runner, logged as a hand-over).
    if (handed.toAct.includes(absentee)) {
      await voter.waitFor(() => voter.log(matchID).some((e) => (e.metadata as { reason?: string } | undefined)?.reason === 'handOver'), 15_000);
      expect(voter.log(matchID).filter((e) => (e.metadata as { reason?: string } | undefined)?.reason === 'handOver').every((e) => (e.action.payload as { playerID?: string }).playerID === absentee)).toBe(true);
    }

    // The absent player comes back through the seat link: the seat is theirs again.
    const back = await connect();
    const rejoined = await back.join(matchID, absentee, seat[absentee]!.credentials);
    expect(rejoined.ok).toBe(true);
    await server.asyncPlay!.settled();
    const reclaimed = (await http.get(`/api/matches/${matchID}`)).body;
    expect(reclaimed.players.find((p: { playerID: string }) => p.playerID === absentee).bot).toBeNull();
    expect(reclaimed.clocks.seats.find((s: { playerID: string }) => s.playerID === absentee)).toMatchObject({ computer: false, absent: false });
    expect(reclaimed.computerSeats).toContain(absentee);
  });
});
