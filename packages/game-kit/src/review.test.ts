import { describe, expect, it } from 'vitest';
import type { Engine } from './engine.js';
import { bestFirst, type Teacher } from './hints.js';
import { rollDie, seededRng } from './random.js';
import { recordMatch } from './review-record.js';
import { reviewProblems } from './review-checks.js';
import { assembleReview, estimateChances, labelOf, LOSS_LIMITS, marginShares, REWEIGH, REWEIGH_MIN, reviewMatch, summarize, TURNING_MIN, reviewPart, reviewSettings, reweighCandidates, reweighDecisions, turningWeight, weighPair, type MatchReview } from './review.js';

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
  policyMove: () => ({ type: 'roll' }),
  turnedUpHidden: () => false,
};

function match(seed: string) {
  let n = 0;
  // Seat 0 always rolls; seat 1 walks every other turn.
  return recordMatch(race, [{ chooseMove: () => ({ type: 'roll' }) }, { chooseMove: () => (n++ % 2 === 0 ? { type: 'walk' } : { type: 'roll' }) }], seed);
}

/** The same race where seat 1 may only roll: its every move is forced, and all it does is luck. */
const oneWay: Engine<Race, Step, Race> = { ...race, legalMoves: (_, seat) => (seat === 1 ? [{ type: 'roll' }] : [{ type: 'roll' }, { type: 'walk' }]) };
/** The teacher of the race in a bot's points with a win bonus of 500: the review must not see it. */
const bonusTeacher: Teacher<Race, Step, Race> = {
  ...teacher,
  rank: (view, seat, iterations, include) => teacher.rank(view, seat, iterations, include).map((m) => ({ move: m.move, value: 500 + 100 * m.value })),
};

function choicesAddUp(review: MatchReview<unknown>, frames: readonly { state: Race }[]): void {
  const winner = (frames[frames.length - 1]?.state as Race).winner as number;
  review.seats.forEach((seat, i) => {
    expect(seat.result).toBeCloseTo((i === winner ? 1 : 0) - 0.5, 5);
    expect(Math.abs(seat.luck + seat.choices - seat.result)).toBeLessThanOrEqual(0.002);
  });
}

