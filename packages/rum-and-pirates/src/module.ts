import { refuse, type GameModule, type ParsedOptions } from '@harbour/game-kit';
import { easyBot, rumTeacher, strongBot } from './bots/index.js';
import { RumAndPirates, explainMove } from './game.js';
import { rumEngine, type RumMove, type RumState } from './rules/index.js';

/** The game has no match options (the edition's rulings define none): only {} or nothing is accepted. */
export function parseOptions(raw: unknown): ParsedOptions {
  if (raw === undefined || raw === null) return { ok: true, options: {} };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, refusal: refuse('options.notAnObject', { game: 'rum-and-pirates' }) };
  const keys = Object.keys(raw);
  if (keys.length === 0) return { ok: true, options: {} };
  return { ok: false, refusal: refuse('options.unknown', { game: 'rum-and-pirates', options: keys.slice(0, 10) }) };
}

/** Rum & Pirates as the platform hosts it. */
export const rumAndPiratesModule: GameModule<RumState, RumMove, RumState> = {
  name: 'rum-and-pirates',
  minPlayers: rumEngine.minPlayers,
  maxPlayers: rumEngine.maxPlayers,
  game: RumAndPirates,
  engine: rumEngine,
  teacher: rumTeacher,
  parseOptions,
  explainMove,
  bots: { easy: easyBot, strong: strongBot },
};
