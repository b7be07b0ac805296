import { optionsParser, type GameModule } from '@harbour/game-kit';
import { portRoyalAutomation } from './automation.js';
import { easyBot, portRoyalTeacher, strongBot } from './bots/index.js';
import { PortRoyal, explainMove } from './game.js';
import { portRoyalStory } from './log/sentences.js';
import { DEFAULT_OPTIONS, portRoyalEngine, type PortRoyalMove, type PortRoyalState } from './rules/index.js';

/** Port Royal as the platform hosts it. Match option: `{ variantEnd?: boolean }`. */
export const portRoyalModule: GameModule<PortRoyalState, PortRoyalMove, PortRoyalState> = {
  name: 'port-royal',
  minPlayers: portRoyalEngine.minPlayers,
  maxPlayers: portRoyalEngine.maxPlayers,
  game: PortRoyal,
  engine: portRoyalEngine,
  teacher: portRoyalTeacher,
  parseOptions: optionsParser(DEFAULT_OPTIONS),
  explainMove,
  bots: { easy: easyBot, strong: strongBot },
  automation: portRoyalAutomation,
  story: portRoyalStory,
};
