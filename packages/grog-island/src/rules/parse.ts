import { isMoveName, parseMoveArgs, type Refusal } from '@harbour/game-kit';
import { z } from 'zod';
import {
  BUILDINGS,
  COLOURS,
  GOAL_CARD_COUNT,
  PARROT_CARD_COUNT,
  SHIP_IDS,
  TREASURE_CARD_COUNT,
  type BuildingId,
} from '../data.js';
import type { GrogMove, MoveType } from './moves.js';

/**
 * Move arguments arrive from clients and are untrusted: this turns raw boardgame.io move
 * arguments into a typed move, or a refusal that names the offending field. Legality
 * (whose turn, which stage, enough coins...) is checked afterwards by checkMove.
 */

const colour = z.enum(COLOURS);
const count = z.int().min(0).max(1000);
const cardId = (max: number) => z.int().min(0).max(max - 1);
const buildingId = z.enum(BUILDINGS.map((b) => b.id) as [BuildingId, ...BuildingId[]]);
const goods = z.strictObject({ yellow: count, gray: count, orange: count, blue: count, green: count });

const ARG_SCHEMAS = {
  chooseSetup: z.strictObject({ keep: z.array(cardId(GOAL_CARD_COUNT)).max(6), goods: colour }),
  bid: z.strictObject({
    row: z.array(colour).max(5),
    parrots: z
      .array(z.strictObject({ card: cardId(PARROT_CARD_COUNT), value: z.int().min(1).max(6).optional() }))
      .max(PARROT_CARD_COUNT)
      .default([]),
  }),
  pass: z.undefined(),
  trade: z.strictObject({ ship: z.enum(SHIP_IDS), main: count, claims: z.int().min(0).max(35), payment: goods }),
  claimBuilding: z.strictObject({ building: buildingId }),
  skipClaims: z.undefined(),
  keepGoalCard: z.strictObject({ card: cardId(GOAL_CARD_COUNT) }),
  discardGoalCard: z.strictObject({ card: cardId(GOAL_CARD_COUNT) }),
  pay: z.strictObject({ coins: count, treasureCards: z.array(cardId(TREASURE_CARD_COUNT)).max(TREASURE_CARD_COUNT) }),
  refusePayment: z.undefined(),
  placeLock: z.strictObject({ building: buildingId }),
  placeGhostCrew: z.strictObject({ building: buildingId }),
} satisfies Record<MoveType, z.ZodType>;

export function isMoveType(name: string): name is MoveType {
  return isMoveName(ARG_SCHEMAS, name);
}

/** Parses a move as boardgame.io gives it: the move's name and its argument list (at most one object). */
export function parseMove(name: string, args: readonly unknown[]): GrogMove | Refusal {
  return parseMoveArgs<GrogMove>(ARG_SCHEMAS, name, args);
}

export { isRefusal, toAction } from '@harbour/game-kit';
