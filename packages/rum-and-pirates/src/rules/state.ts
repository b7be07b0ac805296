import type { MapColour, SleepingKind, TavernColour } from '../data.js';
import type { Board } from './board.js';

/**
 * The whole state of a Rum & Pirates game. Plain JSON (it is boardgame.io's G and is stored as is).
 *
 * Secrets are tile ids in arrays and the coin counts: the stacks (their content and order), other
 * players' supplies and unfulfilled rendezvous tiles, a supplies tile being looked at, and coins.
 * A seat's view (view.ts) replaces each by HIDDEN, keeping the lengths, so the same rule code
 * answers questions about a view as about the full state.
 */
export interface RumState {
  readonly numPlayers: number;
  /**
   * betweenRounds: the next round is to be set up (no dice needed, but it is a step of its own so that
   * boardgame.io can start a new phase); action: the action phase; scuffle: the scuffle at the mast;
   * over: final scoring done.
   */
  status: 'betweenRounds' | 'action' | 'scuffle' | 'over';
  /** 1–5 during play; 0 before the first round. */
  round: number;
  startPlayer: number;
  /** The layout; shared between states (never changed after setup). */
  readonly board: Board;
  /** The field the captain stands on. */
  captain: number;
  players: PlayerState[];
  /** Per alley: whose pirates fill it, or null when it is empty. */
  alleys: (number | null)[];
  /** Per dark alley: whose pirates fill it and the other half alley of the same move, or null. */
  darkAlleys: (DarkOccupant | null)[];
  /** Rows at the mast, in boarding order (row 0 is the topmost). */
  mast: MastRow[];
  /** Rum barrels in the general supply. */
  rumSupply: number;
  /** Face-down stacks, top first. */
  stacks: Stacks;
  display: Display;
  /** Tiles out of the game: sleeping places nobody won, and the rope coils with 2–3 players. */
  box: number[];
  /** The action phase: whose turn it is and how far it has got (null outside the action phase). */
  turn: TurnState | null;
  /** A tavern or chest contest in progress. */
  contest: Contest | null;
  /** A roll waiting for its roller to keep it or spend rum on a re-roll. */
  roll: PendingRoll | null;
  /** A supplies tile drawn and being looked at, before keep or return. */
  drawn: { seat: number; tile: number } | null;
  scuffle: ScuffleState | null;
  /** Public record of what happened (no secrets in it). */
  events: GameEvent[];
  result: FinalResult | null;
}

export const HIDDEN = -1;

export interface PlayerState {
  /** Secret (HIDDEN in other seats' views). */
  coins: number;
  /** Pirates in hand, at the player's flag (public). */
  hand: number;
  /** Pirates still waiting at the hiring place (Heuerstelle). */
  hiring: number;
  rum: number;
  /** Public tiles under the flag: tavern, map halves, chests, scorpions, town watch, sleeping places, fulfilled rendezvous. */
  tiles: number[];
  /** Secret supplies tiles. */
  supplies: number[];
  /** Secret rendezvous tiles, not yet fulfilled. */
  rendezvous: number[];
  /** Still taking part in this round's action phase. */
  inAction: boolean;
}

export interface DarkOccupant {
  seat: number;
  /** The dark alley of the other half of the same move (exit ↔ entry). */
  partner: number;
}

export interface MastRow {
  seat: number;
  /** Pirates on each side of the mast, packed from the outside in: column c holds a pirate when c < count. */
  left: number;
  right: number;
}

export interface Stacks {
  tavern: number[];
  map: number[];
  chest: number[];
  scorpion: number[];
  smallWatch: number[];
  largeWatch: number[];
  supplies: number[];
  rendezvous: number[];
  bunk: number[];
  hammock: number[];
  ropeCoil: number[];
}

export type StackName = keyof Stacks;

export interface Display {
  tavern: number[];
  map: number[];
  chest: number | null;
  scorpion: number | null;
  /** This round's sleeping places (revealed at the start of the round). */
  sleeping: Record<SleepingKind, number | null>;
}

export interface TurnState {
  seat: number;
  /** Moves of the captain made this turn (0: the player has not chosen yet). */
  moves: number;
  /** The captain reached a field and its action has not been taken nor passed up yet. */
  actionOpen: boolean;
}

export type Contest = TavernContest | ChestContest;

export interface TavernContest {
  kind: 'tavern';
  colour: TavernColour;
  mover: number;
  /** The face-up tiles of the colour when the contest began: what is at stake. */
  stake: number[];
  /** Players still to be asked whether they join, in turn order (the first is asked now). */
  toAsk: number[];
  joiners: number[];
  /** Once rolling: the rollers (mover first, then the joiners in turn order) and whose roll is next. */
  rollers: number[];
  next: number;
}

