import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerWords } from '../i18n/index.js';
import de from './locales/de.json';
import en from './locales/en.json';

/** The teaching's words (the coach, the Learn to play buttons, the how-to-win pages): namespace `learn`. */
export const LEARN_NS = 'learn';

export function registerLearnWords(i18n: I18n): void {
  registerWords(i18n, LEARN_NS, { en, de });
}

/**
 * `t` of the `learn` namespace (registered on first use), `tu` of the platform's `ui`. The teaching's
 * longer words (each game's situations, its how-to-win tips) come with the game's lessons (lessons.ts).
 */
export function useLearnWords() {
  const ui = useTranslation();
  registerLearnWords(ui.i18n);
  const learn = useTranslation(LEARN_NS);
  return { t: learn.t, tu: ui.t, i18n: ui.i18n };
}
