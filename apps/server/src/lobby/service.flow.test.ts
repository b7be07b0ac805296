import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig } from '../testing/env.js';

import { api } from '../testing/http.js';

describe.each(storageKinds('lobby.test.ts'))('lobby API (%s)', (kind) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig({ PUBLIC_URL: 'https://harbour.example' }), store: opened.store });
    http = api(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
  });

  it('a join race for the last seat: exactly one wins, the others get a clear error and the free seats', async () => {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 3, name: 'Host' });
    expect((await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'First' })).status).toBe(200);
    const racers = await Promise.all(Array.from({ length: 12 }, (_, i) => http.post(`/api/matches/${host.matchID}/join`, { playerID: '2', name: `Racer ${i}` })));
    const winners = racers.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of racers.filter((r) => r.status !== 200)) {
      expect(loser.status).toBe(409);
      expect(loser.body.error).toMatchObject({ code: 'match.full', freeSeats: [], message: expect.any(String) });
    }
    const seats = (await http.get(`/api/matches/${host.matchID}`)).body.players;
    expect(seats[2].name).toBe(winners[0]!.body.name);

    // With a seat still free, the loser is told which.
    const { body: other } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 3, name: 'Host' });
    const race = await Promise.all([0, 1, 2, 3].map((i) => http.post(`/api/matches/${other.matchID}/join`, { playerID: '1', name: `R${i}` })));
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    for (const loser of race.filter((r) => r.status !== 200)) expect(loser.body.error).toMatchObject({ code: 'seat.taken', freeSeats: ['2'] });
  });

  it('rotates a seat link: the old link and credentials stop working, connections using them lose the seat', async () => {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host' });
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Guest' });
    const old = await TestClient.connect(server.url);
    try {
      expect((await old.join(host.matchID, '1', guest.credentials)).ok).toBe(true);
      // Someone else's link cannot be rotated.
      const stranger = await http.post(`/api/matches/${host.matchID}/seats/1/rotate`, { playerID: '1', credentials: host.credentials });
      expect(stranger.status).toBe(403);
      const mixed = await http.post(`/api/matches/${host.matchID}/seats/1/rotate`, { playerID: '0', credentials: host.credentials });
      expect(mixed.status).toBe(403);
      const rotated = await http.post(`/api/matches/${host.matchID}/seats/1/rotate`, { playerID: '1', credentials: guest.credentials });
      expect(rotated.status).toBe(200);
      expect(rotated.body.credentials).not.toBe(guest.credentials);
      expect(rotated.body.seatLink).not.toBe(guest.seatLink);
      expect((await http.post('/api/seats/restore', { link: guest.seatLink })).status).toBe(403);
      expect((await http.post('/api/seats/restore', { link: rotated.body.seatLink })).body).toMatchObject({ playerID: '1', credentials: rotated.body.credentials });
      await old.waitFor(() => old.frames.some((f) => f.event === 'failure' && (f.payload as { error: { code: string } }).error.code === 'auth.revoked'));
      expect(await old.move(host.matchID, 'chooseSetup', [{}])).toMatchObject({ ok: false, error: { code: 'match.notJoined' } });
      const fresh = await TestClient.connect(server.url);
      expect(await fresh.join(host.matchID, '1', guest.credentials)).toMatchObject({ ok: false, error: { code: 'auth.invalid' } });
      expect((await fresh.join(host.matchID, '1', rotated.body.credentials)).ok).toBe(true);
      fresh.close();
    } finally {
      old.close();
    }
  });

  it('a teaching match says so in its view (the seat link opened elsewhere keeps the teaching); another does not', async () => {
    const { body: learning } = await http.post('/api/matches', { game: 'port-royal', numPlayers: 2, name: 'Anne', learn: true, bots: [{ playerID: '1', level: 'easy' }] });
    expect(learning.match.learn).toBe(true);
    expect((await http.get(`/api/matches/${learning.matchID}`)).body.learn).toBe(true);
    const { body: plain } = await http.post('/api/matches', { game: 'port-royal', numPlayers: 2, name: 'Anne' });
    expect(plain.match.learn).toBe(false);
    expect((await http.get(`/api/matches/${plain.matchID}`)).body.learn).toBe(false);
    expect((await http.post('/api/matches', { game: 'port-royal', numPlayers: 2, name: 'Anne', learn: 'yes' })).status).toBe(400);
    // My games says which is which: a teaching match is not counted among the games waiting for the reader.
    const mine = await http.post('/api/my-games', { seats: [learning, plain].map((m: { matchID: string; playerID: string; credentials: string }) => ({ matchID: m.matchID, playerID: m.playerID, credentials: m.credentials })) });
    expect(mine.body.games.map((g: { matchID: string; learn: boolean }) => [g.matchID, g.learn])).toEqual([
      [learning.matchID, true],
      [plain.matchID, false],
    ]);
  });
});

