import type { ComponentType, ReactNode } from 'react';
import type { MatchSnapshot, MoveResult } from '../connection/types.js';
import type { TableSlots } from '../shared/shell/slots.js';

/** What the table page gives every game's table. */
export interface TableProps {
  snapshot: MatchSnapshot;
  makeMove(name: string, args: readonly unknown[]): Promise<MoveResult>;
  /** Buttons for the end of the game (rematch, replay), placed by the table next to its scoring. */
  endActions?: ReactNode;
  /** What the page adds to the table: seat badges, tabs beside the log. */
  slots?: TableSlots;
}

/** A finished match with every secret revealed, for the replay. */
export interface ReplayData {
  gameName: string;
  /** `bot`: the computer player's level, for its name ("Computer 2 (easy)", as at the table). */
  players: { playerID: string; name: string | null; bot?: string | null }[];
  /** The game's complete initial state (after setup), nothing hidden. */
  initialState: unknown;
  /** Every move in order: seat and boardgame.io move name and arguments. */
  moves: { playerID: string; name: string; args: unknown[] }[];
  /** The final state as the server stored it (checks the replay reaches it). */
  finalState?: unknown;
  /** The hints each seat used (player id to count), and the decisions (state ids) they were asked at. */
  hints?: { allowed: boolean; used: Record<string, number>; decisions?: { playerID: string; stateID: number }[] };
  /** Log entries of moves the computer made and of take-backs, for the log's words (async/seat/log-marks.ts). */
  marks?: unknown;
}

export interface ReplayProps {
  replay: ReplayData;
}

/** A game's table, loaded on demand (a chunk of its own per game). */
export interface GameTable {
  /** Fetches the table's words of a language that come on demand (German); the registry waits for it. */
  preloadWords?(language: import('../i18n/language.js').Language): Promise<void>;
  Table: ComponentType<TableProps>;
  /** Replays a finished match move by move; absent if the game has no replay yet. */
  Replay?: ComponentType<ReplayProps>;
  /** Whether a seat (player id) must act now, for titles and notifications. */
  seatsToAct(G: unknown): string[];
  /** A hint's move named where its sentence does not (src/hints): "Keep: Hat shop, Parrots, …"; null: the sentence says it. */
  hintDetail?(t: import('i18next').TFunction, move: unknown): string | null;
}

/** A match option the host may set on the home page (its words: ui `games.<game>.options.<name>`). */
export interface GameOption {
  name: string;
  kind: 'boolean';
  default: boolean;
}

export interface GameEntry {
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /** The game's match options (sent to the lobby as `options` when the match is created). */
  options?: readonly GameOption[];
  load(): Promise<GameTable>;
}
