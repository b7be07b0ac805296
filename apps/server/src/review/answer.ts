import type { DecisionReview, MatchReview } from '@harbour/game-kit';
import type { MatchReviewBody, ReviewAnswer, ReviewedDecision } from '@harbour/protocol';
import type { ReviewRow } from '@harbour/storage';
import type { PartDecision } from '../bots/review-part.js';

/**
 * What a reader of a review is sent: the stored body (every decision in the recorded moves' terms, with
 * the figures the whole review settled, and nothing of how they were weighed) and the answer for a
 * review row (done, or how far it is).
 */
export function reviewBody(decisions: readonly PartDecision[], review: MatchReview<unknown>, settings: MatchReviewBody['settings']): MatchReviewBody {
  return {
    players: review.players,
    startChances: review.startChances.slice(),
    decisions: decisions.map((d, i) => answerDecision(d, review.decisions[i] as DecisionReview<unknown>)),
    turningPoints: review.turningPoints.slice(),
    luckEvents: review.luckEvents.slice(),
    seats: review.seats.map((s) => ({ ...s, mistakes: s.mistakes.slice(), labels: { ...s.labels } })),
    luckShare: review.luckShare,
    settings,
  };
}

const r3 = (x: number): number => Math.round(x * 1000) / 1000;

function answerDecision(d: PartDecision, judged: DecisionReview<unknown>): ReviewedDecision {
  return {
    step: d.step,
    events: d.events,
    playerID: d.playerID,
    move: d.move,
    best: d.best,
    bestReason: d.bestReason,
    ...(d.moveReason ? { moveReason: d.moveReason } : {}),
    ...(d.alternativeReason !== undefined ? { alternativeReason: d.alternativeReason } : {}),
    label: judged.label,
    chosenChance: judged.chosenChance,
    alternative: d.alternative,
    chanceLost: judged.chanceLost,
    forced: judged.forced,
    decided: judged.decided,
    chances: judged.chances.slice(),
    choice: judged.choice.map(r3),
    luck: judged.luck.map(r3),
  };
}

export function answerOf(matchID: string, row: ReviewRow | null, now: number): ReviewAnswer {
  if (row === null) return { matchID, status: 'queued', done: 0, total: 0, review: null };
  if (row.status === 'done' && row.review !== null) return { matchID, status: 'done', done: row.total, total: row.total, review: JSON.parse(row.review) as MatchReviewBody };
  if (row.status === 'failed') return { matchID, status: 'failed', done: row.done, total: row.total, review: null };
  const claimed = row.claimedUntil !== null && row.claimedUntil > now;
  return { matchID, status: claimed ? 'inProgress' : 'queued', done: row.done, total: row.total, review: null };
}