describe.each(storageKinds('lobby.test.ts'))('lobby API: bad input is refused with a readable 4xx and stores nothing (%s)', (kind) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;
  let host: { matchID: string; credentials: string };

  beforeAll(async () => {
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig({ MAX_BODY_BYTES: '2048' }), store: opened.store });
    http = api(server.url);
    host = (await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host' })).body;
  });
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
  });

  async function refused(reply: Promise<{ status: number; body: any }>, status: number, code: string | RegExp): Promise<void> {
    const { status: got, body } = await reply;
    expect(got, JSON.stringify(body)).toBe(status);
    expect(body.error.code).toMatch(code);
    expect(body.error.message).toMatch(/\w{3,}/);
  }

  it('a rematch never takes back a seat whose link was rotated (a leaked old link gets nothing)', async () => {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host' });
    await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Guest' });
    await server.store.updateMetadata(host.matchID, (m) => ({ ...m, gameover: { winner: '1' } }));
    const first = await http.post(`/api/matches/${host.matchID}/rematch`, { playerID: '0', credentials: host.credentials });
    expect(first.status).toBe(200);
    const nextID = first.body.matchID as string;
    // A second device with the same link gets the same seat.
    expect((await http.post(`/api/matches/${host.matchID}/rematch`, { playerID: '0', credentials: host.credentials })).body.credentials).toBe(first.body.credentials);
    // The owner rotates the rematch seat's link; whoever holds the old match's link asks for the rematch again.
    const rotated = await http.post(`/api/matches/${nextID}/seats/0/rotate`, { credentials: first.body.credentials });
    expect(rotated.status).toBe(200);
    await refused(http.post(`/api/matches/${host.matchID}/rematch`, { playerID: '0', credentials: host.credentials }), 403, 'auth.revoked');
    expect((await http.post('/api/seats/restore', { matchID: nextID, playerID: '0', credentials: rotated.body.credentials })).status).toBe(200);
    await refused(http.post('/api/seats/restore', { matchID: nextID, playerID: '0', credentials: first.body.credentials }), 403, 'auth.invalid');
  });

  it('create: unknown game, seats out of range, bad names, bad options, bad bots, bad shapes', async () => {
    const before = (await server.store.listMatches()).length;
    const base = { game: 'grog-island', numPlayers: 3, name: 'Anne' };
    await refused(http.post('/api/matches', { ...base, game: 'chess' }), 400, 'game.unknown');
    await refused(http.post('/api/matches', { ...base, numPlayers: 1 }), 400, 'match.seats');
    await refused(http.post('/api/matches', { ...base, numPlayers: 5 }), 400, 'match.seats');
    await refused(http.post('/api/matches', { ...base, numPlayers: 2.5 }), 400, 'request.invalid');
    for (const name of ['', '   ', 'x'.repeat(25), 'bell\u0007', 'new\nline', 'tab\there', 'evil\u202Eeman', 42, null]) {
      await refused(http.post('/api/matches', { ...base, name }), 400, /^(name\.invalid|request\.invalid)$/);
    }
    await refused(http.post('/api/matches', { ...base, options: { speed: 'fast' } }), 400, 'match.options');
    await refused(http.post('/api/matches', { ...base, bots: [{ playerID: '1', level: 'godlike' }] }), 400, 'bot.unavailable');
    await refused(http.post('/api/matches', { ...base, bots: [{ playerID: '0', level: 'easy' }] }), 400, 'seat.unknown');
    await refused(http.post('/api/matches', { ...base, bots: [{ playerID: '7', level: 'easy' }] }), 400, 'seat.unknown');
    await refused(http.post('/api/matches', { ...base, extra: true }), 400, 'request.invalid');
    await refused(http.post('/api/matches', { ...base, public: 'yes' }), 400, 'request.invalid');
    await refused(http.post('/api/matches'), 400, 'request.invalid');
    await refused(http.post('/api/matches', '{"game": '), 400, 'request.invalid');
    await refused(http.call('POST', '/api/matches', 'game=grog-island', { 'content-type': 'application/x-www-form-urlencoded' }), 400, 'request.invalid');
    await refused(http.post('/api/matches', { ...base, name: 'A', options: { blob: 'x'.repeat(5000) } }), 413, 'request.tooLarge');
    await refused(http.post('/api/matches', [base]), 400, 'request.invalid');
    expect((await server.store.listMatches()).length).toBe(before);
    // Names of 24 characters (emoji count as one) and accents are fine.
    expect((await http.post('/api/matches', { ...base, name: '🏴‍☠️ Captain Ærøskøbing' })).status).toBe(201);
  });

  it('malformed and unknown ids, wrong credentials, a full match, someone else\'s seat', async () => {
    for (const id of ['abc', 'x'.repeat(17), 'AAAAAAAAAAAAAAA%2F', '%00%00']) {
      await refused(http.get(`/api/matches/${id}`), 400, 'request.invalid');
      await refused(http.post(`/api/matches/${id}/join`, { playerID: '1', name: 'X' }), 400, 'request.invalid');
    }
    await refused(http.get('/api/matches/AAAAAAAAAAAAAAAA'), 404, 'match.notFound');
    await refused(http.post('/api/matches/AAAAAAAAAAAAAAAA/join', { playerID: '1', name: 'X' }), 404, 'match.notFound');
    await refused(http.post(`/api/matches/${host.matchID}/join`, { playerID: '5', name: 'X' }), 404, 'seat.unknown');
    await refused(http.post(`/api/matches/${host.matchID}/join`, { playerID: '01', name: 'X' }), 400, 'request.invalid');
    await refused(http.post(`/api/matches/${host.matchID}/join`, { playerID: '0', name: 'X' }), 409, /^(match\.full|seat\.taken)$/);
    const guest = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Guest' });
    expect(guest.status).toBe(200);
    await refused(http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Late' }), 409, 'match.full');

    const wrong = 'W'.repeat(32);
    await refused(http.post('/api/seats/restore', { matchID: host.matchID, playerID: '0', credentials: wrong }), 403, 'auth.invalid');
    await refused(http.post('/api/seats/restore', { link: 'https://x.example/seat/nothing' }), 400, 'link.invalid');
    await refused(http.post('/api/seats/restore', { link: `https://x.example/seat/${host.matchID}/0` }), 400, 'link.invalid');
    await refused(http.post(`/api/matches/${host.matchID}/seats/0/rotate`, { credentials: wrong }), 403, 'auth.invalid');
    await refused(http.post(`/api/matches/${host.matchID}/seats/0/rotate`, { credentials: guest.body.credentials }), 403, 'auth.invalid');
    await refused(http.put(`/api/matches/${host.matchID}/seats/0/webhook`, { credentials: wrong, url: 'https://hooks.example/x' }), 403, 'auth.invalid');
    await refused(http.put(`/api/matches/${host.matchID}/seats/0/webhook`, { credentials: host.credentials, url: 'ftp://hooks.example/x' }), 400, 'request.invalid');
    await refused(http.put(`/api/matches/${host.matchID}/seats/0/webhook`, { credentials: host.credentials, url: 'https://user:pw@hooks.example/x' }), 400, 'request.invalid');
    await refused(http.post(`/api/matches/${host.matchID}/seats/0/leave`, { credentials: host.credentials }), 409, 'match.started');
    await refused(http.post(`/api/matches/${host.matchID}/rematch`, { playerID: '0', credentials: wrong }), 403, 'auth.invalid');
    await refused(http.post('/api/my-games', { seats: 'all' }), 400, 'request.invalid');
    await refused(http.get('/api/matches?cursor=!!'), 400, 'request.invalid');
    await refused(http.get('/api/matches?cursor=abcdef'), 400, 'request.invalid');
    await refused(http.get('/api/matches?limit=1000'), 400, 'request.invalid');
    // No error ever echoes a credential.
    const echo = await http.post('/api/seats/restore', { matchID: host.matchID, playerID: '0', credentials: `${host.credentials}x` });
    expect(JSON.stringify(echo.body)).not.toContain(host.credentials);
  });

  it('leave before the start, bots by the host only, and nothing changes on a refusal', async () => {
    const { body: m } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 4, name: 'Host' });
    const { body: guest } = await http.post(`/api/matches/${m.matchID}/join`, { playerID: '1', name: 'Guest' });
    await refused(http.post(`/api/matches/${m.matchID}/seats/2/bot`, { playerID: '1', credentials: guest.credentials, level: 'easy' }), 403, 'auth.notHost');
    await refused(http.post(`/api/matches/${m.matchID}/seats/1/bot`, { credentials: m.credentials, level: 'easy' }), 409, 'seat.taken');
    await refused(http.post(`/api/matches/${m.matchID}/seats/2/bot`, { credentials: m.credentials, level: 'nope' }), 400, 'bot.unavailable');
    const bot = await http.post(`/api/matches/${m.matchID}/seats/2/bot`, { credentials: m.credentials, level: 'easy' });
    expect(bot.status).toBe(200);
    expect(bot.body.players[2]).toMatchObject({ bot: 'easy', name: expect.stringContaining('Bot') });
    await refused(http.post(`/api/matches/${m.matchID}/seats/0/leave`, { playerID: '1', credentials: guest.credentials }), 403, 'auth.notHost');
    await refused(http.post(`/api/matches/${m.matchID}/seats/2/leave`, { playerID: '1', credentials: guest.credentials }), 403, 'auth.notHost');
    const freed = await http.post(`/api/matches/${m.matchID}/seats/2/leave`, { playerID: '0', credentials: m.credentials });
    expect(freed.body.freeSeats).toEqual(['2', '3']);
    const left = await http.post(`/api/matches/${m.matchID}/seats/1/leave`, { credentials: guest.credentials });
    expect(left.status).toBe(200);
    expect(left.body.freeSeats).toEqual(['1', '2', '3']);
    await refused(http.post(`/api/matches/${m.matchID}/seats/1/leave`, { credentials: guest.credentials }), 403, 'auth.invalid');
  });

  it('lists public matches only, newest first, a page at a time', async () => {
    const game = 'grog-island';
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await http.post('/api/matches', { game, numPlayers: 2, name: `P${i}`, public: true })).body.matchID);
    const first = await http.get('/api/matches?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.matches.map((m: { matchID: string }) => m.matchID)).toEqual([made[2], made[1]]);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await http.get(`/api/matches?limit=2&cursor=${first.body.next}`);
    expect(second.body.matches[0].matchID).toBe(made[0]);
    const all = await http.get('/api/matches?limit=100');
    expect(all.body.matches.map((m: { matchID: string }) => m.matchID)).not.toContain(host.matchID);
  });

  it('serves the OpenAPI document with every promised operation', async () => {
    const doc = await http.get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    const ids = Object.values(doc.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    for (const id of ['createMatch', 'getMatch', 'joinMatch', 'restoreSeat', 'rotateSeatLink', 'myGames', 'setWebhook', 'leaveMatch', 'rematch', 'listPublicMatches']) expect(ids).toContain(id);
    expect(doc.body.paths['/api/matches'].post.requestBody.content['application/json'].schema.properties.name.type).toBe('string');
  });
});

describe('lobby API: per-IP rate limits', () => {
  it('limits creating and joining from one address', async () => {
    const server = await startServer({ config: testConfig({ RATE_CREATE_PER_MINUTE: '3', RATE_JOIN_PER_MINUTE: '4', STORAGE: 'memory' }) });
    try {
      const http = api(server.url);
      const creates = [];
      for (let i = 0; i < 5; i++) creates.push((await http.post('/api/matches', { game: 'grog-island', numPlayers: 4, name: `H${i}` })).status);
      expect(creates).toEqual([201, 201, 201, 429, 429]);
      const matchID = (await server.store.listMatches())[0];
      const joins = [];
      for (let i = 0; i < 6; i++) joins.push((await http.post(`/api/matches/${matchID}/join`, { playerID: String(1 + (i % 3)), name: `J${i}` })).status);
      expect(joins.filter((s) => s === 429)).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
