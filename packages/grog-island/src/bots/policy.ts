import type { Rng } from '@harbour/game-kit';
import {
  BUILDINGS,
  BUILDINGS_OF_TYPE,
  COLOURS,
  GOAL_CARDS_KEPT,
  SHIPS,
  TILES_PER_CLAIM,
  treasureValue,
  type Building,
  type Colour,
  type ShipId,
} from '../data.js';
import {
  anchorage,
  availableShips,
  checkMove,
  claimCandidates,
  enumerateRows,
  ghostShipPeninsula,
  legalMoves,
  legalPayments,
  maxClaims,
  maxMainTiles,
  mustTrade,
  payableUnits,
  potentialCoinStock,
  stageOf,
  type Goods,
  type GrogMove,
  type GrogState,
  type PlayerState,
} from '../rules/index.js';
import { goalEstimate } from './evaluate.js';
import { goalsOf, type Goals } from './goals.js';
import { cheapestPayment, paymentPricer } from './payment.js';
import {
  claimValue,
  coinValue,
  crewCounts,
  goodsTileValue,
  parrotCardValue,
  peninsulaGoalPoints,
  phaseOf,
  strongestRival,
  treasureCardValue,
  WEIGHTS,
} from './values.js';

/**
 * A fast heuristic player: one decision at a time, valued with the weights of values.ts.
 * It uses only what the deciding seat knows (its own cards, the public board), so it can play
 * from a view as well as inside a determinized rollout. `noise` (pirate points) blurs its
 * comparisons at random, so rollouts explore; 0 makes it greedy.
 */
export function policyMove(s: GrogState, seat: number, rng: Rng, noise = 0): GrogMove {
  const stage = stageOf(s, seat);
  const player = s.players[seat] as PlayerState;
  const ctx: Ctx = { s, seat, player, goals: goalsOf(player.goalCards), phase: phaseOf(s), rng, noise };
  switch (stage) {
    case 'bid':
      return bidMove(ctx);
    case 'trade':
      return tradeMove(ctx);
    case 'claim':
      return claimMove(ctx);
    case 'pay':
      return payMove(ctx);
    case 'lock':
    case 'ghostCrew':
      return blockMove(ctx, stage);
    case 'keepGoalCard':
      return keepGoalMove(ctx);
    case 'discardGoalCard':
      return discardGoalMove(ctx);
    case 'chooseSetup':
      return setupMove(ctx);
    case null:
      throw new Error(`seat ${seat} has no decision to make`);
  }
}

export interface Ctx {
  s: GrogState;
  seat: number;
  player: PlayerState;
  goals: Goals;
  phase: number;
  rng: Rng;
  noise: number;
}

export function contextFor(s: GrogState, seat: number, rng: Rng, noise = 0): Ctx {
  const player = s.players[seat] as PlayerState;
  return { s, seat, player, goals: goalsOf(player.goalCards), phase: phaseOf(s), rng, noise };
}

function jitter(ctx: Ctx): number {
  return ctx.noise === 0 ? 0 : (ctx.rng.next() * 2 - 1) * ctx.noise;
}

// ---------------------------------------------------------------- bidding

/** Claim values per peninsula, best first, for pairing the two claims of a winning bid. */
export function claimTablesFor(ctx: Ctx): Record<Colour, { index: number; type: string; value: number }[]> {
  return claimTables(ctx);
}

function claimTables(ctx: Ctx): Record<Colour, { index: number; type: string; value: number }[]> {
  const out = {} as Record<Colour, { index: number; type: string; value: number }[]>;
  for (const c of COLOURS) out[c] = [];
  for (const b of BUILDINGS) {
    if (ctx.s.occupants[b.index] !== null) continue;
    out[b.peninsula].push({ index: b.index, type: b.type, value: claimValue(ctx.s, ctx.seat, ctx.goals, b.index, ctx.phase) });
  }
  for (const c of COLOURS) out[c].sort((a, b) => b.value - a.value);
  return out;
}

