import type { OrderKit } from './types.js';

/** Each game's order form, loaded on demand (with its own chunk); a game without one has no Orders control. */
const KITS: Record<string, () => Promise<OrderKit>> = {
  'port-royal': () => import('../../games/port-royal/orders.js').then((m) => m.portRoyalOrders),
  'grog-island': () => import('../../games/grog-island/orders.js').then((m) => m.grogIslandOrders),
  'rum-and-pirates': () => import('../../games/rum-and-pirates/orders.js').then((m) => m.rumAndPiratesOrders),
};

const loaded = new Map<string, Promise<OrderKit>>();

export function hasOrderKit(gameName: string | null): boolean {
  return gameName !== null && gameName in KITS;
}

/** Loads a game's order kit once. */
export function loadOrderKit(gameName: string): Promise<OrderKit> | null {
  const load = KITS[gameName];
  if (load === undefined) return null;
  let promise = loaded.get(gameName);
  if (promise === undefined) {
    promise = load();
    promise.catch(() => loaded.delete(gameName));
    loaded.set(gameName, promise);
  }
  return promise;
}
