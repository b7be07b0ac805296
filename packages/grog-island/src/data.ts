/**
 * Grog Island: the components of our edition, in one place.
 *
 * Source: ../../../../shared/games/grog-island.md (facts marked "printed" come from the
 * rulebook, "edition" ones are our reconstruction). Rule code reads the board only
 * from here, so a correction to the edition is a change to this file alone.
 * Words (English/German names) live in ./locales, keyed by the ids below.
 */

// ---------------------------------------------------------------- colours

/** The five colours, left to right: peninsula, goods tile and auction die share each one. */
export const COLOURS = ['yellow', 'gray', 'orange', 'blue', 'green'] as const;
export type Colour = (typeof COLOURS)[number];
export const COLOUR_COUNT = COLOURS.length;

/** The good of each colour (edition). */
export const GOODS: Record<Colour, string> = {
  yellow: 'lemons',
  gray: 'treasureMaps',
  orange: 'grog',
  blue: 'fish',
  green: 'coconuts',
};

// ---------------------------------------------------------------- buildings

/** The 12 building types, in the board's row order (most common first). */
export const BUILDING_TYPES = [
  'swordShop',
  'pegLegShop',
  'hatShop',
  'hookShop',
  'anchorShop',
  'figureheadStudio',
  'voodooDollWorkshop',
  'cannonballFoundry',
  'fortuneTellerStudio',
  'coffinMaker',
  'eyePatchShop',
  'pub',
] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

/** Goal points per crew member on a building of the type (anchor 3 and pub 6 printed, the rest edition). */
export const BUILDING_GOAL_POINTS: Record<BuildingType, number> = {
  swordShop: 2,
  pegLegShop: 2,
  hatShop: 2,
  hookShop: 2,
  anchorShop: 3,
  figureheadStudio: 3,
  voodooDollWorkshop: 3,
  cannonballFoundry: 3,
  fortuneTellerStudio: 4,
  coffinMaker: 4,
  eyePatchShop: 4,
  pub: 6,
};

/** Which peninsulas carry a building of each type (edition; each peninsula ends up with 7). */
const BUILDING_PENINSULAS: Record<BuildingType, readonly Colour[]> = {
  swordShop: ['yellow', 'gray', 'blue', 'green'],
  pegLegShop: ['yellow', 'gray', 'orange', 'blue'],
  hatShop: ['gray', 'orange', 'blue', 'green'],
  hookShop: ['yellow', 'orange', 'blue', 'green'],
  anchorShop: ['yellow', 'orange', 'green'],
  figureheadStudio: ['gray', 'blue', 'green'],
  voodooDollWorkshop: ['yellow', 'gray', 'orange'],
  cannonballFoundry: ['gray', 'orange', 'blue'],
  fortuneTellerStudio: ['yellow', 'green'],
  coffinMaker: ['yellow', 'blue'],
  eyePatchShop: ['gray', 'green'],
  pub: ['orange'],
};

/** A building is named by its peninsula and type, e.g. "orange.pub": each type stands at most once per peninsula. */
export type BuildingId = `${Colour}.${BuildingType}`;

export interface Building {
  readonly id: BuildingId;
  /** Position in `BUILDINGS` and in the state's `occupants` array. */
  readonly index: number;
  readonly peninsula: Colour;
  readonly type: BuildingType;
}

/** All 35 buildings, peninsula by peninsula (left to right), each in row order. */
export const BUILDINGS: readonly Building[] = COLOURS.flatMap((peninsula) =>
  BUILDING_TYPES.filter((type) => BUILDING_PENINSULAS[type].includes(peninsula)).map((type) => ({
    peninsula,
    type,
  })),
).map(({ peninsula, type }, index) => ({ id: `${peninsula}.${type}` as BuildingId, index, peninsula, type }));

export const BUILDING_COUNT = BUILDINGS.length;

const BUILDING_BY_ID = new Map<string, Building>(BUILDINGS.map((b) => [b.id, b]));

export function buildingById(id: string): Building | undefined {
  return BUILDING_BY_ID.get(id);
}

/** Building indexes per peninsula and per type, for quick scans. */
function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  const out = {} as Record<K, V>;
  for (const key of keys) out[key] = value(key);
  return out;
}

export const BUILDINGS_ON_PENINSULA: Record<Colour, readonly number[]> = recordOf(COLOURS, (c) =>
  BUILDINGS.filter((b) => b.peninsula === c).map((b) => b.index),
);

export const BUILDINGS_OF_TYPE: Record<BuildingType, readonly number[]> = recordOf(BUILDING_TYPES, (t) =>
  BUILDINGS.filter((b) => b.type === t).map((b) => b.index),
);

// ---------------------------------------------------------------- auction area

/** What each of the five bidding spaces gives the winner (printed): claim, claim, pirate point, lock, pirate point. */
export const BIDDING_SPACE_REWARDS = ['claim', 'claim', 'piratePoint', 'lock', 'piratePoint'] as const;
export type BiddingSpaceReward = (typeof BIDDING_SPACE_REWARDS)[number];
export const BIDDING_SPACE_COUNT = BIDDING_SPACE_REWARDS.length;

// ---------------------------------------------------------------- ships

/** The six ship tiles, named by their main trade action (printed). */
export const SHIP_IDS = ['coins2', 'coins3', 'coins4', 'treasure', 'parrot', 'goal'] as const;
export type ShipId = (typeof SHIP_IDS)[number];

export type MainTradeReward = 'coins' | 'treasureCard' | 'parrotCard' | 'goalCard';

