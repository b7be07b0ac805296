import type { State } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchExistsError, MatchStore, MemoryStore, SNAPSHOT_EVERY, StaleStateError, loadMigrations, migrate, type Db, type MatchStorage } from '../src/index.js';
import { newMatch, nextState, uniqueID } from './fixtures.js';

export interface ContractTarget {
  store: MatchStorage;
  /** SQL stores: the database, and a way to open a second, independent connection to it (two processes). */
  sql?: { db: Db; openPeer(): Promise<Db> };
  cleanup(): Promise<void>;
}

/** The storage contract: every driver passes exactly these tests. */
export function storageContract(name: string, open: () => Promise<ContractTarget>): void {
  describe(`storage contract: ${name}`, () => {
    let target: ContractTarget;
    let store: MatchStorage;

    beforeAll(async () => {
      target = await open();
      store = target.store;
    }, 60_000);
    afterAll(async () => {
      await target?.cleanup();
    });

    async function created(opts: Parameters<typeof newMatch>[0] = {}) {
      const matchID = uniqueID();
      const { initialState, metadata } = newMatch(opts);
      await store.createMatch(matchID, { initialState, metadata });
      return { matchID, initialState, metadata };
    }

    it('applies the migrations exactly once, recorded in schema_migrations, even when two connections start together', async (context) => {
      if (!target.sql) return context.skip();
      const peers = [await target.sql.openPeer(), await target.sql.openPeer()];
      try {
        const applied = await Promise.all(peers.map((db) => migrate(db)));
        expect(applied).toEqual([[], []]);
        const rows = await target.sql.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
        expect(rows.map((r) => Number(r.version))).toEqual(loadMigrations().map((m) => m.version));
      } finally {
        await Promise.all(peers.map((db) => db.close()));
      }
    });

    it('creates a match and reads back its state, initial state, metadata and empty log', async () => {
      const { matchID, initialState, metadata } = await created({ numPlayers: 3 });
      const got = await store.load(matchID, { state: true, metadata: true, initialState: true, log: true });
      expect(got.state).toEqual(initialState);
      expect(got.initialState).toEqual(initialState);
      expect(got.log).toEqual([]);
      expect(got.metadata).toEqual(metadata);
      const onlyState = await store.load(matchID, { state: true });
      expect(Object.keys(onlyState)).toEqual(['state']);
    });

    it('gives nothing for an unknown match and refuses a second match with the same id', async () => {
      expect(await store.load(uniqueID('nope'), { state: true, metadata: true, log: true })).toEqual({});
      const { matchID, initialState, metadata } = await created();
      await expect(store.createMatch(matchID, { initialState, metadata })).rejects.toBeInstanceOf(MatchExistsError);
    });

    it('commits a state only on the expected state id, appending its log entries in order', async () => {
      const { matchID, initialState } = await created();
      const first = nextState(initialState);
      expect(await store.commitState(matchID, initialState._stateID, first.state, first.deltalog)).toBe(true);
      // The same expected id again is stale: nothing changes.
      const other = nextState(initialState);
      expect(await store.commitState(matchID, initialState._stateID, other.state, other.deltalog)).toBe(false);
      const second = nextState(first.state);
      expect(await store.commitState(matchID, first.state._stateID, second.state, second.deltalog)).toBe(true);
      const got = await store.load(matchID, { state: true, log: true, initialState: true });
      expect(got.state).toEqual(second.state);
      expect(got.initialState).toEqual(initialState);
      expect(got.log).toEqual([...first.deltalog, ...second.deltalog]);
      // Each entry remembers the state it was made on (a move and its automatic end of turn share one).
      expect(new Set(got.log?.map((e) => e._stateID))).toEqual(new Set([0, 1]));
    });

    it('lets exactly one of many racing commits on the same state id win', async () => {
      const { matchID, initialState } = await created();
      const attempts = Array.from({ length: 12 }, () => nextState(initialState));
      const results = await Promise.all(attempts.map((a) => store.commitState(matchID, initialState._stateID, a.state, a.deltalog)));
      expect(results.filter(Boolean)).toHaveLength(1);
      const got = await store.load(matchID, { state: true, log: true });
      expect(got.state?._stateID).toBe(initialState._stateID + 1);
      expect(got.log).toHaveLength(attempts[0]!.deltalog.length);
    });

    it('reads back every state of a long match committed with the state before it (patches between snapshots)', async () => {
      const { matchID, initialState } = await created();
      let state: State = initialState;
      for (let i = 0; i < 2 * SNAPSHOT_EVERY + 5; i++) {
        const n = nextState(state, 'note');
        expect(await store.commitState(matchID, state._stateID, n.state, n.deltalog, state)).toBe(true);
        state = n.state;
        expect((await store.load(matchID, { state: true })).state).toEqual(state);
      }
      // A commit without the state before stores it whole; a later one with it goes back to patches.
      const whole = nextState(state, 'note');
      expect(await store.commitState(matchID, state._stateID, whole.state, whole.deltalog)).toBe(true);
      const patched = nextState(whole.state, 'note');
      expect(await store.commitState(matchID, whole.state._stateID, patched.state, patched.deltalog, whole.state)).toBe(true);
      expect((await store.load(matchID, { state: true })).state).toEqual(patched.state);
      const [summary] = await store.summaries([matchID]);
      expect(summary?.ctx).toEqual(patched.state.ctx);
      if (target.sql) {
        const [row] = await target.sql.db.query<{ snapshot: number; state: number; patches: number }>(
          'SELECT snapshot_state_id AS snapshot, state_id AS state, (SELECT count(*)::int FROM match_state_patches WHERE match_id = $1::text) AS patches FROM matches WHERE id = $1::text',
          [matchID],
        );
        // The whole state written one move ago is the snapshot; only the patch after it is kept.
        expect(row).toEqual({ snapshot: whole.state._stateID, state: patched.state._stateID, patches: 1 });
      }
    });

    it('a stale commit with the state before writes nothing, and the end of a match is stored whole', async () => {
      const { matchID, initialState } = await created();
      const first = nextState(initialState);
      expect(await store.commitState(matchID, initialState._stateID, first.state, first.deltalog, initialState)).toBe(true);
      const loser = nextState(initialState, 'note');
      expect(await store.commitState(matchID, initialState._stateID, loser.state, loser.deltalog, initialState)).toBe(false);
      expect((await store.load(matchID, { state: true })).state).toEqual(first.state);
      let state = first.state;
      while (state.ctx.gameover === undefined) {
        const n = nextState(state);
        expect(await store.commitState(matchID, state._stateID, n.state, n.deltalog, state)).toBe(true);
        state = n.state;
      }
      expect((await store.load(matchID, { state: true })).state).toEqual(state);
      if (target.sql) {
        const rows = await target.sql.db.query('SELECT 1 FROM match_state_patches WHERE match_id = $1::text', [matchID]);
        expect(rows).toHaveLength(0);
      }
    });

    it('commits moves of many matches arriving together, each on its own compare-and-swap', async () => {
      const matches = await Promise.all(Array.from({ length: 30 }, () => created()));
      const firsts = matches.map((m) => nextState(m.initialState, 'note'));
      const results = await Promise.all(
        matches.map((m, i) => {
          // Every third match is given a stale state id: only those are refused.
          const expected = i % 3 === 0 ? m.initialState._stateID + 7 : m.initialState._stateID;
          return store.commitState(m.matchID, expected, firsts[i]!.state, firsts[i]!.deltalog, m.initialState);
        }),
      );
      expect(results).toEqual(matches.map((_, i) => i % 3 !== 0));
      const loaded = await Promise.all(matches.map((m) => store.load(m.matchID, { state: true, log: true })));
      loaded.forEach((got, i) => {
        expect(got.state).toEqual(i % 3 === 0 ? matches[i]!.initialState : firsts[i]!.state);
        expect(got.log).toEqual(i % 3 === 0 ? [] : firsts[i]!.deltalog);
      });
    });

    it('commits nothing for a seat whose credentials were replaced (checked with the compare-and-swap, alone and in a group)', async () => {
      const withSeat = async () => {
        const m = await created();
        const players = m.metadata.players as Record<number, { id: number; name?: string; credentials?: string }>;
        players[0] = { id: 0, name: 'A', credentials: 'old-hash' };
        await store.setMetadata(m.matchID, m.metadata);
        return m;
      };
      const kept = await withSeat();
      const first = nextState(kept.initialState);
      expect(await store.commitState(kept.matchID, kept.initialState._stateID, first.state, first.deltalog, kept.initialState, { playerID: '0', credentials: 'old-hash' })).toBe(true);
      // The seat link is rotated: a move sent with the old credentials is not stored, even on the right state id.
      await store.updateMetadata(kept.matchID, (md) => {
        (md.players as Record<number, { credentials?: string }>)[0]!.credentials = 'new-hash';
        return md;
      });
      const second = nextState(first.state);
      expect(await store.commitState(kept.matchID, first.state._stateID, second.state, second.deltalog, first.state, { playerID: '0', credentials: 'old-hash' })).toBe(false);
      expect((await store.load(kept.matchID, { state: true })).state?._stateID).toBe(first.state._stateID);
      // An unknown seat never matches.
      expect(await store.commitState(kept.matchID, first.state._stateID, second.state, second.deltalog, first.state, { playerID: '7', credentials: 'new-hash' })).toBe(false);
      // Many at once (group commit): only the moves with the stored credentials are written.
      const many = await Promise.all(Array.from({ length: 12 }, () => withSeat()));
      const results = await Promise.all(
        many.map((m, i) => {
          const next = nextState(m.initialState, 'note');
          return store.commitState(m.matchID, m.initialState._stateID, next.state, next.deltalog, m.initialState, { playerID: '0', credentials: i % 2 === 0 ? 'old-hash' : 'forged' });
        }),
      );
      expect(results).toEqual(many.map((_, i) => i % 2 === 0));
    });

    it('reads the log from a state id on (what another process missed)', async () => {
      const { matchID, initialState } = await created();
      let state = initialState;
      const logs = [];
      for (let i = 0; i < 3; i++) {
        const n = nextState(state, 'note');
        expect(await store.commitState(matchID, state._stateID, n.state, n.deltalog, state)).toBe(true);
        logs.push(n.deltalog);
        state = n.state;
      }
      const { log } = await store.load(matchID, { log: true, logFrom: logs[0]![0]!._stateID + 1 });
      expect(log).toEqual([...logs[1]!, ...logs[2]!]);
    });

    it('implements boardgame.io setState as a compare-and-swap (StaleStateError when behind)', async () => {
      const { matchID, initialState } = await created();
      const a = nextState(initialState);
      await store.setState(matchID, a.state, a.deltalog);
      await expect(store.setState(matchID, a.state, a.deltalog)).rejects.toBeInstanceOf(StaleStateError);
      await expect(store.setState(uniqueID('nope'), a.state, a.deltalog)).rejects.toBeInstanceOf(StaleStateError);
    });

    it('records gameover in a column, merges it into the metadata and filters on it', async () => {
      const { matchID, initialState } = await created();
      let state: State = initialState;
      while (state.ctx.gameover === undefined) {
        const n = nextState(state);
        expect(await store.commitState(matchID, state._stateID, n.state, n.deltalog)).toBe(true);
        state = n.state;
      }
      const { metadata } = await store.load(matchID, { metadata: true });
      expect(metadata?.gameover).toEqual(state.ctx.gameover);
      expect(await store.listMatches({ gameName: 'counter', where: { isGameover: true } })).toContain(matchID);
      expect(await store.listMatches({ gameName: 'counter', where: { isGameover: false } })).not.toContain(matchID);
    });

    it('updates metadata under a row lock: concurrent edits are all kept; null keeps; a throw rolls back', async () => {
      const { matchID } = await created({ numPlayers: 4 });
      await Promise.all(
        [0, 1, 2, 3].map((seat) =>
          store.updateMetadata(matchID, (m) => {
            const player = m.players[seat];
            if (player) player.name = `P${seat}`;
            return m;
          }),
        ),
      );
      const { metadata } = await store.load(matchID, { metadata: true });
      expect(Object.values(metadata?.players ?? {}).map((p) => p.name)).toEqual(['P0', 'P1', 'P2', 'P3']);
      expect(await store.updateMetadata(matchID, () => null)).toEqual(metadata);
      await expect(
        store.updateMetadata(matchID, (m) => {
          m.setupData = { changed: true };
          throw new Error('nope');
        }),
      ).rejects.toThrow('nope');
      expect((await store.load(matchID, { metadata: true })).metadata?.setupData).toBeUndefined();
      expect(await store.updateMetadata(uniqueID('nope'), (m) => m)).toBeUndefined();
    });

    it('exactly one of many racing seat claims wins when each checks the seat is free', async () => {
      const { matchID } = await created();
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          store
            .updateMetadata(matchID, (m) => {
              const seat = m.players[1];
              if (!seat || seat.name !== undefined) throw new Error('taken');
              seat.name = `racer ${i}`;
              return m;
            })
            .then(
              () => 'won',
              () => 'lost',
            ),
        ),
      );
      expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
    });

    it('setMetadata replaces the metadata (boardgame.io contract)', async () => {
      const { matchID, metadata } = await created();
      await store.setMetadata(matchID, { ...metadata, unlisted: false, nextMatchID: 'next', updatedAt: metadata.updatedAt + 5 });
      const got = (await store.load(matchID, { metadata: true })).metadata;
      expect(got?.nextMatchID).toBe('next');
      expect(got?.unlisted).toBe(false);
      expect(got?.updatedAt).toBe(metadata.updatedAt + 5);
    });

    it('lists public matches newest first, by game, paginated by cursor; unlisted ones never', async () => {
      const game = uniqueID('g');
      const base = Date.UTC(2030, 0, 1);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await created({ gameName: game, unlisted: false, createdAt: base + i * 1000 })).matchID);
      await created({ gameName: game, unlisted: true, createdAt: base + 10_000 });
      const page1 = await store.listPublicMatches({ gameName: game, limit: 2 });
      expect(page1.map((m) => m.matchID)).toEqual([ids[4], ids[3]]);
      const last = page1[1];
      const page2 = await store.listPublicMatches({ gameName: game, limit: 2, before: { createdAt: last!.createdAt, matchID: last!.matchID } });
      expect(page2.map((m) => m.matchID)).toEqual([ids[2], ids[1]]);
      const all = await store.listPublicMatches({ limit: 100 });
      expect(all.map((m) => m.matchID)).toEqual(expect.arrayContaining(ids));
      expect(page1[0]?.ctx.numPlayers).toBe(2);
      expect(page1[0]?.metadata.gameName).toBe(game);
    });

    it('gives brief summaries of several matches in the order asked, leaving out unknown ids', async () => {
      const a = await created();
      const b = await created({ numPlayers: 3 });
      const got = await store.summaries([b.matchID, uniqueID('nope'), a.matchID]);
      expect(got.map((s) => s.matchID)).toEqual([b.matchID, a.matchID]);
      expect(got[0]?.ctx.numPlayers).toBe(3);
      expect(got[0]?.stateID).toBe(0);
      expect(await store.summaries([])).toEqual([]);
    });

    it('reads the stored state id of several matches at once, leaving out unknown ids', async () => {
      const a = await created();
      const b = await created();
      const moved = nextState(b.initialState);
      expect(await store.commitState(b.matchID, b.initialState._stateID, moved.state, moved.deltalog)).toBe(true);
      const got = await store.stateIDs([a.matchID, b.matchID, uniqueID('nope')]);
      expect([...got.keys()].sort()).toEqual([a.matchID, b.matchID].sort());
      expect(got.get(a.matchID)?.stateID).toBe(a.initialState._stateID);
      expect(got.get(b.matchID)?.stateID).toBe(moved.state._stateID);
      // Written a moment ago: a few milliseconds, not hours (and never negative).
      expect(got.get(b.matchID)?.ageMs).toBeGreaterThanOrEqual(0);
      expect(got.get(b.matchID)?.ageMs).toBeLessThan(60_000);
      expect((await store.stateIDs([])).size).toBe(0);
    });

    it('finds unfinished matches with bot seats', async () => {
      const withBot = await created({ bots: [1] });
      const without = await created();
      const ids = await store.listBotMatches();
      expect(ids).toContain(withBot.matchID);
      expect(ids).not.toContain(without.matchID);
    });

    it('deletes only unfinished matches idle for too long; wipe removes a match, its log and its patches', async () => {
      const old = await created();
      // The idle match has a log and a patch too (committed with the state before it).
      const step = nextState(old.initialState, 'note');
      expect(await store.commitState(old.matchID, old.initialState._stateID, step.state, step.deltalog, old.initialState)).toBe(true);
      const finished = await created();
      let state = finished.initialState;
      while (state.ctx.gameover === undefined) {
        const n = nextState(state);
        await store.commitState(finished.matchID, state._stateID, n.state, n.deltalog, state);
        state = n.state;
      }
      const history = async (matchID: string) => {
        if (!target.sql) return [0, 0];
        const logRows = await target.sql.db.query('SELECT 1 FROM match_log WHERE match_id = $1::text', [matchID]);
        const patchRows = await target.sql.db.query('SELECT 1 FROM match_state_patches WHERE match_id = $1::text', [matchID]);
        return [logRows.length, patchRows.length];
      };
      if (target.sql) expect((await history(old.matchID)).every((n) => n > 0)).toBe(true);
      const deleted = await store.deleteIdleMatches(Date.now() + 60_000);
      expect(deleted).toContain(old.matchID);
      expect(deleted).not.toContain(finished.matchID);
      expect((await store.load(old.matchID, { state: true })).state).toBeUndefined();
      expect(await history(old.matchID)).toEqual([0, 0]);
      await store.wipe(finished.matchID);
      expect(await store.load(finished.matchID, { state: true, log: true })).toEqual({});
      expect(await history(finished.matchID)).toEqual([0, 0]);
    });

    it('stores no log or patch of a commit that lost its compare-and-swap, nor of a match that does not exist', async () => {
      const { matchID, initialState } = await created();
      const first = nextState(initialState, 'note');
      expect(await store.commitState(matchID, initialState._stateID, first.state, first.deltalog, initialState)).toBe(true);
      const loser = nextState(initialState, 'note');
      expect(await store.commitState(matchID, initialState._stateID, loser.state, loser.deltalog, initialState)).toBe(false);
      expect(await store.commitState(uniqueID('nope'), 0, loser.state, loser.deltalog, initialState)).toBe(false);
      expect((await store.load(matchID, { log: true })).log).toEqual(first.deltalog);
      if (target.sql) {
        const orphans = await target.sql.db.query('SELECT 1 FROM match_log l WHERE NOT EXISTS (SELECT 1 FROM matches m WHERE m.id = l.match_id)');
        const orphanPatches = await target.sql.db.query('SELECT 1 FROM match_state_patches p WHERE NOT EXISTS (SELECT 1 FROM matches m WHERE m.id = p.match_id)');
        expect([orphans.length, orphanPatches.length]).toEqual([0, 0]);
      }
    });

    it('answers a readiness ping', async () => {
      expect(await store.ping()).toBe(true);
    });

    it('closes only after the moves being committed are stored (a shutdown drains them)', async () => {
      // A store of its own over a second connection (SQL) or a fresh memory store: it is closed while its commits are out.
      const own: MatchStorage = target.sql ? new MatchStore(await target.sql.openPeer()) : new MemoryStore();
      const matches = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const matchID = uniqueID('drain');
          const { initialState, metadata } = newMatch();
          await own.createMatch(matchID, { initialState, metadata });
          return { matchID, initialState };
        }),
      );
      const commits = matches.map(({ matchID, initialState }) => {
        const n = nextState(initialState);
        return own.commitState(matchID, initialState._stateID, n.state, n.deltalog, initialState);
      });
      const closing = own.close();
      expect(await Promise.all(commits)).toEqual(matches.map(() => true));
      await closing;
      if (target.sql) for (const { matchID } of matches) expect((await store.load(matchID, { state: true })).state?._stateID).toBe(1);
    });
  });
}
