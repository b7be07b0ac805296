import type { ReviewPartRequest, ReviewPartResult } from './review-part.js';

/** What a bot is asked: its seat's view only (the game's playerView for that seat), and a seed. */
export interface BotRequest {
  gameName: string;
  level: string;
  view: unknown;
  seat: number;
  seed: string;
}

/** A bot's answer, in boardgame.io's terms: the move's name and its arguments. */
export interface BotAction {
  name: string;
  args: unknown[];
}

/** A hint asked by a seat: its view only (playerView), never the match's state or seed. */
export interface HintRequest {
  gameName: string;
  view: unknown;
  seat: number;
}

/** The strong computer's best moves for a hint (see @harbour/game-kit hints.ts), with their boardgame.io actions. */
export interface HintResult {
  moves: { move: unknown; action: BotAction; points: number; reason: { code: string; params?: Record<string, string | number | boolean | readonly (string | number)[]> } }[];
  weighed: number;
  /** Why fewer moves were weighed than a hint shows, if the seat has more (a reason code and its params). */
  leftOut?: { code: string; params?: Record<string, string | number | boolean | readonly (string | number)[]> };
}

/** Computes bot moves, hints and parts of match reviews (in worker threads, or in this thread). */
export interface BotChooser {
  choose(request: BotRequest): Promise<BotAction>;
  /** A hint; refused (HintsBusyError) when too many hints wait already. */
  hint(request: HintRequest): Promise<HintResult>;
  /** A part of a match review: background work, taken only when no bot move waits (bots/review-part.ts). */
  review(request: ReviewPartRequest): Promise<ReviewPartResult>;
  close(): Promise<void>;
}
