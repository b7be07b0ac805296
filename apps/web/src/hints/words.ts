import { useTranslation } from 'react-i18next';
import { registerWords } from '../i18n/index.js';
import { PLATFORM_GERMAN } from '../i18n/platform-words.js';
import en from '../i18n/locales/hints.en.json';

/** The words of hints live in the `hints` namespace (i18n/locales/hints.en.json; hints.de.json comes on demand with the platform's German words). */
export const HINTS_NS = 'hints';

/** Registers the hint words (safe to call on every render). */
export function useHintWords(): void {
  const { i18n } = useTranslation();
  registerWords(i18n, HINTS_NS, { en, de: PLATFORM_GERMAN.hints });
}
