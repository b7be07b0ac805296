/**
 * Port Royal: the 120 cards of the base game, in one place.
 *
 * Source: ../../../../shared/games/port-royal.md (the published card list) checked against the
 * German rulebook's component list. Rule code reads cards only from here; words (English and
 * German names) live in ./locales, keyed by the kinds below.
 *
 * Card ids are stable numbers 0..119 given in the order of the list below: persons 0..59,
 * ships 60..109, expeditions 110..115, tax increases 116..119. Every card's back shows a coin,
 * except the 5-player expedition's.
 */

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
export const STARTING_COINS = 3;
/** Victory points that start the end of the game. */
export const END_POINTS = 12;
/** Players holding this many coins or more lose half of them (rounded down) to a tax increase. */
export const TAX_THRESHOLD = 12;
/** The harbor display size from which Admirals pay. */
export const ADMIRAL_DISPLAY_SIZE = 5;
export const ADMIRAL_COINS = 2;
/** Coins a non-active player pays the active player per card taken in Trade & Hire. */
export const TAKING_FEE = 1;

// ---------------------------------------------------------------- ships

/** The five ship colours (yellow Pinnace, blue Flute, green Skiff, red Frigate, black Galleon). */
export const SHIP_COLOURS = ['yellow', 'blue', 'green', 'red', 'black'] as const;
export type ShipColour = (typeof SHIP_COLOURS)[number];

export const SHIP_NAMES: Record<ShipColour, 'pinnace' | 'flute' | 'skiff' | 'frigate' | 'galleon'> = {
  yellow: 'pinnace',
  blue: 'flute',
  green: 'skiff',
  red: 'frigate',
  black: 'galleon',
};

// ---------------------------------------------------------------- persons

export const PERSON_KINDS = [
  'trader',
  'settler',
  'captain',
  'priest',
  'jackOfAllTrades',
  'sailor',
  'pirate',
  'mademoiselle',
  'jester',
  'admiral',
  'governor',
] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** The three skills expeditions ask for; a Jack of all Trades stands in for any one of them. */
export const EXPEDITION_SKILLS = ['captain', 'priest', 'settler'] as const;
export type ExpeditionSkill = (typeof EXPEDITION_SKILLS)[number];

/** Swords per person of each kind (Sailor 1, Pirate 2, nobody else). */
export const PERSON_SWORDS: Record<PersonKind, number> = {
  trader: 0,
  settler: 0,
  captain: 0,
  priest: 0,
  jackOfAllTrades: 0,
  sailor: 1,
  pirate: 2,
  mademoiselle: 0,
  jester: 0,
  admiral: 0,
  governor: 0,
};

// ---------------------------------------------------------------- cards

export type CardId = number;

export interface PersonCard {
  readonly id: CardId;
  readonly type: 'person';
  readonly kind: PersonKind;
  /** Coins to hire (before Mademoiselle discounts). */
  readonly cost: number;
  readonly points: number;
  readonly swords: number;
  /** Traders only: the ship colour whose trade earns them a bonus coin. */
  readonly colour: ShipColour | null;
}

export interface ShipCard {
  readonly id: CardId;
  readonly type: 'ship';
  readonly colour: ShipColour;
  /** Swords needed to repel it; null for a skull ship, which can never be repelled. */
  readonly swords: number | null;
  /** Coins it earns when traded. */
  readonly coins: number;
}

export interface ExpeditionCard {
  readonly id: CardId;
  readonly type: 'expedition';
  /** Persons of each skill to discard (a Jack of all Trades may replace any one). */
  readonly needs: Readonly<Record<ExpeditionSkill, number>>;
  readonly coins: number;
  readonly points: number;
  /** The Captain + Priest + Settler card: face up from the start with 5 players, out of the game otherwise. */
  readonly fivePlayersOnly: boolean;
}

export type TaxBonus = 'mostSwords' | 'fewestPoints';

export interface TaxCard {
  readonly id: CardId;
  readonly type: 'tax';
  /** Who gets 1 coin after the tax is paid. */
  readonly bonus: TaxBonus;
}

export type Card = PersonCard | ShipCard | ExpeditionCard | TaxCard;

const cards: Card[] = [];

function persons(kind: PersonKind, copies: number, cost: number, points: number, colour: ShipColour | null = null): void {
  for (let i = 0; i < copies; i++) {
    cards.push({ id: cards.length, type: 'person', kind, cost, points, swords: PERSON_SWORDS[kind], colour });
  }
}

function ships(colour: ShipColour, copies: number, swords: number | null, coins: number): void {
  for (let i = 0; i < copies; i++) cards.push({ id: cards.length, type: 'ship', colour, swords, coins });
}

function expedition(needs: Partial<Record<ExpeditionSkill, number>>, coins: number, points: number, fivePlayersOnly = false): void {
  const full = { captain: needs.captain ?? 0, priest: needs.priest ?? 0, settler: needs.settler ?? 0 };
  cards.push({ id: cards.length, type: 'expedition', needs: full, coins, points, fivePlayersOnly });
}

