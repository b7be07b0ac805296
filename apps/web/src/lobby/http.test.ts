import { describe, expect, it } from 'vitest';
import { fetchEarly } from './early.js';
import { HttpLobby } from './http.js';

/** A server stand-in: a recorded answer per request (every request recorded, whatever its path). */
function fakeServer(answers: Record<string, unknown>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchFn = (async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url: input, body: init?.body ? JSON.parse(init.body as string) : undefined });
    const key = `${method} ${input.split('?')[0]}`;
    return new Response(JSON.stringify(answers[key] ?? {}), { status: 200 });
  }) as typeof fetch;
  return { lobby: new HttpLobby('', fetchFn), calls };
}

const seat = { matchID: 'm1', playerID: '1', credentials: 'secret' };

describe('the lobby over HTTP, asynchronous play', () => {
  it('creates a match with its pace and chat setting', async () => {
    const { lobby, calls } = fakeServer({ 'POST /api/matches': { matchID: 'm1', playerID: '0', credentials: 'c', links: { invite: 'i', seat: 's' } } });
    await lobby.createMatch({ gameName: 'grog-island', numPlayers: 2, playerName: 'Anne', public: false, pace: 'daily', spectatorChat: true });
    expect(calls[0]?.body).toEqual({ game: 'grog-island', numPlayers: 2, name: 'Anne', public: false, pace: 'daily', spectatorChat: true });
  });

  it('creates a match that allows hints, and reads whether a match allows them', async () => {
    const { lobby, calls } = fakeServer({ 'POST /api/matches': { matchID: 'm1', playerID: '0', credentials: 'c', links: { invite: 'i', seat: 's' } }, 'GET /api/matches/m1': { matchID: 'm1', game: 'grog-island', players: [], hintsAllowed: true } });
    await lobby.createMatch({ gameName: 'grog-island', numPlayers: 2, playerName: 'Anne', public: false, hints: true });
    expect(calls[0]?.body).toMatchObject({ hints: true });
    expect((await lobby.getMatch('m1')).hintsAllowed).toBe(true);
  });

  it('creates a teaching match, and reads whether a match is one', async () => {
    const { lobby, calls } = fakeServer({ 'POST /api/matches': { matchID: 'm1', playerID: '0', credentials: 'c', links: { invite: 'i', seat: 's' } }, 'GET /api/matches/m1': { matchID: 'm1', game: 'grog-island', players: [], learn: true }, 'GET /api/matches/m2': { matchID: 'm2', game: 'grog-island', players: [], learn: false } });
    await lobby.createMatch({ gameName: 'grog-island', numPlayers: 3, playerName: 'Anne', public: false, learn: true });
    expect(calls[0]?.body).toMatchObject({ learn: true });
    await lobby.createMatch({ gameName: 'grog-island', numPlayers: 3, playerName: 'Anne', public: false });
    expect(calls[1]?.body).not.toHaveProperty('learn');
    expect((await lobby.getMatch('m1')).learn).toBe(true);
    expect((await lobby.getMatch('m2')).learn).toBeUndefined();
  });

  it('reads which of my games is a teaching match', async () => {
    const { lobby } = fakeServer({ 'POST /api/my-games': { games: [{ matchID: 'm1', playerID: '1', game: 'grog-island', players: [], myTurn: true, learn: true }, { matchID: 'm2', playerID: '0', game: 'grog-island', players: [], myTurn: true }], unknown: [] } });
    const games = await lobby.myGames([seat, { ...seat, matchID: 'm2', playerID: '0' }]);
    expect(games.map((g) => [g.matchID, g.learn])).toEqual([
      ['m1', true],
      ['m2', undefined],
    ]);
  });

  it('reads the pace and the clocks of a match', async () => {
    const clocks = { pace: 'live', serverNow: '2026-11-24T10:00:00.000Z', seats: [{ playerID: '0', deciding: true, deadline: '2026-11-24T10:11:30.000Z', decisionMs: 90000, bankMs: 600000, absent: false, computer: false, handOverVotes: [] }] };
    const { lobby } = fakeServer({ 'GET /api/matches/m1': { matchID: 'm1', game: 'grog-island', players: [], pace: 'live', spectatorChat: true, clocks } });
    const match = await lobby.getMatch('m1');
    expect(match).toMatchObject({ pace: 'live', spectatorChat: true, clocks: { pace: 'live', seats: [{ playerID: '0', bankMs: 600000 }] } });
  });

  it('subscribes and unsubscribes notices with the seat\'s credentials, and reads the settings and the chat', async () => {
    const { lobby, calls } = fakeServer({
      'GET /api/notices/settings': { vapidPublicKey: 'BKey', email: true },
      'GET /api/matches/m1/chat': { messages: [{ seq: 3, playerID: '0', name: 'Anne', text: 'hi', at: '2026-11-24T10:00:00.000Z' }] },
    });
    expect(await lobby.getNoticeSettings()).toEqual({ vapidPublicKey: 'BKey', email: true });
    const subscription = { endpoint: 'https://push.example/x', keys: { p256dh: 'p', auth: 'a' } };
    await lobby.subscribeNotices(seat, { channel: 'push', subscription });
    await lobby.unsubscribeNotices(seat, { channel: 'push', endpoint: subscription.endpoint });
    expect(calls.slice(1, 3)).toEqual([
      { method: 'POST', url: '/api/matches/m1/notices', body: { playerID: '1', credentials: 'secret', channel: 'push', subscription } },
      { method: 'DELETE', url: '/api/matches/m1/notices', body: { playerID: '1', credentials: 'secret', channel: 'push', endpoint: subscription.endpoint } },
    ]);
    expect(await lobby.listChat('m1', 2)).toEqual([{ seq: 3, playerID: '0', name: 'Anne', text: 'hi', at: '2026-11-24T10:00:00.000Z' }]);
    expect(calls[3]?.url).toBe('/api/matches/m1/chat?after=2');
  });

  it("sets and removes the match's group channel with the host's credentials", async () => {
    const host = { matchID: 'm1', playerID: '0', credentials: 'hostsecret' };
    const { lobby, calls } = fakeServer({ 'PUT /api/matches/m1/group-channel': { matchID: 'm1', groupChannel: 'discord' } });
    expect(await lobby.setGroupChannel(host, { format: 'discord', url: 'https://discord.example/api/webhooks/1/x' })).toBe('discord');
    expect(calls[0]).toEqual({ method: 'PUT', url: '/api/matches/m1/group-channel', body: { playerID: '0', credentials: 'hostsecret', format: 'discord', url: 'https://discord.example/api/webhooks/1/x' } });
    await lobby.setGroupChannel(host, null);
    expect(calls[1]?.body).toEqual({ playerID: '0', credentials: 'hostsecret', url: null });
  });

  it('asks for the review of a finished match', async () => {
    const { lobby, calls } = fakeServer({ 'GET /api/matches/m1/review': { matchID: 'm1', status: 'inProgress', done: 3, total: 60, review: null } });
    expect(await lobby.review('m1')).toEqual({ matchID: 'm1', status: 'inProgress', done: 3, total: 60, review: null });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/matches/m1/review' });
  });
});

