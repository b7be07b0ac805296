import type { TFunction } from 'i18next';
import { durationParts } from './clock.js';
import type { Pace } from '../connection/frames/async-play.js';

/** The words of asynchronous play live in the `async` namespace (i18n/locales/async.*.json: every table shows its clocks and chat). */
export const NS = 'async';

/** A duration in words, its two largest units: "2 days 3 hours", "4 Minuten 10 Sekunden". */
export function durationText(t: TFunction, ms: number): string {
  const parts = durationParts(ms);
  const first = t(`${NS}:duration.${parts.unit}`, { count: parts.count });
  if (!parts.rest) return first;
  return t(`${NS}:duration.two`, { first, second: t(`${NS}:duration.${parts.rest.unit}`, { count: parts.rest.count }) });
}

export function paceName(t: TFunction, pace: Pace): string {
  return t(`${NS}:pace.${pace}`);
}

/** A chat error in words; codes the words do not know get the general sentence. */
const CHAT_ERRORS: Record<string, string> = {
  'chat.empty': 'empty',
  'chat.tooLong': 'tooLong',
  'chat.invalid': 'invalid',
  'chat.rateLimited': 'rateLimited',
  'chat.notAllowed': 'notAllowed',
  'auth.revoked': 'revoked',
  'connection.offline': 'offline',
  'connection.timeout': 'timeout',
};

export function chatErrorText(t: TFunction, code: string): string {
  return t(`${NS}:chat.error.${CHAT_ERRORS[code] ?? 'other'}`);
}
