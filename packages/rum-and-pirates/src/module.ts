import { optionsParser, type GameModule } from '@harbour/game-kit';
import { rumAutomation } from './automation.js';
import { rumAndPiratesStory } from './log/sentences.js';
import { easyBot, rumTeacher, strongBot } from './bots/index.js';
import { RumAndPirates, explainMove } from './game.js';
import { rumEngine, type RumMove, type RumState } from './rules/index.js';

/** The game has no match options (the edition's rulings define none): only {} or nothing is accepted. */
export const parseOptions = optionsParser();

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
  automation: rumAutomation,
  story: rumAndPiratesStory,
};
