import type { MoveOption } from './movement.js';
import type { RumState } from './state.js';

/**
 * Comparing moves of the captain by what they cost: coins first (they are scarce and also pay for
 * resting and contests), then pirates; a move along an alley before a dark-alley detour of the same
 * cost. Negative when `a` is cheaper.
 */
export function compareCost(a: MoveOption, b: MoveOption): number {
  return a.coins - b.coins || a.pirates - b.pirates || (a.kind === b.kind ? 0 : a.kind === 'alley' ? -1 : 1);
}

/** The cheapest of the moves (the first of equals), or null when there is none. */
export function cheapestOption<O extends MoveOption>(options: readonly O[]): O | null {
  let best: O | null = null;
  for (const o of options) if (best === null || compareCost(o, best) < 0) best = o;
  return best;
}

/** Whether making the move would leave the player without pirates in hand (they could move no more this round). */
export function spendsLastPirates(s: RumState, seat: number, option: MoveOption): boolean {
  const hand = s.players[seat]?.hand ?? 0;
  return hand > 0 && option.pirates >= hand;
}
