import type { i18n as I18n } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { OrderDescriptionLanguage } from '@harbour/protocol';
import type { MatchSnapshot, MoveResult } from '../../connection/types.js';
import type { ReplayData } from '../../connection/frames/replay.js';
import type { Language } from '../../i18n/language.js';
import type { TableSlots } from './slots.js';

/** What the table page gives every game's table. */
export interface TableProps {
  snapshot: MatchSnapshot;
  makeMove(name: string, args: readonly unknown[]): Promise<MoveResult>;
  /** Buttons for the end of the game (rematch, replay), placed by the table next to its scoring. */
  endActions?: ReactNode;
  /** What the page adds to the table: seat badges, tabs beside the log. */
  slots?: TableSlots;
}

export interface ReplayProps {
  replay: ReplayData;
}

/** A game's table, loaded on demand (a chunk of its own per game). */
export interface GameTable {
  /** Fetches the table's words of a language that come on demand (German); the registry waits for it. */
  preloadWords?(language: import('../../i18n/language.js').Language): Promise<void>;
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

/** What the order form of a game is given: the seat's view, the seat, the order it has now; it reports its draft. */
export interface OrderFieldsProps {
  G: unknown;
  seat: number;
  /** The seat's order now (null: none), to start the form from. */
  initial: unknown;
  language: OrderDescriptionLanguage;
  /** The order the fields make now, or null when they make none yet (Save waits). */
  onChange(order: unknown): void;
}

/** A game's part of the Orders control (src/async/orders): its form and its sentence. */
export interface OrderKit {
  Fields: ComponentType<OrderFieldsProps>;
  /** The order in the game's words, in the reader's language (the same sentence the server makes; English until German words arrived). */
  describe(order: unknown, language: OrderDescriptionLanguage, i18n: I18n): string;
  /** Whether the seat must decide now in this view (then the control offers no change). */
  deciding(G: unknown, seat: number): boolean;
}

/** The selector of the table's decision region (a lesson's card may point at it). */
export const DECISION_REGION = '[data-region="decision"]';

/**
 * The situations a teaching match of a game explains (src/learn): what identifies them in the seat's
 * view (the rules' stage of the seat's decision, refined where one stage holds different choices),
 * and which pieces of the table each one points at (selectors of data attributes the tables carry).
 * Several situations may be new at once: they come in order.
 */
export interface GameLessons {
  /** The situations new to explain in this state, in the order to explain them (the intro first). */
  situations(G: unknown, seat: number): string[];
  /** Every situation, in the order a game usually meets them (the lesson words have words for each). */
  all: readonly string[];
  /** What each situation points at on the table. */
  points: Readonly<Record<string, readonly string[]>>;
}

/** A game's lesson words: each situation's title, what, choices and look; the how-to-win page's figure and tips. */
export interface LessonWords {
  situations: Readonly<Record<string, Readonly<Record<'title' | 'what' | 'choices' | 'look', string>>>>;
  win: { figure: string; tips: readonly string[] };
}

/**
 * A game as the client knows it: one declaration in the game's folder (games/<game>/game.ts), one
 * line in games/registry.ts. Everything but the name and the seats comes on demand, each a chunk of
 * its own: the table, the standing orders' form, the lessons, the teacher's sentences.
 */
export interface GameEntry {
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /** The game's match options (sent to the lobby as `options` when the match is created). */
  options?: readonly GameOption[];
  load(): Promise<GameTable>;
  /** The standing orders' form (absent: the game has no Orders control). */
  orderKit?(): Promise<OrderKit>;
  /** What Learn to play explains at its tables (absent: no lessons). */
  lessons?(): Promise<GameLessons>;
  /** The lessons' words in each language (games/<game>/locales/lessons.*.json), fetched beside the lessons. */
  lessonWords?: Readonly<Record<Language, () => Promise<LessonWords>>>;
  /** The teacher's sentences (`hint.<code>`) in each language, for hints and reviews. */
  hintWords?(): Promise<Readonly<Record<'en' | 'de', object>>>;
}
