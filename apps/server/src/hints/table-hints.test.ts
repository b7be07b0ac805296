import { seededRng, shuffled, type Rng } from '@harbour/game-kit';
import { grogEngine, grogIslandModule, hint, randomMove, type GrogState } from '@harbour/grog-island';
import { MemoryHintStore } from '@harbour/storage';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { InlineChooser } from '../bots/pool.js';
import { HintsBusyError } from '../bots/hint.js';
import type { BotChooser, HintRequest, HintResult } from '../bots/types.js';
import { GameRegistry } from '../match/games.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import { Limits } from '../rate-limit.js';
import type { SocketSeat } from '../match/table-feature.js';
import { TableHints } from './table-hints.js';

const log = pino({ level: 'silent' });
const hosted = new GameRegistry([grogIslandModule]).get('grog-island');
if (hosted === undefined) throw new Error('no grog-island');

/** A Grog Island table some auctions in (random legal moves), at a decision with a real choice. */
function position(seed: string, numPlayers = 3): GrogState {
  const rng = seededRng(seed);
  let s = grogEngine.setup(numPlayers, rng);
  for (let n = 0; n < 200; n++) {
    const seat = grogEngine.deciders(s)[0] as number;
    if (n >= 12 && s.status === 'auction' && hint(grogEngine.view(s, seat), seat, { iterations: 1 }).weighed > 2) return s;
    s = grogEngine.apply(s, seat, randomMove(s, seat, rng), rng);
  }
  throw new Error('no position');
}

/** The same table with what `seat` cannot know dealt anew: the others' cards and every deck's order. */
function otherSecrets(s: GrogState, seat: number, rng: Rng): GrogState {
  const t = structuredClone(s);
  const others = t.players.filter((_, i) => i !== seat);
  for (const places of [
    [t.decks.goal, ...others.map((p) => p.goalCards)],
    [t.decks.treasure, ...others.map((p) => p.treasureCards)],
    [t.decks.parrot, ...others.map((p) => p.parrotCards)],
  ]) {
    const deal = shuffled(rng, places.flat());
    let k = 0;
    for (const place of places) for (let i = 0; i < place.length; i++) place[i] = deal[k++] as number;
  }
  return t;
}

interface Table {
  live: LiveMatch;
  seat: (matchID: string) => SocketSeat | undefined;
}

function table(matchID: string, G: GrogState, opts: { allowed?: boolean; playerID?: string | null; acting?: string[] } = {}): Table {
  const playerID = opts.playerID === undefined ? String(grogEngine.deciders(G)[0]) : opts.playerID;
  const acting = opts.acting ?? grogEngine.deciders(G).map(String);
  const players = Object.fromEntries(Array.from({ length: G.numPlayers }, (_, i) => [i, { id: i, name: `P${i}`, credentials: `hash${i}` }]));
  const live = {
    matchID,
    hosted,
    subscribers: 1,
    state: { G, ctx: { numPlayers: G.numPlayers, activePlayers: Object.fromEntries(acting.map((p) => [p, 'decide'])), currentPlayer: '0' }, _stateID: 7 },
    metadata: { gameName: 'grog-island', players, hints: { allowed: opts.allowed ?? true } },
  } as unknown as LiveMatch;
  return { live, seat: (id) => (id === matchID ? { matchID, playerID, credentialsHash: playerID === null ? null : `hash${playerID}`, address: '127.0.0.1' } : undefined) };
}

function hints(tables: Table[], chooser: BotChooser) {
  const byID = new Map(tables.map((t) => [t.live.matchID, t.live]));
  const changed: string[] = [];
  const runner = {
    withMatch: async <T>(id: string, task: (live: LiveMatch) => Promise<T>) => {
      const live = byID.get(id);
      return live === undefined ? null : task(live);
    },
    tableChanged: (m: { matchID: string }) => changed.push(m.matchID),
  } as unknown as MatchRunner;
  const store = new MemoryHintStore();
  return { th: new TableHints({ runner, chooser, store, limits: new Limits(undefined, 'test', log), clock: systemClock, log, sockets: { emitToMatch: () => {}, emitToSeat: () => {} } }), store, changed };
}

/** A chooser that answers when told to, and records what it was asked. */
class HeldChooser implements BotChooser {
  readonly asked: HintRequest[] = [];
  private release: (() => void)[] = [];
  busy = false;
  async choose(): Promise<never> {
    throw new Error('no moves here');
  }
  async hint(request: HintRequest): Promise<HintResult> {
    if (this.busy) throw new HintsBusyError();
    this.asked.push(request);
    await new Promise<void>((resolve) => this.release.push(resolve));
    return { weighed: 1, moves: [{ move: { type: 'pass' }, action: { name: 'pass', args: [] }, points: 0, reason: { code: 'pass', params: { tiles: 1 } } }] };
  }
  async review(): Promise<never> {
    throw new Error('no reviews here');
  }
  answerAll(): void {
    for (const r of this.release.splice(0)) r();
  }
  async close(): Promise<void> {}
}

const ID = (n: number) => `Hint${String(n).padStart(12, '0')}`;

