import { legalMoves, stageOf } from './engine.js';
import { moreThanOneTrade } from './passing.js';
import type { GrogMove } from './moves.js';
import type { Goods, GrogState, Stage } from './state.js';

/**
 * Decisions the server may take for a seat (issue 27): the forced move, made at once, and the
 * conservative move, made for a seat whose time ran out. The package README lists which decisions can
 * be forced and why none reveals anything.
 */

/**
 * Whether every other seat can tell, from what it sees, which moves `seat` has in this stage. Most
 * stages depend only on the board, goods, coins and counts of cards, which are public. Not so:
 *  - chooseSetup and pay: the choices are among the seat's secret cards (and paying depends on the
 *    values of its treasure cards, which only it knows);
 *  - bid, for a seat holding parrot cards: which bids they allow depends on their kinds, which are
 *    secret. Without parrot cards a bid is legal when it is within the potential coin stock, which
 *    counts every treasure card as 3 coins (rulebook, "Capital and potential coin stock"): public.
 */
export function decidedInPublic(s: GrogState, seat: number, stage: Stage): boolean {
  switch (stage) {
    case 'chooseSetup':
    case 'pay':
      return false;
    case 'bid':
      return (s.players[seat]?.parrotCards.length ?? 0) === 0;
    case 'trade':
    case 'keepGoalCard':
    case 'claim':
    case 'discardGoalCard':
    case 'lock':
    case 'ghostCrew':
      return true;
  }
}

/** The seat's only legal move when the other seats can tell it is the only one; otherwise null. */
export function forcedMove(s: GrogState, seat: number): GrogMove | null {
  const stage = stageOf(s, seat);
  if (stage === null || !decidedInPublic(s, seat, stage)) return null;
  // The trade stage's list is the longest to build: most of the time a second trade shows at once.
  if (stage === 'trade' && moreThanOneTrade(s, seat)) return null;
  const moves = legalMoves(s, seat);
  return moves.length === 1 ? (moves[0] as GrogMove) : null;
}

function tilesPaid(payment: Goods): number {
  let n = 0;
  for (const v of Object.values(payment)) n += v;
  return n;
}

/**
 * The move for a seat whose time ran out, from its own view: pass rather than bid (and, when the
 * opening bid is compulsory, the lowest bid without parrot cards); trade paying the fewest goods (none
 * where the rules allow); refuse to pay rather than pay; forgo the claims of the auction; where a
 * choice is compulsory (a card to keep or return, a claim paid for at a ship, the lock, the ghost
 * crew), the first one listed. Never plays a parrot card nor pays coins when a free choice exists.
 */
export function conservativeMove(view: GrogState, seat: number): GrogMove | null {
  const moves = legalMoves(view, seat);
  if (moves.length === 0) return null;
  const pass = moves.find((m) => m.type === 'pass' || m.type === 'refusePayment' || m.type === 'skipClaims');
  if (pass) return pass;
  const bids = moves.filter((m): m is Extract<GrogMove, { type: 'bid' }> => m.type === 'bid' && m.parrots.length === 0);
  if (bids.length > 0) return minBy(bids, (b) => b.row.reduce((sum, c) => sum + view.auction.dice[c], 0) * 10 + b.row.length);
  const trades = moves.filter((m): m is Extract<GrogMove, { type: 'trade' }> => m.type === 'trade');
  if (trades.length > 0) return minBy(trades, (t) => tilesPaid(t.payment) * 10 + t.claims);
  return moves[0] as GrogMove;
}

function minBy<T>(items: readonly T[], cost: (item: T) => number): T {
  let best = items[0] as T;
  let bestCost = cost(best);
  for (const item of items) {
    const c = cost(item);
    if (c < bestCost) {
      best = item;
      bestCost = c;
    }
  }
  return best;
}
