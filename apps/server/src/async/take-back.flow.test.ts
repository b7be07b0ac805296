import { seededRng } from '@harbour/game-kit';
import type { LogEntry } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { DATABASE_URL, openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { chooseMove, mustDecide, playSeat } from '../testing/grog.js';
import { GameRegistry } from '../match/games.js';
import { replayLog } from './take-back.js';
import { api } from '../testing/http.js';
import { onTwoProcesses } from '../testing/two-processes.js';

type Ack = { ok: true; stateID: number } | { ok: false; error: { code: string } };

const marked = (log: readonly LogEntry[], stateID: number) => log.some((e) => e._stateID === stateID && e.action.type === 'MAKE_MOVE' && (e.metadata as { takeBack?: unknown } | undefined)?.takeBack === true);

const takeBack = (client: TestClient, matchID: string, stateID = client.state(matchID)._stateID) => client.request('takeBack', { matchID, stateID }) as Promise<Ack>;

describe.each(storageKinds('take-back.flow.test.ts'))('taking back a move (%s)', (kind) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof api>;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    const opened = await openTestStore(kind);
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig(), store: opened.store });
    http = api(server.url);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server?.close();
    await cleanup?.();
  });

  async function table() {
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne' });
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
    const matchID = host.matchID as string;
    const seats = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    const watcher = await TestClient.connect(server.url);
    clients.push(...seats, watcher);
    await seats[0]!.join(matchID, '0', host.credentials);
    await seats[1]!.join(matchID, '1', guest.credentials);
    await watcher.join(matchID);
    return { matchID, seats, watcher };
  }

  it('restores the state before the seat\'s last move as a new state, once; refuses it after another seat acted, for a revealing move, for a spectator', async () => {
    const { matchID, seats, watcher } = await table();
    const rng = seededRng('take-back-flow');
    const stateOf = () => seats[0]!.state(matchID);
    // Both seats choose their setup at the same time: the first choice is a secret, never taken back.
    const first = stateOf();
    const setup = chooseMove(seats[0]!.state(matchID).G, 0, rng);
    expect((await seats[0]!.move(matchID, setup.name, setup.args)).ok).toBe(true);
    await seats[0]!.waitFor(() => stateOf()._stateID > first._stateID);
    expect(await takeBack(seats[0]!, matchID)).toMatchObject({ ok: false, error: { code: 'takeBack.reveals' } });
    expect(await takeBack(watcher, matchID)).toMatchObject({ ok: false, error: { code: 'takeBack.spectator' } });
    expect(await seats[0]!.request('takeBack', { matchID, stateID: 'x' })).toMatchObject({ ok: false, error: { code: 'request.invalid' } });

    let allowed = 0;
    let refusedAfterOthers = 0;
    let once = 0;
    for (let step = 0; step < 400 && (allowed < 2 || refusedAfterOthers < 1); step++) {
      const state = stateOf();
      if (state.ctx.gameover !== undefined) break;
      const seat = [0, 1].find((s) => mustDecide(seats[s]!.state(matchID).G, s));
      if (seat === undefined) {
        await seats[0]!.nextFrame(2000).catch(() => {});
        continue;
      }
      const client = seats[seat]!;
      const before = client.state(matchID);
      const { name, args } = chooseMove(before.G, seat, rng);
      const ack = (await client.move(matchID, name, args, before._stateID)) as Ack;
      if (!ack.ok) continue;
      await client.waitFor(() => client.state(matchID)._stateID >= ack.stateID);
      if (!marked(client.log(matchID), before._stateID)) continue;
      const other = seats[1 - seat]!;
      // Only the mover hears that its move may be taken back.
      await other.waitFor(() => other.state(matchID)._stateID >= ack.stateID);
      expect(other.log(matchID).filter((e) => e._stateID === before._stateID).some((e) => (e.metadata as { takeBack?: unknown } | undefined)?.takeBack !== undefined)).toBe(false);
      expect(watcher.log(matchID).some((e) => (e.metadata as { takeBack?: unknown } | undefined)?.takeBack !== undefined)).toBe(false);
      if (allowed < 2 && client.state(matchID)._stateID === ack.stateID) {
        const answer = await takeBack(client, matchID, ack.stateID);
        if (!answer.ok) {
          // A forced move of the other seat may have come between ("another seat acted"), or the move was made again after a take-back.
          expect(['takeBack.othersActed', 'takeBack.once', 'state.stale']).toContain(answer.error.code);
          continue;
        }
        allowed++;
        expect(answer.stateID).toBe(ack.stateID + 1);
        // Every seat and the spectator get the state before the move, one state further.
        for (const c of [client, other, watcher]) await c.waitFor(() => c.state(matchID)._stateID >= answer.stateID);
        expect(client.state(matchID).G).toEqual(before.G);
        expect(client.state(matchID).ctx.activePlayers ?? null).toEqual(before.ctx.activePlayers ?? null);
        const entry = watcher.log(matchID).find((e) => e._stateID === ack.stateID);
        expect(entry).toMatchObject({ action: { type: 'UNDO', payload: { playerID: String(seat) } }, metadata: { takenBack: before._stateID, events: [(before.G as { events: unknown[] }).events.length, (before.G as { events: unknown[] }).events.length] } });
        // A double click: the same take-back again finds the match moved on; from the new state nothing is left to take back.
        expect(await takeBack(client, matchID, ack.stateID)).toMatchObject({ ok: false, error: { code: 'state.stale' } });
        expect(await takeBack(client, matchID)).toMatchObject({ ok: false, error: { code: 'takeBack.nothing' } });
        // The same move made again stands: a decision is taken back once.
        const again = (await client.move(matchID, name, args, answer.stateID)) as Ack;
        if (!again.ok) continue;
        await client.waitFor(() => client.state(matchID)._stateID >= again.stateID);
        if (client.state(matchID)._stateID === again.stateID) {
          expect(marked(client.log(matchID), answer.stateID)).toBe(true);
          expect(await takeBack(client, matchID, again.stateID)).toMatchObject({ ok: false, error: { code: 'takeBack.once' } });
          once++;
        }
        continue;
      }
      // The other seat acts next: then the move stands.
      if (!mustDecide(other.state(matchID).G, 1 - seat) || mustDecide(client.state(matchID).G, seat)) continue;
      const reply = chooseMove(other.state(matchID).G, 1 - seat, rng);
      const otherAck = (await other.move(matchID, reply.name, reply.args)) as Ack;
      if (!otherAck.ok) continue;
      await client.waitFor(() => client.state(matchID)._stateID >= otherAck.stateID);
      expect(await takeBack(client, matchID)).toMatchObject({ ok: false, error: { code: 'takeBack.othersActed' } });
      refusedAfterOthers++;
    }
    expect(allowed).toBe(2);
    expect(once).toBeGreaterThan(0);
    expect(refusedAfterOthers).toBe(1);
    // Played to the end: the stored log, take-backs and all, replays to the stored state, and the
    // finished match's replay leaves the moves taken back out (its marks say who took one back).
    await Promise.all([playSeat(seats[0]!, matchID, 0, 'end-0'), playSeat(seats[1]!, matchID, 1, 'end-1')]);
    const { log = [], state, initialState } = await server.store.load(matchID, { log: true, state: true, initialState: true });
    expect(log.filter((e) => e.action.type === 'UNDO')).toHaveLength(2);
    const replayed = replayLog(new GameRegistry().get('grog-island')!, initialState!, log);
    expect(replayed.state.G).toEqual(state!.G);
    expect(replayed.state._stateID).toBe(state!._stateID);
    const { body: replay } = await api(server.url).get(`/api/matches/${matchID}/replay`);
    const made = log.filter((e) => e.action.type === 'MAKE_MOVE').length;
    expect(replay.moves).toHaveLength(made - 2);
    expect((replay.marks as LogEntry[]).filter((e) => e.action.type === 'UNDO')).toHaveLength(2);
  });
});

