import type { Refusal } from '@harbour/game-kit';
import { z } from 'zod';
import { CARD_COUNT } from '../data.js';
import type { MoveType, PortRoyalMove } from './moves.js';
import { refuse } from './refusals.js';

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
  return Object.prototype.hasOwnProperty.call(ARG_SCHEMAS, name);
}

/** Parses a move as boardgame.io gives it: the move's name and its argument list (at most one object). */
export function parseMove(name: unknown, args: readonly unknown[]): PortRoyalMove | Refusal {
  if (typeof name !== 'string' || !isMoveType(name)) return refuse('move.unknown', { move: String(name).slice(0, 40) });
  if (!Array.isArray(args)) return refuse('move.badArgs', { move: name, field: '', issue: 'arguments must be a list' });
  if (args.length > 1) return refuse('move.badArgs', { move: name, field: '', issue: 'a move takes at most one argument' });
  const result = ARG_SCHEMAS[name].safeParse(args[0]);
  if (!result.success) {
    const issue = result.error.issues[0];
    return refuse('move.badArgs', { move: name, field: issue?.path.join('.') ?? '', issue: issue?.message ?? 'invalid' });
  }
  return (result.data === undefined ? { type: name } : { type: name, ...result.data }) as PortRoyalMove;
}

export function isRefusal(value: PortRoyalMove | Refusal): value is Refusal {
  return 'code' in value;
}

/** The boardgame.io form of a move: its name and argument list. */
export function toAction(move: PortRoyalMove): { name: MoveType; args: unknown[] } {
  const { type, ...rest } = move;
  return { name: type, args: Object.keys(rest).length === 0 ? [] : [rest] };
}
