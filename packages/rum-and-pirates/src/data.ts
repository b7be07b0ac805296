/**
 * Rum & Pirates (Um Ru(h)m & Ehre): the components of our edition, in one place.
 *
 * Source: ../../../../shared/games/rum-and-pirates.md ("Components (printed)" and "The board (edition
 * data, from a tracing of the printed parts)"). Rule code reads the board and the tiles only from here,
 * so a correction to the edition is a change to this file alone. Words (English/German) live in
 * ./locales, keyed by the ids below.
 */

// ---------------------------------------------------------------- players and supplies

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
export const ROUNDS = 5;
export const STARTING_COINS = 2;
/** Pirates per colour: 10 in hand to start with, 5 waiting at the hiring place (Heuerstelle). */
export const PIRATES_PER_COLOUR = 15;
export const STARTING_PIRATES_IN_HAND = 10;
export const STARTING_PIRATES_AT_HIRING_PLACE = PIRATES_PER_COLOUR - STARTING_PIRATES_IN_HAND;
/** Rum barrels in the game (printed: 12). */
export const RUM_BARRELS = 12;
/** Rum barrels the rum field gives. */
export const RUM_PER_ACTION = 2;
/** Extra rolls one roll may get, 1 rum barrel each. */
export const MAX_REROLLS = 2;
/** Coins for putting a drawn supplies tile back under its stack. */
export const SUPPLIES_RETURN_COINS = 2;
/** Face-up tiles: tavern tiles and treasure-map halves (4 each), 1 chest, 1 scorpion. */
export const TAVERN_DISPLAY = 4;
export const MAP_DISPLAY = 4;
/** Rope coils (Taurollen) are used with 4 or 5 players only. */
export const ROPE_COIL_MIN_PLAYERS = 4;

// ---------------------------------------------------------------- fields

