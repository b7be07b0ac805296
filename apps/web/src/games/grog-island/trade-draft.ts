import { COLOURS, SHIPS, SUBSTITUTION_RATE, TILES_PER_CLAIM, type Colour, type ShipId } from '@harbour/grog-island/data';
import {
  anchorage,
  availableShips,
  canTradeAt,
  maxClaims,
  maxMainTiles,
  mustTrade,
  noGoods,
  payableUnits,
  type Goods,
  type GrogState,
  type PlayerState,
} from '@harbour/grog-island/rules';

/**
 * The trade a passing player is putting together: a ship, the tiles for its main trade action,
 * the number of claim actions, and the tiles paid (the demanded good, or 3 other tiles for each
 * one missing). Pure functions over the rules, so the trade dialog offers only what is legal.
 */
export interface TradeDraft {
  ship: ShipId;
  main: number;
  claims: number;
  payment: Goods;
}

export interface ShipOption {
  ship: ShipId;
  peninsula: Colour;
  /** At least one trade action can be paid for here. */
  canTrade: boolean;
  /** The ship may be chosen (a ship that cannot be supplied is allowed only when nothing obliges a trade). */
  allowed: boolean;
}

export function shipOptions(G: GrogState, seat: number): ShipOption[] {
  const player = G.players[seat] as PlayerState;
  const obliged = mustTrade(G, player);
  return availableShips(G).map((ship) => {
    const canTrade = canTradeAt(G, player, ship);
    return { ship, peninsula: anchorage(G, ship) as Colour, canTrade, allowed: canTrade || !obliged };
  });
}

/** How many tiles the main trade action may take, given the claims chosen. */
export function mainLimit(G: GrogState, player: PlayerState, ship: ShipId, claims: number): number {
  const peninsula = anchorage(G, ship) as Colour;
  return Math.max(0, Math.min(maxMainTiles(G, ship), payableUnits(player, peninsula) - TILES_PER_CLAIM * claims));
}

/** How many claim actions are possible, given the main trade action's tiles. */
export function claimLimit(G: GrogState, player: PlayerState, ship: ShipId, main: number): number {
  const peninsula = anchorage(G, ship) as Colour;
  return Math.max(0, Math.min(maxClaims(G, player, peninsula), Math.floor((payableUnits(player, peninsula) - main) / TILES_PER_CLAIM)));
}

export function units(draft: Pick<TradeDraft, 'main' | 'claims'>): number {
  return draft.main + TILES_PER_CLAIM * draft.claims;
}

/**
 * A payment for `count` units: as many demanded tiles as possible (up to `demandedCap`), the rest
 * three for one from the other colours, taken from the largest stocks first.
 */
export function defaultPayment(player: PlayerState, demanded: Colour, count: number, demandedCap = Infinity): Goods {
  const payment = noGoods();
  const d = Math.min(count, player.goods[demanded], demandedCap);
  payment[demanded] = d;
  let need = SUBSTITUTION_RATE * (count - d);
  const others = COLOURS.filter((c) => c !== demanded).sort((a, b) => player.goods[b] - player.goods[a]);
  while (need > 0) {
    const colour = others.find((c) => player.goods[c] - payment[c] > 0);
    if (colour === undefined) break;
    payment[colour] += 1;
    need -= 1;
    others.sort((a, b) => player.goods[b] - payment[b] - (player.goods[a] - payment[a]));
  }
  return payment;
}

/** A fresh draft for a ship: one tile for the main action if it can be paid, else nothing. */
export function draftForShip(G: GrogState, seat: number, ship: ShipId): TradeDraft {
  const player = G.players[seat] as PlayerState;
  const peninsula = anchorage(G, ship) as Colour;
  const main = mainLimit(G, player, ship, 0) >= 1 ? 1 : 0;
  const claims = main === 0 && claimLimit(G, player, ship, 0) >= 1 ? 1 : 0;
  return { ship, main, claims, payment: defaultPayment(player, peninsula, units({ main, claims })) };
}

/** The draft with a new main or claim count; the payment follows (keeping the demanded tiles chosen if possible). */
export function resize(G: GrogState, seat: number, draft: TradeDraft, change: { main?: number; claims?: number }): TradeDraft {
  const player = G.players[seat] as PlayerState;
  const peninsula = anchorage(G, draft.ship) as Colour;
  const next = { main: change.main ?? draft.main, claims: change.claims ?? draft.claims };
  return { ship: draft.ship, ...next, payment: defaultPayment(player, peninsula, units(next)) };
}

/** Gives one tile more (+1) or less (-1) of a colour, keeping the payment's size right where possible. */
export function adjustPayment(G: GrogState, seat: number, draft: TradeDraft, colour: Colour, delta: 1 | -1): TradeDraft {
  const player = G.players[seat] as PlayerState;
  const peninsula = anchorage(G, draft.ship) as Colour;
  const payment = { ...draft.payment };
  const n = units(draft);
  if (colour === peninsula) {
    // Fewer demanded tiles means three others for each; more means three others fewer.
    const d = Math.max(0, Math.min(n, player.goods[peninsula], payment[peninsula] + delta));
    return { ...draft, payment: defaultPayment(player, peninsula, n, d) };
  }
  payment[colour] = Math.max(0, Math.min(player.goods[colour], payment[colour] + delta));
  // Keep the total of other tiles: take the difference from (or give it to) another colour.
  let diff = payment[colour] - draft.payment[colour];
  for (const other of COLOURS) {
    if (diff === 0) break;
    if (other === colour || other === peninsula) continue;
    if (diff > 0 && payment[other] > 0) {
      payment[other] -= 1;
      diff -= 1;
    } else if (diff < 0 && payment[other] < player.goods[other]) {
      payment[other] += 1;
      diff += 1;
    }
  }
  return { ...draft, payment };
}

/** What the trade brings, by kind. */
export function tradeGain(draft: Pick<TradeDraft, 'ship' | 'main' | 'claims'>): { kind: 'coins' | 'treasureCard' | 'parrotCard' | 'goalCard'; amount: number; claims: number } {
  const info = SHIPS[draft.ship];
  return { kind: info.reward === 'coins' ? 'coins' : info.reward, amount: info.reward === 'coins' ? info.perTile * draft.main : draft.main, claims: draft.claims };
}
