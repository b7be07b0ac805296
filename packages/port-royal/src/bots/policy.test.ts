import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { applyMove, checkMove, cloneState, deciders, legalMoves, portRoyalEngine, viewFor, type PortRoyalState } from '../rules/index.js';
import { greedyMove } from './policy.js';
import { strongBot } from './strong.js';

/** A turn that begins with both piles empty (their cards moved to the box): the active player may only stop. */
function emptyPilesAtTurnStart(): PortRoyalState {
  const rng = seededRng('empty-piles');
  let s = portRoyalEngine.setup(3, rng);
  while (!(s.turn.stage === 'discover' && s.turn.turnedUp === 0 && s.turn.number > 3)) {
    const seat = deciders(s)[0] as number;
    s = applyMove(s, seat, legalMoves(s, seat)[0] as ReturnType<typeof legalMoves>[number], rng);
  }
  const t = cloneState(s);
  t.box.push(...t.drawPile, ...t.discardPile);
  t.drawPile = [];
  t.discardPile = [];
  return t;
}

describe('the greedy policy and the strong bot with both piles empty', () => {
  it('stop rather than turn up a card that does not exist', () => {
    const s = emptyPilesAtTurnStart();
    const seat = s.turn.active;
    expect(checkMove(s, seat, { type: 'turnUp' })).not.toBeNull();
    const greedy = greedyMove(s, seat, seededRng(1));
    expect(checkMove(s, seat, greedy)).toBeNull();
    const strong = strongBot({ seed: 1 }).chooseMove(viewFor(s, seat), seat);
    expect(checkMove(s, seat, strong)).toBeNull();
  });
});
