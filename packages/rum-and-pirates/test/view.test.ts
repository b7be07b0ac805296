import { seededRng } from '@harbour/game-kit';
import type { Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { RumAndPirates } from '../src/game.js';
import { HIDDEN, randomMove, rumEngine, viewFor, type RumState } from '../src/rules/index.js';
import { act, arrivedAt, game } from './fixtures.js';

/** A state some way into a game, in which players hold supplies and rendezvous tiles. */
function midGame(seed: string, numPlayers: number, wanted: (s: RumState) => boolean): RumState {
  for (let attempt = 0; attempt < 50; attempt++) {
    const rng = seededRng(`${seed}:${attempt}`);
    let s = rumEngine.setup(numPlayers, rng);
    for (let i = 0; i < 5000; i++) {
      if (wanted(s)) return s;
      if (rumEngine.isOver(s)) break;
      const seat = rumEngine.deciders(s)[0] as number;
      s = rumEngine.apply(s, seat, randomMove(s, seat, rng), rng);
    }
  }
  throw new Error('no such state found');
}

const holdsSecrets = (s: RumState) => s.status === 'action' && s.players.filter((p) => p.supplies.length + p.rendezvous.length > 0).length >= 2;

function expectPublicPartsEqual(view: RumState, s: RumState): void {
  expect(view.board).toEqual(s.board);
  expect([view.captain, view.alleys, view.darkAlleys, view.mast, view.display, view.box, view.rumSupply]).toEqual([
    s.captain,
    s.alleys,
    s.darkAlleys,
    s.mast,
    s.display,
    s.box,
    s.rumSupply,
  ]);
  expect(view.events).toEqual(s.events);
  view.players.forEach((p, i) => {
    const q = s.players[i] as RumState['players'][number];
    expect([p.hand, p.hiring, p.rum, p.tiles, p.inAction, p.supplies.length, p.rendezvous.length]).toEqual([
      q.hand,
      q.hiring,
      q.rum,
      q.tiles,
      q.inAction,
      q.supplies.length,
      q.rendezvous.length,
    ]);
  });
}

describe('what each seat may see (playerView)', () => {
  it('hides other players’ coins, supplies and unfulfilled rendezvous, and every stack, keeping the counts', () => {
    const s = midGame('view', 3, holdsSecrets);
    for (const seat of [0, 1, 2]) {
      const view = viewFor(s, seat);
      expectPublicPartsEqual(view, s);
      view.players.forEach((p, i) => {
        const real = s.players[i] as RumState['players'][number];
        if (i === seat) {
          expect(p).toEqual(real);
        } else {
          expect(p.coins).toBe(HIDDEN);
          expect(p.supplies.every((t) => t === HIDDEN)).toBe(true);
          expect(p.rendezvous.every((t) => t === HIDDEN)).toBe(true);
        }
      });
      for (const [name, stack] of Object.entries(view.stacks)) {
        expect(stack, name).toHaveLength(s.stacks[name as keyof RumState['stacks']].length);
        expect((stack as number[]).every((t) => t === HIDDEN), name).toBe(true);
      }
    }
  });

  it('shows a spectator only what is public', () => {
    const s = midGame('spectator', 4, holdsSecrets);
    const view = viewFor(s, null);
    expectPublicPartsEqual(view, s);
    for (const p of view.players) {
      expect(p.coins).toBe(HIDDEN);
      expect([...p.supplies, ...p.rendezvous].every((t) => t === HIDDEN)).toBe(true);
    }
  });

  it('shows a supplies tile being looked at to its drawer only', () => {
    let s = game(2);
    arrivedAt(s, '3.supplies', 0);
    s = act(s, 0, { type: 'drawSupplies' });
    expect(viewFor(s, 0).drawn).toEqual(s.drawn);
    expect(viewFor(s, 1).drawn).toEqual({ seat: 0, tile: HIDDEN });
    expect(viewFor(s, null).drawn).toEqual({ seat: 0, tile: HIDDEN });
  });

  it('reveals every player’s tiles and coins at the end, but not the stacks', () => {
    const s = midGame('end', 2, (x) => x.status === 'over');
    const view = viewFor(s, null);
    expect(view.players).toEqual(s.players);
    expect(Object.values(view.stacks).flat().every((t) => t === HIDDEN)).toBe(true);
  });

  it('never names a secret tile in the public events', () => {
    const s = midGame('events', 4, (x) => x.status === 'over');
    const secret = new Set(s.players.flatMap((p) => [...p.supplies, ...p.rendezvous]));
    expect(secret.size).toBeGreaterThan(0);
    for (const e of s.events) {
      const named = [...('tile' in e ? [e.tile] : []), ...('stake' in e ? e.stake : [])];
      for (const id of named) expect(secret.has(id), JSON.stringify(e)).toBe(false);
    }
  });

  it('is what boardgame.io sends each seat and spectators (unknown player ids see the spectator view)', () => {
    const s = midGame('bgio-view', 3, holdsSecrets);
    const playerView = RumAndPirates.playerView as (ctx: { G: RumState; ctx: Ctx; playerID: string | null }) => RumState;
    const ctx = {} as Ctx;
    expect(playerView({ G: s, ctx, playerID: '1' })).toEqual(viewFor(s, 1));
    expect(playerView({ G: s, ctx, playerID: null })).toEqual(viewFor(s, null));
    expect(playerView({ G: s, ctx, playerID: '7' })).toEqual(viewFor(s, null));
    expect(playerView({ G: s, ctx, playerID: 'x' })).toEqual(viewFor(s, null));
  });
});
