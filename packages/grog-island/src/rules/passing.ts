import { refuse, type Refusal } from '@harbour/game-kit';
import {
  COLOURS,
  SHIPS,
  SUBSTITUTION_RATE,
  TILES_PER_CLAIM,
  type Colour,
  type ShipId,
} from '../data.js';
import { nextBidder } from './bidding.js';
import { anchorage, availableShips, freeBuildingsOn, ghostShipPeninsula, totalGoods } from './board.js';
import { noGoods, type Goods, type GrogState, type PlayerState, type Task } from './state.js';

/**
 * Passing (rulebook "Pass"): the player drops out of the auction round, receives goods for the
 * free goods spaces (and, with 2 players, one of the ghost ship's peninsula), then trades with
 * exactly one merchant ship.
 */

/** Goods a passing player receives now: one tile per free goods space (+1 at the ghost ship's peninsula). */
export function goodsForPassing(s: GrogState): Colour[] {
  const goods: Colour[] = [...s.auction.biddingRow];
  const ghost = ghostShipPeninsula(s);
  if (ghost !== null) goods.push(ghost);
  return goods;
}

/** Passes (mutates): the player is out of the round, receives goods, and must now trade. */
export function applyPass(s: GrogState, seat: number): void {
  const player = s.players[seat] as PlayerState;
  s.auction.passed[seat] = true;
  const goods = goodsForPassing(s);
  for (const colour of goods) player.goods[colour] += 1;
  s.auction.turn = nextBidder(s, seat);
  s.events.push({ type: 'passed', seat, goods });
  s.tasks.unshift({ kind: 'trade', seat });
}

// ---------------------------------------------------------------- what a ship allows

/** How many tiles the main trade action of `ship` can take now (limited by the ship and by the cards left). */
export function maxMainTiles(s: GrogState, ship: ShipId): number {
  const info = SHIPS[ship];
  switch (info.reward) {
    case 'coins':
      return info.maxTiles;
    case 'treasureCard':
      return Math.min(info.maxTiles, s.decks.treasure.length);
    case 'parrotCard':
      return Math.min(info.maxTiles, s.decks.parrot.length);
    case 'goalCard':
      return Math.min(info.maxTiles, s.decks.goal.length);
  }
}

/** How many claim actions the player could take at a peninsula (crew and free buildings allowing). */
export function maxClaims(s: GrogState, player: PlayerState, peninsula: Colour): number {
  return Math.min(player.crew, freeBuildingsOn(s, peninsula).length);
}

/** How many units of the demanded good the player can pay: demanded tiles, plus 3 other tiles per unit. */
export function payableUnits(player: PlayerState, demanded: Colour): number {
  const own = player.goods[demanded];
  return own + Math.floor((totalGoods(player) - own) / SUBSTITUTION_RATE);
}

/** Can the player perform at least one trade action at this ship? */
export function canTradeAt(s: GrogState, player: PlayerState, ship: ShipId): boolean {
  const peninsula = anchorage(s, ship);
  if (peninsula === null) return false;
  const units = payableUnits(player, peninsula);
  if (units >= 1 && maxMainTiles(s, ship) >= 1) return true;
  return units >= TILES_PER_CLAIM && maxClaims(s, player, peninsula) >= 1;
}

/**
 * The passing player's obligation (our ruling, shared/games/grog-island.md): if any available ship
 * demands a good of which they hold a tile, they must trade (at least one action) with a ship they
 * can supply. Only otherwise (the rulebook's special case) may they place the trade marker on any
 * available ship without trading; they may still trade there through 3:1 substitution.
 * (If no trade is possible at all, the marker goes on any available ship.)
 */
export function mustTrade(s: GrogState, player: PlayerState): boolean {
  const ships = availableShips(s);
  const holdsDemanded = ships.some((ship) => {
    const peninsula = anchorage(s, ship);
    return peninsula !== null && player.goods[peninsula] >= 1;
  });
  return holdsDemanded && ships.some((ship) => canTradeAt(s, player, ship));
}

// ---------------------------------------------------------------- the trade

export interface Trade {
  ship: ShipId;
  main: number;
  claims: number;
  payment: Goods;
}

/** Checks a trade: the ship, the main trade action, the claim actions and the tiles paid for them. */
export function checkTrade(s: GrogState, seat: number, trade: Trade): Refusal | null {
  const player = s.players[seat] as PlayerState;
  const { ship, main, claims, payment } = trade;
  const space = s.shipSpaces.indexOf(ship);
  if (space < 0) return refuse('move.badArgs', { field: 'ship' });
  const peninsula = anchorage(s, ship);
  if (peninsula === null) return refuse('trade.openSea', { ship });
  if (s.ghost?.ship === ship) return refuse('trade.ghostShip', { ship });
  const holder = s.players.findIndex((p) => p.tradeMarker === ship);
  if (holder >= 0) return refuse('trade.shipTaken', { ship, seat: holder });

  const info = SHIPS[ship];
  if (main > info.maxTiles) return refuse('trade.mainTooMany', { ship, max: info.maxTiles });
  const cardsLeft = maxMainTiles(s, ship);
  if (main > cardsLeft) return refuse('trade.notEnoughCards', { ship, left: cardsLeft });
  if (claims > player.crew) return refuse('trade.notEnoughCrew', { crew: player.crew });
  const free = freeBuildingsOn(s, peninsula).length;
  if (claims > free) return refuse('trade.notEnoughFreeBuildings', { peninsula, free });

  for (const colour of COLOURS) {
    if (payment[colour] > player.goods[colour]) {
      return refuse('trade.notEnoughGoods', { colour, have: player.goods[colour], pay: payment[colour] });
    }
  }
  const units = main + TILES_PER_CLAIM * claims;
  const demanded = payment[peninsula];
  let others = 0;
  for (const colour of COLOURS) if (colour !== peninsula) others += payment[colour];
  if (demanded > units || others !== SUBSTITUTION_RATE * (units - demanded)) {
    return refuse('trade.paymentMismatch', { demand: peninsula, units, demanded, others, rate: SUBSTITUTION_RATE });
  }
  if (units === 0 && mustTrade(s, player)) return refuse('trade.mustTrade');
  return null;
}

