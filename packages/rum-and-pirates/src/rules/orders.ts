import { refuse, type Refusal } from '@harbour/game-kit';
import { z } from 'zod';
import { legalMoves, stageOf } from './engine.js';
import type { RumMove } from './moves.js';
import type { PendingRoll, RumState } from './state.js';

/**
 * Standing orders (issue 27) for the seat's choices in contests and the scuffle: whether to join a
 * drinking contest another player opens, and whether to spend a rum barrel on re-rolling a roll below
 * a value (per kind of roll: tavern, chest, scuffle). A choice the order leaves out is asked as usual.
 * The order is the seat's secret and stands until the seat changes it or the game ends.
 */

const Threshold = z.int().min(1).max(7);

export const RumOrder = z.strictObject({
  kind: z.literal('contests'),
  /** Join every drinking contest another player opens (staying out when no coin is left), or stay out of all. */
  tavern: z.enum(['join', 'decline']).optional(),
  /** Re-roll (spending rum) a roll below this value; keep a roll at or above it. 7: re-roll whenever possible. */
  rerollBelow: z.strictObject({ tavern: Threshold.optional(), chest: Threshold.optional(), scuffle: Threshold.optional() }).default({}),
});
export type RumOrder = z.infer<typeof RumOrder>;

export function parseOrder(raw: unknown): { ok: true; order: RumOrder } | { ok: false; refusal: Refusal } {
  const result = RumOrder.safeParse(raw);
  if (result.success) return { ok: true, order: result.data };
  const issue = result.error.issues[0];
  return { ok: false, refusal: refuse('order.invalid', { field: issue?.path.join('.') ?? '', issue: issue?.message ?? 'invalid' }) };
}

export function orderStands(s: RumState, _seat: number, _order: RumOrder): boolean {
  return s.status !== 'over';
}

/**
 * The move the order makes now, or 'ask' (a choice it leaves out). Whether it decides depends only on
 * the order and on what every seat sees, never on the seat's secret coins: an order to join every
 * drinking contest that finds no coin left stays out of this one, at once, as it joins when it can
 * pay (asking the seat instead would start its clock and show the table it had no coin).
 */
export function orderMove(s: RumState, seat: number, order: RumOrder): RumMove | 'ask' {
  const stage = stageOf(s, seat);
  const moves = legalMoves(s, seat);
  const has = (type: RumMove['type']): RumMove | undefined => moves.find((m) => m.type === type);
  if (stage === 'joinTavern') {
    if (order.tavern === undefined) return 'ask';
    return (order.tavern === 'join' ? (has('joinTavern') ?? has('declineTavern')) : has('declineTavern')) ?? 'ask';
  }
  if (stage === 'reroll') {
    const roll = s.roll as PendingRoll;
    const below = order.rerollBelow[roll.purpose];
    if (below === undefined) return 'ask';
    return (roll.value < below ? has('reroll') : has('keepRoll')) ?? 'ask';
  }
  return 'ask';
}
