import { isMoveName, parseMoveArgs, type Refusal } from '@harbour/game-kit';
import { z } from 'zod';
import { CARD_COUNT } from '../data.js';
import type { MoveType, PortRoyalMove } from './moves.js';

/**
 * Move arguments arrive from clients and are untrusted: this turns raw boardgame.io move
 * arguments into a typed move, or a refusal naming the offending field. Legality (whose turn,
 * which stage, enough coins...) is checked afterwards by checkMove.
 */

const cardId = z.int().min(0).max(CARD_COUNT - 1);
const noArgument = z.undefined();
const oneCard = z.strictObject({ card: cardId });

const ARG_SCHEMAS = {
  turnUp: noArgument,
  stop: noArgument,
  repel: noArgument,
  accept: noArgument,
  trade: oneCard,
  hire: oneCard,
  fulfilExpedition: z.strictObject({ card: cardId, persons: z.array(cardId).min(1).max(3) }),
  pass: noArgument,
  endTurn: noArgument,
} satisfies Record<MoveType, z.ZodType>;

export function isMoveType(name: string): name is MoveType {
  return isMoveName(ARG_SCHEMAS, name);
}

/** Parses a move as boardgame.io gives it: the move's name and its argument list (at most one object). */
export function parseMove(name: unknown, args: readonly unknown[]): PortRoyalMove | Refusal {
  return parseMoveArgs<PortRoyalMove>(ARG_SCHEMAS, name, args);
}

export { isRefusal, toAction } from '@harbour/game-kit';
