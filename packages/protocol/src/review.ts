/**
 * The review of a finished match as the server answers it (`GET /api/matches/{matchID}/review`, issue
 * 28) and the web replay shows it. Every decision is judged on what its seat knew then; moves are in
 * boardgame.io's terms (name and arguments, as in the replay's move list). Served only once the match
 * is over, when the replay reveals everything anyway.
 */
export type ReviewLabel = 'best' | 'good' | 'doubtful' | 'costly';

export interface ReviewAction {
  name: string;
  args: unknown[];
}

/** A move in the teacher's words: the game's words `hint.<code>` with these values. */
export interface ReviewReason {
  code: string;
  params?: Record<string, string | number | boolean | readonly (string | number)[]>;
}

export interface ReviewedDecision {
  /** The move's number in the replay's move list, from 1 (the replay's step after it). */
  step: number;
  /** Events in the game's state after the move (a replay that steps by events finds the step by it); null if the game keeps none. */
  events: number | null;
  playerID: string;
  move: ReviewAction;
  /** The move with the best expected winning chance of those weighed (the move made, if it was the best). */
  best: ReviewAction;
  /** Why the best move, as the teacher says it: the game's words `hint.<code>` with these values. */
  bestReason: ReviewReason;
  /**
   * The move made in the teacher's words: what it does, true of it in that position (the teacher's own
   * judgement, "the best prospects", only where it was the best). Absent from reviews made before it was kept.
   */
  moveReason?: ReviewReason;
  /** The alternative in the teacher's words, as `moveReason` (null: no alternative; absent as `moveReason`). */
  alternativeReason?: ReviewReason | null;
  label: ReviewLabel;
  /** The seat's expected winning chance after the move made (0..1), on the same futures as the moves compared. */
  chosenChance: number;
  /** The best other move weighed and the seat's expected chance after it (null: no choice). */
  alternative: { move: ReviewAction; chance: number } | null;
  /** Winning chance (0..1) the move lost against the best (0 for the best): percentage points, never the bot's points. */
  chanceLost: number;
  /** No choice: a single legal move (made by the server) or a single sensible one. */
  forced: boolean;
  /** The seat's chance before the move was ≤ 2 % or ≥ 98 %: the move cannot be costly. */
  decided: boolean;
  /** Every seat's estimated winning chance after the move (0..1, by seat number). */
  chances: number[];
  /** How much the choice, and what the step turned up (luck), changed every seat's chance. */
  choice: number[];
  luck: number[];
}

export interface ReviewSeatAccount {
  /** Final share of the victory less an even share. */
  result: number;
  /** What the deal, dice and cards turned up did to the seat's chance, and what every seat's decisions did: luck + choices = result. */
  luck: number;
  choices: number;
  ownChoices: number;
  /** Winning chance (0..1) the seat's decisions lost against the best moves, summed. */
  chanceLost: number;
  /** The seat's decisions (forced moves left out) and the share of them within a small loss of the best. */
  decisions: number;
  accuracy: number;
  /** Up to three biggest mistakes (indices into the review's decisions), biggest first. */
  mistakes: number[];
  labels: Record<ReviewLabel, number>;
}

export interface MatchReviewBody {
  players: number;
  startChances: number[];
  decisions: ReviewedDecision[];
  /** Up to three choices that mattered most against the best other move (never a forced move or a chance event; indices into `decisions`, in match order). */
  turningPoints: number[];
  /** Up to three steps whose outcome (a die, a card, a tile) moved the chances most: luck, not choices. */
  luckEvents: number[];
  seats: ReviewSeatAccount[];
  /** Share of all changes of the chances that came from luck (0..1). */
  luckShare: number;
  settings: { iterations: number; playouts: number };
}

/** queued: waiting for a worker; inProgress: being reviewed (`done` of `total` decisions); failed: could not be made. */
export type ReviewState = 'queued' | 'inProgress' | 'done' | 'failed';

export interface ReviewAnswer {
  matchID: string;
  status: ReviewState;
  done: number;
  total: number;
  review: MatchReviewBody | null;
}
