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

export interface ReviewedDecision {
  /** The move's number in the replay's move list, from 1 (the replay's step after it). */
  step: number;
  /** Events in the game's state after the move (a replay that steps by events finds the step by it); null if the game keeps none. */
  events: number | null;
  playerID: string;
  move: ReviewAction;
  /** The strong computer's best move from the seat's view then. */
  best: ReviewAction;
  /** Why the best move, as the teacher says it: the game's words `hint.<code>` with these values. */
  bestReason: { code: string; params?: Record<string, string | number | boolean | readonly (string | number)[]> };
  label: ReviewLabel;
  /** Points the strong computer expected the move to lose against the best (0 for the best). */
  pointsLost: number;
  /** Only one sensible move. */
  forced: boolean;
  /** Every seat's estimated winning chance after the move (0..1, by seat number). */
  chances: number[];
  /** How much the choice, and what the step turned up (luck), changed every seat's chance. */
  choice: number[];
  luck: number[];
}

export interface ReviewSeatAccount {
  /** Final share of the victory less an even share. */
  result: number;
  luck: number;
  choices: number;
  ownChoices: number;
  pointsLost: number;
  labels: Record<ReviewLabel, number>;
}

export interface MatchReviewBody {
  players: number;
  startChances: number[];
  decisions: ReviewedDecision[];
  /** The three decisions that moved the chances most (indices into `decisions`, in match order). */
  turningPoints: number[];
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
