import { STARTING_COINS } from '../data.js';
import type { RumState } from './state.js';

/** Every player's coins as the public events tell them (exact, since all coin changes are public). */
export function publicCoins(s: RumState): number[] {
  const coins = s.players.map(() => STARTING_COINS);
  for (const e of s.events) {
    switch (e.type) {
      case 'moved':
      case 'movedDark':
        coins[e.seat] = (coins[e.seat] ?? 0) - e.coins;
        break;
      case 'rested':
      case 'tavernJoined':
        coins[e.seat] = (coins[e.seat] ?? 0) - 1;
        break;
      case 'tookCoin':
        coins[e.seat] = (coins[e.seat] ?? 0) + 1;
        break;
      case 'suppliesReturned':
        coins[e.seat] = (coins[e.seat] ?? 0) + 2;
        break;
      case 'townWatch':
        if (e.coin) coins[e.seat] = (coins[e.seat] ?? 0) + 1;
        break;
      default:
        break;
    }
  }
  return coins;
}
