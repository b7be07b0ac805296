import { pick, randomInt, type Rng } from '@harbour/game-kit';
import { COLOURS, SUBSTITUTION_RATE, TILES_PER_CLAIM, type Colour, type ShipId } from '../data.js';
import { checkPass, enumerateRows, sumRow } from './bidding.js';
import { anchorage, availableShips, freeBuildingsOn, potentialCoinStock } from './board.js';
import { claimCandidates } from './claims.js';
import { legalMoves, stageOf } from './engine.js';
import type { GrogMove } from './moves.js';
import { canTradeAt, maxClaims, maxMainTiles, mustTrade, payableUnits } from './passing.js';
import { noGoods, type Goods, type GrogState, type PlayerState } from './state.js';
import { BUILDINGS } from '../data.js';

/**
 * A random legal move, built step by step instead of picked from the full list of legal moves
 * (which can run to thousands of trades). For bot rollouts, simulations and benchmarks.
 * Each kind of decision is chosen uniformly (bid or pass; a ship, then the sizes of its actions,
 * then the tiles), so it is random, though not uniform over all legal moves.
 */
export function randomMove(s: GrogState, seat: number, rng: Rng): GrogMove {
  const stage = stageOf(s, seat);
  if (stage === null) throw new Error(`seat ${seat} has no decision to make`);
  const player = s.players[seat] as PlayerState;
  switch (stage) {
    case 'bid':
      return randomBid(s, seat, player, rng);
    case 'trade':
      return randomTrade(s, player, rng);
    case 'claim': {
      const task = s.tasks[0];
      if (task?.kind !== 'claim') break;
      const candidates = claimCandidates(s, task);
      return { type: 'claimBuilding', building: (BUILDINGS[pick(rng, candidates)] as (typeof BUILDINGS)[number]).id };
    }
    case 'lock':
    case 'ghostCrew': {
      const task = s.tasks[0];
      if (task?.kind !== 'lock' && task?.kind !== 'ghostCrew') break;
      const building = (BUILDINGS[pick(rng, freeBuildingsOn(s, task.peninsula))] as (typeof BUILDINGS)[number]).id;
      return task.kind === 'lock' ? { type: 'placeLock', building } : { type: 'placeGhostCrew', building };
    }
    default:
      break;
  }
  return pick(rng, legalMoves(s, seat));
}

function randomBid(s: GrogState, seat: number, player: PlayerState, rng: Rng): GrogMove {
  const canPass = checkPass(s, seat) === null;
  if (canPass && randomInt(rng, 2) === 0) return { type: 'pass' };
  const min = s.auction.bid + 1;
  const max = potentialCoinStock(player);
  // Cheap first: a random set of dice in descending order, a few tries; then every row.
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = randomDescendingRow(s.auction.dice, rng);
    const total = sumRow(s.auction.dice, row);
    if (total >= min && total <= max) return { type: 'bid', row, parrots: [] };
  }
  const rows: Colour[][] = [];
  enumerateRows(s.auction.dice, min, max, (row) => rows.push(row.slice()));
  if (rows.length === 0) return canPass ? { type: 'pass' } : pick(rng, legalMoves(s, seat));
  return { type: 'bid', row: pick(rng, rows), parrots: [] };
}

/** A non-empty random subset of the dice, highest pips first (ties in random order). */
function randomDescendingRow(dice: Record<Colour, number>, rng: Rng): Colour[] {
  const mask = 1 + randomInt(rng, 31);
  const row: Colour[] = [];
  const keys: number[] = [];
  for (let i = 0; i < COLOURS.length; i++) {
    if (((mask >> i) & 1) === 0) continue;
    const colour = COLOURS[i] as Colour;
    const key = dice[colour] * 8 + randomInt(rng, 8);
    // Insertion sort, descending: at most five dice.
    let at = row.length;
    while (at > 0 && (keys[at - 1] as number) < key) at--;
    row.splice(at, 0, colour);
    keys.splice(at, 0, key);
  }
  return row;
}

function randomTrade(s: GrogState, player: PlayerState, rng: Rng): GrogMove {
  const obliged = mustTrade(s, player);
  const ships = availableShips(s).filter((ship) => !obliged || canTradeAt(s, player, ship));
  const ship: ShipId = pick(rng, ships);
  const peninsula = anchorage(s, ship) as Colour;
  const payable = payableUnits(player, peninsula);
  const claimMax = Math.min(maxClaims(s, player, peninsula), Math.floor(payable / TILES_PER_CLAIM));
  let claims = randomInt(rng, claimMax + 1);
  const mainFor = (c: number): number => Math.min(maxMainTiles(s, ship), payable - TILES_PER_CLAIM * c);
  // Obliged to trade at a ship whose main trade action is closed (no cards left): claim instead.
  if (obliged && claims === 0 && mainFor(0) === 0) claims = claimMax;
  const mainMax = mainFor(claims);
  const mainMin = obliged && claims === 0 ? 1 : 0;
  const main = mainMin + randomInt(rng, mainMax - mainMin + 1);
  return { type: 'trade', ship, main, claims, payment: randomPayment(player, peninsula, main + TILES_PER_CLAIM * claims, rng) };
}

/** A random way to pay `units` of the demanded good (units must be payable). */
function randomPayment(player: PlayerState, demanded: Colour, units: number, rng: Rng): Goods {
  const payment = noGoods();
  if (units === 0) return payment;
  const others: Colour[] = [];
  for (const colour of COLOURS) {
    if (colour === demanded) continue;
    for (let i = 0; i < player.goods[colour]; i++) others.push(colour);
  }
  const minDemanded = Math.max(0, units - Math.floor(others.length / SUBSTITUTION_RATE));
  const maxDemanded = Math.min(units, player.goods[demanded]);
  const d = minDemanded + randomInt(rng, maxDemanded - minDemanded + 1);
  payment[demanded] = d;
  for (let need = SUBSTITUTION_RATE * (units - d); need > 0; need--) {
    const i = randomInt(rng, others.length);
    payment[others[i] as Colour] += 1;
    others[i] = others[others.length - 1] as Colour;
    others.pop();
  }
  return payment;
}
