import type { Refusal } from './refusal.js';
import type { Rng } from './random.js';

/** The final result of a game: winners (several when the victory is shared) and each seat's score. */
export interface Outcome {
  readonly winners: readonly number[];
  readonly scores: readonly number[];
}

/** A move as boardgame.io carries it: the move's name and its arguments. */
export interface BoardgameAction {
  readonly name: string;
  readonly args: readonly unknown[];
}

/**
 * The pure engine of one game: everything a simulation, a bot or a test needs,
 * with no boardgame.io and no I/O. Seats are numbers 0..numPlayers-1.
 *
 * `apply` also performs the automatic steps that follow a move (for example,
 * rolling the dice of the next auction round), so a loop of
 * `deciders` → `legalMoves` → `apply` plays a whole game.
 */
export interface Engine<State, Move, View = State> {
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  setup(numPlayers: number, rng: Rng, options?: unknown): State;
  /** Seats that may move now (several during simultaneous decisions); empty once the game is over. */
  deciders(state: State): readonly number[];
  legalMoves(state: State, seat: number): Move[];
  /** null when legal, otherwise why not. */
  check(state: State, seat: number, move: Move): Refusal | null;
  /** Applies a legal move (throws on an illegal one) and any automatic steps after it. */
  apply(state: State, seat: number, move: Move, rng: Rng): State;
  isOver(state: State): boolean;
  outcome(state: State): Outcome | null;
  /** What `seat` may see (null: a spectator). */
  view(state: State, seat: number | null): View;
  toAction(move: Move): BoardgameAction;
  /** The move of a recorded action (the match log's name and arguments); null when it is not one (a review reads the log). */
  parseAction?(name: string, args: readonly unknown[]): Move | null;
  /** A short number for reports (rounds played, turns...). */
  progress(state: State): number;
}
