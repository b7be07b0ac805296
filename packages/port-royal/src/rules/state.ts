import { CARDS, type CardId, type PersonCard } from '../data.js';

/**
 * The whole state of a Port Royal game. Plain JSON: it is boardgame.io's G and is stored as is.
 *
 * Every one of the 120 cards is always in exactly one place: the draw pile, the discard pile,
 * the harbor display, the ship waiting for the repel decision, the expedition display, the box
 * (the 5-player expedition in smaller games) or a player's coins, persons or expeditions.
 *
 * Secrets are the order of the draw pile and the faces of the coin cards (nobody, not even the
 * owner, sees those). A view (view.ts) replaces each of those card ids by a hidden marker that
 * keeps the counts, so the same rule code answers questions about a view as about the full state.
 */
export interface PortRoyalState {
  readonly numPlayers: number;
  readonly options: MatchOptions;
  status: 'playing' | 'over';
  /** The first active player; the player to their right is the last active player of the game. */
  readonly startPlayer: number;
  /** Face down, top card first. */
  drawPile: CardId[];
  /** Face up (public), top card last. */
  discardPile: CardId[];
  /** The harbor display (Hafenauslage): persons and ships, in the order they were turned up. */
  harbor: CardId[];
  /** Expeditions turned up and not yet fulfilled, in a separate display above the harbor. */
  expeditionDisplay: CardId[];
  /** Out of the game: the 5-player expedition in a game of 2-4 players. */
  box: CardId[];
  players: PlayerState[];
  turn: TurnState;
  /** Reshuffles of the discard pile into a new draw pile so far. */
  shuffles: number;
  /**
   * For each card id: the shuffle that last put it into the draw pile (0: the shuffle at setup).
   * Public: everybody sees which cards the discard pile held when it was shuffled. A face-down
   * card was drawn from the pile of exactly this number, which is what views show in its place.
   */
  shuffledIn: number[];
  /** Set once somebody has reached the victory points that end the game: this round is the last. */
  endTriggered: boolean;
  /** Public record of what happened, for logs and replays (no secret in it). */
  events: GameEvent[];
  result: FinalResult | null;
}

export interface MatchOptions {
  /** The published variant end: 12 points and at least one fulfilled expedition. */
  variantEnd: boolean;
}

export const DEFAULT_OPTIONS: MatchOptions = { variantEnd: false };

export interface PlayerState {
  /** Coins: cards lying face down. Their faces are hidden from everybody, the owner included. */
  coins: CardId[];
  /** Persons in the personal display (Auslage). */
  persons: CardId[];
  /** Fulfilled expeditions in the personal display. */
  expeditions: CardId[];
  /** Victory points (Einflusspunkte) of the persons and expeditions above, kept up to date. */
  points: number;
}

/**
 * The stages of a turn; each is a boardgame.io stage of the same name.
 * - discover: the active player turns up a card, stops, or fulfils an expedition;
 * - repel: the ship just turned up can be repelled: repel it or accept it into the harbor display;
 * - afterBust: the active player busted and may still fulfil expeditions before the turn ends;
 * - tradeAndHire: the player whose opportunity it is takes cards (trade a ship, hire a person) or passes.
 */
export type Stage = 'discover' | 'repel' | 'afterBust' | 'tradeAndHire';

export interface TurnState {
  /** 1 for the first turn of the game. */
  number: number;
  /** The active player. */
  active: number;
  stage: Stage;
  /** Cards turned up this turn (the first is compulsory). */
  turnedUp: number;
  /** Stage repel: the ship waiting for the decision. */
  ship: CardId | null;
  /** Trade & Hire: the active player's cards by ship colours (1, 2 or 3), fixed when the phase begins. */
  cards: number;
  /** Trade & Hire: the player whose opportunity to take cards it is. */
  taker: number;
  /** Trade & Hire: cards the taker has taken in this opportunity. */
  taken: number;
}

export interface FinalResult {
  winners: number[];
  scores: PlayerScore[];
}

export interface PlayerScore {
  seat: number;
  points: number;
  coins: number;
  expeditions: number;
  /** False for players who cannot win under the variant end (no fulfilled expedition). */
  eligible: boolean;
}

/** Why a player received coins (for the log). */
export type CoinReason = 'start' | 'trade' | 'trader' | 'fee' | 'admiral' | 'jester' | 'expedition' | 'tax';

/** Public events, in order. Card ids appear only for cards seen face up. */
export type GameEvent =
  | { type: 'turnBegan'; turn: number; seat: number }
  | { type: 'turnedUp'; seat: number; card: CardId }
  | { type: 'repelled'; seat: number; card: CardId; swords: number }
  | { type: 'busted'; seat: number; card: CardId; discarded: CardId[] }
  | { type: 'taxPaid'; seat: number; cards: CardId[] }
  | { type: 'coinsReceived'; seat: number; reason: CoinReason; count: number; missing: number }
  | { type: 'discoverEnded'; seat: number; cards: number }
  | { type: 'traded'; seat: number; card: CardId; coins: number; traderBonus: number }
  | { type: 'hired'; seat: number; card: CardId; cost: number; paid: CardId[] }
  | { type: 'feePaid'; seat: number; to: number }
  | { type: 'passed'; seat: number }
  | { type: 'nothingToTake'; seat: number }
  | { type: 'expeditionFulfilled'; seat: number; card: CardId; persons: CardId[] }
  | { type: 'harborCleared'; cards: CardId[] }
  | { type: 'reshuffled'; cards: number; shuffle: number }
  | { type: 'endTriggered'; seat: number | null; reason: 'points' | 'noCards' | 'noPointsLeft' }
  | { type: 'gameOver'; winners: number[] };

/** A face-down card in a view. Views write each hidden card as -1 - (the shuffle it was drawn from). */
export const HIDDEN = -1;

export function hiddenCard(shuffle: number): number {
  return HIDDEN - shuffle;
}

export function isHidden(id: number): boolean {
  return id < 0;
}

/** The shuffle a hidden card of a view was drawn from. */
export function hiddenShuffle(id: number): number {
  return HIDDEN - id;
}

export function nextSeat(s: PortRoyalState, seat: number): number {
  return (seat + 1) % s.numPlayers;
}

/** The seat of the last active player of the game: the one to the right of the start player. */
export function lastSeat(s: PortRoyalState): number {
  return (s.startPlayer + s.numPlayers - 1) % s.numPlayers;
}

/** Seats clockwise, beginning with `first`. */
export function seatsFrom(s: PortRoyalState, first: number): number[] {
  return Array.from({ length: s.numPlayers }, (_, i) => (first + i) % s.numPlayers);
}

export function player(s: PortRoyalState, seat: number): PlayerState {
  const p = s.players[seat];
  if (p === undefined) throw new RangeError(`no seat ${seat}`);
  return p;
}

function personOf(id: CardId): PersonCard {
  return CARDS[id] as PersonCard;
}

/** How many persons of a kind a player has (each one's skill counts). */
export function countKind(p: PlayerState, kind: PersonCard['kind']): number {
  let n = 0;
  for (const id of p.persons) if (personOf(id).kind === kind) n++;
  return n;
}

export function swordsOf(p: PlayerState): number {
  let n = 0;
  for (const id of p.persons) n += personOf(id).swords;
  return n;
}

/** Victory points recomputed from the cards (state.points keeps the same number up to date). */
export function pointsFromCards(p: PlayerState): number {
  let n = 0;
  for (const id of p.persons) n += personOf(id).points;
  for (const id of p.expeditions) n += (CARDS[id] as { points: number }).points;
  return n;
}
