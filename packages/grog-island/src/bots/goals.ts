import { BUILDING_GOAL_POINTS, BUILDING_TYPES, COLOURS, GOAL_TASKS, goalTask, goalTaskIndex, type BuildingType, type Colour } from '../data.js';
import { HIDDEN } from '../rules/index.js';

/** A player's goal tasks, each counted once (a second copy of a task scores nothing). */
export interface Goals {
  /** Points per crew member on each building type (0 without that goal). */
  building: Record<BuildingType, number>;
  peninsula: Record<Colour, boolean>;
  goods: Record<Colour, boolean>;
  anyGoods: boolean;
  parrots: boolean;
}

if (GOAL_TASKS.length > 30) throw new Error('goalsOf keys a hand by a bit mask of at most 30 tasks');

/** The goals of each set of tasks held, by the set's bit mask (23 tasks): a hand's goals depend on nothing else. */
const memo = new Map<number, Goals>();

/** The goals of a hand; memoized (hands recur all the time in rollouts). The result must not be changed. */
export function goalsOf(cards: readonly number[]): Goals {
  let key = 0;
  for (const card of cards) if (card !== HIDDEN) key |= 1 << goalTaskIndex(card);
  let goals = memo.get(key);
  if (goals === undefined) {
    if (memo.size > 20_000) memo.clear();
    goals = computeGoals(cards);
    memo.set(key, goals);
  }
  return goals;
}

function computeGoals(cards: readonly number[]): Goals {
  const building = Object.fromEntries(BUILDING_TYPES.map((t) => [t, 0])) as Record<BuildingType, number>;
  const peninsula = Object.fromEntries(COLOURS.map((c) => [c, false])) as Record<Colour, boolean>;
  const goods = Object.fromEntries(COLOURS.map((c) => [c, false])) as Record<Colour, boolean>;
  const g: Goals = { building, peninsula, goods, anyGoods: false, parrots: false };
  for (const card of cards) {
    if (card === HIDDEN) continue;
    const task = goalTask(card);
    switch (task.kind) {
      case 'building':
        building[task.type] = BUILDING_GOAL_POINTS[task.type];
        break;
      case 'peninsula':
        peninsula[task.colour] = true;
        break;
      case 'goods':
        goods[task.colour] = true;
        g.anyGoods = true;
        break;
      case 'parrots':
        g.parrots = true;
        break;
    }
  }
  return g;
}
