import { seededRng } from '@harbour/game-kit';
import { grogEngine, randomMove, type GrogState } from '../rules/index.js';

/**
 * Positions from real games for bot tests and benchmarks: random games (the engine's randomMove)
 * sampled every `every` decisions, from the setup choice to the last move.
 */
export function samplePositions(numPlayers: number, games: number, seed: string, every: number): GrogState[] {
  const out: GrogState[] = [];
  for (let g = 0; g < games; g++) {
    const rng = seededRng(`${seed}:${numPlayers}:${g}`);
    let s = grogEngine.setup(numPlayers, rng);
    let n = 0;
    while (!grogEngine.isOver(s)) {
      if (n++ % every === 0) out.push(s);
      const seat = grogEngine.deciders(s)[0] as number;
      s = grogEngine.apply(s, seat, randomMove(s, seat, rng), rng);
    }
    out.push(s);
  }
  return out;
}

/** Every card id of each kind in a full state, wherever it lies (hands, decks, box, setup deals, goal-ship draws). */
export function allCards(s: GrogState): { goal: number[]; treasure: number[]; parrot: number[] } {
  const goal = [...s.decks.goal];
  for (const p of s.players) {
    goal.push(...p.goalCards);
    if (p.setup) goal.push(...p.setup.dealt);
  }
  for (const t of s.tasks) if (t.kind === 'keepGoalCard') goal.push(...t.drawn);
  const treasure = [...s.decks.treasure, ...s.box.treasure, ...s.players.flatMap((p) => p.treasureCards)];
  const parrot = [...s.decks.parrot, ...s.box.parrot, ...s.players.flatMap((p) => p.parrotCards)];
  const sort = (a: number[]): number[] => a.sort((x, y) => x - y);
  return { goal: sort(goal), treasure: sort(treasure), parrot: sort(parrot) };
}
