import {
  BUILDINGS,
  BUILDINGS_OF_TYPE,
  BUILDINGS_ON_PENINSULA,
  PENINSULA_MAJORITY_POINTS,
  PENINSULA_PRESENCE_POINTS,
  crewPerPlayer,
  type Building,
  type Colour,
  type Cloud,
} from '../data.js';
import type { GrogState } from '../rules/index.js';
import type { Goals } from './goals.js';

/**
 * What things are worth, in pirate points at the end of the game, as a player sees them now.
 * One set of weights serves the heuristic policy (what to claim, bid, trade) and the static
 * evaluation of positions, so that the two agree. `phase` runs from 1 (nothing claimed yet)
 * to 0 (the game is ending): resources that buy future points are worth more early.
 */
export const WEIGHTS = {
  /** A coin is 1/5 pirate point at the end; early it also buys auctions. */
  coinEnd: 0.2,
  coinEarly: 0.35,
  /** A treasure card is 1 pirate point at the end, and money before. */
  treasureEarly: 0.4,
  /** A goods tile as trade currency (on top of its goal value). */
  goodsTrade: 0.6,
  /** A parrot card's tactical worth (on top of the parrot goal). */
  parrotTactical: 0.2,
  /** Chance-like factor of claiming another free building of a goal type, per free building. */
  buildingFuture: 0.3,
  /** Share of the missing peninsula-goal points expected later while buildings remain. */
  peninsulaFuture: 0.15,
  /** Expected goods tiles of a goods goal's colour still to come (at phase 1). */
  goodsFuture: 1,
  /** Expected parrot cards still to come for the parrot goal (at phase 1). */
  parrotsFuture: 1.5,
  /** A crew member not yet placed, at phase 1 (future claims). */
  crew: 0.6,
  /** The cloud that draws a goal card then discards one. */
  goalSwap: 0.6,
  /** Placing a lock, as the auction winner. */
  lock: 0.2,
  /** Value of drawing goal cards at the goal ship (keep 1 of n). */
  goalDrawFirst: 2.2,
  goalDrawMore: 0.4,
};

export type Weights = typeof WEIGHTS;

/** 1 at the start, 0 when some player is about to place (or has placed) their last crew member. */
export function phaseOf(s: GrogState): number {
  if (s.status === 'over' || s.lastCrewPlaced) return 0;
  const max = crewPerPlayer(s.numPlayers);
  let min = max;
  for (const p of s.players) min = Math.min(min, p.crew);
  return min / max;
}

export function coinValue(phase: number, w: Weights = WEIGHTS): number {
  return w.coinEnd + w.coinEarly * phase;
}

export function treasureCardValue(phase: number, w: Weights = WEIGHTS): number {
  return 1 + w.treasureEarly * phase;
}

/** A goods tile of this colour: its goal value (1 for a goods goal, 1/3 as a substitute) and its trade value. */
export function goodsTileValue(goals: Goals, colour: Colour, phase: number, w: Weights = WEIGHTS): number {
  const goal = goals.goods[colour] ? 1 : goals.anyGoods ? 1 / 3 : 0;
  return goal + w.goodsTrade * phase;
}

export function parrotCardValue(goals: Goals, phase: number, w: Weights = WEIGHTS): number {
  return (goals.parrots ? 1 : 0) + w.parrotTactical * phase;
}

export function crewValue(phase: number, w: Weights = WEIGHTS): number {
  return w.crew * phase;
}

export function cloudValue(cloud: Cloud, goals: Goals, phase: number, w: Weights = WEIGHTS): number {
  switch (cloud) {
    case 'goalSwap':
      return w.goalSwap;
    case 'piratePoint':
      return 1;
    case 'parrot':
      return parrotCardValue(goals, phase, w);
    case 'none':
    case 'black':
      return 0;
  }
}

/** Crew members of each seat and of the ghost on a peninsula. */
export function crewCounts(s: GrogState, peninsula: Colour): { seats: number[]; ghost: number; free: number } {
  const seats = new Array<number>(s.numPlayers).fill(0);
  let ghost = 0;
  let free = 0;
  for (const i of BUILDINGS_ON_PENINSULA[peninsula]) {
    const o = s.occupants[i];
    if (o === null) free++;
    else if (o === 'ghost') ghost++;
    else if (typeof o === 'number') seats[o] = (seats[o] ?? 0) + 1;
  }
  return { seats, ghost, free };
}

/** Peninsula goal points for `mine` crew against the strongest rival. */
export function peninsulaGoalPoints(mine: number, rival: number): number {
  if (mine === 0) return 0;
  return mine > rival ? PENINSULA_MAJORITY_POINTS : PENINSULA_PRESENCE_POINTS;
}

export function strongestRival(counts: { seats: number[]; ghost: number }, seat: number): number {
  let rival = counts.ghost;
  for (let i = 0; i < counts.seats.length; i++) if (i !== seat) rival = Math.max(rival, counts.seats[i] ?? 0);
  return rival;
}

export function freeOfType(s: GrogState, building: Building): number {
  let free = 0;
  for (const i of BUILDINGS_OF_TYPE[building.type]) if (s.occupants[i] === null) free++;
  return free;
}

/**
 * What claiming this (free) building is worth to `seat` now: goal points for its type, the change
 * in the peninsula goal, the cloud's reward, the coins for free buildings of its type, less the
 * crew member it uses.
 */
export function claimValue(s: GrogState, seat: number, goals: Goals, index: number, phase: number, w: Weights = WEIGHTS): number {
  const b = BUILDINGS[index] as Building;
  let v = goals.building[b.type] * (1 - w.buildingFuture * phase * 0.5);
  if (goals.peninsula[b.peninsula]) {
    const counts = crewCounts(s, b.peninsula);
    const mine = counts.seats[seat] ?? 0;
    const rival = strongestRival(counts, seat);
    v += peninsulaGoalPoints(mine + 1, rival) - peninsulaGoalPoints(mine, rival);
    if (mine + 1 <= rival) v += (mine + 1 - rival + 2) * 0.5 * phase;
  }
  const cloud = s.clouds[b.peninsula];
  v += cloudValue(cloud, goals, phase, w);
  if (cloud !== 'black') v += (freeOfType(s, b) - 1) * coinValue(phase, w);
  v -= crewValue(phase, w);
  return v;
}
