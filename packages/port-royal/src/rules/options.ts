import type { Refusal } from '@harbour/game-kit';
import { refuse } from './refusals.js';
import { DEFAULT_OPTIONS, type MatchOptions } from './state.js';

/**
 * Match options sent by a host are untrusted: only `{ variantEnd?: boolean }` is accepted
 * (nothing, null or {} mean the standard end). Anything else is refused with a code naming it.
 */
export function parseMatchOptions(raw: unknown): MatchOptions | Refusal {
  if (raw === undefined || raw === null) return { ...DEFAULT_OPTIONS };
  if (typeof raw !== 'object' || Array.isArray(raw)) return refuse('options.notAnObject');
  const options: MatchOptions = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (key !== 'variantEnd') return refuse('options.unknown', { option: key.slice(0, 40) });
    if (typeof value !== 'boolean') return refuse('options.badValue', { option: key, expected: 'boolean' });
    options.variantEnd = value;
  }
  return options;
}

export function isMatchOptions(value: MatchOptions | Refusal): value is MatchOptions {
  return !('code' in value);
}
