import { seededRng, shuffled, type Rng } from '@harbour/game-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conservativeMove, forcedMove } from './automation.js';
import { cloneState } from './clone.js';
import { applyMove, checkMove, deciders, legalMoves } from './engine.js';
import type { PortRoyalMove } from './moves.js';
import { portRoyalEngine } from './pure-engine.js';
import type { PortRoyalState } from './state.js';
import { viewFor } from './view.js';

const SEED = Number(process.env.FC_SEED ?? 20261127);
const NUM_RUNS = Number(process.env.FC_RUNS ?? 300);

/**
 * A second full state that differs from `s` only in its secrets: the draw pile's order and the faces of
 * the coin cards (hidden from everybody) are dealt anew among cards of the same shuffle, so that every
 * view, which marks each hidden card with its shuffle, stays the same.
 */
export function redealSecrets(s: PortRoyalState, rng: Rng): PortRoyalState {
  const t = cloneState(s);
  const places = [t.drawPile, ...t.players.map((p) => p.coins)];
  const byShuffle = new Map<number, number[]>();
  for (const place of places) for (const id of place) byShuffle.set(t.shuffledIn[id] ?? 0, [...(byShuffle.get(t.shuffledIn[id] ?? 0) ?? []), id]);
  const deals = new Map([...byShuffle].map(([k, ids]) => [k, shuffled(rng, ids)]));
  for (const place of places) {
    for (let i = 0; i < place.length; i++) {
      const deal = deals.get(t.shuffledIn[place[i] as number] ?? 0) as number[];
      place[i] = deal.pop() as number;
    }
  }
  return t;
}

/** Forced moves in a row (at most `limit`), up to the first card turned up (its face is chance, not a choice); `seed` for reshuffles. */
function forcedChain(start: PortRoyalState, seed: string, limit: number): string[] {
  const rng = seededRng(seed);
  const out: string[] = [];
  let s = start;
  for (let i = 0; i < limit && s.status === 'playing'; i++) {
    const seat = deciders(s)[0] as number;
    const move = forcedMove(s, seat);
    if (move === null) break;
    out.push(`${seat}:${JSON.stringify(move)}`);
    if (move.type === 'turnUp') break;
    s = applyMove(s, seat, move, rng);
  }
  return out;
}

function statesAlongGames(numPlayers: number, games: number, seed: string): PortRoyalState[] {
  const out: PortRoyalState[] = [];
  for (let g = 0; g < games; g++) {
    const rng = seededRng(`${seed}:${g}`);
    let s = portRoyalEngine.setup(numPlayers, rng);
    while (s.status === 'playing') {
      out.push(s);
      const seat = deciders(s)[0] as number;
      const moves = legalMoves(s, seat);
      s = applyMove(s, seat, moves[Math.floor(rng.next() * moves.length)] as PortRoyalMove, rng);
    }
  }
  return out;
}

const positions = [2, 4, 5].flatMap((n) => statesAlongGames(n, 3, 'forced'));

describe('forced moves', () => {
  it('are made when the seat has exactly one legal move: the first card of a turn, most of all', () => {
    const forced = new Map<string, number>();
    for (const s of positions) {
      const seat = deciders(s)[0] as number;
      const move = forcedMove(s, seat);
      if (move === null) continue;
      expect(legalMoves(s, seat)).toEqual([move]);
      forced.set(move.type, (forced.get(move.type) ?? 0) + 1);
    }
    expect(forced.get('turnUp') ?? 0).toBeGreaterThan(50);
  });

  it('behave the same on two states that differ only in secrets (draw order, coin faces, the seed)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...positions), fc.nat(), (a, deal) => {
        const b = redealSecrets(a, seededRng(deal));
        for (let seat = 0; seat < a.numPlayers; seat++) expect(viewFor(b, seat)).toEqual(viewFor(a, seat));
        const seat = deciders(a)[0] as number;
        expect(forcedMove(b, seat)).toEqual(forcedMove(a, seat));
        expect(forcedChain(b, `b:${deal}`, 30)).toEqual(forcedChain(a, `a:${deal}`, 30));
      }),
      { seed: SEED, numRuns: NUM_RUNS },
    );
  });
});

describe('the move for a seat whose time ran out', () => {
  it('passes in Trade & Hire, stops after the first card, repels, ends a busted turn: never hires, trades or fulfils', () => {
    const seen = new Set<string>();
    for (const s of positions) {
      const seat = deciders(s)[0] as number;
      const move = conservativeMove(viewFor(s, seat), seat) as PortRoyalMove;
      expect(checkMove(s, seat, move)).toBeNull();
      seen.add(`${s.turn.stage}:${move.type}`);
      expect(['hire', 'trade', 'fulfilExpedition', 'accept']).not.toContain(move.type);
      if (move.type === 'turnUp') expect(s.turn.turnedUp).toBe(0);
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['tradeAndHire:pass', 'discover:stop', 'discover:turnUp', 'repel:repel']));
  });
});