describe('the lobby over HTTP, one request per call', () => {
  it('asks each operation at once: no request for the OpenAPI document before it (nor ever)', async () => {
    const { lobby, calls } = fakeServer({
      'POST /api/seats/restore': { matchID: 'm1', playerID: '1', credentials: 'c', game: 'grog-island', name: 'Ben', seatLink: 'l' },
      'GET /api/matches/m1': { matchID: 'm1', game: 'grog-island', players: [] },
    });
    await lobby.restoreSeat('http://x/seat/m1/1#c');
    await lobby.getMatch('m1');
    await lobby.myGames([seat]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/seats/restore', 'GET /api/matches/m1', 'POST /api/my-games']);
  });

  it('takes the answer of a GET the page started early, once', async () => {
    const early: string[] = [];
    fetchEarly('/api/matches/early1', (async (input: string) => {
      early.push(input);
      return new Response(JSON.stringify({ matchID: 'early1', game: 'port-royal', players: [] }));
    }) as typeof fetch);
    const { lobby, calls } = fakeServer({ 'GET /api/matches/early1': { matchID: 'early1', game: 'grog-island', players: [] } });
    expect((await lobby.getMatch('early1')).gameName).toBe('port-royal');
    expect(calls).toEqual([]);
    // Taken: the next call asks the server.
    expect((await lobby.getMatch('early1')).gameName).toBe('grog-island');
    expect(early).toEqual(['/api/matches/early1']);
  });
});
