import { BUILDINGS, GOAL_TASKS, goalTaskIndex, type Building } from '../data.js';
import type { GrogState } from '../rules/index.js';
import type { GoalWeight } from './determinize.js';

/**
 * What the other players' public play suggests about their goal cards. Players claim buildings their
 * goals reward, so a crew member on a building type or peninsula makes that goal likelier; hoarded
 * goods tiles and parrot cards hint at those goals more weakly. Returns relative odds per holder and
 * goal task, for determinize's weighted deal. Everything it reads is public (the board, goods, counts).
 */
export const INFERENCE = { buildingType: 2, peninsula: 0.7, goods: 0.25, parrots: 0.3 };

export function goalWeightsFromPlay(view: GrogState, seat: number): GoalWeight {
  const table: number[][] = view.players.map((p, holder) => {
    if (holder === seat) return [];
    const typeCrew = new Map<string, number>();
    const peninsulaCrew = new Map<string, number>();
    view.occupants.forEach((o, i) => {
      if (o !== holder) return;
      const b = BUILDINGS[i] as Building;
      typeCrew.set(b.type, (typeCrew.get(b.type) ?? 0) + 1);
      peninsulaCrew.set(b.peninsula, (peninsulaCrew.get(b.peninsula) ?? 0) + 1);
    });
    return GOAL_TASKS.map((task) => {
      switch (task.kind) {
        case 'building':
          return 1 + INFERENCE.buildingType * (typeCrew.get(task.type) ?? 0);
        case 'peninsula':
          return 1 + INFERENCE.peninsula * (peninsulaCrew.get(task.colour) ?? 0);
        case 'goods':
          return 1 + INFERENCE.goods * p.goods[task.colour];
        case 'parrots':
          return 1 + INFERENCE.parrots * p.parrotCards.length;
      }
    });
  });
  return (holder, card) => table[holder]?.[goalTaskIndex(card)] ?? 1;
}

