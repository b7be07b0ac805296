import {
  BUILDING_GOAL_POINTS,
  BUILDINGS_OF_TYPE,
  COINS_PER_PIRATE_POINT,
  COLOURS,
  PENINSULA_MAJORITY_POINTS,
  PENINSULA_PRESENCE_POINTS,
  SUBSTITUTION_RATE,
  goalTask,
  goalTaskIndex,
  type Colour,
  type GoalTask,
} from '../data.js';
import { crewOnPeninsula } from './board.js';
import type { FinalResult, GoalCardScore, GrogState, PlayerScore, PlayerState } from './state.js';

/**
 * Final scoring (rulebook "End of the game"): 1 pirate point per treasure card still held,
 * 1 per 5 coins on the coin track, then every goal card; a task held twice scores once.
 * Most pirate points wins; a tie goes to the most coins on the coin track; still tied, shared.
 */
export function finalScoring(s: GrogState): FinalResult {
  const scores = s.players.map((_, seat) => scorePlayer(s, seat));
  const best = Math.max(...scores.map((x) => x.total));
  const leaders = scores.filter((x) => x.total === best);
  const mostCoins = Math.max(...leaders.map((x) => (s.players[x.seat] as PlayerState).coins));
  const winners = leaders.filter((x) => (s.players[x.seat] as PlayerState).coins === mostCoins).map((x) => x.seat);
  return { scores, winners };
}

export function scorePlayer(s: GrogState, seat: number): PlayerScore {
  const player = s.players[seat] as PlayerState;
  const seenTasks = new Set<number>();
  const goalCards: GoalCardScore[] = [];
  let substitutionUsed = false;
  for (const card of player.goalCards) {
    const taskIndex = goalTaskIndex(card);
    const duplicate = seenTasks.has(taskIndex);
    seenTasks.add(taskIndex);
    let points = 0;
    if (!duplicate) {
      const task = goalTask(card);
      points = goalPoints(s, seat, task);
      if (task.kind === 'goods' && !substitutionUsed) {
        points += goodsSubstitutionPoints(player);
        substitutionUsed = true;
      }
    }
    goalCards.push({ card, points, duplicate });
  }
  const treasureCards = player.treasureCards.length;
  const coins = Math.floor(player.coins / COINS_PER_PIRATE_POINT);
  const total = player.piratePoints + treasureCards + coins + goalCards.reduce((sum, g) => sum + g.points, 0);
  return { seat, duringGame: player.piratePoints, treasureCards, coins, goalCards, total };
}

/** Points of one goal task, without the 3:1 goods substitution. */
export function goalPoints(s: GrogState, seat: number, task: GoalTask): number {
  const player = s.players[seat] as PlayerState;
  switch (task.kind) {
    case 'building': {
      let crew = 0;
      for (const i of BUILDINGS_OF_TYPE[task.type]) if (s.occupants[i] === seat) crew++;
      return crew * BUILDING_GOAL_POINTS[task.type];
    }
    case 'parrots':
      return player.parrotCards.length;
    case 'goods':
      return player.goods[task.colour];
    case 'peninsula':
      return peninsulaPoints(s, seat, task.colour);
  }
}

/**
 * Peninsula goal: 6 for more crew members there than any other player (the strict majority;
 * in a 2-player game the ghost crew counts as a third colour), 2 for at least one without it.
 */
export function peninsulaPoints(s: GrogState, seat: number, peninsula: Colour): number {
  const { seats, ghost } = crewOnPeninsula(s, peninsula);
  const mine = seats[seat] ?? 0;
  if (mine === 0) return 0;
  const rival = Math.max(ghost, ...seats.filter((_, i) => i !== seat));
  return mine > rival ? PENINSULA_MAJORITY_POINTS : PENINSULA_PRESENCE_POINTS;
}

/**
 * The 3:1 substitution at the end: tiles of goods for which the player holds no goods goal card
 * count, three for one, as tiles of a good they hold a goal card for (nothing without such a card).
 */
export function goodsSubstitutionPoints(player: PlayerState): number {
  const goalColours = new Set<Colour>();
  for (const card of player.goalCards) {
    const task = goalTask(card);
    if (task.kind === 'goods') goalColours.add(task.colour);
  }
  if (goalColours.size === 0) return 0;
  let spare = 0;
  for (const colour of COLOURS) if (!goalColours.has(colour)) spare += player.goods[colour];
  return Math.floor(spare / SUBSTITUTION_RATE);
}
