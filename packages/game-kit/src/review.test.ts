import { describe, expect, it } from 'vitest';
import type { Engine } from './engine.js';
import type { Teacher } from './hints.js';
import { rollDie, seededRng } from './random.js';
import { recordMatch } from './review-record.js';
import { reviewProblems } from './review-checks.js';
import { NAMED_STAND_OUT, STAND_OUT, TIED, tieSpan, turningPointsOf } from './review-summary.js';
import { GOAL, race, teacher, type Race, type Step } from './review-test-support.js';
import { ACCOUNT_BY, assembleReview, CHOICE_FLOOR, settleLuck, choiceAgainstPolicy, estimateChances, settleWeights, SETTLE, playoutShares, labelOf, LOSS_LIMITS, marginShares, REWEIGH, REWEIGH_MIN, reviewMatch, summarize, TURNING_MIN, reviewPart, reviewSettings, reweighCandidates, reweighDecisions, stillToSettle, mayTurn, ONCE_REACH, turningWeight, weighPair, WeightSettler, type MatchReview, type Settled } from './review.js';

/** A hop: the die read backwards (7 − the roll), as good as a roll but on other futures. */
function hop(s: Race, seat: number, rng: { next(): number }): Race {
  const at = s.at.slice();
  at[seat] = (at[seat] as number) + 7 - rollDie(rng);
  return { at, turn: 1 - seat, winner: (at[seat] as number) >= GOAL ? seat : null };
}

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
    // (but for the search's own weight of each choice, in its points, which only breaks ties: turningPointsOf)
    const withoutSearch = <M,>(r: MatchReview<M>) => ({ ...r, decisions: r.decisions.map(({ searchWeight: _, ...d }) => d) });
    const bonus = reviewMatch(race, bonusTeacher, frames, { playouts: 64 });
    expect(withoutSearch(bonus)).toEqual(withoutSearch(review));
    expect(bonus.turningPoints).toEqual(review.turningPoints);
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
    // Unshrunk (a walk's few points are within the noise of 512 futures, and shrink to 0 by default).
    const unshrunk = reviewMatch(race, teacher, frames, { playouts: 64, shrink: 0 });
    expect(unshrunk.decisions.some((d) => d.move.type === 'walk' && d.choice.some((x) => x !== 0))).toBe(true);
    choicesAddUp(unshrunk, frames);
  });

  it('counts a choice within its own noise as none (shrunk toward 0: soft thresholding), a clear one mostly (less its noise)', () => {
    // A hop is a die read backwards (7 − the roll): as good as the policy's roll, on other futures.
    const hopping: Engine<Race, Step | { type: 'hop' }, Race> = {
      ...(race as unknown as Engine<Race, Step | { type: 'hop' }, Race>),
      apply: (s, seat, move, rng) => (move.type === 'hop' ? hop(s, seat, rng) : race.apply(s, seat, move, rng)),
    };
    const hopTeacher = teacher as unknown as Teacher<Race, Step | { type: 'hop' }, Race>;
    const at: Race = { at: [6, 6], turn: 0, winner: null };
    const seeds = Array.from({ length: 8 }, (_, k) => `hop-${k}`);
    const raw = seeds.map((seed) => choiceAgainstPolicy(hopping, hopTeacher, at, 0, { type: 'hop' }, 64, seed, { shrink: 0, floor: 0 })[0] as number);
    const shrunk = seeds.map((seed) => choiceAgainstPolicy(hopping, hopTeacher, at, 0, { type: 'hop' }, 64, seed)[0] as number);
    // Unshrunk, the futures make something of nothing; shrunk, hardly anything is left of it.
    expect(raw.filter((x) => x !== 0).length).toBeGreaterThanOrEqual(6);
    expect(shrunk.filter((x) => x === 0).length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...shrunk.map(Math.abs))).toBeLessThan(Math.max(...raw.map(Math.abs)));
    // A walk from 12 reaches 15 for sure; a die wins only on 3 or more: a clear choice, kept but for CHOICE_SHRINK standard errors.
    const near: Race = { at: [12, 14], turn: 0, winner: null };
    // (on the same 1,024 futures: a choice in doubt is weighed on more, which the unshrunk one never is)
    const clear = choiceAgainstPolicy(race, teacher, near, 0, { type: 'walk' }, 1024, 'clear', { upTo: 1 });
    const clearRaw = choiceAgainstPolicy(race, teacher, near, 0, { type: 'walk' }, 1024, 'clear', { shrink: 0, floor: 0 });
    expect(clearRaw[0] as number).toBeGreaterThan(0.1);
    expect(clear[0] as number).toBeGreaterThan(0.6 * (clearRaw[0] as number));
    expect(clear[0] as number).toBeLessThan(clearRaw[0] as number);
    expect((clear[0] as number) + (clear[1] as number)).toBeCloseTo(0, 2);
  });

  it('counts a choice only beyond CHOICE_FLOOR more than its noise: a clear one that much less, one within it as none', () => {
    const near: Race = { at: [12, 14], turn: 0, winner: null };
    const weigh = (floor: number) => choiceAgainstPolicy(race, teacher, near, 0, { type: 'walk' }, 64, 'clear', { floor });
    const [without, floored, within] = [weigh(0), weigh(CHOICE_FLOOR), weigh(1)];
    // The same futures either way: the floor takes exactly itself from the seat's choice (and gives it to the other seat).
    expect(without[0] as number).toBeGreaterThan(CHOICE_FLOOR);
    expect((without[0] as number) - (floored[0] as number)).toBeCloseTo(CHOICE_FLOOR, 2);
    expect((floored[0] as number) + (floored[1] as number)).toBeCloseTo(0, 2);
    expect(within).toEqual([0, 0]);
  });

  it("counts a choice for another seat only as far as that seat's own difference stands out of its noise", () => {
    // Three seats, one draw u decides the winner. The policy's roll: seat 0 below 1/2, seat 1 below 3/4,
    // else seat 2. The safe move reads the draw shifted by 1/2: seat 0 wins 3/4 of futures, seat 2 the
    // rest, seat 1 never. Seat 0 gains 25 points, seat 1 loses them, and seat 2's chance is 1/4 either
    // way: its difference, future by future, is noise (+1 or −1 on half the futures).
    type Toss = { winner: number | null };
    type Call = { type: 'roll' } | { type: 'safe' };
    const toss = {
      name: 'toss',
      isOver: (s: Toss) => s.winner !== null,
      outcome: (s: Toss) => (s.winner === null ? null : { winners: [s.winner], scores: [0, 1, 2].map((k) => (k === s.winner ? 1 : 0)) }),
      apply: (_: Toss, __: number, move: Call, rng: { next(): number }): Toss => {
        const u = rng.next();
        if (move.type === 'roll') return { winner: u < 0.5 ? 0 : u < 0.75 ? 1 : 2 };
        return { winner: (u + 0.5) % 1 < 0.75 ? 0 : 2 };
      },
    } as unknown as Engine<Toss, Call, Toss>;
    const tossTeacher = {
      reshuffleFuture: (s: Toss) => s,
      playToEnd: (s: Toss, turns: { at(key: number): { next(): number } }) => (s.winner === null ? toss.apply(s, 0, { type: 'roll' }, turns.at(0)) : s),
      turnKey: () => 0,
    } as unknown as Teacher<Toss, Call, Toss>;
    for (const seed of ['toss-a', 'toss-b', 'toss-c']) {
      const [own, lost, noise] = choiceAgainstPolicy(toss, tossTeacher, { winner: null }, 0, { type: 'safe' }, 64, seed, { upTo: 16, se: 0.005 }) as [number, number, number];
      expect(own).toBeGreaterThan(0.1);
      expect(lost).toBeLessThan(-0.1);
      // Scaled by the chooser's clear difference alone, seat 2's noise counted as a choice (a few points either way).
      expect(noise).toBeCloseTo(0, 9);
    }
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
      // None left out weighs more, but for those the playouts cannot tell from the third (tied with it on
      // either side: ranked by the search, then in match order).
      for (const o of others) {
        const left = review.decisions[o] as (typeof review.decisions)[number];
        expect(turningWeight(left) - turningWeight(d)).toBeLessThan(2 * tieSpan(d.weightSe ?? 0, left.weightSe ?? 0) + 1e-9);
      }
    }
    expect(review.turningPoints.slice().sort((a, b) => a - b)).toEqual(review.turningPoints);
  });

  it('gives the same review for the same match and options', () => {
    expect(reviewMatch(race, teacher, frames, { playouts: 64 })).toEqual(review);
    expect(seededRng('x').next()).toBe(seededRng('x').next());
  });

  it('gives the same review in parts (a worker between live moves), each seat’s luck held still and its weightiest choices weighed again at the end, as in one go', () => {
    const first = reviewPart(race, teacher, frames, 1, 4, null, { playouts: 64 });
    const second = reviewPart(race, teacher, frames, 4, frames.length, first.decisions[first.decisions.length - 1]?.chances ?? null, { playouts: 64 });
    const held = settleLuck(race, teacher, (f) => frames[f - 1]!.state, [...first.decisions, ...second.decisions], 64 * ACCOUNT_BY, 'review', {});
    const decisions = reweighDecisions(race, teacher, frames, held, { playouts: 64 });
    expect(assembleReview(first.startChances, decisions, reviewSettings(teacher, { playouts: 64 }))).toEqual(review);
  });

  it('weighs its weightiest choices again on more futures, then those that may still turn, and only those', () => {
    const once = reviewMatch(race, teacher, frames, { playouts: 64, reweigh: 0 });
    const candidates = reweighCandidates(once.decisions);
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.length).toBeLessThanOrEqual(REWEIGH.candidates + REWEIGH.searched);
    const again = new Set(review.decisions.flatMap((d, i) => (JSON.stringify(d) === JSON.stringify(once.decisions[i]) ? [] : [i])));
    // Nothing that may still be a turning point is left weighed once.
    expect(stillToSettle(review.decisions, new Set([...candidates, ...again]))).toEqual([]);
    review.decisions.forEach((d, i) => {
      const first = once.decisions[i];
      if ((candidates.includes(i) || again.has(i)) && d.alternative !== null) {
        // On the futures of weighPair, or (a weight in doubt, or on the edge of a tie) on twice, four times... as many, the first ones included.
        const sizes = Array.from({ length: Math.log2(SETTLE.edgeUpTo) + 1 }, (_, j) => 64 * REWEIGH.by * 2 ** j);
        const again = sizes.map((n) => weighPair(race, teacher, frames[d.frame - 1]!.state, d.seat, d.move, d.alternative!.move, n, 'review'));
        expect(again.some((w) => w.chosen === d.chosenChance && w.other === d.alternative!.chance)).toBe(true);
        expect(d.weightSe).toBeGreaterThan(0);
      } else expect(d).toEqual(first);
    });
  });
});

