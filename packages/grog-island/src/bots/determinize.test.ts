import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { BUILDINGS, GOAL_CARD_COUNT, GOAL_TASKS, PARROT_CARD_COUNT, TREASURE_CARD_COUNT } from '../data.js';
import { grogEngine, HIDDEN, randomMove, viewFor, type GrogState } from '../rules/index.js';
import { determinize } from './determinize.js';
import { goalWeightsFromPlay } from './inference.js';
import { allCards, samplePositions } from './test-support.js';

const ids = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

function playOut(s: GrogState, seed: string): GrogState {
  const rng = seededRng(seed);
  while (!grogEngine.isOver(s)) {
    const seat = grogEngine.deciders(s)[0] as number;
    s = grogEngine.apply(s, seat, randomMove(s, seat, rng), rng);
  }
  return s;
}

describe('determinize', () => {
  const positions = [2, 3, 4].flatMap((n) => samplePositions(n, 6, 'determinize', 7));

  it('changes nothing the seat can see and deals every card exactly once', () => {
    let checked = 0;
    for (const [k, state] of positions.entries()) {
      // The real state itself satisfies the invariant the test checks.
      expect(allCards(state)).toEqual({ goal: ids(GOAL_CARD_COUNT), treasure: ids(TREASURE_CARD_COUNT), parrot: ids(PARROT_CARD_COUNT) });
      for (let seat = 0; seat < state.numPlayers; seat++) {
        const view = viewFor(state, seat);
        const full = determinize(view, seat, seededRng(`d:${k}:${seat}`));
        expect(viewFor(full, seat)).toEqual(view);
        expect(allCards(full)).toEqual({ goal: ids(GOAL_CARD_COUNT), treasure: ids(TREASURE_CARD_COUNT), parrot: ids(PARROT_CARD_COUNT) });
        expect(JSON.stringify(full)).not.toContain(String(HIDDEN));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("keeps the same guarantees when the others' goal cards are dealt by inferred odds", () => {
    for (const [k, state] of positions.entries()) {
      if (k % 3 !== 0) continue;
      for (let seat = 0; seat < state.numPlayers; seat++) {
        const view = viewFor(state, seat);
        const full = determinize(view, seat, seededRng(`w:${k}:${seat}`), goalWeightsFromPlay(view, seat));
        expect(viewFor(full, seat)).toEqual(view);
        expect(allCards(full)).toEqual({ goal: ids(GOAL_CARD_COUNT), treasure: ids(TREASURE_CARD_COUNT), parrot: ids(PARROT_CARD_COUNT) });
      }
    }
  });

  it('deals a goal card likelier to a player whose claims point to it', () => {
    // Seat 1 holds a hidden hand; give it crew on every hat shop of the board and count how often
    // a hat-shop goal card lands in its hand, with and without inference.
    const state = positions.find((s) => s.status === 'auction' && s.numPlayers === 2 && s.auction.round >= 2) as GrogState;
    const board = structuredClone(state);
    board.occupants = board.occupants.map((o, i) => (BUILDINGS[i]?.type === 'hatShop' && o === null ? 1 : o));
    const view = viewFor(board, 0);
    const hatCards = [0, 1].map((copy) => GOAL_TASKS.findIndex((t) => t.kind === 'building' && t.type === 'hatShop') * 2 + copy);
    const count = (weighted: boolean): number => {
      let hits = 0;
      for (let i = 0; i < 300; i++) {
        const full = determinize(view, 0, seededRng(`hat:${i}`), weighted ? goalWeightsFromPlay(view, 0) : undefined);
        if (full.players[1]?.goalCards.some((c) => hatCards.includes(c))) hits++;
      }
      return hits;
    };
    expect(count(true)).toBeGreaterThan(1.5 * count(false));
  });

  it('leaves the view it is given untouched', () => {
    const state = positions[40] as GrogState;
    const view = viewFor(state, 1);
    const copy = structuredClone(view);
    determinize(view, 1, seededRng('untouched'));
    expect(view).toEqual(copy);
  });

  it('samples the hidden cards: other hands and deck orders vary with the randomness', () => {
    const state = positions.find((s) => s.status === 'auction' && s.numPlayers === 4 && s.auction.round > 3) as GrogState;
    const view = viewFor(state, 0);
    const hands = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const full = determinize(view, 0, seededRng(`vary:${i}`));
      hands.add(JSON.stringify([full.players[1]?.goalCards, full.players[2]?.treasureCards, full.decks.goal.slice(0, 3)]));
    }
    expect(hands.size).toBeGreaterThan(15);
  });

  it('gives states the rules can play to the end, setup included', () => {
    for (const [k, state] of positions.entries()) {
      if (k % 5 !== 0) continue;
      const seat = (grogEngine.deciders(state)[0] ?? 0) as number;
      const full = determinize(viewFor(state, seat), seat, seededRng(`p:${k}`));
      expect(playOut(full, `play:${k}`).status).toBe('over');
    }
  });
});
