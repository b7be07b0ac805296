import type { BuildingId, Colour, ShipId } from '../data.js';
import type { Goods } from './state.js';

/** A parrot card played with a bid: "turn the die" cards name the die's new value, "keep the bid" cards none. */
export interface ParrotPlay {
  card: number;
  value?: number;
}

/**
 * Every decision of the game. `type` is the boardgame.io move name; the rest is its single argument.
 * The package README documents when each is allowed and what it changes.
 */
export type GrogMove =
  | { type: 'chooseSetup'; keep: number[]; goods: Colour }
  | { type: 'bid'; row: Colour[]; parrots: ParrotPlay[] }
  | { type: 'pass' }
  | { type: 'trade'; ship: ShipId; main: number; claims: number; payment: Goods }
  | { type: 'claimBuilding'; building: BuildingId }
  | { type: 'skipClaims' }
  | { type: 'keepGoalCard'; card: number }
  | { type: 'discardGoalCard'; card: number }
  | { type: 'pay'; coins: number; treasureCards: number[] }
  | { type: 'refusePayment' }
  | { type: 'placeLock'; building: BuildingId }
  | { type: 'placeGhostCrew'; building: BuildingId };

export type MoveType = GrogMove['type'];

export const MOVE_TYPES: readonly MoveType[] = [
  'chooseSetup',
  'bid',
  'pass',
  'trade',
  'claimBuilding',
  'skipClaims',
  'keepGoalCard',
  'discardGoalCard',
  'pay',
  'refusePayment',
  'placeLock',
  'placeGhostCrew',
];

/** Moves whose arguments carry a secret: boardgame.io's log shows their arguments only to the mover. */
export const SECRET_MOVES: ReadonlySet<MoveType> = new Set(['chooseSetup', 'keepGoalCard', 'discardGoalCard']);
