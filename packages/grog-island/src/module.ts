import { refuse, type GameModule } from '@harbour/game-kit';
import { GrogIsland, explainMove } from './game.js';
import { grogEngine, type GrogMove, type GrogState } from './rules/index.js';
import { grogBots, grogTeacher } from './bots/index.js';

/** Grog Island as the platform hosts it. The game has no match options. */
export const grogIslandModule: GameModule<GrogState, GrogMove, GrogState> = {
  name: 'grog-island',
  minPlayers: grogEngine.minPlayers,
  maxPlayers: grogEngine.maxPlayers,
  game: GrogIsland,
  engine: grogEngine,
  teacher: grogTeacher,
  parseOptions(raw) {
    const empty = raw === undefined || raw === null || (typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length === 0);
    return empty ? { ok: true, options: {} } : { ok: false, refusal: refuse('options.unknown', { game: 'grog-island' }) };
  },
  explainMove,
  bots: grogBots,
};
