import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, registerWords, type Language } from '../i18n/index.js';
import { PLATFORM_GERMAN } from '../i18n/platform-words.js';
import en from './locales/en.json';

/** The words of hints live in the `hints` namespace (locales/en.json; de.json comes on demand with the platform's German words). */
export const HINTS_NS = 'hints';

/** Registers the hint words (safe to call on every render). */
export function useHintWords(): void {
  const { i18n } = useTranslation();
  registerWords(i18n, HINTS_NS, { en, de: PLATFORM_GERMAN.hints });
}

/**
 * Adds a game's hint sentences (`hint.<code>`, from the game package) to the game's own namespace,
 * where their $t(…) find the game's words. Deep, never overwriting: safe to call more than once.
 */
export function registerHintSentences(instance: I18n, namespace: string, words: Record<Language, object>): void {
  for (const language of LANGUAGES) {
    if (instance.getResource(language, namespace, 'hint') === undefined) instance.addResourceBundle(language, namespace, words[language], true, false);
  }
}
