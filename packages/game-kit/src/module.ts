import type { Game } from 'boardgame.io';
import type { Automation } from './automation.js';
import type { Engine } from './engine.js';
import type { Teacher } from './hints.js';
import type { Refusal } from './refusal.js';
import type { Clock, SearchReport } from './search-limit.js';
import type { Story } from './story.js';

/** Bot strength levels offered to hosts. */
export const BOT_LEVELS = ['easy', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * A computer player. It is given exactly what its seat may see (the game's view for that seat,
 * the same object boardgame.io's playerView returns) and answers with a legal move.
 */
export interface Bot<View, Move> {
  chooseMove(view: View, seat: number): Move;
}

export interface BotOptions {
  /** Seed of the bot's own randomness: the same seed and view give the same move. */
  seed: string | number;
  /**
   * A time budget per move instead of a fixed effort: as many iterations as fit in it. The move then
   * depends on the machine's speed and load; no default uses it (the server, hints, reviews and
   * benchmarks play by effort).
   */
  budgetMs?: number;
  /** Search effort per move (iterations, or look-ahead depth); each bot has a default. Moves depend only on view, seed and effort. */
  iterations?: number;
  /** The clock the search's safety net reads (search-limit.ts; default performance.now), injected so tests control it. */
  now?: Clock;
  /** Told about every search the bot makes, and whether its safety net cut it short. */
  onSearch?: (report: SearchReport) => void;
}

export type BotFactory<View, Move> = (options: BotOptions) => Bot<View, Move>;

export type ParsedOptions = { ok: true; options: Record<string, unknown> } | { ok: false; refusal: Refusal };

/**
 * Everything the platform (server, lobby, bots, simulation, web) needs to host a game.
 * Adding a game is writing one of these, plus a table in the web app: no special cases elsewhere.
 */
export interface GameModule<State = any, Move = any, View = State> {
  /** boardgame.io game name, used in URLs and storage: "grog-island". */
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The boardgame.io Game (its setup receives the parsed options as setupData). */
  readonly game: Game<State>;
  /** The pure rules, for bots, simulations and benchmarks. */
  readonly engine: Engine<State, Move, View>;
  /** Validates match options sent by a host (untrusted). A game without options accepts only {} or nothing. */
  parseOptions(raw: unknown): ParsedOptions;
  /** Why a raw move (boardgame.io name and args) by playerID would be refused now; null if it is legal. */
  explainMove(G: State, playerID: string | null | undefined, name: string, args: readonly unknown[]): Refusal | null;
  /** Computer players by level. */
  readonly bots: Partial<Record<BotLevel, BotFactory<View, Move>>>;
  /** Forced moves, the move for a seat out of time, take-backs and standing orders (see automation.ts). */
  readonly automation?: Automation<State, Move, View>;
  /** The strong computer as a teacher: hints from a seat's view, reviews of finished matches (absent: neither). */
  readonly teacher?: Teacher<State, Move, View>;
  /** The log's sentences over the state's public events (turn notices tell them; absent: none). */
  readonly story?: Story<State>;
}