export const FIELD_KINDS = [
  'coin',
  'headquarters',
  'pirate',
  'rum',
  'map',
  'rendezvous',
  'supplies',
  'townWatch',
  'tavern',
  'chest',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Colours of the treasure-map fields and halves. */
export const MAP_COLOURS = ['red', 'green', 'yellow'] as const;
export type MapColour = (typeof MAP_COLOURS)[number];
/** Colours of the tavern fields and tiles. */
export const TAVERN_COLOURS = ['red', 'blue', 'green'] as const;
export type TavernColour = (typeof TAVERN_COLOURS)[number];
export type FieldColour = MapColour | TavernColour;

// ---------------------------------------------------------------- board parts

/** The sides of a square part and the two stub slots on each (a: left/top, b: right/bottom). */
export const SIDES = ['N', 'E', 'S', 'W'] as const;
export type Side = (typeof SIDES)[number];
export const SLOTS = ['Na', 'Nb', 'Ea', 'Eb', 'Sa', 'Sb', 'Wa', 'Wb'] as const;
export type Slot = (typeof SLOTS)[number];

/** Where each slot meets the part's border, in part coordinates (x right, y down, 0–1). */
export const SLOT_POSITIONS: Record<Slot, { x: number; y: number }> = {
  Na: { x: 0.25, y: 0 },
  Nb: { x: 0.75, y: 0 },
  Ea: { x: 1, y: 0.25 },
  Eb: { x: 1, y: 0.75 },
  Sa: { x: 0.25, y: 1 },
  Sb: { x: 0.75, y: 1 },
  Wa: { x: 0, y: 0.25 },
  Wb: { x: 0, y: 0.75 },
};

/** Turning a part 90° clockwise moves each slot here (edition table). */
export const ROTATE_CLOCKWISE: Record<Slot, Slot> = {
  Na: 'Ea',
  Nb: 'Eb',
  Ea: 'Sb',
  Eb: 'Sa',
  Sb: 'Wb',
  Sa: 'Wa',
  Wb: 'Na',
  Wa: 'Nb',
};

/** The slot that faces a slot across a shared border (E↔W, S↔N, a↔a, b↔b). */
export const FACING_SLOT: Record<Slot, Slot> = {
  Na: 'Sa',
  Nb: 'Sb',
  Ea: 'Wa',
  Eb: 'Wb',
  Sa: 'Na',
  Sb: 'Nb',
  Wa: 'Ea',
  Wb: 'Eb',
};

export interface PartField {
  readonly kind: FieldKind;
  readonly colour: FieldColour | null;
  /** Position inside the part for drawing (0–1 from the top left), unrotated. */
  readonly x: number;
  readonly y: number;
}

export interface PartData {
  /** The number printed on the part's coin field (1–9). */
  readonly number: number;
  /** The four fields; each kind occurs at most once per part, so a field is named by part and kind. */
  readonly fields: readonly PartField[];
  /** Alleys inside the part: indexes into `fields` and the number of segments. */
  readonly alleys: readonly (readonly [number, number, number])[];
  /** Border stubs: the field (index into `fields`) and the full segments before the half segment. */
  readonly stubs: Readonly<Record<Slot, readonly [number, number]>>;
}

const f = (kind: FieldKind, x: number, y: number, colour: FieldColour | null = null): PartField => ({ kind, colour, x, y });

/** The nine printed parts (edition tracing). */
export const PARTS: readonly PartData[] = [
  {
    number: 1,
    // coin, pirate, rum, headquarters
    fields: [f('coin', 0.37, 0.32), f('pirate', 0.79, 0.15), f('rum', 0.17, 0.72), f('headquarters', 0.57, 0.63)],
    alleys: [[0, 1, 2], [0, 2, 2], [0, 3, 1], [1, 3, 3], [2, 3, 2]],
    stubs: { Ea: [1, 1], Eb: [3, 2], Na: [0, 1], Nb: [1, 0], Sa: [2, 1], Sb: [3, 2], Wa: [0, 1], Wb: [2, 0] },
  },
  {
    number: 2,
    // red map, rum, coin, rendezvous
    fields: [f('map', 0.21, 0.24, 'red'), f('rum', 0.65, 0.19), f('coin', 0.25, 0.82), f('rendezvous', 0.81, 0.73)],
    alleys: [[0, 2, 3], [0, 1, 2], [1, 2, 3], [1, 3, 2], [2, 3, 2]],
    stubs: { Ea: [1, 2], Eb: [3, 0], Na: [0, 1], Nb: [1, 1], Sa: [2, 0], Sb: [3, 1], Wa: [0, 0], Wb: [2, 1] },
  },
  {
    number: 3,
    // coin, supplies, rendezvous, town watch
    fields: [f('coin', 0.23, 0.13), f('supplies', 0.81, 0.23), f('rendezvous', 0.14, 0.71), f('townWatch', 0.72, 0.63)],
    alleys: [[0, 1, 3], [0, 2, 3], [0, 3, 3], [1, 3, 2], [2, 3, 2]],
    stubs: { Ea: [1, 0], Eb: [3, 1], Na: [0, 0], Nb: [1, 1], Sa: [2, 1], Sb: [3, 1], Wa: [0, 1], Wb: [2, 0] },
  },
  {
    number: 4,
    // rendezvous, supplies, coin, red map
    fields: [f('rendezvous', 0.19, 0.28), f('supplies', 0.71, 0.35), f('coin', 0.31, 0.75), f('map', 0.84, 0.75, 'red')],
    alleys: [[0, 1, 2], [0, 2, 2], [1, 3, 2], [2, 3, 2]],
    stubs: { Ea: [1, 1], Eb: [3, 0], Na: [0, 1], Nb: [1, 2], Sa: [2, 1], Sb: [3, 1], Wa: [0, 0], Wb: [2, 1] },
  },
  {
    number: 5,
    // blue tavern, green map, coin, pirate
    fields: [f('tavern', 0.53, 0.36, 'blue'), f('map', 0.83, 0.22, 'green'), f('coin', 0.33, 0.76), f('pirate', 0.87, 0.76)],
    alleys: [[0, 1, 1], [0, 2, 2], [0, 3, 2]],
    stubs: { Ea: [1, 0], Eb: [3, 0], Na: [0, 2], Nb: [1, 1], Sa: [2, 1], Sb: [3, 1], Wa: [0, 2], Wb: [2, 1] },
  },
  {
    number: 6,
    // rum, yellow map, coin, town watch
    fields: [f('rum', 0.36, 0.28), f('map', 0.76, 0.37, 'yellow'), f('coin', 0.16, 0.69), f('townWatch', 0.57, 0.71)],
    alleys: [[0, 1, 2], [0, 2, 2], [1, 3, 2], [2, 3, 2]],
    stubs: { Ea: [1, 1], Eb: [3, 2], Na: [0, 1], Nb: [0, 2], Sa: [2, 1], Sb: [3, 1], Wa: [0, 1], Wb: [2, 0] },
  },
  {
    number: 7,
    // town watch, green map, chest, coin
    fields: [f('townWatch', 0.33, 0.26), f('map', 0.62, 0.22, 'green'), f('chest', 0.46, 0.78), f('coin', 0.79, 0.74)],
    alleys: [[0, 1, 1], [0, 2, 2], [1, 2, 3], [1, 3, 3], [2, 3, 1]],
    stubs: { Ea: [1, 2], Eb: [3, 1], Na: [0, 1], Nb: [1, 1], Sa: [2, 1], Sb: [3, 1], Wa: [0, 1], Wb: [2, 2] },
  },
  {
    number: 8,
    // chest, green tavern, pirate, coin
    fields: [f('chest', 0.31, 0.46), f('tavern', 0.83, 0.51, 'green'), f('pirate', 0.58, 0.15), f('coin', 0.17, 0.79)],
    alleys: [[0, 1, 3], [0, 2, 2], [0, 3, 1], [1, 2, 2]],
    stubs: { Ea: [1, 1], Eb: [1, 1], Na: [0, 2], Nb: [2, 1], Sa: [3, 0], Sb: [1, 2], Wa: [0, 2], Wb: [3, 0] },
  },
  {
    number: 9,
    // yellow map, coin, red tavern, supplies
    fields: [f('map', 0.28, 0.19, 'yellow'), f('coin', 0.73, 0.16), f('tavern', 0.21, 0.74, 'red'), f('supplies', 0.74, 0.75)],
    alleys: [[0, 1, 2], [0, 2, 2], [0, 3, 3], [1, 3, 2], [2, 3, 2]],
    stubs: { Ea: [1, 1], Eb: [3, 1], Na: [0, 0], Nb: [1, 0], Sa: [2, 1], Sb: [3, 1], Wa: [0, 1], Wb: [2, 0] },
  },
];

/** The part that always lies in the centre (it carries the headquarters). */
export const CENTRE_PART = 1;
export const FIELDS_PER_PART = 4;
export const FIELD_COUNT = PARTS.length * FIELDS_PER_PART;

/**
 * A field of the printed parts, numbered part by part: field `(part - 1) * 4 + i` is the i-th field
 * of that part. Its id ("5.tavern") names it in logs and locales.
 */
export interface FieldData {
  readonly index: number;
  readonly id: string;
  readonly part: number;
  readonly kind: FieldKind;
  readonly colour: FieldColour | null;
}

export const FIELDS: readonly FieldData[] = PARTS.flatMap((part) =>
  part.fields.map((field, i) => ({
    index: (part.number - 1) * FIELDS_PER_PART + i,
    id: `${part.number}.${field.kind}`,
    part: part.number,
    kind: field.kind,
    colour: field.colour,
  })),
);

/** The coin field of each part (index = part number − 1). */
export const COIN_FIELDS: readonly number[] = PARTS.map((part) => {
  const i = part.fields.findIndex((field) => field.kind === 'coin');
  return (part.number - 1) * FIELDS_PER_PART + i;
});

// ---------------------------------------------------------------- tiles

export const TILE_KINDS = [
  'tavern',
  'map',
  'chest',
  'scorpion',
  'smallWatch',
  'largeWatch',
  'supplies',
  'rendezvous',
  'bunk',
  'hammock',
  'ropeCoil',
] as const;
export type TileKind = (typeof TILE_KINDS)[number];

export const SUPPLY_KINDS = ['eyePatch', 'hat', 'hook', 'parrot', 'pegLeg'] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

/** Where a rendezvous tile sends the captain: a field kind, or a map field of one colour. */
export const DESTINATIONS = ['rum', 'townWatch', 'tavern', 'pirate', 'supplies', 'redMap', 'greenMap', 'yellowMap', 'chest'] as const;
export type Destination = (typeof DESTINATIONS)[number];

export const SLEEPING_KINDS = ['bunk', 'hammock', 'ropeCoil'] as const;
export type SleepingKind = (typeof SLEEPING_KINDS)[number];

export interface Tile {
  readonly id: number;
  readonly kind: TileKind;
  /** Points at the end (scorpions: −2). */
  readonly value: number;
  /** Tavern tiles and map halves. */
  readonly colour: FieldColour | null;
  /** Supplies tiles. */
  readonly supply: SupplyKind | null;
  /** Rendezvous tiles. */
  readonly destination: Destination | null;
  /** Scorpion tiles: the sum of rolls that wins it. */
  readonly threshold: number | null;
  /** Small town watch 1s and 2s also show a coin. */
  readonly coin: boolean;
}

type TileSpec = Partial<Omit<Tile, 'id' | 'kind' | 'value'>> & { value: number };

function tiles(kind: TileKind, specs: readonly TileSpec[]): Omit<Tile, 'id'>[] {
  return specs.map((s) => ({
    kind,
    value: s.value,
    colour: s.colour ?? null,
    supply: s.supply ?? null,
    destination: s.destination ?? null,
    threshold: s.threshold ?? null,
    coin: s.coin ?? false,
  }));
}

const values = (list: readonly number[], extra: Omit<TileSpec, 'value'> = {}): TileSpec[] => list.map((value) => ({ ...extra, value }));

const TAVERN_VALUES = [2, 2, 3, 3, 3, 3, 4, 4, 4, 5];
const MAP_VALUES = [3, 3, 4, 4, 4, 5, 5, 5, 6, 6];
const RENDEZVOUS_POINTS: Record<Destination, number> = {
  rum: 4,
  townWatch: 4,
  tavern: 4,
  pirate: 4,
  supplies: 4,
  redMap: 6,
  greenMap: 6,
  yellowMap: 6,
  chest: 6,
};

/** All 155 tiles (printed counts and values); a tile's id is its index here. */
export const TILES: readonly Tile[] = [
  ...tiles('tavern', TAVERN_COLOURS.flatMap((colour) => values(TAVERN_VALUES, { colour }))),
  ...tiles('map', MAP_COLOURS.flatMap((colour) => values(MAP_VALUES, { colour }))),
  ...tiles('chest', values([4, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 6])),
  ...tiles(
    'scorpion',
    Array.from({ length: 12 }, (_, i) => ({ value: -2, threshold: 10 + i })),
  ),
  ...tiles('largeWatch', values([4, 4, 4, 5, 5, 5, 6, 6, 6])),
  ...tiles('smallWatch', [1, 1, 1, 2, 2, 2, 3, 3, 3].map((value) => ({ value, coin: value <= 2 }))),
  ...tiles('supplies', SUPPLY_KINDS.flatMap((supply) => values([2, 3, 4, 5], { supply }))),
  ...tiles('rendezvous', DESTINATIONS.flatMap((destination) => values([RENDEZVOUS_POINTS[destination], RENDEZVOUS_POINTS[destination]], { destination }))),
  ...tiles('bunk', values([6, 6, 7, 7, 8])),
  ...tiles('hammock', values([3, 3, 4, 4, 5])),
  ...tiles('ropeCoil', values([1, 1, 1, 2, 2])),
].map((tile, id) => ({ id, ...tile }));

export const TILE_COUNT = TILES.length;

export function tileById(id: number): Tile {
  const tile = TILES[id];
  if (tile === undefined) throw new RangeError(`no tile ${id}`);
  return tile;
}

/** Tile ids of each kind, in printed order. */
export const TILES_OF_KIND: Readonly<Record<TileKind, readonly number[]>> = Object.fromEntries(
  TILE_KINDS.map((kind) => [kind, TILES.filter((t) => t.kind === kind).map((t) => t.id)]),
) as unknown as Record<TileKind, readonly number[]>;

/** Whether arriving at `field` fulfils a rendezvous tile for `destination`. */
export function fieldMeetsDestination(field: FieldData, destination: Destination): boolean {
  switch (destination) {
    case 'redMap':
    case 'greenMap':
    case 'yellowMap':
      return field.kind === 'map' && `${field.colour}Map` === destination;
    default:
      return field.kind === destination;
  }
}
