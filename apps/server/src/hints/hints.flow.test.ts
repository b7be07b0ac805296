import { MemoryStore, type MatchStorage } from '@harbour/storage';
import type { HintAnswer, HintsFrame } from '@harbour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig, type StorageKind } from '../testing/env.js';
import { mustDecide } from '../testing/grog.js';
import { api } from '../testing/http.js';

const kinds: (StorageKind | 'memory')[] = [...storageKinds('hints.flow.test.ts'), 'memory'];

describe.each(kinds)('hints a table allows, end to end (%s)', (kind) => {
  let store: MatchStorage;
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    if (kind === 'memory') {
      store = new MemoryStore();
      cleanup = async () => {};
    } else {
      const opened = await openTestStore(kind);
      store = opened.store;
      cleanup = opened.cleanup;
    }
    // One bot thread: hints are computed there (the pool's worker), never in the server's thread.
    server = await startServer({ config: testConfig({ BOT_THREADS: '1' }), store });
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

  async function twoSeats(extra: Record<string, unknown>) {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', ...extra });
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    return { matchID: host.matchID as string, host, guest };
  }

  const hintsOf = (c: TestClient, matchID: string) =>
    c.frames.filter((f) => f.event === 'hints' && (f.payload as HintsFrame).matchID === matchID).map((f) => (f.payload as HintsFrame).used);

  it('a seat at its decision gets the best moves, only it; everyone sees the count; the option shows and is kept for a rematch', async () => {
    const { matchID, host, guest } = await twoSeats({ hints: true });
    expect(host.match.hintsAllowed).toBe(true);
    expect((await http.get(`/api/matches/${matchID}`)).body.hintsAllowed).toBe(true);
    const anne = await connect();
    const ben = await connect();
    const watcher = await connect();
    const joined = await anne.join(matchID, '0', host.credentials);
    await ben.join(matchID, '1', guest.credentials);
    await watcher.join(matchID);
    expect(joined).toMatchObject({ ok: true, hints: { matchID, allowed: true, used: {} } });
    expect(mustDecide(anne.state(matchID).G, 0)).toBe(true);

    const answer = (await anne.request<HintAnswer>('hint', { matchID })) as { ok: true } & HintAnswer;
    expect(answer.ok).toBe(true);
    expect(answer.moves.length).toBeGreaterThan(0);
    expect(answer.moves.length).toBeLessThanOrEqual(3);
    expect(answer.moves[0]?.points).toBe(0);
    for (const m of answer.moves) expect(m.reason.code).toMatch(/^\w+$/);
    expect(answer).toMatchObject({ matchID, playerID: '0', stateID: anne.state(matchID)._stateID, used: { '0': 1 } });
    for (const c of [anne, ben, watcher]) await c.waitFor(() => hintsOf(c, matchID).some((u) => u['0'] === 1));
    // Asked again at the same decision: the same hint, counted once.
    expect(await anne.request('hint', { matchID })).toMatchObject({ ok: true, used: { '0': 1 }, moves: answer.moves });
    expect(await watcher.request('hint', { matchID })).toMatchObject({ ok: false, error: { code: 'hint.spectator' } });
    expect(await anne.request('hint', { matchID, playerID: '1' })).toMatchObject({ ok: false, error: { code: 'request.invalid' } });

    // The suggested move is legal: Anne makes it; then it is not her decision until Ben has chosen.
    const best = answer.moves[0]?.action as { name: string; args: unknown[] };
    expect(await anne.move(matchID, best.name, best.args)).toMatchObject({ ok: true });
    await anne.waitFor(() => !mustDecide(anne.state(matchID).G, 0));
    expect(await anne.request('hint', { matchID })).toMatchObject({ ok: false, error: { code: 'hint.notYourDecision' } });
    const bens = await ben.request<HintAnswer>('hint', { matchID });
    expect(bens).toMatchObject({ ok: true, playerID: '1', used: { '0': 1, '1': 1 } });
    await anne.waitFor(() => hintsOf(anne, matchID).some((u) => u['1'] === 1));
    expect(await anne.resync(matchID)).toMatchObject({ ok: true, hints: { allowed: true, used: { '0': 1, '1': 1 } } });

    // Secrecy: an answer reaches only the seat that asked (no other socket's frame carries one).
    const answers = (c: TestClient) => JSON.stringify(c.frames).includes('"weighed"');
    expect(answers(watcher)).toBe(false);
    expect(answers(ben)).toBe(false);
    expect(answers(anne)).toBe(false);

    // The rematch keeps the option.
    await server.store.updateMetadata(matchID, (m) => ({ ...m, gameover: { winner: '1' } }));
    const rematch = await http.post(`/api/matches/${matchID}/rematch`, { playerID: '0', credentials: host.credentials });
    expect((await http.get(`/api/matches/${rematch.body.matchID}`)).body.hintsAllowed).toBe(true);
  }, 60_000);

  it('a table that does not allow hints refuses them and counts nothing', async () => {
    const { matchID, host } = await twoSeats({});
    expect(host.match.hintsAllowed).toBe(false);
    const anne = await connect();
    expect(await anne.join(matchID, '0', host.credentials)).toMatchObject({ ok: true, hints: { allowed: false, used: {} } });
    expect(await anne.request('hint', { matchID })).toMatchObject({ ok: false, error: { code: 'hint.notAllowed' } });
    expect(await anne.resync(matchID)).toMatchObject({ ok: true, hints: { used: {} } });
    const other = await connect();
    expect(await other.request('hint', { matchID })).toMatchObject({ ok: false, error: { code: 'match.notJoined' } });
  });
});
