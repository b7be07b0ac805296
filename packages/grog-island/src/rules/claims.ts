import { refuse, type Refusal } from '@harbour/game-kit';
import { BUILDINGS, type Building, type Colour } from '../data.js';
import { freeBuildingsOfType, freeBuildingsOn } from './board.js';
import type { GrogState, PlayerState, Task } from './state.js';

/**
 * Claiming a building (rulebook "Claim a building", the yellow box):
 *  1. place a crew member on a free building of the peninsula;
 *  2. take the reward of a white cloud above that peninsula;
 *  3. gain 1 coin per free building of the same type, unless the cloud is black.
 * The winner of an auction round claims on the peninsulas of the dice on bidding spaces 1 and 2,
 * in the order they choose, and the two buildings must be of different types. A ship's claim
 * action claims on the peninsula where the ship is anchored.
 */

export type ClaimTask = Extract<Task, { kind: 'claim' }>;

/** The buildings a claim task allows now. */
export function claimCandidates(s: GrogState, task: ClaimTask): number[] {
  const player = s.players[task.seat] as PlayerState;
  if (player.crew === 0) return [];
  if (task.via === 'ship') return freeBuildingsOn(s, task.peninsula);
  const out: number[] = [];
  for (const peninsula of task.peninsulas) {
    for (const i of freeBuildingsOn(s, peninsula)) {
      if ((BUILDINGS[i] as Building).type !== task.claimedType) out.push(i);
    }
  }
  return out;
}

export function checkClaim(s: GrogState, task: ClaimTask, building: Building): Refusal | null {
  const player = s.players[task.seat] as PlayerState;
  if (player.crew === 0) return refuse('claim.noCrewLeft');
  const allowed = task.via === 'ship' ? [task.peninsula] : task.peninsulas;
  if (!allowed.includes(building.peninsula)) {
    return refuse('claim.wrongPeninsula', { building: building.id, allowed });
  }
  if (s.occupants[building.index] !== null) return refuse('claim.notFree', { building: building.id });
  if (task.via === 'auction' && building.type === task.claimedType) {
    return refuse('claim.sameTypeTwice', { type: building.type });
  }
  return null;
}

/**
 * Claims a checked building for the task's seat (mutates) and updates the claim task:
 * an auction claim task keeps the other peninsula, if any, for a second claim.
 * A "draw, then discard" cloud asks for the discard before anything else.
 */
export function applyClaim(s: GrogState, task: ClaimTask, building: Building): void {
  s.tasks.shift();
  if (task.via === 'auction') {
    const rest = task.peninsulas.filter((p) => p !== building.peninsula);
    if (rest.length > 0) s.tasks.unshift({ ...task, peninsulas: rest, claimedType: building.type });
  }
  claimBuilding(s, task.seat, building, task.via);
}

/** The three steps of claiming a building (mutates). */
export function claimBuilding(s: GrogState, seat: number, building: Building, via: 'ship' | 'auction'): void {
  const player = s.players[seat] as PlayerState;
  s.occupants[building.index] = seat;
  player.crew -= 1;
  if (player.crew === 0) s.lastCrewPlaced = true;

  const cloud = s.clouds[building.peninsula];
  switch (cloud) {
    case 'goalSwap': {
      const card = s.decks.goal.shift();
      if (card !== undefined) {
        player.goalCards.push(card);
        s.tasks.unshift({ kind: 'discardGoalCard', seat });
      }
      break;
    }
    case 'piratePoint':
      player.piratePoints += 1;
      break;
    case 'parrot': {
      const card = s.decks.parrot.shift();
      if (card !== undefined) player.parrotCards.push(card);
      break;
    }
    case 'none':
    case 'black':
      break;
  }
  const coins = cloud === 'black' ? 0 : freeBuildingsOfType(s, building.type);
  player.coins += coins;
  s.events.push({ type: 'claimed', seat, building: building.id, via, cloud, coins });
}

/** After the goal-card cloud: the player discards one goal card (maybe the one just drawn) to the bottom of the deck. */
export function checkDiscardGoalCard(s: GrogState, seat: number, card: number): Refusal | null {
  return (s.players[seat] as PlayerState).goalCards.includes(card) ? null : refuse('goal.notInHand', { card });
}

export function applyDiscardGoalCard(s: GrogState, seat: number, card: number): void {
  const player = s.players[seat] as PlayerState;
  player.goalCards = player.goalCards.filter((c) => c !== card);
  s.decks.goal.push(card);
  s.events.push({ type: 'goalCardSwapped', seat });
}

/** The auction winner forgoes the claims still open (they "may" claim). */
export function applySkipClaims(s: GrogState, seat: number): void {
  s.tasks.shift();
  s.events.push({ type: 'claimsSkipped', seat });
}

/** A lock goes on a free building of the peninsula of the die on the lock space. */
export function checkLock(s: GrogState, peninsula: Colour, building: Building): Refusal | null {
  if (building.peninsula !== peninsula) return refuse('lock.wrongPeninsula', { building: building.id, peninsula });
  if (s.occupants[building.index] !== null) return refuse('lock.notFree', { building: building.id });
  return null;
}

/** A ghost crew member goes on a free building of the ghost ship's peninsula. */
export function checkGhostCrew(s: GrogState, peninsula: Colour, building: Building): Refusal | null {
  if (building.peninsula !== peninsula) return refuse('ghostCrew.wrongPeninsula', { building: building.id, peninsula });
  if (s.occupants[building.index] !== null) return refuse('ghostCrew.notFree', { building: building.id });
  return null;
}
