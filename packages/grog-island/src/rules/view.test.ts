import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { startedGame } from '../../test/fixtures.js';
import { createGame } from './setup.js';
import { applyMove, deciders, play } from './engine.js';
import { randomMove } from './random-move.js';
import { HIDDEN, type GrogState } from './state.js';
import { viewFor } from './view.js';

const allHidden = (cards: number[]) => cards.every((c) => c === HIDDEN);

/** Asserts that `view` (for `seat`, null = spectator) shows nothing secret of the full state `s`. */
export function expectNoForeignSecrets(s: GrogState, view: GrogState, seat: number | null): void {
  expect(view.decks.goal).toHaveLength(s.decks.goal.length);
  expect(allHidden(view.decks.goal) && allHidden(view.decks.treasure) && allHidden(view.decks.parrot)).toBe(true);
  view.players.forEach((p, i) => {
    const full = s.players[i]!;
    expect(p.goalCards).toHaveLength(full.goalCards.length);
    expect(p.treasureCards).toHaveLength(full.treasureCards.length);
    expect(p.parrotCards).toHaveLength(full.parrotCards.length);
    if (i === seat) {
      expect(p).toEqual(full);
    } else if (s.status !== 'over') {
      expect(allHidden(p.goalCards) && allHidden(p.treasureCards) && allHidden(p.parrotCards)).toBe(true);
    }
    if (i !== seat && p.setup) {
      expect(allHidden(p.setup.dealt)).toBe(true);
      expect(p.setup.keep).toBeNull();
      expect(p.setup.goods).toBeNull();
    }
  });
  view.tasks.forEach((t, k) => {
    if (t.kind === 'keepGoalCard' && t.seat !== seat) expect(allHidden(t.drawn)).toBe(true);
    else expect(t).toEqual(s.tasks[k]);
  });
  // Everything else is public and shown as it is.
  expect({ ...view, players: null, decks: null, tasks: null }).toEqual({ ...s, players: null, decks: null, tasks: null });
}

describe('playerView', () => {
  it('shows each seat its own cards and only counts of the others\', and a spectator only counts', () => {
    const s = startedGame(4, 'views');
    for (const seat of [0, 1, 2, 3, null]) expectNoForeignSecrets(s, viewFor(s, seat), seat);
  });

  it('hides the setup choices (dealt cards, kept cards, goods tile) of the others until everyone has chosen', () => {
    let s = createGame(3, seededRng('setup-secrets'));
    const dealt = s.players[0]!.setup!.dealt;
    s = applyMove(s, 0, { type: 'chooseSetup', keep: dealt.slice(0, 4), goods: 'blue' });
    const other = viewFor(s, 1);
    expect(other.players[0]?.setup).toEqual({ dealt: dealt.map(() => HIDDEN), keep: null, goods: null });
    expect(other.players[0]?.goods).toEqual(s.players[0]?.goods);
    expect(viewFor(s, 0).players[0]?.setup?.keep).toEqual(dealt.slice(0, 4));
  });

  it('keeps every secret through whole random games, for every seat and a spectator, after every move', () => {
    for (const n of [2, 3, 4]) {
      const rng = seededRng(`views-${n}`);
      let s = createGame(n, rng);
      let steps = 0;
      while (s.status !== 'over' && steps++ < 3000) {
        const seat = deciders(s)[0]!;
        s = play(s, seat, randomMove(s, seat, rng), rng);
        if (steps % 7 === 0) for (const v of [...Array(n).keys(), null]) expectNoForeignSecrets(s, viewFor(s, v), v);
      }
      expect(s.status).toBe('over');
      // After the end, hands are revealed for the final scoring; the decks stay hidden.
      const spectator = viewFor(s, null);
      expect(spectator.players.map((p) => p.goalCards)).toEqual(s.players.map((p) => p.goalCards));
      expect(allHidden(spectator.decks.goal)).toBe(true);
    }
  });
});
