import { describe, expect, it } from 'vitest';
import type { Engine } from './engine.js';
import { bestFirst, type Teacher } from './hints.js';
import { rollDie, seededRng } from './random.js';
import { recordMatch } from './review-record.js';
import { assembleReview, reviewMatch, reviewPart, reviewSettings } from './review.js';

/**
 * A tiny race to test the review on: two players take turns; `roll` adds a die (1–6), `walk` adds 3
 * for sure. The first to 15 wins. Nothing is hidden, so the only luck is the die.
 */
interface Race {
  at: number[];
  turn: number;
  winner: number | null;
}
type Step = { type: 'roll' } | { type: 'walk' };
const GOAL = 15;

const race: Engine<Race, Step, Race> = {
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

const teacher: Teacher<Race, Step, Race> = {
  hintIterations: 1,
  thresholds: { doubtful: 0.4, costly: 1 },
  // A die brings 3.5 on average, a walk 3.
  rank: () => bestFirst([{ move: { type: 'roll' }, value: 3.5 }, { move: { type: 'walk' }, value: 3 }]),
  explain: (_, __, move) => ({ code: move.type }),
  moveKey: (m) => m.type,
  reshuffleFuture: (s) => ({ at: s.at.slice(), turn: s.turn, winner: s.winner }),
  playToEnd(s, rng) {
    let t = s;
    while (t.winner === null) t = race.apply(t, t.turn, { type: 'roll' }, rng);
    return t;
  },
  turnedUpHidden: () => false,
};

function match(seed: string) {
  let n = 0;
  // Seat 0 always rolls; seat 1 walks every other turn.
  return recordMatch(race, [{ chooseMove: () => ({ type: 'roll' }) }, { chooseMove: () => (n++ % 2 === 0 ? { type: 'walk' } : { type: 'roll' }) }], seed);
}

describe('reviewMatch', () => {
  const frames = match('race-1');
  const review = reviewMatch(race, teacher, frames, { playouts: 64 });

  it('judges every decision against the best move, with points lost and a label', () => {
    expect(review.decisions).toHaveLength(frames.length - 1);
    for (const d of review.decisions) {
      if (d.move.type === 'roll') expect([d.label, d.pointsLost]).toEqual(['best', 0]);
      else expect([d.label, d.pointsLost]).toEqual(['doubtful', 0.5]);
      expect(d.best).toEqual({ type: 'roll' });
    }
  });

  it('gives the dice to luck and a sure step to the choice', () => {
    for (const d of review.decisions) {
      if (d.move.type === 'walk') expect(d.luck).toEqual([0, 0]);
    }
    expect(review.decisions.some((d) => d.move.type === 'roll' && d.luck.some((x) => x !== 0))).toBe(true);
  });

  it('accounts for every seat: final share less an even chance = luck + choices', () => {
    const winner = (frames[frames.length - 1]?.state as Race).winner as number;
    review.seats.forEach((seat, i) => {
      expect(seat.result).toBeCloseTo((i === winner ? 1 : 0) - 0.5, 5);
      expect(seat.luck + seat.choices).toBeCloseTo(seat.result, 1);
    });
    expect(review.luckShare).toBeGreaterThan(0);
    expect(review.luckShare).toBeLessThanOrEqual(1);
  });

  it('names the three decisions that moved the chances most, in match order', () => {
    expect(review.turningPoints).toHaveLength(3);
    const swing = (i: number) => review.decisions[i]?.choice.reduce((t, c, k) => t + Math.abs(c + (review.decisions[i]?.luck[k] as number)), 0) as number;
    const others = review.decisions.map((_, i) => i).filter((i) => !review.turningPoints.includes(i));
    for (const t of review.turningPoints) for (const o of others) expect(swing(t)).toBeGreaterThanOrEqual(swing(o) - 1e-9);
    expect(review.turningPoints.slice().sort((a, b) => a - b)).toEqual(review.turningPoints);
  });

  it('gives the same review for the same match and options', () => {
    expect(reviewMatch(race, teacher, frames, { playouts: 64 })).toEqual(review);
    expect(seededRng('x').next()).toBe(seededRng('x').next());
  });

  it('gives the same review in parts (a worker between live moves) as in one go', () => {
    const first = reviewPart(race, teacher, frames, 1, 4, null, { playouts: 64 });
    const second = reviewPart(race, teacher, frames, 4, frames.length, first.decisions[first.decisions.length - 1]?.chances ?? null, { playouts: 64 });
    expect(assembleReview(first.startChances, [...first.decisions, ...second.decisions], reviewSettings(teacher, { playouts: 64 }))).toEqual(review);
  });
});
