import { pick, randomInt, type Bot, type BotOptions, type Rng } from '@harbour/game-kit';
import { BUILDINGS, COLOURS, TILES_PER_CLAIM, treasureValue, type Colour, type ShipId } from '../data.js';
import {
  anchorage,
  availableShips,
  canTradeAt,
  checkMove,
  claimCandidates,
  enumerateRows,
  legalMoves,
  legalPayments,
  maxClaims,
  maxMainTiles,
  mustTrade,
  payableUnits,
  potentialCoinStock,
  randomMove,
  stageOf,
  type GrogMove,
  type GrogState,
  type PlayerState,
} from '../rules/index.js';
import { decisionRng } from './decision-rng.js';
import { goalsOf } from './goals.js';
import { cheapestPayment } from './payment.js';

/**
 * The easy bot: random among legal moves, with a few sanity preferences.
 *  - It bids only what it can really pay (coins plus the true value of its treasure cards), and
 *    among such bids prefers the cheaper ones; it passes about half the time when it may.
 *  - It trades at a random ship it can supply, and takes a claim action there whenever it can pay one.
 *  - It always claims (never skips a claim), preferring buildings its goal cards reward, and always
 *    pays when able.
 *  - Everything else (setup, locks, ghost crew, goal cards) is uniformly random.
 * It sees only its seat's view, and its move depends only on its seed and that view.
 */
export function createEasyBot(options: BotOptions): Bot<GrogState, GrogMove> {
  return {
    chooseMove(view, seat) {
      return easyMove(view, seat, decisionRng(options.seed, 'easy', view, seat));
    },
  };
}

export function easyMove(view: GrogState, seat: number, rng: Rng): GrogMove {
  const stage = stageOf(view, seat);
  const player = view.players[seat] as PlayerState;
  switch (stage) {
    case 'bid':
      return easyBid(view, seat, player, rng);
    case 'trade':
      return easyTrade(view, player, rng);
    case 'claim': {
      const task = view.tasks[0];
      if (task?.kind !== 'claim') break;
      const candidates = claimCandidates(view, task);
      if (candidates.length === 0) break;
      // A building its goal cards reward (its type or its peninsula), if there is one.
      const goals = goalsOf(player.goalCards);
      const wanted = candidates.filter((i) => {
        const b = BUILDINGS[i] as (typeof BUILDINGS)[number];
        return goals.building[b.type] > 0 || goals.peninsula[b.peninsula];
      });
      const choice = pick(rng, wanted.length > 0 ? wanted : candidates);
      return { type: 'claimBuilding', building: (BUILDINGS[choice] as (typeof BUILDINGS)[number]).id };
    }
    case 'pay': {
      const task = view.tasks[0];
      if (task?.kind !== 'pay') break;
      const payments = legalPayments(view, seat, task.bid);
      return payments.length > 0 ? { type: 'pay', ...pick(rng, payments) } : { type: 'refusePayment' };
    }
    case null:
      throw new Error(`seat ${seat} has no decision to make`);
    default:
      break;
  }
  return randomMove(view, seat, rng);
}

/** Coins plus the true value of the treasure cards: what the player can really pay. */
export function capital(player: PlayerState): number {
  let total = player.coins;
  for (const card of player.treasureCards) total += treasureValue(card);
  return total;
}

function easyBid(view: GrogState, seat: number, player: PlayerState, rng: Rng): GrogMove {
  const canPass = checkMove(view, seat, { type: 'pass' }) === null;
  if (canPass && randomInt(rng, 2) === 0) return { type: 'pass' };
  const affordable = Math.min(capital(player), potentialCoinStock(player));
  const rows: Colour[][] = [];
  enumerateRows(view.auction.dice, view.auction.bid + 1, affordable, (row) => rows.push(row.slice()));
  if (rows.length === 0) {
    if (canPass) return { type: 'pass' };
    // An opening bid it cannot pay is still required: the cheapest one (it will refuse to pay).
    const bids = legalMoves(view, seat).filter((m): m is Extract<GrogMove, { type: 'bid' }> => m.type === 'bid' && m.parrots.length === 0);
    bids.sort((a, b) => rowTotal(view, a.row) - rowTotal(view, b.row));
    return bids[0] ?? pick(rng, legalMoves(view, seat));
  }
  // Cheaper bids first: a random one among those at most 3 above the cheapest.
  let cheapest = Infinity;
  for (const row of rows) cheapest = Math.min(cheapest, rowTotal(view, row));
  return { type: 'bid', row: pick(rng, rows.filter((row) => rowTotal(view, row) <= cheapest + 3)), parrots: [] };
}

function rowTotal(view: GrogState, row: readonly Colour[]): number {
  let total = 0;
  for (const c of row) total += view.auction.dice[c];
  return total;
}

function easyTrade(view: GrogState, player: PlayerState, rng: Rng): GrogMove {
  const obliged = mustTrade(view, player);
  const tradeable = availableShips(view).filter((ship) => canTradeAt(view, player, ship));
  const ships = obliged || tradeable.length > 0 ? tradeable : availableShips(view);
  const ship: ShipId = pick(rng, ships);
  const peninsula = anchorage(view, ship) as Colour;
  const payable = payableUnits(player, peninsula);
  const claimMax = Math.min(maxClaims(view, player, peninsula), Math.floor(payable / TILES_PER_CLAIM));
  const claims = claimMax > 0 ? 1 + randomInt(rng, claimMax) : 0;
  const mainMax = Math.min(maxMainTiles(view, ship), payable - TILES_PER_CLAIM * claims);
  const mainMin = claims === 0 && mainMax > 0 ? 1 : 0;
  const main = mainMin + randomInt(rng, mainMax - mainMin + 1);
  // Which tiles pay: a random preference order over the colours.
  const preference = Object.fromEntries(COLOURS.map((c) => [c, rng.next()])) as Record<Colour, number>;
  const paid = cheapestPayment(player.goods, peninsula, main + TILES_PER_CLAIM * claims, (c) => preference[c]);
  if (paid === null) throw new Error('easy bot: a payable trade could not be paid');
  return { type: 'trade', ship, main, claims, payment: paid.payment };
}
