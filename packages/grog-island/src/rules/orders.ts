import { refuse, type Refusal } from '@harbour/game-kit';
import { z } from 'zod';
import { COLOURS, SHIP_IDS, parrotCard, type ShipId } from '../data.js';
import { anchorage } from './board.js';
import { checkPass, legalBids, sumRow } from './bidding.js';
import { legalMoves, stageOf } from './engine.js';
import type { GrogMove } from './moves.js';
import type { Goods, GrogState } from './state.js';

/**
 * Standing orders (issue 27): a seat waiting for its turn to bid leaves a bidding limit for this auction
 * round, "pass when staying in would need more than N", with how to trade after passing. The order is
 * the seat's secret; it ends with the auction round.
 */

const Ship = z.enum(SHIP_IDS);
const Colour = z.enum(COLOURS);

export const TradePreference = z.strictObject({
  /** Ships in order of preference: the first one available is used. */
  ships: z.array(Ship).min(1).max(SHIP_IDS.length).refine((a) => new Set(a).size === a.length, 'each ship once'),
  /** Spend as many goods tiles as that ship takes (its main trade action), or as few as the rules allow. */
  spend: z.enum(['most', 'least']),
  /** Goods never given away as substitutes (3 for 1); they may still be paid where the ship demands them. */
  keep: z.array(Colour).max(COLOURS.length).default([]),
});
export type TradePreference = z.infer<typeof TradePreference>;

export const GrogOrder = z.strictObject({
  kind: z.literal('bidLimit'),
  /** The auction round the order is for; it ends with it. */
  round: z.int().min(1).max(999),
  /** Pass when staying in would need a bid above this. */
  limit: z.int().min(0).max(99),
  /** How to trade after passing; without it the seat is asked. */
  trade: TradePreference.optional(),
});
export type GrogOrder = z.infer<typeof GrogOrder>;

/** An order as it came over the network (untrusted), or a refusal naming the field. */
export function parseOrder(raw: unknown): { ok: true; order: GrogOrder } | { ok: false; refusal: Refusal } {
  const result = GrogOrder.safeParse(raw);
  if (result.success) return { ok: true, order: result.data };
  const issue = result.error.issues[0];
  return { ok: false, refusal: refuse('order.invalid', { field: issue?.path.join('.') ?? '', issue: issue?.message ?? 'invalid' }) };
}

/** Whether the order still stands: its auction round is on and the seat has not finished with it (passed and traded). */
export function orderStands(s: GrogState, seat: number, order: GrogOrder): boolean {
  if (s.status !== 'auction' || s.auction.round !== order.round) return false;
  if (!s.auction.passed[seat]) return s.auction.step === 'bidding';
  const task = s.tasks[0];
  return task?.kind === 'trade' && task.seat === seat && order.trade !== undefined;
}

/**
 * The lowest bid total that would keep the seat in the round, or null if none is legal; with
 * `parrots: false`, of the bids that play no parrot card (what every seat can tell: the cards are secret).
 */
export function cheapestStay(s: GrogState, seat: number, parrots = true): number | null {
  let best: number | null = null;
  for (const bid of legalBids(s, seat)) {
    if (!parrots && bid.parrots.length > 0) continue;
    const dice = { ...s.auction.dice };
    for (const play of bid.parrots) {
      const card = parrotCard(play.card);
      if (card.kind === 'turnDie' && play.value !== undefined) dice[card.colour] = play.value;
    }
    const total = sumRow(dice, bid.row);
    if (best === null || total < best) best = total;
  }
  return best;
}

/**
 * The move the order makes now, or 'ask'. Whether it passes or asks follows no secret: the cheapest
 * stay is counted without the seat's parrot cards (a card that keeps it in cheaper would otherwise
 * turn an immediate pass into a question, and the seat's clock would show the table it holds one).
 */
export function orderMove(s: GrogState, seat: number, order: GrogOrder): GrogMove | 'ask' {
  if (!orderStands(s, seat, order)) return 'ask';
  const stage = stageOf(s, seat);
  if (stage === 'bid') {
    const stay = cheapestStay(s, seat, false);
    if ((stay === null || stay > order.limit) && checkPass(s, seat) === null) return { type: 'pass' };
    return 'ask';
  }
  if (stage === 'trade' && order.trade !== undefined) return preferredTrade(s, seat, order.trade) ?? 'ask';
  return 'ask';
}

function tiles(payment: Goods): number {
  return COLOURS.reduce((n, c) => n + payment[c], 0);
}

/** The trade the preference picks among the legal ones, or null if it allows none. */
export function preferredTrade(s: GrogState, seat: number, pref: TradePreference): GrogMove | null {
  const trades = legalMoves(s, seat).filter((m): m is Extract<GrogMove, { type: 'trade' }> => m.type === 'trade' && m.claims === 0);
  for (const ship of pref.ships) {
    const demanded = anchorage(s, ship as ShipId);
    const fitting = trades.filter((t) => t.ship === ship && pref.keep.every((c) => c === demanded || t.payment[c] === 0));
    if (fitting.length === 0) continue;
    // Most: the largest main trade action, paid with the most demanded tiles. Least: the fewest tiles.
    const score = (t: Extract<GrogMove, { type: 'trade' }>): number =>
      (pref.spend === 'most' ? -t.main * 100 : tiles(t.payment) * 100) - (demanded === null ? 0 : t.payment[demanded]);
    return fitting.reduce((best, t) => (score(t) < score(best) ? t : best));
  }
  return null;
}
