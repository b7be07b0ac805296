import { findGame } from '../../games/registry.js';
import type { OrderKit } from '../../shared/shell/game-table.js';

/** Each game's order form comes with its declaration (games/<game>/game.ts, a chunk of its own); a game without one has no Orders control. */
const loaded = new Map<string, Promise<OrderKit>>();

export function hasOrderKit(gameName: string | null): boolean {
  return gameName !== null && findGame(gameName)?.orderKit !== undefined;
}

/** Loads a game's order kit once. */
export function loadOrderKit(gameName: string): Promise<OrderKit> | null {
  const load = findGame(gameName)?.orderKit;
  if (load === undefined) return null;
  let promise = loaded.get(gameName);
  if (promise === undefined) {
    promise = load();
    promise.catch(() => loaded.delete(gameName));
    loaded.set(gameName, promise);
  }
  return promise;
}
