import type { TFunction } from 'i18next';
import { LobbyError } from '../lobby/api.js';

/** The rules the lobby applies to names (1 to 24 characters, no control characters), checked before asking. */
export function checkName(name: string): 'empty' | 'tooLong' | 'control' | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if ([...trimmed].length > 24) return 'tooLong';
  if (/\p{Cc}/u.test(trimmed)) return 'control';
  return null;
}

/** An error from the lobby (or the network) as a sentence for the page. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof LobbyError) return t(`errors.${error.code}`, { defaultValue: error.message });
  return t('errors.network');
}
