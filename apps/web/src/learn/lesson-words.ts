import type { i18n as I18n } from 'i18next';
import de from './locales/lessons.de.json';
import en from './locales/lessons.en.json';

const done = new WeakSet<I18n>();

/** Adds each game's situations and how-to-win tips to the `learn` namespace (once per i18next instance). */
export function registerLessonWords(i18n: I18n): void {
  if (done.has(i18n)) return;
  done.add(i18n);
  i18n.addResourceBundle('en', 'learn', en, true, false);
  i18n.addResourceBundle('de', 'learn', de, true, false);
}
