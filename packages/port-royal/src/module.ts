import type { GameModule } from '@harbour/game-kit';
import { easyBot, portRoyalTeacher, strongBot } from './bots/index.js';
import { PortRoyal, explainMove } from './game.js';
import { isMatchOptions, parseMatchOptions, portRoyalEngine, type PortRoyalMove, type PortRoyalState } from './rules/index.js';

/** Port Royal as the platform hosts it. Match option: `{ variantEnd?: boolean }`. */
export const portRoyalModule: GameModule<PortRoyalState, PortRoyalMove, PortRoyalState> = {
  name: 'port-royal',
  minPlayers: portRoyalEngine.minPlayers,
  maxPlayers: portRoyalEngine.maxPlayers,
  game: PortRoyal,
  engine: portRoyalEngine,
  teacher: portRoyalTeacher,
  parseOptions(raw) {
    const parsed = parseMatchOptions(raw);
    return isMatchOptions(parsed) ? { ok: true, options: { ...parsed } } : { ok: false, refusal: parsed };
  },
  explainMove,
  bots: { easy: easyBot, strong: strongBot },
};
