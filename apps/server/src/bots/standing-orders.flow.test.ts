import { seededRng } from '@harbour/game-kit';
import type { GrogState } from '@harbour/grog-island';
import { deciders, randomMove, toAction, type PortRoyalState } from '@harbour/port-royal';
import type { LogEntry } from 'boardgame.io';
import { AsyncStore, MemoryStore, type SeatClockWrite } from '@harbour/storage';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreateMatchBody } from '../lobby/schemas.js';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { storageKinds, testConfig } from '../testing/env.js';
import { playSeat } from '../testing/port-royal.js';
import { playSeatWith } from '../testing/play.js';
import { replayStoredMatch } from '../testing/true-match.js';
import { chooseMove as grogMove, mustDecide as grogMustDecide } from '../testing/grog.js';
import { serverForTests } from '../testing/test-server.js';

/** Port Royal, seat 1 with a standing order: every card opportunity on seat 0's turn is answered by the order. */
const writeSeatClocks = AsyncStore.prototype.writeSeatClocks;

describe.each(storageKinds('standing-orders.flow.test.ts'))('standing orders (%s)', (kind) => {
  const t = serverForTests(kind);

  async function table(): Promise<{ matchID: string; credentials: [string, string] }> {
    const created = await t.server.lobby.create(CreateMatchBody.parse({ game: 'port-royal', numPlayers: 2, name: 'Anne', pace: 'daily' }));
    const joined = await t.server.lobby.join(created.matchID, { playerID: '1', name: 'Bonny' });
    return { matchID: created.matchID, credentials: [created.credentials, joined.credentials] };
  }

  it('refuses what is not a seat’s own valid order, with clear codes', async () => {
    const { matchID, credentials } = await table();
    const seat = await TestClient.connect(t.server.url);
    const spectator = await TestClient.connect(t.server.url);
    try {
      expect((await seat.request('setOrder', { matchID, order: { kind: 'alwaysPass' } })).ok).toBe(false);
      const notJoined = await seat.request('setOrder', { matchID, order: { kind: 'alwaysPass' } });
      expect(!notJoined.ok && notJoined.error.code).toBe('match.notJoined');
      expect((await seat.join(matchID, '1', credentials[1])).ok).toBe(true);
      expect((await spectator.join(matchID)).ok).toBe(true);
      const bySpectator = await spectator.request('setOrder', { matchID, order: { kind: 'alwaysPass' } });
      expect(!bySpectator.ok && bySpectator.error.code).toBe('auth.spectator');
      const invalid = await seat.request('setOrder', { matchID, order: { kind: 'takeEverything' } });
      expect(!invalid.ok && invalid.error.code).toBe('order.invalid');
      expect(!invalid.ok && invalid.error.refusal?.code).toBe('order.invalid');
      const large = await seat.request('setOrder', { matchID, order: { kind: 'alwaysPass', pad: 'x'.repeat(3000) } });
      expect(!large.ok && large.error.code).toBe('order.tooLarge');
      const extra = await seat.request('setOrder', { matchID, order: { kind: 'alwaysPass' }, playerID: '0' });
      expect(!extra.ok && extra.error.code).toBe('request.invalid');
      const ok = await seat.request<{ order: { order: unknown; description: string } }>('setOrder', { matchID, order: { kind: 'alwaysPass' }, language: 'de' });
      expect(ok.ok && ok.order.order).toEqual({ kind: 'alwaysPass' });
      expect(ok.ok && ok.order.description.length).toBeGreaterThan(0);
      // A later join of the seat is shown its order; cancelled, it is gone.
      const again = await TestClient.connect(t.server.url);
      try {
        const sync = await again.join(matchID, '1', credentials[1]);
        expect(sync.ok && (sync as unknown as { order: unknown }).order).toMatchObject({ order: { kind: 'alwaysPass' } });
        const cancelled = await seat.request('cancelOrder', { matchID });
        expect(cancelled.ok).toBe(true);
        await again.waitFor(() => again.frames.some((f) => f.event === 'order' && (f.payload as { order: unknown }).order === null));
      } finally {
        again.close();
      }
      expect(spectator.frames.some((f) => f.event === 'order')).toBe(false);
    } finally {
      seat.close();
      spectator.close();
    }
  });

  it('drops the order when the seat link is rotated, and tells the seat’s sockets', async () => {
    const { matchID, credentials } = await table();
    const bonny = await TestClient.connect(t.server.url);
    // Someone else holding the leaked link left an order through it.
    const thief = await TestClient.connect(t.server.url);
    try {
      for (const client of [bonny, thief]) expect((await client.join(matchID, '1', credentials[1])).ok).toBe(true);
      expect((await thief.request('setOrder', { matchID, order: { kind: 'alwaysPass' } })).ok).toBe(true);
      await bonny.waitFor(() => bonny.frames.some((f) => f.event === 'order' && (f.payload as { order: unknown }).order !== null));
      const rotated = await t.server.lobby.rotate(matchID, '1', { credentials: credentials[1] });
      // The seat's sockets learn that the order was dropped (then that their link was replaced).
      const dropped = (client: TestClient) => client.frames.some((f) => f.event === 'order' && (f.payload as { dropped?: boolean; order: unknown }).dropped === true && (f.payload as { order: unknown }).order === null);
      await bonny.waitFor(() => dropped(bonny));
      await thief.waitFor(() => dropped(thief));
      // Opened with the new link, the seat has no order: nothing moves for it any more.
      const fresh = await TestClient.connect(t.server.url);
      try {
        const sync = await fresh.join(matchID, '1', rotated.credentials);
        expect(sync.ok && (sync as unknown as { order: unknown }).order).toBeNull();
      } finally {
        fresh.close();
      }
      const again = await thief.request('setOrder', { matchID, order: { kind: 'alwaysPass' } });
      expect(again.ok).toBe(false);
    } finally {
      bonny.close();
      thief.close();
    }
  });

  it('carries the order out at once as the seat’s own move, and shows it to no one else', async () => {
    const { matchID, credentials } = await table();
    const anne = await TestClient.connect(t.server.url);
    const bonny = await TestClient.connect(t.server.url, { patches: true });
    const spectator = await TestClient.connect(t.server.url);
    const clockWrites: { stateID: number; rows: readonly SeatClockWrite[] }[] = [];
    const spy = vi.spyOn(AsyncStore.prototype, 'writeSeatClocks').mockImplementation(async function (this: AsyncStore, id, stateID, rows) {
      if (id === matchID) clockWrites.push({ stateID, rows });
      return writeSeatClocks.call(this, id, stateID, rows);
    });
    try {
      for (const [client, seat] of [[anne, '0'], [bonny, '1']] as const) expect((await client.join(matchID, seat, credentials[Number(seat)])).ok).toBe(true);
      expect((await spectator.join(matchID)).ok).toBe(true);
      const set = await bonny.request<{ order: { description: string } }>('setOrder', { matchID, order: { kind: 'passUnless', wants: [{ person: 'governor' }], keepCoins: 98 } });
      expect(set.ok).toBe(true);
      const description = set.ok ? set.order.description : '';
      // Bonny decides only on her own turns; on Anne's her order answers (the match would stall otherwise).
      const ownTurnsOnly = {
        mustDecide: (G: unknown, s: number) => deciders(G as PortRoyalState).includes(s) && (G as PortRoyalState).turn.active === s,
        chooseMove: (G: unknown, s: number, rng: Parameters<typeof randomMove>[2]) => toAction(randomMove(G as PortRoyalState, s, rng)),
      };
      await Promise.all([
        playSeat(anne, matchID, 0, 'orders-anne'),
        playSeatWith(ownTurnsOnly, bonny, matchID, 1, 'orders-bonny'),
      ]);
      const { log = [] } = await t.server.store.load(matchID, { log: true });
      const passes = log.filter((e: LogEntry) => e.action.type === 'MAKE_MOVE' && (e.action.payload as { playerID: string }).playerID === '1' && (e.action.payload as { type: string }).type === 'pass');
      expect(passes.length, 'the order passed on Anne’s turns').toBeGreaterThan(0);
      // Logged as her own: no computer marker.
      for (const e of passes) expect((e.metadata as { byComputer?: boolean } | undefined)?.byComputer).toBeUndefined();
      // The match is over: the order no longer stands and her table is told.
      await bonny.waitFor(() => bonny.frames.some((f) => f.event === 'order' && (f.payload as { dropped?: boolean }).dropped === true));
      // Secrecy: no frame to Anne or the spectator names the order, its kind or its description.
      for (const viewer of [anne, spectator]) {
        for (const frame of viewer.frames) {
          expect(frame.event).not.toBe('order');
          const text = JSON.stringify(frame.payload);
          for (const secret of ['passUnless', 'keepCoins', description]) expect(text.includes(secret), `${frame.event} carries ${secret}`).toBe(false);
          // Anne's own answers carry her own order (none); the spectator's carry no order at all.
          if (frame.event === 'join-ack') expect((frame.payload as { order?: unknown }).order).toBe(viewer === anne ? null : undefined);
        }
      }
      const replay = JSON.stringify(await t.server.lobby.replay(matchID));
      expect(replay.includes('passUnless')).toBe(false);
      // Bonny's clock started as any asked seat's while her order was deciding for her (in the states
      // that asked her on Anne's turn): a clock that did not start would show the table the order.
      const { truth } = await replayStoredMatch(t.server, 'port-royal', matchID);
      const asked = clockWrites.filter((w) => {
        const G = truth.get(w.stateID)?.G as PortRoyalState | undefined;
        return G !== undefined && G.status !== 'over' && G.turn.stage === 'tradeAndHire' && G.turn.taker === 1 && G.turn.active === 0;
      });
      expect(asked.length, 'clocks were written while Bonny was asked').toBeGreaterThan(0);
      for (const w of asked) expect(w.rows.find((r) => r.playerID === '1')?.startedAt ?? null, `Bonny's clock at state ${w.stateID}`).not.toBeNull();
      // Her moves, the order's and her clicks alike, reach Anne and the spectator with no marks but the public ones.
      const publicMarks = new Set(['byComputer', 'reason', 'events', 'takenBack']);
      let bonnysSeen = 0;
      for (const viewer of [anne, spectator]) {
        for (const frame of viewer.frames) {
          for (const entry of ((frame.payload as { log?: LogEntry[] }).log ?? [])) {
            if ((entry.action.payload as { playerID?: string }).playerID !== '1') continue;
            bonnysSeen++;
            if (!('metadata' in entry)) continue;
            const keys = Object.keys((entry.metadata ?? {}) as object);
            expect(keys.length > 0 && keys.every((k) => publicMarks.has(k)), `a log entry of Bonny's carries ${JSON.stringify(entry.metadata)}`).toBe(true);
          }
        }
      }
      expect(bonnysSeen).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
      anne.close();
      bonny.close();
      spectator.close();
    }
  }, 120_000);
  it('Grog Island: a bidding limit passes for the seat, and ends (dropped, the seat asked as usual) once it no longer stands', async () => {
    const created = await t.server.lobby.create(CreateMatchBody.parse({ game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'daily' }));
    const joined = await t.server.lobby.join(created.matchID, { playerID: '1', name: 'Bonny' });
    const id = created.matchID;
    const anne = await TestClient.connect(t.server.url);
    const bonny = await TestClient.connect(t.server.url);
    const rng = seededRng('grog-orders');
    try {
      expect((await anne.join(id, '0', created.credentials)).ok).toBe(true);
      expect((await bonny.join(id, '1', joined.credentials)).ok).toBe(true);
      const order = (round: number) => ({ kind: 'bidLimit', round, limit: 0 });
      // Before the first auction round (the setup) an order for it cannot stand yet.
      const early = await bonny.request('setOrder', { matchID: id, order: order(1) });
      expect(!early.ok && early.error.code).toBe('order.notNow');
      // Both play until an auction round's bidding is on and Bonny is still in it.
      for (let step = 0; ; step++) {
        expect(step, 'an auction round begins').toBeLessThan(500);
        const G = anne.state(id).G as GrogState;
        // Anne's bid is asked (Bonny's comes after it): an order left now decides Bonny's next bid.
        if (G.status === 'auction' && G.auction.step === 'bidding' && G.auction.passed[1] === false && grogMustDecide(G, 0) && bonny.state(id)._stateID === anne.state(id)._stateID) break;
        const mover = [anne, bonny].findIndex((c, seat) => grogMustDecide(c.state(id).G, seat) && c.state(id)._stateID === anne.state(id)._stateID);
        if (mover < 0) {
          await anne.nextFrame(2000).catch(() => undefined);
          continue;
        }
        const client = mover === 0 ? anne : bonny;
        const { name, args } = grogMove(client.state(id).G, mover, rng);
        const ack = await client.move(id, name, args);
        if (ack.ok) await Promise.all([anne, bonny].map((c) => c.waitFor(() => c.state(id)._stateID >= ack.stateID)));
      }
      const from = anne.state(id)._stateID;
      const round = (anne.state(id).G as GrogState).auction.round;
      expect((await bonny.request('setOrder', { matchID: id, order: order(round) })).ok).toBe(true);
      // Anne plays; Bonny's bids are her order's passes until the order no longer stands. A decision
      // the order leaves to her (it cannot pass there) stays hers: she makes it after a quiet moment.
      const dropped = () => bonny.frames.some((f) => f.event === 'order' && (f.payload as { dropped?: boolean }).dropped === true);
      const own = new Set<number>();
      for (let step = 0; !dropped(); step++) {
        expect(step, 'the order ends').toBeLessThan(400);
        const view = anne.state(id);
        if (grogMustDecide(view.G, 0)) {
          // Anne stays in the bidding where she can (so that Bonny's turn to bid comes).
          let move = grogMove(view.G, 0, rng);
          for (let tries = 0; move.name === 'pass' && tries < 30; tries++) move = grogMove(view.G, 0, rng);
          const { name, args } = move;
          const ack = await anne.move(id, name, args);
          if (ack.ok) await anne.waitFor(() => anne.state(id)._stateID >= ack.stateID);
        } else if (!(await anne.nextFrame(1000).then(() => true, () => false)) && grogMustDecide(bonny.state(id).G, 1)) {
          const at = bonny.state(id)._stateID;
          const { name, args } = grogMove(bonny.state(id).G, 1, rng);
          if ((await bonny.move(id, name, args, at)).ok) own.add(at);
        }
      }
      const { log = [] } = await t.server.store.load(id, { log: true });
      const bonnys = log.filter((e: LogEntry) => e._stateID >= from && e.action.type === 'MAKE_MOVE' && (e.action.payload as { playerID: string }).playerID === '1');
      // Anything Bonny did not click meanwhile was her order's pass, logged as her own.
      const byOrder = bonnys.filter((b) => !own.has(b._stateID));
      expect(byOrder.length, 'the order passed for Bonny').toBeGreaterThan(0);
      for (const e of byOrder) {
        expect((e.action.payload as { type: string }).type).toBe('pass');
        expect((e.metadata as { byComputer?: boolean } | undefined)?.byComputer).toBeUndefined();
      }
      expect(anne.frames.some((f) => f.event === 'order' || JSON.stringify(f.payload).includes('bidLimit'))).toBe(false);
    } finally {
      anne.close();
      bonny.close();
    }
  }, 120_000);
});