/** Performs a checked trade (mutates). Goal cards drawn (2 or more) and claims become tasks, in that order. */
export function applyTrade(s: GrogState, seat: number, trade: Trade): void {
  const player = s.players[seat] as PlayerState;
  const { ship, main, claims, payment } = trade;
  const peninsula = anchorage(s, ship) as Colour;
  for (const colour of COLOURS) player.goods[colour] -= payment[colour];
  player.tradeMarker = ship;

  const info = SHIPS[ship];
  const gained = { coins: 0, treasureCards: 0, parrotCards: 0, goalCardsDrawn: 0 };
  const follow: Task[] = [];
  switch (info.reward) {
    case 'coins':
      gained.coins = info.perTile * main;
      player.coins += gained.coins;
      break;
    case 'treasureCard':
      player.treasureCards.push(...s.decks.treasure.splice(0, main));
      gained.treasureCards = main;
      break;
    case 'parrotCard':
      player.parrotCards.push(...s.decks.parrot.splice(0, main));
      gained.parrotCards = main;
      break;
    case 'goalCard': {
      const drawn = s.decks.goal.splice(0, main);
      gained.goalCardsDrawn = drawn.length;
      if (drawn.length === 1) player.goalCards.push(drawn[0] as number);
      else if (drawn.length > 1) follow.push({ kind: 'keepGoalCard', seat, drawn });
      break;
    }
  }
  for (let i = 0; i < claims; i++) follow.push({ kind: 'claim', seat, via: 'ship', peninsula });
  s.tasks.unshift(...follow);
  s.events.push({ type: 'traded', seat, ship, peninsula, main, claims, paid: { ...payment }, gained });
}

/** Keeps one of the goal cards drawn at the goal ship (mutates); the others go to the bottom of the goal deck. */
export function checkKeepGoalCard(drawn: readonly number[], card: number): Refusal | null {
  return drawn.includes(card) ? null : refuse('goal.notDrawn', { card });
}

export function applyKeepGoalCard(s: GrogState, seat: number, drawn: readonly number[], card: number): void {
  (s.players[seat] as PlayerState).goalCards.push(card);
  const returned = drawn.filter((c) => c !== card);
  s.decks.goal.push(...returned);
  s.events.push({ type: 'goalCardKept', seat, returned: returned.length });
}

// ---------------------------------------------------------------- every legal trade

/**
 * Every trade the seat may make now: each available ship, each size of main trade action and number
 * of claims, and each way of paying (which demanded tiles, which tiles for the 3:1 substitution).
 */
export function legalTrades(s: GrogState, seat: number): Trade[] {
  return [...eachTrade(s, seat)];
}

/**
 * Whether `seat` has more than one legal trade: legalTrades(s, seat).length > 1, counted only until
 * the second (the forced-move check asks it after every move of a trade stage).
 */
export function moreThanOneTrade(s: GrogState, seat: number): boolean {
  let found = 0;
  for (const _trade of eachTrade(s, seat)) if (++found > 1) return true;
  return false;
}

/** The legal trades one by one, in legalTrades' order (a caller may stop early). */
function* eachTrade(s: GrogState, seat: number): Generator<Trade> {
  const player = s.players[seat] as PlayerState;
  const obliged = mustTrade(s, player);
  for (const ship of availableShips(s)) {
    const peninsula = anchorage(s, ship) as Colour;
    const payable = payableUnits(player, peninsula);
    const mainMax = Math.min(maxMainTiles(s, ship), payable);
    const claimMax = Math.min(maxClaims(s, player, peninsula), Math.floor(payable / TILES_PER_CLAIM));
    for (let claims = 0; claims <= claimMax; claims++) {
      for (let main = 0; main <= mainMax; main++) {
        const units = main + TILES_PER_CLAIM * claims;
        if (units > payable) break;
        if (units === 0) {
          if (!obliged) yield { ship, main: 0, claims: 0, payment: noGoods() };
          continue;
        }
        for (const payment of payments(player, peninsula, units)) yield { ship, main, claims, payment };
      }
    }
  }
}

/** Every way to pay `units` of the demanded good: d demanded tiles and 3·(units−d) other tiles, any colours. */
export function payments(player: PlayerState, demanded: Colour, units: number): Goods[] {
  const out: Goods[] = [];
  const otherColours = COLOURS.filter((c) => c !== demanded);
  const ownDemanded = player.goods[demanded];
  for (let d = Math.min(units, ownDemanded); d >= 0; d--) {
    const need = SUBSTITUTION_RATE * (units - d);
    const payment = noGoods();
    payment[demanded] = d;
    const fill = (k: number, left: number): void => {
      if (k === otherColours.length) {
        if (left === 0) out.push({ ...payment });
        return;
      }
      const colour = otherColours[k] as Colour;
      const max = Math.min(left, player.goods[colour]);
      for (let n = max; n >= 0; n--) {
        payment[colour] = n;
        fill(k + 1, left - n);
      }
      payment[colour] = 0;
    };
    fill(0, need);
  }
  return out;
}
