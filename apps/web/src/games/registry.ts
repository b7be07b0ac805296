import { MAX_PLAYERS, MIN_PLAYERS } from '@harbour/grog-island/data';
import { MAX_PLAYERS as RUM_MAX_PLAYERS, MIN_PLAYERS as RUM_MIN_PLAYERS } from '@harbour/rum-and-pirates/data';
import { MAX_PLAYERS as PORT_ROYAL_MAX, MIN_PLAYERS as PORT_ROYAL_MIN } from '@harbour/port-royal/data';
import { detectLanguage } from '../i18n/language.js';
import type { GameEntry, GameTable } from './types.js';

/**
 * The games this client has a table for. Each table is its own chunk, loaded when a match of that
 * game is opened, so the lobby pages and other games' tables stay light. A game the server hosts
 * but this list lacks is shown as "no table yet" instead of failing.
 */
export const GAMES: readonly GameEntry[] = [
  {
    name: 'grog-island',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    load: () => import('./grog-island/index.js').then((m) => m.grogIslandTable),
  },
  {
    name: 'rum-and-pirates',
    minPlayers: RUM_MIN_PLAYERS,
    maxPlayers: RUM_MAX_PLAYERS,
    load: () => import('./rum-and-pirates/index.js').then((m) => m.rumAndPiratesTable),
  },
  {
    name: 'port-royal',
    minPlayers: PORT_ROYAL_MIN,
    maxPlayers: PORT_ROYAL_MAX,
    options: [{ name: 'variantEnd', kind: 'boolean', default: false }],
    load: () => import('./port-royal/index.js').then((m) => m.portRoyalTable),
  },
];

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
