import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { GOAL_CARD_COUNT, PARROT_CARD_COUNT, TREASURE_CARD_COUNT } from '../data.js';
import { grogEngine, HIDDEN, randomMove, viewFor, type GrogState } from '../rules/index.js';
import { determinize } from './determinize.js';
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
