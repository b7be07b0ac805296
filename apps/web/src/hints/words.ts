import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, registerWords, type Language } from '../i18n/index.js';
import de from './locales/de.json';
import en from './locales/en.json';

/** The words of hints live in the `hints` namespace (locales/en.json, de.json). */
export const HINTS_NS = 'hints';

/** Registers the hint words (safe to call on every render). */
export function useHintWords(): void {
  const { i18n } = useTranslation();
  registerWords(i18n, HINTS_NS, { en, de });
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
