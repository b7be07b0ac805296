import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { grogIslandLocales } from '@harbour/grog-island/locales';
import type { i18n as I18n } from 'i18next';
import { grogIslandLogLocales } from '@harbour/grog-island/log';
import de from '../games/grog-island/locales/de.json';
import en from '../games/grog-island/locales/en.json';
import { GAME_NS, UI_NS } from '../games/grog-island/words.js';
import { createI18n, registerWords, type Language } from '../i18n/index.js';

/** An i18next instance with every word the Grog Island table uses. */
export function grogI18n(language: Language = 'en'): I18n {
  const i18n = createI18n(language);
  registerWords(i18n, GAME_NS, grogIslandLocales);
  registerWords(i18n, UI_NS, { en: { ...en, ...grogIslandLogLocales.en }, de: { ...de, ...grogIslandLogLocales.de } });
  return i18n;
}

export function renderWithWords(ui: ReactElement, language: Language = 'en'): RenderResult & { i18n: I18n } {
  const i18n = grogI18n(language);
  return { ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>), i18n };
}
