import { seededRng, type Rng } from '@harbour/game-kit';
import type { GrogState } from '../rules/index.js';

/**
 * The randomness of one decision: a function of the bot's seed, its level, its seat and the view
 * it is shown, and of nothing else. So a bot is deterministic for a given seed and view, keeps no
 * memory between moves (a server can restart it from storage at any point), and two states that
 * look the same to its seat give it the same dice to think with.
 *
 * The view's event log is long and only grows, so it enters as its length and last entry.
 */
export function decisionRng(seed: string | number, level: string, view: GrogState, seat: number): Rng {
  const { events, ...rest } = view;
  const fingerprint = JSON.stringify(rest) + events.length + JSON.stringify(events[events.length - 1] ?? null);
  return seededRng(`${level}|${seed}|${seat}|${fingerprint}`);
}
