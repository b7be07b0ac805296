import { refuse, type Refusal } from '@harbour/game-kit';
import { MAX_REROLLS, tileById } from '../data.js';
import type { PendingRoll, PlayerState, RumState } from './state.js';

/**
 * Rum barrels buy re-rolls ("Gegen Abgabe 1 Rum-Fasses = bis zu 2x extra würfeln. Letzter Wurf gilt."):
 * in the tavern, at the chest and in the scuffle. A roller holding rum is asked whether to keep the
 * roll or spend a barrel on rolling again, unless no other result could be better for them (a 6 in
 * the scuffle; a tavern roll already above every tile at stake).
 */

/** Whether a re-roll could give the roller a better result. */
export function rerollCouldHelp(s: RumState, roll: PendingRoll): boolean {
  switch (roll.purpose) {
    case 'scuffle':
      return roll.value < 6;
    case 'tavern': {
      const contest = s.contest;
      return contest?.kind === 'tavern' && contest.stake.some((tile) => tileById(tile).value >= roll.value);
    }
    case 'chest':
      return true;
  }
}

/** Whether the roller is asked to keep or re-roll (rum in hand, re-rolls left, and a better result possible). */
export function mayReroll(s: RumState, roll: PendingRoll): boolean {
  return (s.players[roll.seat]?.rum ?? 0) > 0 && roll.rerolls < MAX_REROLLS && rerollCouldHelp(s, roll);
}

export function checkReroll(s: RumState, seat: number): Refusal | null {
  const roll = s.roll as PendingRoll;
  if ((s.players[seat] as PlayerState).rum < 1) return refuse('reroll.noRum');
  if (roll.rerolls >= MAX_REROLLS) return refuse('reroll.limit', { limit: MAX_REROLLS });
  return null;
}