/** What the rewards of a bidding row are worth to the winner: up to two claims (different types), pirate points, a lock. */
export function rowReward(ctx: Ctx, tables: Record<Colour, { type: string; value: number }[]>, row: readonly Colour[]): number {
  let v = 0;
  const crew = ctx.player.crew;
  const a = tables[row[0] as Colour] ?? [];
  if (row.length >= 2 && crew >= 2) {
    const b = tables[row[1] as Colour] ?? [];
    let best = Math.max(0, a[0]?.value ?? 0, b[0]?.value ?? 0);
    for (const x of a.slice(0, 3)) {
      for (const y of b.slice(0, 3)) {
        if (x.type !== y.type) best = Math.max(best, Math.max(0, x.value) + Math.max(0, y.value));
      }
    }
    v += best;
  } else if (crew >= 1) {
    let best = Math.max(0, a[0]?.value ?? 0);
    if (row.length >= 2) best = Math.max(best, tables[row[1] as Colour]?.[0]?.value ?? 0);
    v += best;
  }
  if (row.length >= 3) v += 1;
  if (row.length >= 4 && ctx.s.locksLeft > 0) v += WEIGHTS.lock;
  if (row.length >= 5) v += 1;
  return v;
}

/** The loss of paying `bid`: coins first, then treasure cards (highest value first), change back as coins. */
export function paymentLoss(ctx: Ctx, bid: number): number {
  const cv = coinValue(ctx.phase);
  const p = ctx.player;
  if (bid <= p.coins) return bid * cv;
  let rest = bid - p.coins;
  let loss = p.coins * cv;
  const values = p.treasureCards.map(treasureValue).sort((x, y) => y - x);
  for (const value of values) {
    if (rest <= 0) break;
    loss += treasureCardValue(ctx.phase);
    rest -= value;
  }
  if (rest > 0) return Infinity;
  return loss + rest * cv; // rest <= 0: change comes back
}

export function capitalOf(p: PlayerState): number {
  let total = p.coins;
  for (const card of p.treasureCards) total += treasureValue(card);
  return total;
}

export interface ScoredRow {
  row: Colour[];
  net: number;
}

/** Every bid the seat can pay (without parrot cards), with its net value if it wins. */
export function scoredRows(ctx: Ctx): ScoredRow[] {
  const { s, player } = ctx;
  const max = Math.min(potentialCoinStock(player), capitalOf(player));
  const tables = claimTables(ctx);
  const out: ScoredRow[] = [];
  // Many rows cost the same total: each total's loss is worked out once.
  const losses: number[] = [];
  const rewards: number[] = [];
  enumerateRows(s.auction.dice, s.auction.bid + 1, max, (row) => {
    let total = 0;
    for (const c of row) total += s.auction.dice[c];
    const loss = (losses[total] ??= paymentLoss(ctx, total));
    // A row's reward depends only on its first two colours and its length.
    const key = (COLOURS.indexOf(row[0] as Colour) * 6 + (row.length > 1 ? COLOURS.indexOf(row[1] as Colour) + 1 : 0)) * 6 + row.length;
    const reward = (rewards[key] ??= rowReward(ctx, tables, row));
    out.push({ row: row.slice(), net: reward - loss });
  });
  return out;
}

/** What passing now brings: a goods tile per die in the bidding row (and at the ghost ship), then the best trade. */
export function passValue(ctx: Ctx): number {
  const { s, player } = ctx;
  const goods = { ...player.goods };
  let v = 0;
  const gained: Colour[] = [...s.auction.biddingRow];
  const ghost = ghostShipPeninsula(s);
  if (ghost !== null) gained.push(ghost);
  for (const c of gained) {
    goods[c] += 1;
    v += goodsTileValue(ctx.goals, c, ctx.phase);
  }
  const best = tradeOptions(ctx, goods, availableShips(s))[0];
  return v + Math.max(0, best?.value ?? 0);
}

