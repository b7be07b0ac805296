import { seededRng, shuffled, type Rng } from '@harbour/game-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicCoins } from './public-coins.js';
import { conservativeMove, forcedMove } from './automation.js';
import { cloneState } from './clone.js';
import { checkMove, deciders, legalMoves, play } from './engine.js';
import type { RumMove } from './moves.js';
import { rumEngine } from './pure-engine.js';
import { randomMove } from './random-move.js';
import type { RumState } from './state.js';
import { viewFor } from './view.js';

const SEED = Number(process.env.FC_SEED ?? 20261127);
const NUM_RUNS = Number(process.env.FC_RUNS ?? 300);

/**
 * A second full state that differs from `s` only in `seat`'s secrets as the others see them: its supplies
 * and rendezvous tiles (and a supplies tile it is looking at) are dealt anew from their stacks, and every
 * stack is shuffled.
 */
function redealSeatSecrets(s: RumState, seat: number, rng: Rng): RumState {
  const t = cloneState(s);
  const p = t.players[seat];
  if (p === undefined) throw new RangeError(`no seat ${seat}`);
  for (const name of Object.keys(t.stacks) as (keyof RumState['stacks'])[]) t.stacks[name] = shuffled(rng, t.stacks[name]);
  const drawn = t.drawn !== null && t.drawn.seat === seat ? [t.drawn.tile] : [];
  for (const places of [[t.stacks.supplies, p.supplies, drawn], [t.stacks.rendezvous, p.rendezvous]]) {
    const deal = shuffled(rng, places.flat());
    let k = 0;
    for (const place of places) for (let i = 0; i < place.length; i++) place[i] = deal[k++] as number;
  }
  if (drawn.length > 0 && t.drawn !== null) t.drawn = { seat, tile: drawn[0] as number };
  return t;
}

/**
 * Makes forced moves in a row from both states, each with its own dice to come (the seed is a secret too),
 * comparing each: while what the table sees stays the same (a roll, a rendezvous fulfilled or a tile drawn
 * may legitimately differ: then it stops).
 */
function compareForcedChains(a0: RumState, b0: RumState, seed: number, limit: number): void {
  const ra = seededRng(`dice:a:${seed}`);
  const rb = seededRng(`dice:b:${seed}`);
  let a = a0;
  let b = b0;
  for (let i = 0; i < limit && a.status !== 'over'; i++) {
    const seat = deciders(a)[0];
    expect(deciders(b)[0]).toBe(seat);
    if (seat === undefined) return;
    const ma = forcedMove(a, seat);
    expect(forcedMove(b, seat)).toEqual(ma);
    if (ma === null) return;
    a = play(a, seat, ma, ra);
    b = play(b, seat, ma, rb);
    if (JSON.stringify(viewFor(a, null).events) !== JSON.stringify(viewFor(b, null).events)) return;
  }
}

function statesOf(numPlayers: number, seed: string): RumState[] {
  const rng = seededRng(seed);
  let s = rumEngine.setup(numPlayers, rng);
  const out: RumState[] = [];
  while (!rumEngine.isOver(s)) {
    out.push(s);
    const seat = rumEngine.deciders(s)[0] as number;
    s = rumEngine.apply(s, seat, randomMove(s, seat, rng), rng);
  }
  return out;
}

const positions = [2, 4, 5].flatMap((n) => [0, 1].flatMap((g) => statesOf(n, `forced:${n}:${g}`)));

describe('forced moves', () => {
  it('are made only when the seat has exactly one legal move; the table counts every coin', () => {
    const forced = new Map<string, number>();
    for (const s of positions) {
      // The premise: every seat's coins are what the public events say.
      expect(publicCoins(s)).toEqual(s.players.map((p) => p.coins));
      const seat = deciders(s)[0] as number;
      const move = forcedMove(s, seat);
      if (move === null) continue;
      expect(legalMoves(s, seat)).toEqual([move]);
      forced.set(move.type, (forced.get(move.type) ?? 0) + 1);
    }
    expect([...forced.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
  });

  it('behave the same on two states that differ only in a seat\u2019s secrets (its tiles, the stacks\u2019 order, the seed)', () => {
    const forcedOnes = positions.filter((s) => forcedMove(s, deciders(s)[0] as number) !== null);
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...forcedOnes), fc.constantFrom(...positions)), fc.nat(), (a, deal) => {
        const seat = deciders(a)[0] as number;
        const b = redealSeatSecrets(a, seat, seededRng(deal));
        for (let other = 0; other < a.numPlayers; other++) if (other !== seat) expect(viewFor(b, other)).toEqual(viewFor(a, other));
        compareForcedChains(a, b, deal, 30);
      }),
      { seed: SEED, numRuns: NUM_RUNS },
    );
  });
});

describe('the move for a seat whose time ran out', () => {
  it('keeps the roll, stays out, keeps the tile, ends the turn, goes on board: never spends rum or coins', () => {
    const seen = new Set<string>();
    for (const s of positions) {
      const seat = deciders(s)[0] as number;
      const move = conservativeMove(viewFor(s, seat), seat) as RumMove;
      expect(checkMove(s, seat, move)).toBeNull();
      seen.add(move.type);
      expect(['reroll', 'joinTavern', 'returnSupplies', 'takeCoin', 'drawSupplies']).not.toContain(move.type);
      if (move.type === 'rest' || move.type === 'move' || move.type === 'moveDark') expect(s.players[seat]?.hand).toBe(0);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['keepRoll', 'declineTavern', 'endTurn', 'goOnBoard']));
  });
});
