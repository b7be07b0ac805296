import type { Refusal } from '@harbour/game-kit';
import { z } from 'zod';
import { CARDS, PERSON_KINDS, SHIP_COLOURS, type CardId, type PersonCard, type ShipCard } from '../data.js';
import { legalMoves, stageOf } from './engine.js';
import type { PortRoyalMove } from './moves.js';
import { refuse } from './refusals.js';
import type { PortRoyalState } from './state.js';
import { takeOutcome } from './trade.js';

/**
 * Standing orders (issue 27) for the opportunity to take a card on another player's turn: "always pass",
 * or "pass unless the harbor display holds one of these persons or ships and I keep at least N coins",
 * taking then the first wanted card on the list. The order is the seat's secret and stands until the
 * seat changes or cancels it. It never decides on the seat's own turn.
 */

/** A card the seat would take: a person of a kind, or a ship of a colour. */
export const Want = z.union([z.strictObject({ person: z.enum(PERSON_KINDS) }), z.strictObject({ ship: z.enum(SHIP_COLOURS) })]);
export type Want = z.infer<typeof Want>;

export const PortRoyalOrder = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('alwaysPass') }),
  z.strictObject({
    kind: z.literal('passUnless'),
    /** In order of preference: the first one the display holds (and the seat can take) is taken. */
    wants: z.array(Want).min(1).max(PERSON_KINDS.length + SHIP_COLOURS.length),
    /** Coins the seat keeps at least, after the cost and the fee. */
    keepCoins: z.int().min(0).max(99),
  }),
]);
export type PortRoyalOrder = z.infer<typeof PortRoyalOrder>;

export function parseOrder(raw: unknown): { ok: true; order: PortRoyalOrder } | { ok: false; refusal: Refusal } {
  const result = PortRoyalOrder.safeParse(raw);
  if (result.success) return { ok: true, order: result.data };
  const issue = result.error.issues[0];
  return { ok: false, refusal: refuse('order.invalid', { field: issue?.path.join('.') ?? '', issue: issue?.message ?? 'invalid' }) };
}

/** An order stands until the game ends (or the seat changes it). */
export function orderStands(s: PortRoyalState, _seat: number, _order: PortRoyalOrder): boolean {
  return s.status !== 'over';
}

function matches(id: CardId, want: Want): boolean {
  const c = CARDS[id] as PersonCard | ShipCard;
  return 'person' in want ? c.type === 'person' && c.kind === want.person : c.type === 'ship' && c.colour === want.ship;
}

/**
 * The move the order makes now: on another player's turn, in the seat's opportunity to take cards, the
 * first wanted card it can take keeping at least `keepCoins` coins (of several cards of a kind, the one
 * worth most: victory points for persons, coins for ships, then the cheaper), else pass. 'ask' anywhere
 * else.
 */
export function orderMove(s: PortRoyalState, seat: number, order: PortRoyalOrder): PortRoyalMove | 'ask' {
  if (stageOf(s, seat) !== 'tradeAndHire' || s.turn.active === seat) return 'ask';
  const moves = legalMoves(s, seat);
  const pass = moves.find((m) => m.type === 'pass');
  if (pass === undefined) return 'ask';
  if (order.kind === 'alwaysPass') return pass;
  for (const want of order.wants) {
    let best: { move: PortRoyalMove; value: number } | null = null;
    for (const move of moves) {
      if ((move.type !== 'hire' && move.type !== 'trade') || !matches(move.card, want)) continue;
      const outcome = takeOutcome(s, seat, move.card);
      if (outcome.coinsAfter < order.keepCoins) continue;
      const value = outcome.type === 'hire' ? outcome.points * 100 - outcome.cost : (outcome.coins + outcome.traderBonus) * 100;
      if (best === null || value > best.value) best = { move, value };
    }
    if (best !== null) return best.move;
  }
  return pass;
}