describe('settling the weights weighed again', () => {
  const items = [
    // Clear: a sure win against two chances in three.
    { before: { at: [12, 14], turn: 0, winner: null }, seat: 0, move: { type: 'walk' }, other: { type: 'roll' } },
    // Far from the goal a walk and a die are close: in doubt near TURNING_MIN.
    { before: { at: [0, 0], turn: 0, winner: null }, seat: 0, move: { type: 'walk' }, other: { type: 'roll' } },
    { before: { at: [3, 2], turn: 0, winner: null }, seat: 0, move: { type: 'walk' }, other: { type: 'roll' } },
    { before: { at: [9, 9], turn: 0, winner: null }, seat: 0, move: { type: 'walk' }, other: { type: 'roll' } },
  ] as { before: Race; seat: number; move: Step; other: Step }[];

  /** Each weight clear of TURNING_MIN and each gap between the four weightiest clearly standing out or clearly not, or weighed as far as allowed. */
  const expectSettled = (settled: readonly Settled[], its: typeof items = items): void => {
    const weights = settled.map((w) => Math.abs(w.chosen - w.other));
    const ranked = weights.map((_, k) => k).sort((a, b) => (weights[b] as number) - (weights[a] as number) || a - b);
    const capped = (k: number) => (settled[k]?.playouts ?? 0) >= 32 * SETTLE.upTo;
    const edgeCapped = (k: number) => settled[k]?.playouts === 32 * SETTLE.edgeUpTo;
    settled.forEach((w, k) => {
      expect(w.playouts).toBeLessThanOrEqual(32 * SETTLE.edgeUpTo);
      expect(Number.isInteger(Math.log2(w.playouts / 32))).toBe(true);
      expect(Math.abs((weights[k] as number) - TURNING_MIN) >= SETTLE.z * w.se - 0.002 || capped(k)).toBe(true);
      // The same futures as one weighing on as many playouts.
      const once = weighPair(race, teacher, its[k]!.before, 0, its[k]!.move, its[k]!.other, w.playouts, 'settle');
      expect([w.chosen, w.other]).toEqual([once.chosen, once.other]);
    });
    for (let r = 0; r < Math.min(3, settled.length - 1); r++) {
      const [a, b] = [ranked[r] as number, ranked[r + 1] as number];
      const se = Math.hypot(settled[a]!.se, settled[b]!.se);
      const gap = (weights[a] as number) - (weights[b] as number);
      expect(Math.abs(gap - STAND_OUT * se) >= se - 0.003 || capped(a) || capped(b)).toBe(true);
    }
    // None tied with the third (where the review ranks by the search) that more futures could still tell apart.
    const third = ranked.filter((k) => (weights[k] as number) >= TURNING_MIN)[2];
    if (third !== undefined) {
      for (const k of ranked) {
        if (k === third) continue;
        const se = Math.hypot(settled[k]!.se, settled[third]!.se);
        expect(Math.abs((weights[k] as number) - (weights[third] as number)) >= TIED * se - 0.003 || capped(k) || capped(third)).toBe(true);
        // Nor one on the edge of the tie (tieSpan) that more futures could still move to one side of it.
        const apart = Math.abs((weights[k] as number) - (weights[third] as number));
        expect(Math.abs(apart - tieSpan(settled[k]!.se, settled[third]!.se)) >= se - 0.003 || edgeCapped(k) || edgeCapped(third)).toBe(true);
      }
    }
  };

  it('weighs a weight in doubt on more futures (the first ones kept) until it is clear of the bounds or at the cap, a clear one not', () => {
    const settled = settleWeights(race, teacher, items, 32, 'settle');
    expect(settled.some((w) => w.playouts > 32)).toBe(true);
    expectSettled(settled);
    // Its standard error is that of the playouts' paired differences.
    const a = playoutShares(race, teacher, items[1]!.before, 0, settled[1]!.playouts, 'settle', { seat: 0, move: items[1]!.move }).map((x) => x[0] as number);
    const b = playoutShares(race, teacher, items[1]!.before, 0, settled[1]!.playouts, 'settle', { seat: 0, move: items[1]!.other }).map((x) => x[0] as number);
    const d = a.map((x, k) => x - (b[k] as number));
    const mean = d.reduce((t, x) => t + x, 0) / d.length;
    const se = Math.sqrt(d.reduce((t, x) => t + (x - mean) ** 2, 0) / (d.length - 1) / d.length);
    expect(settled[1]?.se).toBeCloseTo(se, 3);
    // Never more than asked: upTo 1 weighs each on `playouts` only.
    expect(settleWeights(race, teacher, items, 32, 'settle', 1).map((w) => w.playouts)).toEqual([32, 32, 32, 32]);
  });

  it('weighs a weight tied with the third further, until the futures tell them apart or at the cap', () => {
    const close = [[0, 2], [9, 10], [0, 0], [0, 4]].map((at) => ({ before: { at, turn: 0, winner: null }, seat: 0, move: { type: 'walk' }, other: { type: 'roll' } })) as typeof items;
    const settled = settleWeights(race, teacher, close, 32, 'settle');
    expect(settled.some((w) => w.playouts === 32 * SETTLE.upTo)).toBe(true);
    expectSettled(settled, close);
  });

  it('weighs a weight on the edge of the tie with the third on up to SETTLE.edgeUpTo times the futures, until it is clear of the edge', () => {
    // Issue 38: a choice a standard error from the tie's edge was tied with the third in one review and clear of it in the other.
    const edge = [[11, 12], [12, 12], [11, 10], [10, 10]].map((at) => ({ before: { at, turn: 0, winner: null }, seat: 0, move: { type: 'walk' }, other: { type: 'roll' } })) as typeof items;
    const settled = settleWeights(race, teacher, edge, 32, 'settle');
    expect(settled.some((w) => w.playouts > 32 * SETTLE.upTo)).toBe(true);
    expectSettled(settled, edge);
    // Never beyond what is asked: with upTo 1 nothing is weighed further, on the edge or not.
    expect(settleWeights(race, teacher, edge, 32, 'settle', 1).map((w) => w.playouts)).toEqual([32, 32, 32, 32]);
  });

  it('weighs a weight of an earlier round further when a later one comes near it', () => {
    // Issue 38: settled batch by batch, a later choice was never compared with an earlier one beside it.
    const later = [
      { before: { at: [9, 10], turn: 0, winner: null }, seat: 0, move: { type: 'walk' }, other: { type: 'roll' } },
      { before: { at: [0, 0], turn: 0, winner: null }, seat: 0, move: { type: 'walk' }, other: { type: 'roll' } },
    ] as typeof items;
    const settler = new WeightSettler(race, teacher, 32, 'settle');
    settler.add(0, later[0]!);
    settler.settle();
    // Alone, clear of TURNING_MIN: weighed once.
    expect(settler.settled(0).playouts).toBe(32);
    settler.add(1, later[1]!);
    settler.settle();
    // Beside a weight whose gap to it is in doubt: weighed on more futures, until the gap is clear or at the cap.
    expect(settler.settled(0).playouts).toBeGreaterThan(32);
    expectSettled([settler.settled(0), settler.settled(1)], later);
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

  it('weighs again the choices the search weighs most, however little their first weighing showed: the search takes no playout seed', () => {
    // The first weighing put the fourth at 2 points (a 10-point choice on 32 futures, in one review of two); the search weighs it most.
    const searched = decisions.map((d, i) => ({ ...d, searchWeight: [1.8, 0.6, 0.4, 0.5, 0.3][i] as number }));
    expect(reweighCandidates(searched, 3, 0)).toEqual([2, 1, 3]);
    expect(reweighCandidates(searched, 3, 1)).toEqual([2, 1, 3, 0]);
    // A forced or decided choice, or one without an alternative, is never weighed again for the search.
    const forced = searched.map((d, i) => (i === 0 ? { ...d, forced: true } : d));
    expect(reweighCandidates(forced, 3, 1)).toEqual([2, 1, 3]);
  });

  it('can name only the turning points that stand out from the next choice by STAND_OUT standard errors, and names the plain three weightiest by default', () => {
    const weighed = (frame: number, weight: number, se?: number) => ({ ...decision(frame, 0.5, 0.5 + weight), ...(se === undefined ? {} : { weightSe: se }) });
    // Four choices of 10–12 points, each known within a point: which three mattered most is the seeds' doing.
    const close = [weighed(1, 0.12, 0.01), weighed(2, 0.11, 0.01), weighed(3, 0.105, 0.01), weighed(4, 0.1, 0.01), weighed(5, 0.02, 0.01)];
    expect(turningPointsOf(close, 0)).toEqual([0, 1, 2]);
    expect(turningPointsOf(close, STAND_OUT)).toEqual([]);
    // One that stands out from the rest, which do not: only it.
    const one = [weighed(1, 0.3, 0.005), ...close.slice(1)];
    expect(turningPointsOf(one, STAND_OUT)).toEqual([0]);
    expect(summarize([0.5, 0.5], one, { iterations: 1, playouts: 32 }, STAND_OUT).turningPoints).toEqual([0]);
    // Well apart: all three, in match order.
    const apart = [weighed(1, 0.12, 0.005), weighed(2, 0.3, 0.005), weighed(3, 0.2, 0.005), weighed(4, 0.06, 0.005), weighed(5, 0.02, 0.01)];
    expect(turningPointsOf(apart, STAND_OUT)).toEqual([0, 1, 2]);
    // Without standard errors (weights taken as exact), the weightiest three as before.
    expect(turningPointsOf(close.map(({ weightSe: _, ...d }) => d), STAND_OUT)).toEqual([0, 1, 2]);
    expect(STAND_OUT).toBeGreaterThanOrEqual(2);
    // A review names the plain three weightiest by default (NAMED_STAND_OUT): never "none" beside mistakes of 10–12 points.
    expect(NAMED_STAND_OUT).toBe(0);
    expect(summarize([0.5, 0.5], close, { iterations: 1, playouts: 32 }).turningPoints).toEqual([0, 1, 2]);
  });

  it('ranks the choices the playouts cannot tell from the third by the search, which no playout seed moves: two seeds name the same three', () => {
    const weighed = (frame: number, weight: number, searchWeight: number) => ({ ...decision(frame, 0.5, 0.5 + weight), weightSe: 0.006, searchWeight });
    // One clear choice (25 points), then four of 9–11 points within their noise; the search weighs the fourth and the second most.
    const seedA = [weighed(1, 0.25, 3), weighed(2, 0.11, 4), weighed(3, 0.105, 1), weighed(4, 0.1, 2), weighed(5, 0.09, 6), weighed(6, 0.01, 9)];
    const seedB = [weighed(1, 0.24, 3), weighed(2, 0.095, 4), weighed(3, 0.11, 1), weighed(4, 0.108, 2), weighed(5, 0.1, 6), weighed(6, 0.012, 9)];
    expect(turningPointsOf(seedA, 0)).toEqual([0, 1, 4]);
    expect(turningPointsOf(seedB, 0)).toEqual([0, 1, 4]);
    // Without the search's weights, each seed named its own second and third.
    const plain = (ds: typeof seedA) => turningPointsOf(ds.map(({ searchWeight: _, ...d }) => d), 0);
    expect(plain(seedA)).toEqual([0, 1, 2]);
    expect(plain(seedB)).toEqual([0, 2, 3]);
    // A choice clearly weightier than the third is named whatever the search says of it; below TURNING_MIN never.
    const clear = [weighed(1, 0.25, 0), weighed(2, 0.2, 0), weighed(3, 0.1, 1), weighed(4, 0.1, 5), weighed(5, 0.04, 50)];
    expect(turningPointsOf(clear, 0)).toEqual([0, 1, 3]);
  });

  it('names of two tied choices the search weighs the same the earlier, whatever their weights: two seeds name the same three', () => {
    const weighed = (frame: number, weight: number, weightSe: number, searchWeight: number) => ({ ...decision(frame, 0.5, 0.5 + weight), weightSe, searchWeight });
    // A 4-player Port Royal match: decisions 3 and 82 both searched at 1.25, weighed 7.9 and 8.0 in one review, 7.9 and 8.1 in the other.
    const seedA = [weighed(1, 0.15, 0.005, 4), weighed(2, 0.09, 0.005, 1.8), weighed(3, 0.079, 0.002, 1.25), weighed(4, 0.08, 0.004, 1.25), weighed(5, 0.02, 0.003, 9)];
    const seedB = [weighed(1, 0.15, 0.005, 4), weighed(2, 0.088, 0.005, 1.8), weighed(3, 0.08, 0.004, 1.25), weighed(4, 0.079, 0.002, 1.25), weighed(5, 0.02, 0.003, 9)];
    expect(turningPointsOf(seedA, 0)).toEqual([0, 1, 2]);
    expect(turningPointsOf(seedB, 0)).toEqual([0, 1, 2]);
    // Without the search's weights the playouts' decide (all there is): each seed its own.
    const plain = (ds: typeof seedA) => turningPointsOf(ds.map(({ searchWeight: _, ...d }) => d), 0);
    expect(plain(seedA)).toEqual([0, 1, 3]);
    expect(plain(seedB)).toEqual([0, 1, 2]);
  });

  it('ties with the third every choice within 2 points of it, however small their noise: two seeds name the same three', () => {
    const weighed = (frame: number, weight: number, weightSe: number, searchWeight: number) => ({ ...decision(frame, 0.5, 0.5 + weight), weightSe, searchWeight });
    // A 2-player Port Royal match reviewed with two seeds: the second weightiest 1.1 points above the third
    // in one (clear of it by its 0.4 points of noise), 0.7 in the other (tied with it, and ranked below two others by the search).
    const seedA = [weighed(1, 0.259, 0.006, 5.7), weighed(2, 0.114, 0.003, 0.3), weighed(3, 0.103, 0.003, 1.5), weighed(4, 0.101, 0.005, 0.5), weighed(5, 0.097, 0.002, 1.4), weighed(6, 0.084, 0.004, 1.3)];
    const seedB = [weighed(1, 0.25, 0.006, 5.7), weighed(2, 0.113, 0.003, 0.3), weighed(3, 0.099, 0.003, 1.5), weighed(4, 0.106, 0.003, 0.5), weighed(5, 0.096, 0.002, 1.4), weighed(6, 0.088, 0.004, 1.3)];
    expect(turningPointsOf(seedA, 0)).toEqual(turningPointsOf(seedB, 0));
    expect(turningPointsOf(seedA, 0)).toEqual([0, 2, 4]);
    // Without the floor each seed named its own (0 1 2 and 0 2 3): the tie followed the standard errors alone.
    expect(TIED * Math.hypot(0.003, 0.003)).toBeLessThan(0.011);
    // Further than 2 points, a choice stays clear of the third whatever the search says of it.
    const clear = seedA.map((d, i) => (i === 1 ? weighed(2, 0.125, 0.003, 0.3) : d));
    expect(turningPointsOf(clear, 0)).toEqual([0, 1, 2]);
  });

  it('weighs a choice weighed once again before the search can name it: its wide standard error tied it with the third', () => {
    const weighed = (frame: number, weight: number, weightSe: number, searchWeight: number) => ({ ...decision(frame, 0.5, 0.5 + weight), weightSe, searchWeight });
    // Settled: 25, 12, 11.5 and 11 points within a point; weighed once on 32 futures: 6.5 points, give or take 3.5, which the search weighs most.
    const first = [weighed(1, 0.25, 0.006, 1), weighed(2, 0.12, 0.008, 2), weighed(3, 0.115, 0.008, 1), weighed(4, 0.11, 0.008, 1), weighed(5, 0.065, 0.035, 3), weighed(6, 0.02, 0.03, 9)];
    // As it stands the search names it: a 6.5-point choice over 11–12-point ones.
    expect(turningPointsOf(first, 0)).toEqual([0, 1, 4]);
    // So it is weighed again first (the one of 2 points is out of reach even with its noise).
    expect(mayTurn(first)).toContain(4);
    expect(mayTurn(first)).not.toContain(5);
    expect(stillToSettle(first, new Set([0, 1, 2, 3]))).toEqual([4]);
    // One the search weighs less than those named is weighed again too: settled, it may become the third
    // and change which choice tied with the third is named (weighed once in one review and not the other, it
    // did: a 2-player Rum & Pirates match named 3 19 76 with one seed, 0 3 19 with the other).
    const below = first.map((d, i) => (i === 4 ? weighed(5, 0.065, 0.035, 0.5) : d));
    expect(mayTurn(below)).toContain(4);
    expect(stillToSettle(below, new Set([0, 1, 2, 3]))).toEqual([4]);
    // Weighed again it is 5 points within half a point: no longer tied, the weightiest three are named.
    const settled = first.map((d, i) => (i === 4 ? weighed(5, 0.05, 0.005, 3) : d));
    expect(turningPointsOf(settled, 0)).toEqual([0, 1, 2]);
    expect(stillToSettle(settled, new Set([0, 1, 2, 3, 4]))).toEqual([]);
  });

  it('weighs again a choice weighed once whose noise reaches the third by ONCE_REACH standard errors, not only the tie\'s', () => {
    const weighed = (frame: number, weight: number, weightSe: number, searchWeight: number) => ({ ...decision(frame, 0.5, 0.5 + weight), weightSe, searchWeight });
    // Settled: 25, 13 and 12 points; weighed once: 3.7 points, give or take 3.2 (a 2-player Port Royal choice that weighed 12.5 on more futures).
    const first = [weighed(1, 0.25, 0.006, 1), weighed(2, 0.13, 0.008, 2), weighed(3, 0.12, 0.008, 1), weighed(4, 0.037, 0.032, 0.5)];
    // 8.3 points below the third: beyond the tie's 2 standard errors (6.4), within 3 (9.6).
    expect(mayTurn(first)).not.toContain(3);
    expect(mayTurn(first, ONCE_REACH)).toContain(3);
    expect(stillToSettle(first, new Set([0, 1, 2]))).toEqual([3]);
    // Settled where it lies, at 3.7 within half a point, it can no longer turn.
    const settled = first.map((d, i) => (i === 3 ? weighed(4, 0.037, 0.005, 0.5) : d));
    expect(stillToSettle(settled, new Set([0, 1, 2]))).toEqual([]);
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

