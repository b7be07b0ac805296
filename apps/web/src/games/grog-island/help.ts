import {
  BIDDING_SPACE_REWARDS,
  BUILDING_GOAL_POINTS,
  BUILDINGS,
  COLOURS,
  OPEN_SEA_SPACE,
  SHIPS,
  TILES_PER_CLAIM,
  parrotCard,
  treasureValue,
  type BiddingSpaceReward,
  type Building,
  type Cloud,
  type Colour,
  type ShipId,
} from '@harbour/grog-island/data';
import { claimCoins, freeBuildingsOn, type GrogState } from '@harbour/grog-island/rules';
import { UI_NS, buildingTypeWord, capitalise, colourWord, goalTaskText, goodsWord, peninsulaAfterPreposition, type T } from './words.js';

/**
 * Help in place: what each piece of the table is and does, in the rulebook's words, with the numbers
 * of the moment (what a claim brings now, how many buildings are free, whose marker is on a ship).
 * Shown on hover, keyboard focus and long press (ExplainLayer); texts under `help.*` in ./locales.
 */

const h = (t: T, key: string, params: Record<string, unknown> = {}) => t(`${UI_NS}:help.${key}`, params);

/** The kinds of pieces that explain themselves (the e2e run and the tests name them). */
export const PIECE_KINDS = ['building', 'cloud', 'ship', 'peninsula', 'supply', 'biddingSpace', 'goodsSpace', 'die', 'round', 'card'] as const;

export function buildingHelp(t: T, G: GrogState, index: number, names: readonly string[]): string {
  const b = BUILDINGS[index] as Building;
  const building = buildingTypeWord(t, b.type);
  const where = { building: capitalise(building), peninsula: peninsulaAfterPreposition(t, b.peninsula) };
  const goal = h(t, 'buildingGoal', { count: BUILDING_GOAL_POINTS[b.type], building });
  const occupant = G.occupants[index] ?? null;
  if (occupant === 'lock') return `${h(t, 'buildingLocked', where)} ${goal}`;
  if (occupant === 'ghost') return `${h(t, 'buildingGhost', where)} ${goal}`;
  if (typeof occupant === 'number') return `${h(t, 'buildingTaken', { ...where, player: names[occupant] ?? '' })} ${goal}`;
  const cloud = G.clouds[b.peninsula];
  const free =
    cloud === 'black'
      ? h(t, 'buildingFreeBlack', where)
      : h(t, 'buildingFree', { ...where, count: claimCoins(G, index), cloud: t(`grog-island:cloud.${cloud}`), type: building });
  return `${free} ${goal}`;
}

export function cloudHelp(t: T, cloud: Cloud, peninsula: Colour): string {
  return h(t, `cloud.${cloud}`, { peninsula: peninsulaAfterPreposition(t, peninsula) });
}

export function peninsulaHelp(t: T, G: GrogState, colour: Colour): string {
  return h(t, 'peninsula', { peninsula: capitalise(t(`grog-island:peninsula.${colour}`)), count: freeBuildingsOn(G, colour).length, goods: goodsWord(t, colour) });
}

export function shipHelp(t: T, G: GrogState, ship: ShipId, names: readonly string[]): string {
  const space = G.shipSpaces.indexOf(ship);
  const peninsula = space === OPEN_SEA_SPACE || space < 0 ? null : (COLOURS[space] as Colour);
  if (G.ghost && G.ghost.ship === ship) {
    return peninsula === null
      ? h(t, 'ghostShipOpenSea', { count: G.ghost.crew })
      : h(t, 'ghostShip', { peninsula: peninsulaAfterPreposition(t, peninsula), goods: goodsWord(t, peninsula), count: G.ghost.crew });
  }
  const main = t(`grog-island:ship.${ship}`);
  const reward = h(t, `shipReward.${SHIPS[ship].reward}`);
  if (peninsula === null) return h(t, 'shipOpenSea', { main, reward });
  const parts = [
    h(t, 'ship', { peninsula: peninsulaAfterPreposition(t, peninsula), goods: goodsWord(t, peninsula), main, reward }),
    h(t, 'shipClaim', { count: freeBuildingsOn(G, peninsula).length, tiles: TILES_PER_CLAIM, goods: goodsWord(t, peninsula) }),
  ];
  const marker = G.players.findIndex((p) => p.tradeMarker === ship);
  parts.push(marker >= 0 ? h(t, 'shipMarker', { player: names[marker] ?? '' }) : h(t, 'shipFree'));
  return parts.join(' ');
}

export type SupplyKind = 'lock' | 'goal' | 'treasure' | 'parrot';

export function supplyHelp(t: T, kind: SupplyKind, count: number): string {
  return h(t, `supply.${kind}`, { count });
}

export function biddingSpaceHelp(t: T, space: number, die: Colour | undefined, bid: number, locksLeft: number | undefined): string {
  const reward = BIDDING_SPACE_REWARDS[space] as BiddingSpaceReward;
  const dieText = die ? h(t, 'biddingSpaceDie', { colour: colourWord(t, die), peninsula: peninsulaAfterPreposition(t, die) }) : h(t, 'biddingSpaceEmpty');
  const main = h(t, `biddingSpace.${reward}`, { space: space + 1 });
  const lock = reward === 'lock' && locksLeft !== undefined ? ` ${h(t, 'locksLeft', { count: locksLeft })}` : '';
  return `${main}${lock} ${dieText} ${h(t, 'bidNow', { count: bid })}`;
}

export function goodsSpaceHelp(t: T, colour: Colour, dieOnRow: boolean): string {
  return h(t, dieOnRow ? 'goodsSpaceFree' : 'goodsSpaceTaken', { goods: goodsWord(t, colour), colour: colourWord(t, colour) });
}

export function dieHelp(t: T, colour: Colour, value: number, space: number): string {
  const params = { colour: colourWord(t, colour), count: value, goods: goodsWord(t, colour), peninsula: peninsulaAfterPreposition(t, colour), space: space + 1 };
  if (space < 0) return h(t, 'dieOnGoods', params);
  const reward = BIDDING_SPACE_REWARDS[space] as BiddingSpaceReward;
  return `${h(t, 'dieOnRow', params)} ${h(t, `dieReward.${reward}`, params)}`;
}

export function roundHelp(t: T, G: GrogState): string {
  return `${h(t, 'round', { count: G.auction.round })}${G.lastCrewPlaced ? ` ${h(t, 'roundLast')}` : ''}`;
}

export function goalCardHelp(t: T, card: number): string {
  return h(t, 'goalCard', { task: goalTaskText(t, card) });
}

export function treasureCardHelp(t: T, card: number): string {
  return h(t, 'treasureCard', { count: treasureValue(card) });
}

export function parrotCardHelp(t: T, card: number): string {
  const parrot = parrotCard(card);
  return parrot.kind === 'keepBid' ? h(t, 'parrotKeep') : h(t, 'parrotTurn', { colour: colourWord(t, parrot.colour) });
}
