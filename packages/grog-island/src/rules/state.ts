import type { BuildingType, Cloud, Colour, ShipId } from '../data.js';

/**
 * The whole state of a Grog Island game. Plain JSON (it is boardgame.io's G and is stored as is).
 *
 * Secrets live in arrays of card ids: goal cards, treasure cards, parrot cards, the decks,
 * the goal cards dealt at setup and those drawn at the goal ship. A seat's view (see view.ts)
 * replaces every id it may not see with HIDDEN, keeping the lengths, so the same rule code
 * answers questions about a view as about the full state.
 */
export interface GrogState {
  readonly numPlayers: number;
  /** setup: choosing goal cards and a goods tile; auction: an auction round is on; betweenRounds: the next round's dice are to be rolled; over: final scoring done. */
  status: 'setup' | 'auction' | 'betweenRounds' | 'over';
  players: PlayerState[];
  /** One entry per building, aligned with data.BUILDINGS. */
  occupants: Occupant[];
  /** The cloud above each peninsula. */
  clouds: Record<Colour, Cloud>;
  /** The ship on each of the six ship spaces; space 5 is open sea. */
  shipSpaces: ShipId[];
  /** 2 players only: the ghost ship's tile and the crew members still on it. */
  ghost: { ship: ShipId; crew: number } | null;
  decks: Decks;
  /** Cards that left the game face up (paid treasure cards, played parrot cards): public. */
  box: { treasure: number[]; parrot: number[] };
  locksLeft: number;
  auction: AuctionState;
  /** Decisions still to be made, the first one now. Empty while bidding goes on. */
  tasks: Task[];
  /** Set when a player places their last crew member: the game ends with this auction round. */
  lastCrewPlaced: boolean;
  /** Public record of what happened, for logs and replays (no secrets in it). */
  events: GameEvent[];
  /** Final scoring, once the game is over. */
  result: FinalResult | null;
}

export const HIDDEN = -1;

export type Goods = Record<Colour, number>;

export interface PlayerState {
  /** Public coin stock: the marker on the coin track. */
  coins: number;
  piratePoints: number;
  /** Crew members still in front of the player. */
  crew: number;
  goods: Goods;
  goalCards: number[];
  treasureCards: number[];
  parrotCards: number[];
  /** The ship the trade marker stands on this auction round, if the player has passed. */
  tradeMarker: ShipId | null;
  /** Setup only: the six goal cards dealt, and the choice once made (secret until all have chosen). */
  setup: { dealt: number[]; keep: number[] | null; goods: Colour | null } | null;
}

/** Who stands on a building: a player's crew member (seat number), a ghost crew member or a lock. */
export type Occupant = number | 'ghost' | 'lock' | null;

export interface Decks {
  /** Face-down stacks, top card first. */
  goal: number[];
  treasure: number[];
  parrot: number[];
}

export interface AuctionState {
  /** 1 for the first auction round. 0 during setup. */
  round: number;
  startPlayer: number;
  /** The value showing on each die (parrot cards may have turned some). */
  dice: Record<Colour, number>;
  /** The dice on the bidding spaces, left to right (space 1 first); the others lie on their goods spaces. */
  biddingRow: Colour[];
  /** The current bid (pips in the bidding row) and who made it; bidder null before the opening bid. */
  bid: number;
  bidder: number | null;
  passed: boolean[];
  /** Whose turn it is to bid or pass (meaningful while no task is pending). */
  turn: number;
  /** The auction round's winner, once they have paid (null if nobody won). */
  winner: number | null;
  /**
   * Where the auction round stands once the bidding is decided: the winner pays, claims,
   * takes pirate points, places the lock; then the end of the round (ghost crew, ships move).
   */
  step: 'bidding' | 'paying' | 'claims' | 'lock' | 'endOfRound' | 'ghostCrew';
}

/**
 * A decision somebody must make before play goes on. Tasks form a queue: the first is asked now.
 * Each kind is a boardgame.io stage of the same name.
 */
export type Task =
  | { kind: 'chooseSetup'; seats: number[] }
  | { kind: 'trade'; seat: number }
  | { kind: 'keepGoalCard'; seat: number; drawn: number[] }
  | { kind: 'claim'; seat: number; via: 'ship'; peninsula: Colour }
  | { kind: 'claim'; seat: number; via: 'auction'; peninsulas: Colour[]; claimedType: BuildingType | null }
  | { kind: 'discardGoalCard'; seat: number }
  | { kind: 'pay'; seat: number; bid: number }
  | { kind: 'lock'; seat: number; peninsula: Colour }
  | { kind: 'ghostCrew'; seat: number; peninsula: Colour };

export type TaskKind = Task['kind'];

/** The stage names of the game: the bidding turn plus one per task kind. */
export type Stage = 'bid' | TaskKind;

/** Public events, in order. Card ids appear only where the card is public (paid, played, revealed at the end). */
export type GameEvent =
  | { type: 'setupDone'; goods: Colour[] }
  | { type: 'roundStarted'; round: number; startPlayer: number; dice: Record<Colour, number> }
  | { type: 'dieTurned'; seat: number; card: number; colour: Colour; value: number }
  | { type: 'bid'; seat: number; row: Colour[]; total: number; keptBid: boolean; opening: boolean }
  | { type: 'passed'; seat: number; goods: Colour[] }
  | { type: 'traded'; seat: number; ship: ShipId; peninsula: Colour | null; main: number; claims: number; paid: Goods; gained: TradeGain }
  | { type: 'goalCardKept'; seat: number; returned: number }
  | { type: 'claimed'; seat: number; building: string; via: 'ship' | 'auction'; cloud: Cloud; coins: number }
  | { type: 'goalCardSwapped'; seat: number }
  | { type: 'claimsSkipped'; seat: number }
  | { type: 'won'; seat: number; bid: number }
  | { type: 'paid'; seat: number; coins: number; treasureCards: number[]; change: number }
  | { type: 'refusedToPay'; seat: number; bid: number }
  | { type: 'noWinner'; seat: number | null }
  | { type: 'piratePoints'; seat: number; points: number }
  | { type: 'locked'; seat: number; building: string }
  | { type: 'ghostCrewPlaced'; seat: number; building: string }
  | { type: 'roundEnded'; round: number; nextStartPlayer: number }
  | { type: 'gameEnded'; winners: number[] };

export interface TradeGain {
  coins: number;
  treasureCards: number;
  parrotCards: number;
  goalCardsDrawn: number;
}

export interface FinalResult {
  scores: PlayerScore[];
  winners: number[];
}

export interface PlayerScore {
  seat: number;
  /** Pirate points before final scoring. */
  duringGame: number;
  treasureCards: number;
  coins: number;
  goalCards: GoalCardScore[];
  total: number;
}

export interface GoalCardScore {
  card: number;
  points: number;
  /** True for the second copy of a task the player holds twice: it scores nothing. */
  duplicate: boolean;
}

/** Empty goods, for building counts. */
export function noGoods(): Goods {
  return { yellow: 0, gray: 0, orange: 0, blue: 0, green: 0 };
}
