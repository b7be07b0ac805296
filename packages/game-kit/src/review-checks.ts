import type { Engine } from './engine.js';
import type { MatchReview, ReviewFrame } from './review.js';
import { turningWeight } from './review-summary.js';

/**
 * What must hold of any review, as a list of problems (empty: none), for each game's tests: one judged
 * decision per recorded move, the strong computer's best move legal where the seat stood, no negative
 * loss, chances that add up to 1, the last chances equal to the result, each seat's account adding up
 * (luck + choices = result), a seat with one legal move judged forced, no decided seat's move doubtful or
 * costly, and turning points that are choices (never a forced move, a decided seat's, or a step whose
 * only weight was what it turned up), each naming the move of its own frame.
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
    if (d.chanceLost < 0 || d.chanceLost > 1) problems.push(`frame ${d.frame}: loss ${d.chanceLost}`);
    if (engine.legalMoves(before, d.seat).length <= 1 && !d.forced) problems.push(`frame ${d.frame}: a single legal move not forced`);
    if (d.decided && (d.label === 'doubtful' || d.label === 'costly')) problems.push(`frame ${d.frame}: ${d.label} in a decided position`);
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
  if (review.turningPoints.length > 3) problems.push(`${review.turningPoints.length} turning points`);
  for (const i of review.turningPoints) {
    const d = review.decisions[i];
    if (d === undefined || d.forced || d.decided || turningWeight(d) <= 0) problems.push(`turning point ${i} is no choice`);
    else {
      const made = frames[d.frame]?.move;
      if (made?.seat !== d.seat || JSON.stringify(made.move) !== JSON.stringify(d.move)) problems.push(`turning point ${i} does not name the move of frame ${d.frame}`);
    }
  }
  return problems;
}
