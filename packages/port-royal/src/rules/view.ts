import { cloneState } from './clone.js';
import { hiddenCard, type PortRoyalState } from './state.js';

/**
 * What a seat may see (seat null: a spectator). The same for every seat: nobody sees the order
 * of the draw pile, and nobody, the owner included, sees the faces of coin cards. Each of those
 * card ids becomes a hidden marker, keeping the counts; the marker tells which shuffle the card
 * was drawn from, which everybody at the table has seen (see PortRoyalState.shuffledIn).
 * Everything else is face up. The event log holds no secret.
 */
export function viewFor(state: PortRoyalState, _seat: number | null = null): PortRoyalState {
  const s = cloneState(state);
  s.drawPile = s.drawPile.map((id) => hiddenCard(state.shuffledIn[id] ?? 0));
  for (const p of s.players) p.coins = p.coins.map((id) => hiddenCard(state.shuffledIn[id] ?? 0));
  return s;
}
