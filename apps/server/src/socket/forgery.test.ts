import type { State } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, type CreatedMatch } from '../match/matches.js';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, testConfig } from '../testing/env.js';
import { chooseMove, mustDecide } from '../testing/grog.js';
import { seededRng } from '@harbour/game-kit';

describe('forged, stale and malformed socket messages change nothing', () => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let match: CreatedMatch;
  let seat0: TestClient;
  let seat1: TestClient;
  let spectator: TestClient;

  beforeAll(async () => {
    const opened = await openTestStore('pglite');
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig({ ALLOWED_ORIGINS: 'https://friends.example', RATE_SOCKET_PER_SECOND: '20' }), store: opened.store });
    match = await createMatch(server.store, server.games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'Anne' }, { name: 'Mary' }] });
    [seat0, seat1, spectator] = await Promise.all([TestClient.connect(server.url), TestClient.connect(server.url), TestClient.connect(server.url)]);
    expect((await seat0.join(match.matchID, '0', match.credentials['0'])).ok).toBe(true);
    expect((await seat1.join(match.matchID, '1', match.credentials['1'])).ok).toBe(true);
    expect((await spectator.join(match.matchID)).ok).toBe(true);
  });
  afterAll(async () => {
    for (const c of [seat0, seat1, spectator]) c?.close();
    await server?.close();
    await cleanup?.();
  });

  async function stored(): Promise<{ state: State; logLength: number }> {
    const { state, log } = await server.store.load(match.matchID, { state: true, log: true });
    return { state: state as State, logLength: log?.length ?? 0 };
  }

  /** Runs `attempt`, then checks the stored state and log did not change. */
  async function unchanged(attempt: () => Promise<void>): Promise<void> {
    const before = await stored();
    await attempt();
    const after = await stored();
    expect(after.state).toEqual(before.state);
    expect(after.logLength).toBe(before.logLength);
  }

  it('refuses boardgame.io actions and events sent as moves (RESET, UPDATE, SYNC, PATCH, endGame, endTurn…)', async () => {
    await unchanged(async () => {
      for (const name of ['RESET', 'UPDATE', 'SYNC', 'PATCH', 'MAKE_MOVE', 'GAME_EVENT', 'UNDO', 'REDO', 'PLUGIN', 'endGame', 'endTurn', 'endPhase', 'setPhase', 'setActivePlayers', 'events.endGame', '__proto__', 'constructor']) {
        const ack = await seat0.move(match.matchID, name, [{ winner: '0' }]);
        expect(ack.ok, name).toBe(false);
        if (!ack.ok) expect(ack.error.code, name).toBe('move.unknown');
      }
    });
  });

  it('refuses boardgame.io\'s own wire messages (update with an action, sync) and unknown events', async () => {
    await unchanged(async () => {
      const failures: unknown[] = [];
      seat0.socket.on('failure', (f: unknown) => failures.push(f));
      const state = seat0.state(match.matchID);
      seat0.socket.emit('update', { type: 'RESET', payload: {} }, state._stateID, match.matchID, '0');
      seat0.socket.emit('update', { type: 'GAME_EVENT', payload: { type: 'endGame', args: [{ winner: '0' }], playerID: '0' } }, state._stateID, match.matchID, '0');
      seat0.socket.emit('sync', match.matchID, '0', match.credentials['0'], 2);
      seat0.socket.emit('chat', match.matchID, { id: 'x', sender: '0', payload: 'hi' });
      const ack = await seat0.request('patch', { matchID: match.matchID });
      expect(ack).toMatchObject({ ok: false, error: { code: 'message.unknown' } });
      await seat0.waitFor(() => failures.length >= 4);
      seat0.socket.off('failure');
    });
  });

  it('refuses extra fields: a move cannot name a player, carry an action or credentials', async () => {
    const { G } = seat0.state(match.matchID);
    const { name, args } = chooseMove(G, 0, seededRng('extra'));
    const base = { matchID: match.matchID, stateID: seat0.state(match.matchID)._stateID, move: name, args };
    await unchanged(async () => {
      for (const extra of [{ playerID: '1' }, { type: 'RESET' }, { credentials: 'x' }, { action: { type: 'UPDATE' } }]) {
        const ack = await seat0.request('move', { ...base, ...extra });
        expect(ack).toMatchObject({ ok: false, error: { code: 'request.invalid' } });
      }
    });
  });

  it('a seat cannot move for another seat, nor join it without its credentials', async () => {
    // Play the setup so that the auction has a single player to act.
    for (const [seat, client] of [seat0, seat1].entries()) {
      const { G } = client.state(match.matchID);
      const { name, args } = chooseMove(G, seat, seededRng(`setup-${seat}`));
      const ack = await client.move(match.matchID, name, args);
      expect(ack.ok).toBe(true);
      const reached = ack.ok ? ack.stateID : 0;
      for (const c of [seat0, seat1]) await c.waitFor(() => c.state(match.matchID)._stateID >= reached);
    }
    const actor = mustDecide(seat0.state(match.matchID).G, 0) ? 0 : 1;
    const other = actor === 0 ? seat1 : seat0;
    const otherSeat = 1 - actor;
    expect(mustDecide(other.state(match.matchID).G, otherSeat)).toBe(false);
    const { name, args } = chooseMove(other.state(match.matchID).G, actor, seededRng('impostor'));
    await unchanged(async () => {
      const ack = await other.move(match.matchID, name, args);
      expect(ack).toMatchObject({ ok: false, error: { code: 'move.refused' } });
      if (!ack.ok) expect(ack.error.refusal?.code).toBeTypeOf('string');
      const impostor = await TestClient.connect(server.url);
      try {
        for (const credentials of [match.credentials[String(otherSeat)], undefined, '', 'x'.repeat(199), match.credentials[String(actor)] + 'x']) {
          const join = await impostor.join(match.matchID, String(actor), credentials);
          expect(join).toMatchObject({ ok: false });
          if (!join.ok && credentials) expect(JSON.stringify(join.error)).not.toContain(credentials);
        }
        expect(await impostor.join(match.matchID, '7', match.credentials['0'])).toMatchObject({ ok: false, error: { code: 'auth.invalid' } });
        expect(await impostor.join(match.matchID, '01', match.credentials['0'])).toMatchObject({ ok: false, error: { code: 'request.invalid' } });
      } finally {
        impostor.close();
      }
    });
  });

  it('refuses moves on stale (or future) state ids with an explicit error, then resyncs the sender', async () => {
    const client = mustDecide(seat0.state(match.matchID).G, 0) ? seat0 : seat1;
    const seat = client === seat0 ? 0 : 1;
    const state = client.state(match.matchID);
    const { name, args } = chooseMove(state.G, seat, seededRng('stale'));
    await unchanged(async () => {
      for (const stateID of [state._stateID - 1, state._stateID + 5, 0]) {
        const syncs = client.frames.filter((f) => f.event === 'sync').length;
        const ack = await client.move(match.matchID, name, args, stateID);
        expect(ack).toMatchObject({ ok: false, error: { code: 'state.stale' } });
        expect(client.frames.filter((f) => f.event === 'sync').length).toBe(syncs + 1);
      }
    });
    expect(client.state(match.matchID)._stateID).toBe(state._stateID);
  });

  it('refuses moves from spectators, from sockets that did not join, and moves the rules forbid (with the game\'s reason)', async () => {
    const client = mustDecide(seat0.state(match.matchID).G, 0) ? seat0 : seat1;
    const seat = client === seat0 ? 0 : 1;
    const { name, args } = chooseMove(client.state(match.matchID).G, seat, seededRng('spectator'));
    await unchanged(async () => {
      expect(await spectator.move(match.matchID, name, args)).toMatchObject({ ok: false, error: { code: 'auth.spectator' } });
      const stranger = await TestClient.connect(server.url);
      try {
        expect(await stranger.request('move', { matchID: match.matchID, stateID: 0, move: name, args })).toMatchObject({ ok: false, error: { code: 'match.notJoined' } });
      } finally {
        stranger.close();
      }
      const refused = await client.move(match.matchID, 'bid', [{ row: ['purple'] }]);
      expect(refused).toMatchObject({ ok: false, error: { code: 'move.refused', refusal: { code: expect.any(String) } } });
      const outOfStage = await client.move(match.matchID, 'chooseSetup', [{ keep: [0, 1, 2, 3], goods: 'gray' }]);
      expect(outOfStage).toMatchObject({ ok: false, error: { code: 'move.refused' } });
    });
  });

  it('refuses unknown and malformed match ids, malformed messages, and never creates a match on demand', async () => {
    const before = (await server.store.listMatches()).length;
    const client = await TestClient.connect(server.url);
    try {
      expect(await client.join('AAAAAAAAAAAAAAAA')).toMatchObject({ ok: false, error: { code: 'match.notFound' } });
      expect(await client.join('AAAAAAAAAAAAAAAA', '0', 'whatever')).toMatchObject({ ok: false, error: { code: 'match.notFound' } });
      for (const payload of [null, 'x', 42, [], { matchID: '../etc' }, { matchID: match.matchID, playerID: 0 }, { matchID: match.matchID, extra: 1 }]) {
        expect(await client.request('join', payload)).toMatchObject({ ok: false, error: { code: 'request.invalid' } });
      }
      await client.join(match.matchID, null);
      for (const payload of [
        { matchID: match.matchID, stateID: -1, move: 'pass', args: [] },
        { matchID: match.matchID, stateID: 1.5, move: 'pass', args: [] },
        { matchID: match.matchID, stateID: 1, move: '', args: [] },
        { matchID: match.matchID, stateID: 1, move: 'pass', args: 'x' },
        { matchID: match.matchID, stateID: 1, move: 'pass', args: Array(20).fill(0) },
        { matchID: match.matchID, stateID: 1, move: 'x'.repeat(65), args: [] },
      ]) {
        expect(await client.request('move', payload)).toMatchObject({ ok: false, error: { code: 'request.invalid' } });
      }
    } finally {
      client.close();
    }
    expect((await server.store.listMatches()).length).toBe(before);
  });

  it('refuses moves before every seat is taken and after the end', async () => {
    const waiting = await createMatch(server.store, server.games, { gameName: 'grog-island', numPlayers: 3, seats: [{ name: 'Host' }] });
    const host = await TestClient.connect(server.url);
    try {
      const joined = await host.join(waiting.matchID, '0', waiting.credentials['0']);
      expect(joined).toMatchObject({ ok: true, started: false });
      const { name, args } = chooseMove(host.state(waiting.matchID).G, 0, seededRng('early'));
      expect(await host.move(waiting.matchID, name, args)).toMatchObject({ ok: false, error: { code: 'match.notStarted' } });
      // End the match by storing a finished state, then try to move.
      const over = await createMatch(server.store, server.games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] });
      const { state } = await server.store.load(over.matchID, { state: true });
      const finished = { ...state!, ctx: { ...state!.ctx, gameover: { winners: ['0'] } }, _stateID: state!._stateID + 1 };
      expect(await server.store.commitState(over.matchID, state!._stateID, finished)).toBe(true);
      const a = await TestClient.connect(server.url);
      try {
        await a.join(over.matchID, '0', over.credentials['0']);
        expect(await a.move(over.matchID, name, args)).toMatchObject({ ok: false, error: { code: 'match.over' } });
      } finally {
        a.close();
      }
    } finally {
      host.close();
    }
  });

  it('rate-limits a flood of messages without falling over', async () => {
    const flooder = await TestClient.connect(server.url);
    try {
      await flooder.join(match.matchID);
      const acks = await Promise.all(Array.from({ length: 150 }, () => flooder.request('sync', { matchID: match.matchID })));
      const limited = acks.filter((a) => !a.ok && a.error.code === 'request.rateLimited').length;
      expect(limited).toBeGreaterThan(50);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      flooder.close();
    }
  });

  it('drops a connection that sends an oversized message; the server stays up', async () => {
    const big = await TestClient.connect(server.url);
    const closed = new Promise<void>((resolve) => big.socket.once('disconnect', () => resolve()));
    big.socket.emit('move', { matchID: match.matchID, stateID: 0, move: 'pass', args: ['x'.repeat(200_000)] });
    await closed;
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('survives deeply nested and odd JSON in moves (a clear error, the process stays up)', async () => {
    const deep = JSON.parse('['.repeat(5000) + ']'.repeat(5000));
    await unchanged(async () => {
      const a = await seat0.request('move', { matchID: match.matchID, stateID: seat0.state(match.matchID)._stateID, move: 'pass', args: [deep] }).catch(() => null);
      expect(a === null || a.ok === false).toBe(true);
      const b = await seat0.request('move', { matchID: match.matchID, stateID: seat0.state(match.matchID)._stateID, move: 'pass', args: [{ __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } }] });
      expect(b.ok).toBe(false);
    });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('refuses socket handshakes from origins not in the configuration', async () => {
    await expect(TestClient.connect(server.url, { origin: 'https://evil.example' })).rejects.toThrow();
    const friend = await TestClient.connect(server.url, { origin: 'https://friends.example' });
    friend.close();
  });
});