// Persons (60): copies × (hire cost / victory points).
persons('trader', 1, 3, 1, 'yellow');
persons('trader', 1, 5, 2, 'yellow');
persons('trader', 1, 3, 1, 'blue');
persons('trader', 1, 5, 2, 'blue');
persons('trader', 2, 3, 1, 'green');
persons('trader', 2, 3, 1, 'red');
persons('trader', 2, 3, 1, 'black');
persons('settler', 5, 4, 1);
persons('captain', 5, 4, 1);
persons('priest', 5, 4, 1);
persons('jackOfAllTrades', 3, 6, 1);
persons('sailor', 7, 3, 1);
persons('sailor', 2, 5, 2);
persons('sailor', 1, 7, 3);
persons('pirate', 1, 5, 1);
persons('pirate', 1, 7, 2);
persons('pirate', 1, 9, 3);
persons('mademoiselle', 2, 7, 2);
persons('mademoiselle', 2, 9, 3);
persons('jester', 1, 5, 1);
persons('jester', 3, 7, 2);
persons('jester', 1, 9, 3);
persons('admiral', 1, 5, 1);
persons('admiral', 3, 7, 2);
persons('admiral', 2, 9, 3);
persons('governor', 4, 8, 0);

// Ships (50): swords to repel → coins, × copies.
ships('yellow', 3, 1, 1);
ships('yellow', 1, 1, 2);
ships('yellow', 2, 2, 2);
ships('yellow', 1, 2, 3);
ships('yellow', 2, 4, 3);
ships('yellow', 1, 4, 4);
ships('blue', 3, 1, 1);
ships('blue', 1, 1, 2);
ships('blue', 2, 2, 2);
ships('blue', 1, 2, 3);
ships('blue', 2, 5, 3);
ships('blue', 1, 5, 4);
ships('green', 3, 1, 1);
ships('green', 1, 1, 2);
ships('green', 2, 3, 2);
ships('green', 1, 3, 3);
ships('green', 2, 5, 3);
ships('green', 1, 5, 4);
ships('red', 3, 1, 1);
ships('red', 3, 3, 2);
ships('red', 2, 6, 3);
ships('red', 1, null, 3);
ships('red', 1, null, 4);
ships('black', 3, 2, 1);
ships('black', 3, 4, 2);
ships('black', 2, 7, 3);
ships('black', 1, null, 3);
ships('black', 1, null, 4);

// Expeditions (6): persons to discard → coins, victory points.
expedition({ captain: 2 }, 2, 4);
expedition({ priest: 2 }, 2, 4);
expedition({ settler: 2 }, 2, 4);
expedition({ captain: 2, settler: 1 }, 3, 6);
expedition({ priest: 2, settler: 1 }, 3, 6);
expedition({ captain: 1, priest: 1, settler: 1 }, 3, 5, true);

// Tax increases (4).
cards.push({ id: cards.length, type: 'tax', bonus: 'mostSwords' });
cards.push({ id: cards.length, type: 'tax', bonus: 'mostSwords' });
cards.push({ id: cards.length, type: 'tax', bonus: 'fewestPoints' });
cards.push({ id: cards.length, type: 'tax', bonus: 'fewestPoints' });

/** All 120 cards, indexed by id. */
export const CARDS: readonly Card[] = cards;
export const CARD_COUNT = CARDS.length;

export const ALL_CARD_IDS: readonly CardId[] = CARDS.map((c) => c.id);
export const PERSON_IDS: readonly CardId[] = CARDS.filter((c) => c.type === 'person').map((c) => c.id);
export const SHIP_IDS: readonly CardId[] = CARDS.filter((c) => c.type === 'ship').map((c) => c.id);
export const EXPEDITION_IDS: readonly CardId[] = CARDS.filter((c) => c.type === 'expedition').map((c) => c.id);
export const TAX_IDS: readonly CardId[] = CARDS.filter((c) => c.type === 'tax').map((c) => c.id);
/** The expedition used only with 5 players. */
export const FIVE_PLAYER_EXPEDITION: CardId = (CARDS.find((c) => c.type === 'expedition' && c.fivePlayersOnly) as ExpeditionCard).id;

export function isCardId(id: unknown): id is CardId {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < CARD_COUNT;
}

export function card(id: CardId): Card {
  const c = CARDS[id];
  if (c === undefined) throw new RangeError(`no card ${id}`);
  return c;
}

export function personCard(id: CardId): PersonCard {
  const c = card(id);
  if (c.type !== 'person') throw new TypeError(`card ${id} is not a person`);
  return c;
}

export function shipCard(id: CardId): ShipCard {
  const c = card(id);
  if (c.type !== 'ship') throw new TypeError(`card ${id} is not a ship`);
  return c;
}

export function expeditionCard(id: CardId): ExpeditionCard {
  const c = card(id);
  if (c.type !== 'expedition') throw new TypeError(`card ${id} is not an expedition`);
  return c;
}
