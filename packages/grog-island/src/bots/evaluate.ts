import { BUILDING_TYPES, BUILDINGS_OF_TYPE, COLOURS, SUBSTITUTION_RATE } from '../data.js';
import type { GrogState, PlayerState } from '../rules/index.js';
import { goalsOf, type Goals } from './goals.js';
import {
  coinValue,
  crewCounts,
  crewValue,
  peninsulaGoalPoints,
  phaseOf,
  strongestRival,
  treasureCardValue,
  WEIGHTS,
  type Weights,
} from './values.js';

/**
 * Static evaluation: each player's expected final score, in pirate points, from a full state.
 * What is already certain (pirate points, goal tasks fulfilled now, coins and treasure cards) plus
 * what the position promises while the game lasts (free buildings of goal types, peninsulas still
 * open, resources that buy future points), weighted by the phase. A finished game scores exactly.
 */
export function estimateScores(s: GrogState, w: Weights = WEIGHTS): number[] {
  if (s.status === 'over' && s.result) return s.result.scores.map((x) => x.total);
  const phase = phaseOf(s);
  return s.players.map((p, seat) => estimateScore(s, seat, p, goalsOf(p.goalCards), phase, w));
}

export function estimateScore(s: GrogState, seat: number, p: PlayerState, goals: Goals, phase: number, w: Weights = WEIGHTS): number {
  let total = 0;
  for (const c of COLOURS) total += p.goods[c];
  let v = p.piratePoints;
  v += p.treasureCards.length * treasureCardValue(phase, w);
  v += p.coins * coinValue(phase, w);
  v += p.parrotCards.length * w.parrotTactical * phase;
  v += total * w.goodsTrade * phase;
  v += p.crew * crewValue(phase, w);
  return v + goalEstimate(s, seat, p, goals, phase, w);
}

/** Expected points of a player's goal tasks: fulfilled now, plus what the board still allows. */
export function goalEstimate(s: GrogState, seat: number, p: PlayerState, goals: Goals, phase: number, w: Weights = WEIGHTS): number {
  let v = 0;
  for (const type of BUILDING_TYPES) {
    const points = goals.building[type];
    if (points === 0) continue;
    let mine = 0;
    let free = 0;
    for (const i of BUILDINGS_OF_TYPE[type]) {
      const o = s.occupants[i];
      if (o === seat) mine++;
      else if (o === null) free++;
    }
    v += points * (mine + Math.min(free, p.crew) * w.buildingFuture * phase);
  }
  for (const colour of COLOURS) {
    if (goals.peninsula[colour]) {
      const counts = crewCounts(s, colour);
      const mine = counts.seats[seat] ?? 0;
      const now = peninsulaGoalPoints(mine, strongestRival(counts, seat));
      v += now;
      if (counts.free > 0 && p.crew > 0 && now < 6) v += (6 - now) * w.peninsulaFuture * phase;
    }
    if (goals.goods[colour]) v += p.goods[colour] + w.goodsFuture * phase;
  }
  if (goals.anyGoods) {
    let spare = 0;
    for (const c of COLOURS) if (!goals.goods[c]) spare += p.goods[c];
    v += spare / SUBSTITUTION_RATE;
  }
  if (goals.parrots) v += p.parrotCards.length + w.parrotsFuture * phase;
  return v;
}

/**
 * How good the position is for `seat`: its expected score against the best of the others
 * (what decides a win), softened toward the field's average with more players.
 */
export function relativeValue(scores: readonly number[], seat: number): number {
  const mine = scores[seat] as number;
  let best = -Infinity;
  let sum = 0;
  for (let i = 0; i < scores.length; i++) {
    if (i === seat) continue;
    best = Math.max(best, scores[i] as number);
    sum += scores[i] as number;
  }
  const mean = sum / (scores.length - 1);
  return mine - (scores.length > 2 ? 0.7 * best + 0.3 * mean : best);
}