export interface Ship {
  readonly id: ShipId;
  readonly reward: MainTradeReward;
  /** Coins per tile for coin ships; 1 card per tile otherwise. */
  readonly perTile: number;
  /** Most tiles the main trade action takes (Infinity: no limit; the goal deck is the limit). */
  readonly maxTiles: number;
}

export const SHIPS: Record<ShipId, Ship> = {
  coins2: { id: 'coins2', reward: 'coins', perTile: 2, maxTiles: 4 },
  coins3: { id: 'coins3', reward: 'coins', perTile: 3, maxTiles: 2 },
  coins4: { id: 'coins4', reward: 'coins', perTile: 4, maxTiles: 1 },
  treasure: { id: 'treasure', reward: 'treasureCard', perTile: 1, maxTiles: 2 },
  parrot: { id: 'parrot', reward: 'parrotCard', perTile: 1, maxTiles: 3 },
  goal: { id: 'goal', reward: 'goalCard', perTile: 1, maxTiles: Number.POSITIVE_INFINITY },
};

/** The claim action of every ship: this many tiles of the demanded good per building. */
export const TILES_PER_CLAIM = 4;

/** Goods tiles that stand in for one demanded tile (the 3:1 substitution). */
export const SUBSTITUTION_RATE = 3;

/** Ship spaces 0..4 lie at peninsulas 0..4; space 5, the rightmost, is open sea (printed). */
export const SHIP_SPACE_COUNT = 6;
export const OPEN_SEA_SPACE = 5;

/** In a 2-player game this tile lies ghost ship side up (printed: the "3 coin revenue" tile). */
export const GHOST_SHIP: ShipId = 'coins3';

// ---------------------------------------------------------------- clouds

/** Cloud rewards: four white clouds and the black cloud (printed). */
export const CLOUDS = ['goalSwap', 'piratePoint', 'parrot', 'none', 'black'] as const;
export type Cloud = (typeof CLOUDS)[number];

// ---------------------------------------------------------------- cards

/** The 23 goal tasks; there are two goal cards of each (printed). */
export type GoalTask =
  | { readonly kind: 'building'; readonly type: BuildingType }
  | { readonly kind: 'parrots' }
  | { readonly kind: 'goods'; readonly colour: Colour }
  | { readonly kind: 'peninsula'; readonly colour: Colour };

export const GOAL_TASKS: readonly GoalTask[] = [
  ...BUILDING_TYPES.map((type): GoalTask => ({ kind: 'building', type })),
  { kind: 'parrots' },
  ...COLOURS.map((colour): GoalTask => ({ kind: 'goods', colour })),
  ...COLOURS.map((colour): GoalTask => ({ kind: 'peninsula', colour })),
];

export const GOAL_COPIES = 2;
/** Goal card ids are 0..45; cards 2k and 2k+1 carry task k. */
export const GOAL_CARD_COUNT = GOAL_TASKS.length * GOAL_COPIES;

export function goalTaskIndex(card: number): number {
  return Math.floor(card / GOAL_COPIES);
}

export function goalTask(card: number): GoalTask {
  const task = GOAL_TASKS[goalTaskIndex(card)];
  if (task === undefined) throw new RangeError(`no goal card ${card}`);
  return task;
}

/** Peninsula goal: points for the strict majority, and for at least one building without it. */
export const PENINSULA_MAJORITY_POINTS = 6;
export const PENINSULA_PRESENCE_POINTS = 2;

/** Treasure cards 0..31 (edition): ten worth 1, twelve worth 2, ten worth 3. */
export const TREASURE_VALUES: readonly number[] = [
  ...Array<number>(10).fill(1),
  ...Array<number>(12).fill(2),
  ...Array<number>(10).fill(3),
];
export const TREASURE_CARD_COUNT = TREASURE_VALUES.length;
/** The highest value a treasure card can have; the potential coin stock counts every card at this value. */
export const TREASURE_MAX_VALUE = 3;

export function treasureValue(card: number): number {
  const value = TREASURE_VALUES[card];
  if (value === undefined) throw new RangeError(`no treasure card ${card}`);
  return value;
}

/** Parrot cards 0..27 (edition): eight "keep the bid", then four "turn the die" per colour. */
export type ParrotCard = { readonly kind: 'keepBid' } | { readonly kind: 'turnDie'; readonly colour: Colour };

export const PARROT_CARDS: readonly ParrotCard[] = [
  ...Array.from({ length: 8 }, (): ParrotCard => ({ kind: 'keepBid' })),
  ...COLOURS.flatMap((colour) => Array.from({ length: 4 }, (): ParrotCard => ({ kind: 'turnDie', colour }))),
];
export const PARROT_CARD_COUNT = PARROT_CARDS.length;

export function parrotCard(card: number): ParrotCard {
  const parrot = PARROT_CARDS[card];
  if (parrot === undefined) throw new RangeError(`no parrot card ${card}`);
  return parrot;
}

// ---------------------------------------------------------------- setup

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const STARTING_COINS = 8;
export const LOCK_COUNT = 6;
export const GOAL_CARDS_DEALT = 6;
export const GOAL_CARDS_KEPT = 4;
/** Crew members per player: 9 with 2 or 3 players, 7 with 4 (printed). */
export function crewPerPlayer(numPlayers: number): number {
  return numPlayers === 4 ? 7 : 9;
}
/** Crew members of an unused colour on the ghost ship in a 2-player game (printed). */
export const GHOST_CREW = 9;

// ---------------------------------------------------------------- final scoring

/** Pirate points at the end: 1 per treasure card still held, 1 per 5 coins on the coin track (printed). */
export const COINS_PER_PIRATE_POINT = 5;
