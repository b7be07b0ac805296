import { isParsedOptions, parseMatchOptionsWith, type Refusal } from '@harbour/game-kit';
import { DEFAULT_OPTIONS, type MatchOptions } from './state.js';

/** Match options sent by a host (untrusted): only `{ variantEnd?: boolean }`; nothing, null or {} mean the standard end. */
export function parseMatchOptions(raw: unknown): MatchOptions | Refusal {
  return parseMatchOptionsWith(DEFAULT_OPTIONS, raw);
}

export function isMatchOptions(value: MatchOptions | Refusal): value is MatchOptions {
  return isParsedOptions(value);
}
