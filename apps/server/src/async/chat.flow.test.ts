import { AsyncStore, MatchStore, type MatchStorage } from '@harbour/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat, checkChatText } from './chat.js';
import { systemClock } from './clock.js';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { api } from '../testing/http.js';

describe('chat text', () => {
  it('is trimmed plain text of 1 to 500 characters without control characters', () => {
    expect(checkChatText('  Ahoy!  ')).toBe('Ahoy!');
    expect(checkChatText('🏴‍☠️'.repeat(50))).toBe('🏴‍☠️'.repeat(50));
    expect(() => checkChatText('')).toThrow(expect.objectContaining({ code: 'chat.empty' }));
    expect(() => checkChatText(' \t ')).toThrow(expect.objectContaining({ code: 'chat.empty' }));
    expect(() => checkChatText('x'.repeat(501))).toThrow(expect.objectContaining({ code: 'chat.tooLong' }));
    expect(() => checkChatText('x'.repeat(100_000))).toThrow(expect.objectContaining({ code: 'chat.tooLong' }));
    expect(() => checkChatText('two\nlines')).toThrow(expect.objectContaining({ code: 'chat.invalid' }));
    expect(() => checkChatText('bell\u0007')).toThrow(expect.objectContaining({ code: 'chat.invalid' }));
    expect(() => checkChatText('\u202Eevil')).toThrow(expect.objectContaining({ code: 'chat.invalid' }));
    expect(() => checkChatText(42)).toThrow(expect.objectContaining({ code: 'chat.invalid' }));
    expect(() => checkChatText({ text: 'x' })).toThrow(expect.objectContaining({ code: 'chat.invalid' }));
  });
});

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
    const chat = new Chat(new AsyncStore((store as MatchStore).db), systemClock, { take: async () => true });
    const { metadata } = await store.load(matchID, { metadata: true });
    await expect(chat.write(matchID, metadata!, { playerID: '0', credentialsHash: 'an old hash' }, 'hi')).rejects.toMatchObject({ code: 'auth.revoked' });
    expect(await count(matchID)).toBe(0);
  });

  it('spectators write when the host allowed it; messages survive a restart and go with the match', async () => {
    const { matchID } = await twoSeats({ spectatorChat: true });
    const watcher = await connect();
    const sync = await watcher.join(matchID);
    expect(sync).toMatchObject({ ok: true, spectatorChat: true, chat: [] });
    expect(await watcher.request('chat', { matchID, text: 'Go Anne!' })).toMatchObject({ ok: true, message: { playerID: null, name: 'Spectator' } });
    expect(await watcher.request('sync', { matchID })).toMatchObject({ ok: true, chat: [{ seq: 1, text: 'Go Anne!' }], clocks: { pace: 'none' }, pace: 'none' });

    await server.close();
    server = await startServer({ config: testConfig(), store });
    http = api(server.url);
    expect((await http.get(`/api/matches/${matchID}/chat`)).body.messages).toMatchObject([{ seq: 1, text: 'Go Anne!' }]);
    const again = await connect();
    expect(await again.join(matchID)).toMatchObject({ ok: true, chat: [{ seq: 1, text: 'Go Anne!' }] });

    await store.wipe(matchID);
    expect(await new AsyncStore((store as MatchStore).db).latestChat(matchID, 10)).toEqual([]);
  });
});
