import { NOTES_MAX_CHARS, NOTES_SAVES } from '@harbour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { DATABASE_URL, openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { playSeat } from '../testing/grog.js';
import { api } from '../testing/http.js';
import { onTwoProcesses } from '../testing/two-processes.js';

/** A private note: this string may reach Anne's sockets and answers only. */
const SECRET = 'Bonny-hoards-blue-7f3a';

describe.each(storageKinds('notes.flow.test.ts'))("a seat's private notes (%s)", (kind) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig(), store: opened.store, inlineBots: true });
    http = api(server.url);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server?.close();
    await cleanup?.();
  });

  async function connect(): Promise<TestClient> {
    const client = await TestClient.connect(server.url, { patches: true });
    clients.push(client);
    return client;
  }

  it('count characters, not UTF-16 units, and are saved at most NOTES_SAVES times a minute per seat; a refused save stores nothing (issue 35, finding 2)', async () => {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne' });
    await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    const matchID = host.matchID as string;
    const phone = await connect();
    await phone.join(matchID, '0', host.credentials);
    // 4,000 anchors and emoji are 4,000 characters (the emoji take two UTF-16 units each).
    const full = '⚓🦜'.repeat(NOTES_MAX_CHARS / 2);
    expect(await phone.request('notes', { matchID, text: full })).toMatchObject({ ok: true, notes: { text: full } });
    expect(await phone.request('notes', { matchID, text: `${full}🦜` })).toMatchObject({ ok: false, error: { code: 'request.invalid' } });
    // The rest of the seat's budget of saves (the refused one above was not counted: it was refused first).
    for (let i = 2; i <= NOTES_SAVES.saves; i++) expect(await phone.request('notes', { matchID, text: `save ${i}` }), `save ${i}`).toMatchObject({ ok: true });
    // Another device of the same seat shares the budget.
    const laptop = await connect();
    await laptop.join(matchID, '0', host.credentials);
    expect(await laptop.request('notes', { matchID, text: 'one too many' })).toMatchObject({ ok: false, error: { code: 'notes.rateLimited' } });
    expect(await laptop.resync(matchID)).toMatchObject({ notes: { text: `save ${NOTES_SAVES.saves}` } });
  });

  it('are saved by the seat, sent to its other devices and its joins only, read back for its replay; no frame or answer to another seat or a spectator carries them', async () => {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne' });
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    const matchID = host.matchID as string;
    const phone = await connect();
    const laptop = await connect();
    const ben = await connect();
    const watcher = await connect();
    expect((await phone.join(matchID, '0', host.credentials)) as unknown).toMatchObject({ ok: true, notes: { text: '', savedAt: null } });
    await laptop.join(matchID, '0', host.credentials);
    expect(await ben.join(matchID, '1', guest.credentials)).toMatchObject({ ok: true, notes: { text: '' } });
    expect(await watcher.join(matchID)).not.toHaveProperty('notes');

    const saved = await phone.request('notes', { matchID, text: `${SECRET}\nbid 5 next round` });
    expect(saved).toMatchObject({ ok: true, notes: { text: `${SECRET}\nbid 5 next round`, savedAt: expect.any(String) } });
    // Her other device hears of it at once; a device opened later gets them with its join, and with a sync.
    await laptop.waitFor(() => laptop.frames.some((f) => f.event === 'notes' && JSON.stringify(f.payload).includes(SECRET)));
    const tablet = await connect();
    expect(JSON.stringify(await tablet.join(matchID, '0', host.credentials))).toContain(SECRET);
    expect(JSON.stringify(await tablet.resync(matchID))).toContain(SECRET);
    // Ben keeps his own.
    expect(await ben.request('notes', { matchID, text: 'Ben: Anne bids high' })).toMatchObject({ ok: true });

    // Refusals: a spectator, a text too long, a match not joined, bad input.
    expect(await watcher.request('notes', { matchID, text: 'x' })).toMatchObject({ ok: false, error: { code: 'notes.spectator' } });
    expect(await phone.request('notes', { matchID, text: 'x'.repeat(NOTES_MAX_CHARS + 1) })).toMatchObject({ ok: false, error: { code: 'request.invalid' } });
    expect(await phone.request('notes', { matchID: 'AAAAAAAAAAAAAAAA', text: 'x' })).toMatchObject({ ok: false, error: { code: 'match.notJoined' } });
    expect(await phone.request('notes', { matchID, text: 5 })).toMatchObject({ ok: false, error: { code: 'request.invalid' } });

    // The match is played to its end (frames of every kind go out meanwhile).
    await Promise.all([playSeat(phone, matchID, 0, 'notes-a'), playSeat(ben, matchID, 1, 'notes-b')]);
    await watcher.waitFor(() => watcher.state(matchID).ctx.gameover !== undefined);

    // For her replay: with her credentials only.
    expect((await http.post(`/api/matches/${matchID}/notes`, { playerID: '0', credentials: host.credentials })).body).toMatchObject({ notes: { text: `${SECRET}\nbid 5 next round` } });
    const wrong = await http.post(`/api/matches/${matchID}/notes`, { playerID: '0', credentials: guest.credentials });
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.body)).not.toContain(SECRET);

    // Nothing anybody else received carries her notes: frames, join and sync answers, the public answers.
    for (const client of [ben, watcher]) {
      expect(client.frames.length).toBeGreaterThan(10);
      for (const frame of client.frames) expect(JSON.stringify(frame.payload)).not.toContain(SECRET);
    }
    expect(JSON.stringify(await ben.resync(matchID))).not.toContain(SECRET);
    expect(JSON.stringify(await watcher.resync(matchID))).not.toContain(SECRET);
    for (const path of [`/api/matches/${matchID}`, `/api/matches/${matchID}/replay`, `/api/matches/${matchID}/chat`]) {
      const answer = await http.get(path);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    }
    expect(JSON.stringify((await http.post(`/api/matches/${matchID}/notes`, { playerID: '1', credentials: guest.credentials })).body)).not.toContain(SECRET);
  });
});

describe.skipIf(!DATABASE_URL)("a seat's notes on two server processes (one PostgreSQL, one Redis)", () => {
  it('reach the seat\'s device on the other process at once, and nobody else there', async () => {
    await onTwoProcesses('notes_test', async ({ matchID, credentials, connect }) => {
      const [phone, laptop, ben, watcher] = await Promise.all(([0, 1, 1, 1] as const).map((at) => connect(at)));
      await phone!.join(matchID, '0', credentials[0]);
      await laptop!.join(matchID, '0', credentials[0]);
      await ben!.join(matchID, '1', credentials[1]);
      await watcher!.join(matchID);
      expect(await phone!.request('notes', { matchID, text: SECRET })).toMatchObject({ ok: true });
      await laptop!.waitFor(() => laptop!.frames.some((f) => f.event === 'notes' && JSON.stringify(f.payload).includes(SECRET)));
      // A chat message after it, through the same bus: by the time it arrives, a notes frame to the others would have too.
      await phone!.request('chat', { matchID, text: 'after the notes' });
      for (const c of [ben!, watcher!]) {
        await c.waitFor(() => c.frames.some((f) => f.event === 'chat'));
        expect(c.frames.some((f) => f.event === 'notes' || JSON.stringify(f.payload).includes(SECRET))).toBe(false);
      }
    });
  }, 120_000);
});
