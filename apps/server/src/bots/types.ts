import type { ReviewPartRequest, ReviewPartResult } from '../review/part.js';

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

/** Computes bot moves (in worker threads, or in this thread). */
export interface BotChooser {
  choose(request: BotRequest): Promise<BotAction>;
  /** A part of a match review: background work, taken only when no bot move waits (review/part.ts). */
  review(request: ReviewPartRequest): Promise<ReviewPartResult>;
  close(): Promise<void>;
}