describe('TableHints', () => {
  it('computes from the seat\'s view only: two tables differing only in what the seat cannot know get the same answer', async () => {
    const s1 = position('secrecy');
    const seat = grogEngine.deciders(s1)[0] as number;
    const s2 = otherSecrets(s1, seat, seededRng('other'));
    expect(JSON.stringify(s2)).not.toBe(JSON.stringify(s1));
    const inline = new InlineChooser([grogIslandModule]);
    const asked: HintRequest[] = [];
    const chooser: BotChooser = { choose: (r) => inline.choose(r), hint: (r) => (asked.push(r), inline.hint(r)), review: (r) => inline.review(r), close: async () => {} };
    const a = table(ID(1), s1);
    const b = table(ID(2), s2);
    const { th } = hints([a, b], chooser);
    const first = await th.ask({ matchID: ID(1) }, a.seat);
    const second = await th.ask({ matchID: ID(2) }, b.seat);
    expect(s1.status).toBe('auction');
    expect(first.weighed).toBeGreaterThan(1);
    expect(first.moves.length).toBeGreaterThan(1);
    expect(first.moves.length).toBeLessThanOrEqual(3);
    expect(first.moves[0]?.points).toBe(0);
    expect(second.moves).toEqual(first.moves);
    // The thread is given the seat's view, the same for both tables (no state, no seed).
    expect(asked[1]?.view).toEqual(asked[0]?.view);
    expect(asked[0]?.view).toEqual(grogEngine.view(s1, seat));
    expect(Object.keys(asked[0] ?? {}).sort()).toEqual(['gameName', 'seat', 'view']);
  }, 60_000);

  it('refuses a spectator, a table without hints, a seat not at its decision, a replaced link and bad input', async () => {
    const s = position('refusals');
    const decider = String(grogEngine.deciders(s)[0]);
    const other = String((Number(decider) + 1) % s.numPlayers);
    const chooser = new HeldChooser();
    const watch = table(ID(3), s, { playerID: null });
    const closed = table(ID(4), s, { allowed: false });
    const waiting = table(ID(5), s, { playerID: other, acting: [decider] });
    const replaced = table(ID(6), s);
    const { th, store } = hints([watch, closed, waiting, replaced], chooser);
    const code = (p: Promise<unknown>) => p.then(() => 'answered', (e: { code?: string }) => e.code);
    expect(await code(th.ask({ matchID: ID(3) }, watch.seat))).toBe('hint.spectator');
    expect(await code(th.ask({ matchID: ID(4) }, closed.seat))).toBe('hint.notAllowed');
    expect(await code(th.ask({ matchID: ID(5) }, waiting.seat))).toBe('hint.notYourDecision');
    expect(await code(th.ask({ matchID: ID(6) }, (id) => ({ ...(replaced.seat(id) as SocketSeat), credentialsHash: 'old' })))).toBe('auth.revoked');
    expect(await code(th.ask({ matchID: ID(9) }, replaced.seat))).toBe('match.notJoined');
    expect(chooser.asked).toHaveLength(0);
    expect(await store.counts([ID(3), ID(4), ID(5), ID(6)])).toEqual(new Map());
  });

  it('one hint at a time per seat, a decision counted once, HINT_RATE per seat, and busy threads refuse', async () => {
    const s = position('limits');
    const t = table(ID(7), s);
    const chooser = new HeldChooser();
    const { th, store, changed } = hints([t], chooser);
    const code = (p: Promise<unknown>) => p.then(() => 'answered', (e: { code?: string }) => e.code);
    const first = th.ask({ matchID: ID(7) }, t.seat);
    expect(await code(th.ask({ matchID: ID(7) }, t.seat))).toBe('hint.pending');
    chooser.answerAll();
    const answer = await first;
    const playerID = String(grogEngine.deciders(s)[0]);
    expect(answer.used).toEqual({ [playerID]: 1 });
    expect(changed).toEqual([ID(7)]);
    // The same decision again: the kept answer, not counted twice, no new work.
    expect((await th.ask({ matchID: ID(7) }, t.seat)).used).toEqual({ [playerID]: 1 });
    expect(chooser.asked).toHaveLength(1);
    expect(changed).toHaveLength(1);
    // New decisions: each computed and counted, until the seat's points for the minute are spent (6).
    for (let stateID = 8; stateID <= 12; stateID++) {
      t.live.state = { ...t.live.state, _stateID: stateID };
      const next = th.ask({ matchID: ID(7) }, t.seat);
      await new Promise((resolve) => setImmediate(resolve));
      chooser.answerAll();
      expect((await next).used).toEqual({ [playerID]: stateID - 6 });
    }
    t.live.state = { ...t.live.state, _stateID: 13 };
    expect(await code(th.ask({ matchID: ID(7) }, t.seat))).toBe('hint.rateLimited');
    expect((await store.counts([ID(7)])).get(ID(7))).toEqual({ [playerID]: 6 });

    const u = table(ID(8), s);
    const busy = new HeldChooser();
    busy.busy = true;
    const other = hints([u], busy);
    expect(await code(other.th.ask({ matchID: ID(8) }, u.seat))).toBe('hint.busy');
    expect(await other.store.counts([ID(8)])).toEqual(new Map());
  });
});
