import {
  BUILDINGS,
  BUILDINGS_OF_TYPE,
  BUILDINGS_ON_PENINSULA,
  COLOURS,
  OPEN_SEA_SPACE,
  TREASURE_MAX_VALUE,
  type BuildingType,
  type Colour,
  type ShipId,
} from '../data.js';
import type { GrogState, PlayerState } from './state.js';

export function freeBuildingsOn(s: GrogState, peninsula: Colour): number[] {
  return BUILDINGS_ON_PENINSULA[peninsula].filter((i) => s.occupants[i] === null);
}

export function freeBuildingsOfType(s: GrogState, type: BuildingType): number {
  let free = 0;
  for (const i of BUILDINGS_OF_TYPE[type]) if (s.occupants[i] === null) free++;
  return free;
}

/** The peninsula a ship is anchored at, or null at open sea. */
export function anchorage(s: GrogState, ship: ShipId): Colour | null {
  const space = s.shipSpaces.indexOf(ship);
  return space === OPEN_SEA_SPACE ? null : (COLOURS[space] ?? null);
}

/** The ghost ship's peninsula in a 2-player game (null at open sea or without a ghost ship). */
export function ghostShipPeninsula(s: GrogState): Colour | null {
  return s.ghost === null ? null : anchorage(s, s.ghost.ship);
}

/**
 * Ships a passing player may choose: not at open sea, not the ghost ship, no trade marker on it.
 * Listed left to right.
 */
export function availableShips(s: GrogState): ShipId[] {
  const taken = new Set(s.players.map((p) => p.tradeMarker));
  return s.shipSpaces.filter(
    (ship, space) => space !== OPEN_SEA_SPACE && ship !== s.ghost?.ship && !taken.has(ship),
  );
}

/** The potential coin stock: coins on the coin track plus every treasure card counted at its highest value. */
export function potentialCoinStock(p: PlayerState): number {
  return p.coins + TREASURE_MAX_VALUE * p.treasureCards.length;
}

export function totalGoods(p: PlayerState): number {
  let total = 0;
  for (const c of COLOURS) total += p.goods[c];
  return total;
}

/** Seats in turn order (clockwise = increasing seat number) starting after `seat`. */
export function seatsAfter(s: GrogState, seat: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= s.numPlayers; k++) out.push((seat + k) % s.numPlayers);
  return out;
}

/** Seats still in the auction round (not passed). */
export function stillBidding(s: GrogState): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < s.numPlayers; seat++) if (!s.auction.passed[seat]) out.push(seat);
  return out;
}

/** Crew members of each seat (and of the ghost) on a peninsula. */
export function crewOnPeninsula(s: GrogState, peninsula: Colour): { seats: number[]; ghost: number } {
  const seats = Array<number>(s.numPlayers).fill(0);
  let ghost = 0;
  for (const i of BUILDINGS_ON_PENINSULA[peninsula]) {
    const o = s.occupants[i];
    if (typeof o === 'number') seats[o] = (seats[o] ?? 0) + 1;
    else if (o === 'ghost') ghost++;
  }
  return { seats, ghost };
}

export function buildingIndexOnPeninsula(index: number, peninsula: Colour): boolean {
  return BUILDINGS[index]?.peninsula === peninsula;
}