export interface ChestContest {
  kind: 'chest';
  mover: number;
  /** The scorpion tile at stake and its number. */
  scorpion: number;
  threshold: number;
  sum: number;
  /** Everyone, mover first, in turn order; `next` indexes it cyclically. */
  rollers: number[];
  next: number;
}

export interface PendingRoll {
  seat: number;
  value: number;
  /** Re-rolls already made for this roll. */
  rerolls: number;
  purpose: 'tavern' | 'chest' | 'scuffle';
}

export type MastSide = 'left' | 'right';

export interface ScuffleState {
  /** The side being resolved, column by column from the outside in. */
  side: MastSide;
  column: number;
  /** Pirates per row on this side when its pass began. */
  counts: number[];
  /** The column being fought over: its rows (top first), who has rolled, the leader and best roll so far. */
  fight: { rows: number[]; rolled: number; leader: number; best: number } | null;
  /** Seats in the order they lost their last pirate. */
  dropped: number[];
}

/** Public events, in order, for logs, replays and animations. */
export type GameEvent =
  | { type: 'roundStarted'; round: number; startPlayer: number; sleeping: Record<SleepingKind, number | null> }
  | { type: 'turnStarted'; seat: number; alone: boolean }
  | { type: 'moved'; seat: number; from: number; to: number; alley: number; pirates: number; coins: number }
  | { type: 'movedDark'; seat: number; from: number; to: number; exit: number; entry: number; pirates: number; coins: number }
  | { type: 'leftDeadEnd'; seat: number; from: number; to: number }
  | { type: 'rested'; seat: number }
  | { type: 'wentOnBoard'; seat: number; row: number; pirates: number }
  | { type: 'outOfPirates'; seat: number }
  | { type: 'turnEnded'; seat: number }
  | { type: 'rendezvousFulfilled'; seat: number; tile: number; field: number }
  | { type: 'tookCoin'; seat: number }
  | { type: 'recalled'; seat: number; alley: number | null; darkAlleys: number[] | null; pirates: number }
  | { type: 'hired'; seat: number }
  | { type: 'suppliesDrawn'; seat: number }
  | { type: 'suppliesKept'; seat: number }
  | { type: 'suppliesReturned'; seat: number }
  | { type: 'rendezvousDrawn'; seat: number }
  | { type: 'mapTaken'; seat: number; tile: number }
  | { type: 'rumTaken'; seat: number; barrels: number }
  | { type: 'townWatch'; seat: number; tile: number; kept: boolean; coin: boolean }
  | { type: 'tavernOpened'; seat: number; colour: TavernColour; stake: number[] }
  | { type: 'tavernJoined'; seat: number }
  | { type: 'tavernDeclined'; seat: number }
  | { type: 'tavernTaken'; seat: number; tile: number }
  | { type: 'tavernEnded' }
  | { type: 'chestTaken'; seat: number; tile: number }
  | { type: 'rolled'; seat: number; value: number; purpose: PendingRoll['purpose']; reroll: boolean }
  | { type: 'rollKept'; seat: number; value: number; purpose: PendingRoll['purpose'] }
  | { type: 'chestSum'; seat: number; sum: number; threshold: number }
  | { type: 'scorpionTaken'; seat: number; tile: number; sum: number }
  | { type: 'displayRefilled'; kind: 'tavern' | 'map' | 'chest' | 'scorpion'; tile: number }
  | { type: 'scuffleStarted'; rows: MastRow[] }
  | { type: 'sideStarted'; side: MastSide }
  | { type: 'pirateCrossed'; seat: number; row: number; column: number; side: MastSide; fought: boolean }
  | { type: 'pirateLost'; seat: number; row: number; column: number; side: MastSide }
  | { type: 'droppedOut'; seat: number }
  | { type: 'sleepingPlace'; seat: number; tile: number }
  | { type: 'roundEnded'; round: number; nextStartPlayer: number }
  | { type: 'gameEnded'; winners: number[] };

export interface FinalResult {
  scores: PlayerScore[];
  winners: number[];
}

export interface PlayerScore {
  seat: number;
  chests: number;
  taverns: number;
  scorpions: number;
  townWatch: number;
  sleeping: number;
  /** The best tile of each kind. */
  supplies: number;
  rendezvous: number;
  maps: number;
  total: number;
  /** Tie-breakers: fewer pirates at the hiring place, then more rum barrels, then more coins. */
  hiring: number;
  rum: number;
  coins: number;
}

export type { MapColour, TavernColour };