function bidMove(ctx: Ctx): GrogMove {
  const canPass = checkMove(ctx.s, ctx.seat, { type: 'pass' }) === null;
  const rows = scoredRows(ctx);
  let best: ScoredRow | null = null;
  let bestNet = -Infinity;
  for (const r of rows) {
    const net = r.net + jitter(ctx);
    if (net > bestNet) {
      bestNet = net;
      best = r;
    }
  }
  if (canPass && (best === null || bestNet <= passValue(ctx) + jitter(ctx))) return { type: 'pass' };
  if (best !== null) return { type: 'bid', row: best.row, parrots: [] };
  // An opening bid is required but none can be paid: the cheapest legal one (it will not be paid).
  const bids = legalMoves(ctx.s, ctx.seat).filter((m): m is Extract<GrogMove, { type: 'bid' }> => m.type === 'bid' && m.parrots.length === 0);
  const total = (row: readonly Colour[]): number => row.reduce((t, c) => t + ctx.s.auction.dice[c], 0);
  bids.sort((x, y) => total(x.row) - total(y.row));
  const cheapest = bids[0];
  if (cheapest === undefined) throw new Error('policy: an opening bid is required but none is legal');
  return cheapest;
}

// ---------------------------------------------------------------- trading

export interface TradeOption {
  ship: ShipId;
  main: number;
  claims: number;
  value: number;
}

/** Value of the main trade action of `ship` with `n` tiles. */
function mainValue(ctx: Ctx, ship: ShipId, n: number): number {
  if (n === 0) return 0;
  const info = SHIPS[ship];
  switch (info.reward) {
    case 'coins':
      return info.perTile * n * coinValue(ctx.phase);
    case 'treasureCard':
      return n * treasureCardValue(ctx.phase);
    case 'parrotCard':
      return n * parrotCardValue(ctx.goals, ctx.phase);
    case 'goalCard':
      return WEIGHTS.goalDrawFirst * (0.4 + 0.6 * ctx.phase) + WEIGHTS.goalDrawMore * Math.min(n - 1, 3);
  }
}

/**
 * Trades worth considering with the given goods at the given ships, best first: for each ship,
 * each number of claim actions and each size of main trade action, valued with the cheapest payment.
 * A trade with no action is included when the player is not obliged to trade.
 */
export function tradeOptions(ctx: Ctx, goods: Goods, ships: readonly ShipId[]): TradeOption[] {
  const { s, player } = ctx;
  const holder: PlayerState = { ...player, goods };
  const obliged = mustTrade(s, holder);
  const out: TradeOption[] = [];
  const price = paymentPricer(goods, (c: Colour): number => goodsTileValue(ctx.goals, c, ctx.phase));
  for (const ship of ships) {
    const peninsula = anchorage(s, ship);
    if (peninsula === null) continue;
    const payable = payableUnits(holder, peninsula);
    const claimMax = Math.min(maxClaims(s, holder, peninsula), Math.floor(payable / TILES_PER_CLAIM));
    const mainMax = Math.min(maxMainTiles(s, ship), payable);
    // Cumulative cost of paying 0..payable units, cheapest units first.
    const costs = price(peninsula, Math.min(payable, mainMax + TILES_PER_CLAIM * claimMax));
    const claimValues: number[] = [];
    if (claimMax > 0) {
      for (const b of BUILDINGS) {
        if (b.peninsula === peninsula && s.occupants[b.index] === null) claimValues.push(claimValue(s, ctx.seat, ctx.goals, b.index, ctx.phase));
      }
      claimValues.sort((x, y) => y - x);
    }
    let claimsSum = 0;
    for (let claims = 0; claims <= claimMax; claims++) {
      if (claims > 0) claimsSum += claimValues[claims - 1] ?? 0;
      for (let main = 0; main <= mainMax; main++) {
        const units = main + TILES_PER_CLAIM * claims;
        if (units > payable) break;
        if (units === 0 && obliged) continue;
        const cost = costs[units] ?? Infinity;
        out.push({ ship, main, claims, value: claimsSum + mainValue(ctx, ship, main) - cost });
      }
    }
  }
  if (out.length === 0) {
    // Nothing payable anywhere: the marker goes on any available ship.
    for (const ship of ships) if (anchorage(s, ship) !== null) out.push({ ship, main: 0, claims: 0, value: 0 });
  }
  out.sort((x, y) => y.value - x.value);
  return out;
}

