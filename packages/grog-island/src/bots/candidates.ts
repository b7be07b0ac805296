import type { Rng } from '@harbour/game-kit';
import { BUILDINGS, parrotCard, type Building, type Colour } from '../data.js';
import {
  availableShips,
  checkMove,
  claimCandidates,
  legalBids,
  legalMoves,
  legalPayments,
  stageOf,
  type GrogMove,
  type GrogState,
} from '../rules/index.js';
import {
  capitalOf,
  claimTablesFor,
  concretePaymentLoss,
  contextFor,
  paymentLoss,
  rowReward,
  scoredRows,
  tradeOptions,
  tradeToMove,
  type Ctx,
} from './policy.js';
import { claimValue, parrotCardValue } from './values.js';

/**
 * The moves the strong bot weighs, from the seat's view: every move where there are few, and
 * where there are many (bids, trades) the most promising ones by the heuristic values, kept
 * varied (passing, the cheapest and the highest affordable bid, parrot-card bids, trades at
 * different ships). The first candidate is the heuristic's own choice.
 */
export function candidateMoves(view: GrogState, seat: number, rng: Rng): GrogMove[] {
  const stage = stageOf(view, seat);
  const ctx = contextFor(view, seat, rng);
  switch (stage) {
    case 'bid':
      return bidCandidates(ctx);
    case 'trade':
      return tradeCandidates(ctx);
    case 'claim': {
      const task = view.tasks[0];
      if (task?.kind !== 'claim') break;
      const scored = claimCandidates(view, task)
        .map((i) => ({ i, v: claimValue(view, seat, ctx.goals, i, ctx.phase) }))
        .sort((a, b) => b.v - a.v)
        .slice(0, 7);
      const moves: GrogMove[] = scored.map(({ i }) => ({ type: 'claimBuilding', building: (BUILDINGS[i] as Building).id }));
      if (task.via === 'auction') moves.push({ type: 'skipClaims' });
      return moves;
    }
    case 'pay': {
      const task = view.tasks[0];
      if (task?.kind !== 'pay') break;
      const moves: GrogMove[] = legalPayments(view, seat, task.bid)
        .map((p) => ({ p, loss: concretePaymentLoss(ctx, task.bid, p.coins, p.treasureCards) }))
        .sort((a, b) => a.loss - b.loss)
        .slice(0, 3)
        .map(({ p }) => ({ type: 'pay', ...p }));
      moves.push({ type: 'refusePayment' });
      return moves;
    }
    case null:
      return [];
    default:
      break;
  }
  return legalMoves(view, seat);
}

function bidCandidates(ctx: Ctx): GrogMove[] {
  const { s, seat } = ctx;
  const out: GrogMove[] = [];
  const canPass = checkMove(s, seat, { type: 'pass' }) === null;
  if (canPass) out.push({ type: 'pass' });
  const rows = scoredRows(ctx);
  const byNet = rows.slice().sort((a, b) => b.net - a.net);
  const total = (row: readonly Colour[]): number => row.reduce((t, c) => t + s.auction.dice[c], 0);
  const chosen = new Set<string>();
  const add = (row: readonly Colour[]): void => {
    const key = row.join(',');
    if (chosen.has(key)) return;
    chosen.add(key);
    out.push({ type: 'bid', row: row.slice(), parrots: [] });
  };
  for (const r of byNet.slice(0, 5)) add(r.row);
  if (rows.length > 0) {
    const byTotal = rows.slice().sort((a, b) => total(a.row) - total(b.row) || b.net - a.net);
    add((byTotal[0] as { row: Colour[] }).row);
    add((byTotal[byTotal.length - 1] as { row: Colour[] }).row);
  }
  out.push(...parrotBids(ctx, 2));
  if (!canPass && out.length === 0) {
    // Must open but can pay for no bid: the cheapest legal one (it will not be paid).
    const bids = legalMoves(s, seat).filter((m): m is Extract<GrogMove, { type: 'bid' }> => m.type === 'bid' && m.parrots.length === 0);
    bids.sort((a, b) => total(a.row) - total(b.row));
    if (bids[0]) out.push(bids[0]);
  }
  return out;
}

/** The best bids that play one parrot card (a "keep the bid" card, or a "turn the die" card), by net value. */
function parrotBids(ctx: Ctx, count: number): GrogMove[] {
  const { s, seat, player } = ctx;
  if (player.parrotCards.length === 0) return [];
  const max = capitalOf(player);
  const tables = claimTablesFor(ctx);
  const scored: { move: GrogMove; net: number }[] = [];
  for (const b of legalBids(s, seat)) {
    if (b.parrots.length === 0) continue;
    const dice = { ...s.auction.dice };
    for (const play of b.parrots) {
      const card = parrotCard(play.card);
      if (card.kind === 'turnDie' && play.value !== undefined) dice[card.colour] = play.value;
    }
    const t = b.row.reduce((sum, c) => sum + dice[c], 0);
    if (t > max) continue;
    const net = rowReward(ctx, tables, b.row) - paymentLoss(ctx, t) - b.parrots.length * parrotCardValue(ctx.goals, ctx.phase);
    scored.push({ move: { type: 'bid', row: b.row, parrots: b.parrots }, net });
  }
  scored.sort((a, b) => b.net - a.net);
  return scored.slice(0, count).map((x) => x.move);
}

function tradeCandidates(ctx: Ctx): GrogMove[] {
  const options = tradeOptions(ctx, ctx.player.goods, availableShips(ctx.s));
  const out: GrogMove[] = [];
  const perShip = new Map<string, number>();
  for (const o of options) {
    const n = perShip.get(o.ship) ?? 0;
    if (n >= 3) continue;
    perShip.set(o.ship, n + 1);
    out.push(tradeToMove(ctx, o));
    if (out.length >= 7) break;
  }
  return out;
}

