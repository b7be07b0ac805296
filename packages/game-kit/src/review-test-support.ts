import type { Engine } from './engine.js';
import { bestFirst, type Teacher } from './hints.js';
import { rollDie } from './random.js';

/**
 * A tiny race to test the review on: two players take turns; `roll` adds a die (1–6), `walk` adds 3
 * for sure. The first to 15 wins. Nothing is hidden, so the only luck is the die.
 */
export interface Race {
  at: number[];
  turn: number;
  winner: number | null;
}
export type Step = { type: 'roll' } | { type: 'walk' };
export const GOAL = 15;

export const race: Engine<Race, Step, Race> = {
  name: 'race',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ at: [0, 0], turn: 0, winner: null }),
  deciders: (s) => (s.winner === null ? [s.turn] : []),
  legalMoves: () => [{ type: 'roll' }, { type: 'walk' }],
  check: () => null,
  apply(s, seat, move, rng) {
    const at = s.at.slice();
    at[seat] = (at[seat] as number) + (move.type === 'roll' ? rollDie(rng) : 3);
    return { at, turn: 1 - seat, winner: (at[seat] as number) >= GOAL ? seat : null };
  },
  isOver: (s) => s.winner !== null,
  outcome: (s) => (s.winner === null ? null : { winners: [s.winner], scores: s.at }),
  view: (s) => s,
  toAction: (m) => ({ name: m.type, args: [] }),
  progress: (s) => Math.max(...s.at),
};

export const teacher: Teacher<Race, Step, Race> = {
  hintIterations: 1,
  thresholds: { doubtful: 0.4, costly: 1 },
  // A die brings 3.5 on average, a walk 3.
  rank: () => bestFirst([{ move: { type: 'roll' }, value: 3.5 }, { move: { type: 'walk' }, value: 3 }]),
  explain: (_, __, move) => ({ code: move.type }),
  moveKey: (m) => m.type,
  reshuffleFuture: (s) => ({ at: s.at.slice(), turn: s.turn, winner: s.winner }),
  playToEnd(s, turns) {
    let t = s;
    while (t.winner === null) t = race.apply(t, t.turn, { type: 'roll' }, turns.at(0));
    return t;
  },
  turnKey: () => 0,
  policyMove: () => ({ type: 'roll' }),
  turnedUpHidden: () => false,
};
