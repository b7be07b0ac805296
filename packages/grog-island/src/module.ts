import { optionsParser, type GameModule } from '@harbour/game-kit';
import { GrogIsland, explainMove } from './game.js';
import { grogEngine, type GrogMove, type GrogState } from './rules/index.js';
import { grogBots, grogTeacher } from './bots/index.js';
import { grogAutomation } from './automation.js';
import { grogIslandStory } from './log/sentences.js';

/** Grog Island as the platform hosts it. The game has no match options. */
export const grogIslandModule: GameModule<GrogState, GrogMove, GrogState> = {
  name: 'grog-island',
  minPlayers: grogEngine.minPlayers,
  maxPlayers: grogEngine.maxPlayers,
  game: GrogIsland,
  engine: grogEngine,
  teacher: grogTeacher,
  parseOptions: optionsParser(),
  explainMove,
  bots: grogBots,
  automation: grogAutomation,
  story: grogIslandStory,
};