describe.skipIf(!DATABASE_URL)('taking back a move on two server processes (one PostgreSQL, one Redis)', () => {
  it('two devices of the seat on two processes take back the same move at once: it is taken back once', async () => {
    await onTwoProcesses('take_back_test', async ({ stores, matchID, credentials, connect }) => {
      // Seat s plays on process s; each seat has a second device on the other process.
      const devices = await Promise.all(([0, 1] as const).map((s) => connect(s)));
      const others = await Promise.all(([1, 0] as const).map((s) => connect(s)));
      for (const s of [0, 1]) {
        expect((await devices[s]!.join(matchID, String(s), credentials[s])).ok).toBe(true);
        expect((await others[s]!.join(matchID, String(s), credentials[s])).ok).toBe(true);
      }
      const rng = seededRng('take-back-two-processes');
      let alone = false;
      for (let step = 0; step < 400; step++) {
        const seat = [0, 1].find((s) => mustDecide(devices[s]!.state(matchID).G, s));
        if (seat === undefined) {
          await devices[0]!.nextFrame(2000).catch(() => {});
          continue;
        }
        const device = devices[seat]!;
        const other = others[seat]!;
        const before = device.state(matchID);
        const { name, args } = chooseMove(before.G, seat, rng);
        const ack = (await device.move(matchID, name, args, before._stateID)) as Ack;
        if (!ack.ok) continue;
        await device.waitFor(() => device.state(matchID)._stateID >= ack.stateID);
        await other.waitFor(() => other.state(matchID)._stateID >= ack.stateID);
        if (!marked(device.log(matchID), before._stateID) || device.state(matchID)._stateID !== ack.stateID) continue;
        if (!alone) {
          // First the seat's device on the other process alone: that process did not commit the move,
          // and finds the state before it by replaying the stored log.
          const answer = await takeBack(other, matchID, ack.stateID);
          if (!answer.ok) continue;
          alone = true;
          for (const c of [...devices, ...others]) await c.waitFor(() => c.state(matchID)._stateID === answer.stateID);
          expect(device.state(matchID).G).toEqual(before.G);
          continue;
        }
        // Both devices, one on each process, click "Undo" at the same moment.
        const answers = await Promise.all([takeBack(device, matchID, ack.stateID), takeBack(other, matchID, ack.stateID)]);
        const won = answers.filter((a) => a.ok);
        if (won.length === 0) {
          // A forced move of the other seat came first, or the move was made again after a take-back: try a later one.
          expect(answers.every((a) => !a.ok && ['takeBack.othersActed', 'takeBack.once', 'state.stale'].includes(a.error.code))).toBe(true);
          continue;
        }
        expect(won).toHaveLength(1);
        expect(answers.find((a) => !a.ok)).toMatchObject({ ok: false, error: { code: 'state.stale' } });
        const { log = [], state } = await stores[0]!.load(matchID, { log: true, state: true });
        expect(log.filter((e) => e.action.type === 'UNDO')).toHaveLength(2);
        expect(state?._stateID).toBe(ack.stateID + 1);
        for (const c of [...devices, ...others]) await c.waitFor(() => c.state(matchID)._stateID === ack.stateID + 1);
        expect(other.state(matchID).G).toEqual(before.G);
        return;
      }
      throw new Error('no move to take back came up');
    });
  }, 120_000);
});