describe('reviewMatch', () => {
  const frames = match('race-1');
  const review = reviewMatch(race, teacher, frames, { playouts: 64 });

  it('judges every decision in winning chance against the best move weighed on the same futures', () => {
    expect(review.decisions).toHaveLength(frames.length - 1);
    expect(reviewProblems(race, frames, review)).toEqual([]);
    for (const d of review.decisions) {
      const other = d.alternative;
      expect(other).not.toBeNull();
      expect(d.chanceLost).toBeCloseTo(Math.max(0, (other?.chance ?? 0) - d.chosenChance), 3);
      expect(d.best).toEqual(d.chanceLost > 0 ? other?.move : d.move);
      expect(d.label).toBe(labelOf(d.chanceLost, d.decided));
    }
    // Near the goal a sure walk beats a die, far from it the die does: both are judged.
    expect(review.decisions.some((d) => d.chanceLost > 0)).toBe(true);
  });

  it("is in winning chance, not the bot's points: a win bonus in the search's values changes nothing", () => {
    expect(reviewMatch(race, bonusTeacher, frames, { playouts: 64 })).toEqual(review);
    for (const d of review.decisions) expect(d.chanceLost).toBeLessThanOrEqual(1);
    for (const s of review.seats) expect(s.chanceLost).toBeLessThanOrEqual(s.decisions);
  });

  it('gives the dice to luck and a sure step to the choice: a sure step turned nothing up and is never one of the luckiest', () => {
    for (const d of review.decisions) expect(d.chance).toBe(d.move.type === 'roll');
    expect(review.luckEvents.length).toBeGreaterThan(0);
    for (const i of review.luckEvents) expect(review.decisions[i]?.move.type).toBe('roll');
    expect(review.decisions.some((d) => d.move.type === 'roll' && d.luck.some((x) => x !== 0))).toBe(true);
  });

  it('measures a choice against the fast policy’s own move: the policy’s move (a roll) changed nothing by choice, a walk did', () => {
    const rolls = review.decisions.filter((d) => d.move.type === 'roll');
    const walks = review.decisions.filter((d) => d.move.type === 'walk');
    expect(walks.length).toBeGreaterThan(0);
    for (const d of rolls) expect(d.choice).toEqual([0, 0]);
    expect(walks.some((d) => d.choice.some((x) => x !== 0))).toBe(true);
  });

  it('gives each seat nearly the same luck whatever the playout seed (the choices against the policy weighed on ACCOUNT_BY times the futures)', () => {
    const other = reviewMatch(race, teacher, frames, { seed: 'another' });
    review.seats.forEach((s, k) => expect(Math.abs(s.luck - (other.seats[k]?.luck ?? 0))).toBeLessThanOrEqual(0.1));
  });

  it('accounts for every seat: final share less an even chance = luck + choices', () => {
    choicesAddUp(review, frames);
    expect(review.luckShare).toBeGreaterThan(0);
    expect(review.luckShare).toBeLessThanOrEqual(1);
  });

  it('names as turning points the choices that mattered most against the best other move, in match order', () => {
    expect(review.turningPoints.length).toBeGreaterThan(0);
    const others = review.decisions.map((_, i) => i).filter((i) => !review.turningPoints.includes(i));
    for (const t of review.turningPoints) {
      const d = review.decisions[t];
      if (d === undefined) throw new Error('no turning point');
      expect([d.forced, d.decided]).toEqual([false, false]);
      // A turning point opens its own step: the frame it names holds its move.
      expect(frames[d.frame]?.move).toEqual({ seat: d.seat, move: d.move });
      for (const o of others) expect(turningWeight(d)).toBeGreaterThanOrEqual(turningWeight(review.decisions[o] as (typeof review.decisions)[number]));
    }
    expect(review.turningPoints.slice().sort((a, b) => a - b)).toEqual(review.turningPoints);
  });

  it('gives the same review for the same match and options', () => {
    expect(reviewMatch(race, teacher, frames, { playouts: 64 })).toEqual(review);
    expect(seededRng('x').next()).toBe(seededRng('x').next());
  });

  it('gives the same review in parts (a worker between live moves), its weightiest choices weighed again at the end, as in one go', () => {
    const first = reviewPart(race, teacher, frames, 1, 4, null, { playouts: 64 });
    const second = reviewPart(race, teacher, frames, 4, frames.length, first.decisions[first.decisions.length - 1]?.chances ?? null, { playouts: 64 });
    const decisions = reweighDecisions(race, teacher, frames, [...first.decisions, ...second.decisions], { playouts: 64 });
    expect(assembleReview(first.startChances, decisions, reviewSettings(teacher, { playouts: 64 }))).toEqual(review);
  });

  it('weighs its weightiest choices again on more futures, and only those', () => {
    const once = reviewMatch(race, teacher, frames, { playouts: 64, reweigh: 0 });
    const candidates = reweighCandidates(once.decisions);
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.length).toBeLessThanOrEqual(REWEIGH.candidates);
    review.decisions.forEach((d, i) => {
      const first = once.decisions[i];
      if (candidates.includes(i) && d.alternative !== null) {
        const again = weighPair(race, teacher, frames[d.frame - 1]!.state, d.seat, d.move, d.alternative.move, 64 * REWEIGH.by, 'review');
        expect(d.chosenChance).toBe(again.chosen);
        expect(d.alternative.chance).toBe(again.other);
      } else expect(d).toEqual(first);
    });
  });
});

