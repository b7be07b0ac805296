import type { GameModule } from '@harbour/game-kit';
import { grogIslandModule } from '@harbour/grog-island';
import { portRoyalModule } from '@harbour/port-royal';
import { rumAndPiratesModule } from '@harbour/rum-and-pirates';

/** Every game the platform hosts. Adding a game is adding its module here (and its table in the web app). */
export const GAME_MODULES: readonly GameModule[] = [grogIslandModule, portRoyalModule, rumAndPiratesModule];

export function findGame(name: string): GameModule | undefined {
  return GAME_MODULES.find((m) => m.name === name);
}