describe('standing orders with STORAGE=memory (no database)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ config: testConfig(), store: new MemoryStore() });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are kept in memory and carried out the same way', async () => {
    const created = await server.lobby.create(CreateMatchBody.parse({ game: 'port-royal', numPlayers: 2, name: 'Anne' }));
    const joined = await server.lobby.join(created.matchID, { playerID: '1', name: 'Bonny' });
    const id = created.matchID;
    const [anne, bonny] = await Promise.all([TestClient.connect(server.url), TestClient.connect(server.url)]);
    try {
      expect((await anne!.join(id, '0', created.credentials)).ok).toBe(true);
      expect((await bonny!.join(id, '1', joined.credentials)).ok).toBe(true);
      const set = await bonny!.request<{ order: { description: string } }>('setOrder', { matchID: id, order: { kind: 'alwaysPass' } });
      expect(set.ok && set.order.description).toBe('always pass');
      const ownTurnsOnly = {
        mustDecide: (G: unknown, s: number) => deciders(G as PortRoyalState).includes(s) && (G as PortRoyalState).turn.active === s,
        chooseMove: (G: unknown, s: number, rng: Parameters<typeof randomMove>[2]) => toAction(randomMove(G as PortRoyalState, s, rng)),
      };
      await Promise.all([playSeat(anne!, id, 0, 'memory-anne'), playSeatWith(ownTurnsOnly, bonny!, id, 1, 'memory-bonny')]);
      const { log = [] } = await server.store.load(id, { log: true });
      expect(log.some((e: LogEntry) => (e.action.payload as { playerID?: string; type?: string }).playerID === '1' && (e.action.payload as { type?: string }).type === 'pass')).toBe(true);
      await bonny!.waitFor(() => bonny!.frames.some((f) => f.event === 'order' && (f.payload as { dropped?: boolean }).dropped === true));
    } finally {
      anne!.close();
      bonny!.close();
    }
  }, 120_000);
});
