import { ChatStore, MatchStore, type MatchStorage } from '@harbour/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MAX_MESSAGES, CHAT_RATE } from '@harbour/protocol';
import { pino } from 'pino';
import { Chat, CHAT_PER_ADDRESS, CHAT_PER_ADDRESS_DAY, CHAT_PER_SPECTATORS, chatLimiters } from './chat.js';
import { limitKey } from '../edge/client-address.js';
import { Limits } from '../rate-limit.js';
import { systemClock } from '../clock.js';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig, uniqueSchema } from '../testing/env.js';
import { api } from '../testing/http.js';

describe.each(storageKinds('async-chat.test.ts'))('chat kept with the match (%s)', (kind) => {
  let store: MatchStorage;
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    const opened = await openTestStore(kind);
    store = opened.store;
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig(), store });
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

  async function twoSeats(extra: Record<string, unknown> = {}) {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', ...extra });
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    return { matchID: host.matchID as string, host, guest };
  }

  const count = async (matchID: string) => (await http.get(`/api/matches/${matchID}/chat`)).body.messages.length;

  it('seats write, everyone at the table receives it, listChat and the sync carry it; bad input changes nothing', async () => {
    const { matchID, host, guest } = await twoSeats();
    const anne = await connect();
    const ben = await connect();
    const watcher = await connect();
    await anne.join(matchID, '0', host.credentials);
    await ben.join(matchID, '1', guest.credentials);
    await watcher.join(matchID);

    const sent = await anne.request('chat', { matchID, text: '  Ahoy, Ben!  ' });
    expect(sent).toMatchObject({ ok: true, message: { seq: 1, playerID: '0', name: 'Anne', text: 'Ahoy, Ben!', at: expect.any(String) } });
    for (const c of [ben, watcher]) {
      await c.waitFor(() => c.frames.some((f) => f.event === 'chat' && (f.payload as { message: { text: string } }).message.text === 'Ahoy, Ben!'));
    }
    expect(await ben.request('chat', { matchID, text: 'Ahoy!' })).toMatchObject({ ok: true, message: { seq: 2, playerID: '1', name: 'Ben' } });

    const refused: [unknown, string][] = [
      [{ matchID, text: '' }, 'chat.empty'],
      [{ matchID, text: '   ' }, 'chat.empty'],
      [{ matchID, text: 'x'.repeat(501) }, 'chat.tooLong'],
      [{ matchID, text: 'a\u0000b' }, 'chat.invalid'],
      [{ matchID, text: 'one\u2028two' }, 'chat.invalid'],
      [{ matchID, text: 'left\u200Fright' }, 'chat.invalid'],
      [{ matchID, text: 'half \ud800 a pair' }, 'chat.invalid'],
      [{ matchID, text: '\u200B\u200D\u2060' }, 'chat.empty'],
      [{ matchID, text: 'a\r\nb' }, 'chat.invalid'],
      [{ matchID, text: 7 }, 'chat.invalid'],
      [{ matchID }, 'chat.invalid'],
      [{ matchID, text: 'hi', extra: 1 }, 'request.invalid'],
      [{ matchID: 'Xk3v9QpLm2Ab7Cde', text: 'hi' }, 'match.notJoined'],
    ];
    for (const [payload, code] of refused) expect(await anne.request('chat', payload)).toMatchObject({ ok: false, error: { code } });
    // A spectator reads but may not write unless the host allowed it.
    expect(await watcher.request('chat', { matchID, text: 'Hello' })).toMatchObject({ ok: false, error: { code: 'chat.notAllowed' } });
    expect(await count(matchID)).toBe(2);

    // A flood is cut off per seat.
    const flood = await Promise.all(Array.from({ length: 12 }, (_, i) => ben.request('chat', { matchID, text: `spam ${i}` })));
    expect(flood.filter((a) => !a.ok).map((a) => (a as { error: { code: string } }).error.code)).toContain('chat.rateLimited');
    const stored = await count(matchID);
    expect(stored).toBeLessThanOrEqual(2 + 5);

    // listChat: oldest first, after a sequence number.
    const all = (await http.get(`/api/matches/${matchID}/chat`)).body.messages;
    expect(all.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: stored }, (_, i) => i + 1));
    expect((await http.get(`/api/matches/${matchID}/chat?after=1`)).body.messages[0]).toMatchObject({ seq: 2, text: 'Ahoy!' });
    expect((await http.get(`/api/matches/${matchID}/chat?after=-1`)).status).toBe(400);

    // A seat whose link was replaced cannot write any more.
    await http.post(`/api/matches/${matchID}/seats/0/rotate`, { playerID: '0', credentials: host.credentials });
    await anne.waitFor(() => anne.frames.some((f) => f.event === 'failure'));
    expect(await anne.request('chat', { matchID, text: 'still here?' })).toMatchObject({ ok: false });
    expect(await count(matchID)).toBe(stored);
  });

  it('a seat whose credentials no longer match is refused as revoked', async () => {
    const { matchID } = await twoSeats();
    const always = { take: async () => true };
    const chat = new Chat(new ChatStore((store as MatchStore).db), systemClock, { writer: always, address: always, spectators: always, addressDay: always });
    const { metadata } = await store.load(matchID, { metadata: true });
    await expect(chat.write(matchID, metadata!, { playerID: '0', credentialsHash: 'an old hash', address: '127.0.0.1' }, 'hi')).rejects.toMatchObject({ code: 'auth.revoked' });
    expect(await count(matchID)).toBe(0);
  });

  it('spectators write when the host allowed it; messages survive a restart and go with the match', async () => {
    const { matchID } = await twoSeats({ spectatorChat: true });
    const watcher = await connect();
    const sync = await watcher.join(matchID);
    expect(sync).toMatchObject({ ok: true, spectatorChat: true, chat: [] });
    expect(await watcher.request('chat', { matchID, text: 'Go Anne!' })).toMatchObject({ ok: true, message: { playerID: null, name: null } });
    expect(await watcher.request('sync', { matchID })).toMatchObject({ ok: true, chat: [{ seq: 1, text: 'Go Anne!' }], clocks: { pace: 'none' }, pace: 'none' });

    await server.close();
    server = await startServer({ config: testConfig(), store });
    http = api(server.url);
    expect((await http.get(`/api/matches/${matchID}/chat`)).body.messages).toMatchObject([{ seq: 1, text: 'Go Anne!' }]);
    const again = await connect();
    expect(await again.join(matchID)).toMatchObject({ ok: true, chat: [{ seq: 1, text: 'Go Anne!' }] });

    await store.wipe(matchID);
    expect(await new ChatStore((store as MatchStore).db).latest(matchID, 10)).toEqual([]);
  });

  it("my games tells each seat the number of the newest message someone else wrote (the client reads a chat only when it holds news)", async () => {
    const { matchID, host, guest } = await twoSeats({ spectatorChat: true });
    const quiet = await twoSeats();
    const seats = [
      { matchID, playerID: '0', credentials: host.credentials },
      { matchID, playerID: '1', credentials: guest.credentials },
      { matchID: quiet.matchID, playerID: '0', credentials: quiet.host.credentials },
    ];
    const news = async () => ((await http.post('/api/my-games', { seats })).body.games as { matchID: string; playerID: string; chatSeq: number }[]).map((g) => g.chatSeq);
    expect(await news()).toEqual([0, 0, 0]);
    const anne = await connect();
    const ben = await connect();
    const watcher = await connect();
    await anne.join(matchID, '0', host.credentials);
    await ben.join(matchID, '1', guest.credentials);
    await watcher.join(matchID);
    expect(await anne.request('chat', { matchID, text: 'one' })).toMatchObject({ ok: true, message: { seq: 1 } });
    // Her own message is no news to Anne.
    expect(await news()).toEqual([0, 1, 0]);
    expect(await ben.request('chat', { matchID, text: 'two' })).toMatchObject({ ok: true, message: { seq: 2 } });
    expect(await watcher.request('chat', { matchID, text: 'three' })).toMatchObject({ ok: true, message: { seq: 3 } });
    expect(await news()).toEqual([3, 3, 0]);
  });

  it('25 messages at once in one match are all stored, numbered 1 to 25 without a gap (issue 26, finding 6)', async () => {
    const { matchID } = await twoSeats();
    const { metadata } = await store.load(matchID, { metadata: true });
    const always = { take: async () => true };
    const chat = new Chat(new ChatStore((store as MatchStore).db), systemClock, { writer: always, address: always, spectators: always, addressDay: always });
    const seat = (playerID: string) => ({ playerID, credentialsHash: metadata!.players[Number(playerID)]!.credentials ?? null, address: '127.0.0.1' });
    const sent = await Promise.allSettled(Array.from({ length: 25 }, (_, i) => chat.write(matchID, metadata!, seat(String(i % 2)), `burst ${i}`)));
    expect(sent.filter((r) => r.status === 'rejected')).toEqual([]);
    const seqs = sent.map((r) => (r as PromiseFulfilledResult<{ seq: number }>).value.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await chat.after(matchID, 0)).map((m) => m.seq)).toEqual(seqs);
  });

  it(`a match keeps at most ${CHAT_MAX_MESSAGES} messages: then the newest is refused with chat.full, nothing is dropped (issue 26, finding 4)`, async () => {
    const { matchID, host } = await twoSeats();
    const db = (store as MatchStore).db;
    // The chat filled up to one below the cap, as if written message by message.
    await db.query(
      `INSERT INTO match_chat (match_id, seq, player_id, name, body, at) SELECT $1::text, n, '1', 'Ben', 'filler', 0 FROM generate_series(1, $2::int) AS n`,
      [matchID, CHAT_MAX_MESSAGES - 1],
    );
    await db.query(`INSERT INTO match_chat_counters (match_id, last_seq) VALUES ($1::text, $2::int)`, [matchID, CHAT_MAX_MESSAGES - 1]);
    const anne = await connect();
    await anne.join(matchID, '0', host.credentials);
    expect(await anne.request('chat', { matchID, text: 'the last one' })).toMatchObject({ ok: true, message: { seq: CHAT_MAX_MESSAGES } });
    expect(await anne.request('chat', { matchID, text: 'one too many' })).toMatchObject({ ok: false, error: { code: 'chat.full' } });
    const [first] = await new ChatStore(db).after(matchID, 0, 1);
    expect(first).toMatchObject({ seq: 1, text: 'filler' });
    expect(await new ChatStore(db).latest(matchID, 1)).toMatchObject([{ seq: CHAT_MAX_MESSAGES, text: 'the last one' }]);
  });

  it('chat is counted per client address over all its seats, and per spectator address within the spectators\' budget (issue 26, findings 4 and 9)', async () => {
    const chat = new Chat(new ChatStore((store as MatchStore).db), systemClock, chatLimiters(new Limits(undefined, uniqueSchema('chat_limits'), pino({ level: 'silent' }))));
    // One address holding the seats of several matches writes at most CHAT_PER_ADDRESS in the window, whatever it holds.
    const matches = await Promise.all(Array.from({ length: 4 }, () => twoSeats()));
    let stored = 0;
    let limited = 0;
    for (const { matchID } of matches) {
      const { metadata } = await store.load(matchID, { metadata: true });
      for (const playerID of ['0', '1']) {
        for (let i = 0; i < CHAT_RATE.messages; i++) {
          const who = { playerID, credentialsHash: metadata!.players[Number(playerID)]!.credentials ?? null, address: '203.0.113.7' };
          await chat.write(matchID, metadata!, who, `from one address ${i}`).then(
            () => stored++,
            (error: { code?: string }) => (error.code === 'chat.rateLimited' ? limited++ : Promise.reject(error)),
          );
        }
      }
    }
    expect(stored).toBe(CHAT_PER_ADDRESS);
    expect(limited).toBe(4 * 2 * CHAT_RATE.messages - CHAT_PER_ADDRESS);

    // One spectator cannot use up what the match's spectators share.
    const { matchID } = await twoSeats({ spectatorChat: true });
    const { metadata } = await store.load(matchID, { metadata: true });
    const spectator = (address: string) => ({ playerID: null, credentialsHash: null, address });
    const results = [];
    for (let i = 0; i < CHAT_PER_SPECTATORS; i++) results.push(await chat.write(matchID, metadata!, spectator('198.51.100.1'), `loud ${i}`).then(() => 'ok', (e: { code: string }) => e.code));
    expect(results.filter((r) => r === 'ok')).toHaveLength(CHAT_RATE.messages);
    expect(results).toContain('chat.rateLimited');
    expect(await chat.write(matchID, metadata!, spectator('198.51.100.2'), 'another spectator')).toMatchObject({ playerID: null });
  });

  it(`one client address stores at most ${CHAT_PER_ADDRESS_DAY} messages a day over all its matches (an IPv6 address counted by its /64); a refused one stores nothing (issue 35, finding 5)`, async () => {
    const always = { take: async () => true };
    const { addressDay } = chatLimiters(new Limits(undefined, uniqueSchema('chat_day'), pino({ level: 'silent' })));
    const chat = new Chat(new ChatStore((store as MatchStore).db), systemClock, { writer: always, address: always, spectators: always, addressDay });
    // The address's day used up to two below the cap, as if written in other matches.
    for (let i = 0; i < CHAT_PER_ADDRESS_DAY - 2; i++) expect(await addressDay.take(limitKey('2001:db8:7:1::1'))).toBe(true);
    const [a, b, c] = await Promise.all([twoSeats(), twoSeats(), twoSeats()]);
    const write = async (matchID: string, address: string, text: string) => {
      const { metadata } = await store.load(matchID, { metadata: true });
      const who = { playerID: '0', credentialsHash: metadata!.players[0]!.credentials ?? null, address };
      return chat.write(matchID, metadata!, who, text).then((m) => m.seq, (e: { code: string }) => e.code);
    };
    expect(await write(a!.matchID, '2001:db8:7:1::5', 'one')).toBe(1);
    expect(await write(b!.matchID, '2001:db8:7:1:abcd::9', 'two')).toBe(1);
    expect(await write(c!.matchID, '2001:db8:7:1::77', 'three')).toBe('chat.rateLimited');
    expect(await chat.after(c!.matchID, 0)).toEqual([]);
    // Another /64 and an IPv4 address have their own day.
    expect(await write(c!.matchID, '2001:db8:7:2::5', 'four')).toBe(1);
    expect(await write(c!.matchID, '203.0.113.8', 'five')).toBe(2);
  });
});