export function tradeToMove(ctx: Ctx, option: TradeOption): GrogMove {
  const peninsula = anchorage(ctx.s, option.ship) as Colour;
  const units = option.main + TILES_PER_CLAIM * option.claims;
  const paid = cheapestPayment(ctx.player.goods, peninsula, units, (c) => goodsTileValue(ctx.goals, c, ctx.phase));
  if (paid === null) throw new Error('policy: an unpayable trade option');
  return { type: 'trade', ship: option.ship, main: option.main, claims: option.claims, payment: paid.payment };
}

function tradeMove(ctx: Ctx): GrogMove {
  const options = tradeOptions(ctx, ctx.player.goods, availableShips(ctx.s));
  let best = options[0] as TradeOption;
  if (ctx.noise > 0) {
    let bestValue = -Infinity;
    for (const o of options) {
      const v = o.value + jitter(ctx);
      if (v > bestValue) {
        bestValue = v;
        best = o;
      }
    }
  }
  return tradeToMove(ctx, best);
}

// ---------------------------------------------------------------- claims, payment, locks

function claimMove(ctx: Ctx): GrogMove {
  const task = ctx.s.tasks[0];
  if (task?.kind !== 'claim') throw new Error('policy: no claim task');
  let best = -1;
  let bestValue = -Infinity;
  for (const i of claimCandidates(ctx.s, task)) {
    const v = claimValue(ctx.s, ctx.seat, ctx.goals, i, ctx.phase) + jitter(ctx);
    if (v > bestValue) {
      bestValue = v;
      best = i;
    }
  }
  if (best < 0 || (task.via === 'auction' && bestValue < -1)) return { type: 'skipClaims' };
  return { type: 'claimBuilding', building: (BUILDINGS[best] as Building).id };
}

/** The loss of a concrete payment: coins and treasure cards given, change received. */
export function concretePaymentLoss(ctx: Ctx, bid: number, coins: number, cards: readonly number[]): number {
  const cv = coinValue(ctx.phase);
  let value = 0;
  for (const card of cards) value += treasureValue(card);
  const change = Math.max(0, value - bid);
  return coins * cv + cards.length * treasureCardValue(ctx.phase) - change * cv;
}

function payMove(ctx: Ctx): GrogMove {
  const task = ctx.s.tasks[0];
  if (task?.kind !== 'pay') throw new Error('policy: no pay task');
  let best: { coins: number; treasureCards: number[] } | null = null;
  let bestLoss = Infinity;
  for (const p of legalPayments(ctx.s, ctx.seat, task.bid)) {
    const loss = concretePaymentLoss(ctx, task.bid, p.coins, p.treasureCards);
    if (loss < bestLoss) {
      bestLoss = loss;
      best = p;
    }
  }
  if (best === null) return { type: 'refusePayment' };
  const reward = rowReward(ctx, claimTables(ctx), ctx.s.auction.biddingRow);
  if (bestLoss > reward + 1.5) return { type: 'refusePayment' };
  return { type: 'pay', ...best };
}

/**
 * What a building is worth to the other players, as far as the public board tells: a player who
 * already has crew on buildings of its type probably holds that goal, and peninsula majorities
 * are visible to everyone.
 */
export function rivalInterest(s: GrogState, seat: number, index: number): number {
  const b = BUILDINGS[index] as Building;
  let best = 0;
  for (let o = 0; o < s.numPlayers; o++) {
    if (o === seat) continue;
    let v = 0;
    for (const i of BUILDINGS_OF_TYPE[b.type]) if (s.occupants[i] === o) v += 1.5;
    const counts = crewCounts(s, b.peninsula);
    const theirs = counts.seats[o] ?? 0;
    if (theirs > 0) v += 0.5 * (peninsulaGoalPoints(theirs + 1, strongestRival(counts, o)) - peninsulaGoalPoints(theirs, strongestRival(counts, o)));
    best = Math.max(best, v);
  }
  return best;
}

