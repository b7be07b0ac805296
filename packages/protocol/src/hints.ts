/**
 * Hints ("What would the strong computer do?") as both ends see them: the `hint` socket message, its
 * answer (to the asking seat only), the counts shown to everyone, and the limits.
 */

/** A seat may ask this many hints in any minute (and one at a time). */
export const HINT_RATE = { hints: 6, seconds: 60 } as const;
/** Hints waiting for a bot thread across the server: beyond this, `hint.busy` (ask again in a moment). */
export const HINT_QUEUE_MAX = 8;

/** Why a move is suggested: a code the game's words translate (`hint.<code>`), with its values. */
export interface HintReasonFrame {
  code: string;
  params?: Record<string, string | number | boolean | readonly (string | number)[]>;
}

/** One suggested move: the game's own move (for its words), the boardgame.io action, points against the best, why. */
export interface HintMoveFrame {
  move: unknown;
  action: { name: string; args: unknown[] };
  /** 0 for the best, negative for the others (expected points against the best). */
  points: number;
  reason: HintReasonFrame;
}

/** The answer to `hint`: only the asking seat's socket gets it. */
export interface HintAnswer {
  matchID: string;
  playerID: string;
  /** The state the hint was computed on (stale once the state moved on). */
  stateID: number;
  moves: HintMoveFrame[];
  weighed: number;
  /** Why fewer than 3 moves were weighed while the seat has more (the others are wasted or alike), if so. */
  leftOut?: HintReasonFrame;
  /** Hints used per seat after this one (also sent to everyone as a `hints` event). */
  used: Record<string, number>;
}

/** Whether a table allows hints and how many each seat used: in a join's and a `sync`'s answer, and as the `hints` event. */
export interface HintsFrame {
  matchID: string;
  allowed: boolean;
  /** Player id to hints used (seats that used none are absent). */
  used: Record<string, number>;
}
