import { grogIsland } from './grog-island/game.js';
import { portRoyal } from './port-royal/game.js';
import { rumAndPirates } from './rum-and-pirates/game.js';
import { detectLanguage } from '../i18n/language.js';
import type { GameEntry, GameTable } from '../shared/shell/game-table.js';

/**
 * The games this client knows: one line each, the game's declaration in its folder (game.ts). Each
 * part of a game is its own chunk, loaded when a page needs it, so the lobby pages and other games'
 * tables stay light. A game the server hosts but this list lacks is shown as "no table yet" instead
 * of failing.
 */
export const GAMES: readonly GameEntry[] = [grogIsland, rumAndPirates, portRoyal];

export function findGame(name: string | null | undefined): GameEntry | undefined {
  return GAMES.find((g) => g.name === name);
}

const loaded = new Map<string, Promise<GameTable>>();

/** Loads a game's table once (later calls share the same promise). */
export function loadTable(entry: GameEntry): Promise<GameTable> {
  let promise = loaded.get(entry.name);
  if (!promise) {
    // With the words of the reader's language (German comes on demand), so the first render is in it;
    // words that fail to arrive fall back to English.
    promise = entry.load().then((table) => (table.preloadWords?.(detectLanguage()) ?? Promise.resolve()).then(() => table, () => table));
    promise.catch(() => loaded.delete(entry.name));
    loaded.set(entry.name, promise);
  }
  return promise;
}

/** Starts loading a game's table early (the only game's when the name is not known yet). */
export function prefetchTable(gameName: string | null): void {
  const entry = gameName ? findGame(gameName) : GAMES.length === 1 ? GAMES[0] : undefined;
  if (entry) void loadTable(entry).catch(() => undefined);
}