function blockMove(ctx: Ctx, stage: 'lock' | 'ghostCrew'): GrogMove {
  const task = ctx.s.tasks[0];
  if (task?.kind !== 'lock' && task?.kind !== 'ghostCrew') throw new Error('policy: no lock or ghost task');
  let best = -1;
  let bestScore = Infinity;
  for (const b of BUILDINGS) {
    if (b.peninsula !== task.peninsula || ctx.s.occupants[b.index] !== null) continue;
    let score = Math.max(0, claimValue(ctx.s, ctx.seat, ctx.goals, b.index, ctx.phase)) - rivalInterest(ctx.s, ctx.seat, b.index) + jitter(ctx);
    if (stage === 'ghostCrew' && ctx.goals.peninsula[b.peninsula]) {
      // The ghost counts as a third colour: keep it away from my own majorities.
      const counts = crewCounts(ctx.s, b.peninsula);
      const mine = counts.seats[ctx.seat] ?? 0;
      const rival = strongestRival(counts, ctx.seat);
      score += peninsulaGoalPoints(mine, rival) - peninsulaGoalPoints(mine, Math.max(rival, counts.ghost + 1));
    }
    if (score < bestScore) {
      bestScore = score;
      best = b.index;
    }
  }
  const building = (BUILDINGS[best] as Building).id;
  return stage === 'lock' ? { type: 'placeLock', building } : { type: 'placeGhostCrew', building };
}

// ---------------------------------------------------------------- goal cards

/** The expected points of a hand of goal cards for this player in this position. */
export function handValue(ctx: Ctx, cards: readonly number[]): number {
  return goalEstimate(ctx.s, ctx.seat, ctx.player, goalsOf(cards), ctx.phase);
}

function keepGoalMove(ctx: Ctx): GrogMove {
  const task = ctx.s.tasks[0];
  if (task?.kind !== 'keepGoalCard') throw new Error('policy: no keepGoalCard task');
  let best = task.drawn[0] as number;
  let bestValue = -Infinity;
  for (const card of task.drawn) {
    const v = handValue(ctx, [...ctx.player.goalCards, card]) + jitter(ctx);
    if (v > bestValue) {
      bestValue = v;
      best = card;
    }
  }
  return { type: 'keepGoalCard', card: best };
}

function discardGoalMove(ctx: Ctx): GrogMove {
  const cards = ctx.player.goalCards;
  let best = cards[0] as number;
  let bestValue = -Infinity;
  for (const card of cards) {
    const v = handValue(ctx, cards.filter((c) => c !== card)) + jitter(ctx);
    if (v > bestValue) {
      bestValue = v;
      best = card;
    }
  }
  return { type: 'discardGoalCard', card: best };
}

/** Setup: the 4 goal cards with the best prospects, and a goods tile for a goods goal (else the most useful colour). */
function setupMove(ctx: Ctx): GrogMove {
  const dealt = ctx.player.setup?.dealt ?? [];
  let bestKeep: number[] = dealt.slice(0, GOAL_CARDS_KEPT);
  let bestValue = -Infinity;
  for (let a = 0; a < dealt.length; a++) {
    for (let b = a + 1; b < dealt.length; b++) {
      const keep = dealt.filter((_, i) => i !== a && i !== b);
      const v = handValue(ctx, keep) + jitter(ctx);
      if (v > bestValue) {
        bestValue = v;
        bestKeep = keep;
      }
    }
  }
  const goals = goalsOf(bestKeep);
  let goods: Colour = COLOURS[Math.floor(ctx.rng.next() * COLOURS.length)] as Colour;
  const goalColour = COLOURS.find((c) => goals.goods[c]);
  if (goalColour !== undefined) goods = goalColour;
  return { type: 'chooseSetup', keep: bestKeep, goods };
}
