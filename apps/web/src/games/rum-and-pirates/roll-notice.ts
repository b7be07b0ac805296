import type { GameEvent } from '@harbour/rum-and-pirates/rules';

/** The events a roll notice tells: the rolls and re-rolls, and what they decided. */
const TOLD: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>(['rolled', 'chestSum', 'scorpionTaken', 'tavernTaken', 'pirateCrossed', 'pirateLost', 'sleepingPlace']);

/**
 * What a roll notice shows for the events a state change appended (from index `from` on): the rolls
 * and re-rolls among them and their outcome (the tavern tile won, the count, the scorpion taken, the
 * pirate thrown back, the sleeping places a scuffle ended with), as indices into `events`; empty when
 * nobody rolled.
 */
export function rollNoticeEvents(events: readonly GameEvent[], from: number): number[] {
  const out: number[] = [];
  let rolled = false;
  for (let i = Math.max(0, from); i < events.length; i++) {
    const event = events[i] as GameEvent;
    if (event.type === 'rolled') rolled = true;
    if (TOLD.has(event.type) && (event.type !== 'pirateCrossed' || event.fought)) out.push(i);
  }
  return rolled ? out : [];
}
