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
 * `t` of the `learn` namespace (registered on first use), `tu` of the platform's `ui`. `lessons`: the
 * teaching's longer words (each game's situations, the how-to-win tips), which only the lazily
 * loaded coach and page bring (lesson-words.ts), so the home page stays light.
 */
export function useLearnWords(lessons?: (i18n: I18n) => void) {
  const ui = useTranslation();
  registerLearnWords(ui.i18n);
  lessons?.(ui.i18n);
  const learn = useTranslation(LEARN_NS);
  return { t: learn.t, tu: ui.t, i18n: ui.i18n };
}