describe('what is never a turning point, and never costly', () => {
  const seeds = Array.from({ length: 12 }, (_, k) => `race-${k}`);
  const reviews = seeds.map((seed) => {
    const frames = recordMatch(oneWay, [{ chooseMove: (v) => (v.at[0] as number) % 2 === 0 ? { type: 'walk' } : { type: 'roll' } }, { chooseMove: () => ({ type: 'roll' }) }], seed);
    return { frames, review: reviewMatch(oneWay, teacher, frames, { playouts: 32 }) };
  });

  it('never makes a forced move (a single legal move) or a chance event a turning point', () => {
    let forced = 0;
    for (const { frames, review } of reviews) {
      expect(reviewProblems(oneWay, frames, review)).toEqual([]);
      for (const d of review.decisions) {
        if (d.seat === 1) {
          forced++;
          expect([d.forced, d.label, d.alternative, d.chanceLost]).toEqual([true, 'best', null, 0]);
        }
      }
      // Seat 1's rolls move the chances (luck) as much as anything, yet every turning point is seat 0's choice.
      for (const t of review.turningPoints) expect(review.decisions[t]?.seat).toBe(0);
      expect(review.seats[1]?.decisions).toBe(0);
      expect(review.seats[1]?.accuracy).toBe(1);
    }
    expect(forced).toBeGreaterThan(20);
    expect(reviews.some(({ review }) => review.luckEvents.some((i) => review.decisions[i]?.seat === 1))).toBe(true);
  });

  it('never calls a move costly or doubtful, nor a turning point, when the seat stood at ≤ 2 % or ≥ 98 %', () => {
    let decided = 0;
    for (const { review } of reviews) {
      let before = review.startChances;
      review.decisions.forEach((d, i) => {
        const chance = before[d.seat] as number;
        if (chance <= 0.02 || chance >= 0.98) {
          decided++;
          expect(d.decided).toBe(true);
          expect(['best', 'good']).toContain(d.label);
          expect(review.turningPoints).not.toContain(i);
        }
        before = d.chances;
      });
    }
    expect(decided).toBeGreaterThan(0);
    expect(labelOf(0.3, true)).toBe('good');
    expect(labelOf(0.3, false)).toBe('costly');
  });

  it('adds luck and choices up to each seat\'s result', () => {
    for (const { frames, review } of reviews) choicesAddUp(review, frames);
  });
});

describe('a turning point moves the chance by more than a small loss', () => {
  // A match of one seat's choices, each weighed against one other move: differences of 1–4 points and one of 12.
  const decision = (frame: number, chosen: number, other: number) => ({
    frame,
    seat: 0,
    move: frame,
    best: other > chosen ? -frame : frame,
    chosenChance: chosen,
    alternative: { move: -frame, chance: other },
    chanceLost: Math.max(0, other - chosen),
    label: labelOf(Math.max(0, other - chosen), false),
    forced: false,
    decided: false,
    chances: [chosen, 1 - chosen],
    choice: [0, 0],
    luck: [0, 0],
  });
  const decisions = [decision(1, 0.5, 0.52), decision(2, 0.5, 0.54), decision(3, 0.5, 0.62), decision(4, 0.5, 0.47), decision(5, 0.5, 0.51)];

  it('names only differences of at least TURNING_MIN (5 points, where a loss stops being small), but weighs again from 1 point', () => {
    expect(TURNING_MIN).toBe(LOSS_LIMITS.good);
    // Three "turning points" of 2–4 points were three of many near-equal small differences: another seed named others.
    expect(summarize([0.5, 0.5], decisions, { iterations: 1, playouts: 32 }).turningPoints).toEqual([2]);
    expect(REWEIGH_MIN).toBeLessThan(TURNING_MIN);
    expect(reweighCandidates(decisions, 6)).toEqual([2, 1, 3, 0, 4]);
  });
});

describe('a playout counted by its final margin', () => {
  it('gives each seat exp(score / scale) over every seat\'s: a tie half each, a near miss close to it, a rout almost all', () => {
    expect(marginShares({ winners: [0, 1], scores: [10, 10] }, 4)).toEqual([0.5, 0.5]);
    const [near] = marginShares({ winners: [0], scores: [11, 10] }, 4);
    expect(near).toBeCloseTo(0.562, 3);
    const [rout] = marginShares({ winners: [0], scores: [40, 10] }, 4);
    expect(rout).toBeGreaterThan(0.999);
    const three = marginShares({ winners: [2], scores: [8, 8, 12] }, 4);
    expect(three.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(three[2]).toBeGreaterThan(three[0] as number);
  });

  it('makes the chances of a teacher with a scale follow the margins, and leaves the match\'s real end as it ended', () => {
    const scaled: Teacher<Race, Step, Race> = { ...teacher, outcomeScale: 4 };
    const close: Race = { at: [13, 13], turn: 0, winner: null };
    const hard = estimateChances(race, teacher, close, 64, 'margin');
    const soft = estimateChances(race, scaled, close, 64, 'margin');
    // Win or lose: whole victories; by margin: a race to 15 won from 13 all is won by a few points, so shares stay nearer even.
    expect(Math.abs((soft[0] as number) - 0.5)).toBeLessThan(Math.abs((hard[0] as number) - 0.5) + 1e-9);
    expect((soft[0] as number) + (soft[1] as number)).toBeCloseTo(1, 2);
    const over: Race = { at: [15, 14], turn: 1, winner: 0 };
    expect(estimateChances(race, scaled, over, 8, 'margin')).toEqual([1, 0]);
  });
});

