import type { Engine } from './engine.js';
import type { MatchReview, ReviewFrame } from './review.js';

/**
 * What must hold of any review, as a list of problems (empty: none), for each game's tests: one judged
 * decision per recorded move, the strong computer's best move legal where the seat stood, no negative
 * loss, chances that add up to 1, the last chances equal to the result, and each seat's account adding up.
 */
export function reviewProblems<State, Move, View>(engine: Engine<State, Move, View>, frames: readonly ReviewFrame<State, Move>[], review: MatchReview<Move>): string[] {
  const problems: string[] = [];
  const moves = frames.filter((f) => f.move !== null).length;
  if (review.decisions.length !== moves) problems.push(`${review.decisions.length} decisions for ${moves} moves`);
  for (const d of review.decisions) {
    const before = frames[d.frame - 1]?.state;
    if (before === undefined) {
      problems.push(`decision at frame ${d.frame} has no state before it`);
      continue;
    }
    const refusal = engine.check(before, d.seat, d.best);
    if (refusal) problems.push(`frame ${d.frame}: best move refused (${refusal.code})`);
    if (d.pointsLost < 0) problems.push(`frame ${d.frame}: negative loss`);
    const sum = d.chances.reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 1) > 0.01) problems.push(`frame ${d.frame}: chances add up to ${sum}`);
  }
  const last = frames[frames.length - 1]?.state;
  const outcome = last === undefined ? null : engine.outcome(last);
  const final = review.decisions[review.decisions.length - 1]?.chances;
  if (outcome && final) {
    outcome.scores.forEach((_, seat) => {
      const share = outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
      if (Math.abs((final[seat] ?? NaN) - share) > 0.001) problems.push(`seat ${seat}: final chance ${final[seat]} for a share of ${share}`);
    });
  }
  review.seats.forEach((s, seat) => {
    if (Math.abs(s.luck + s.choices - s.result) > 0.02) problems.push(`seat ${seat}: luck ${s.luck} + choices ${s.choices} ≠ result ${s.result}`);
  });
  if (review.turningPoints.length !== Math.min(3, review.decisions.length)) problems.push(`${review.turningPoints.length} turning points`);
  return problems;
}
