import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import asyncDe from '../async/locales/de.json';
import asyncEn from '../async/locales/en.json';
import seatDe from '../async/seat/locales/de.json';
import seatEn from '../async/seat/locales/en.json';
import de from './de.json';
import en from './en.json';

/**
 * Languages: English and German. The language follows the browser (navigator.languages) until the
 * reader picks one, which is remembered in this browser. The platform's words are the `ui`
 * namespace; each game's table registers its own namespaces when it loads (registerWords).
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'harbour.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The reader's choice, else the first browser language we speak, else English. */
export function detectLanguage(stored: string | null = readStored(), browser: readonly string[] = browserLanguages()): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

/** A fresh i18next instance with the platform's words (tests create their own). */
export function createI18n(language: Language = detectLanguage()): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', () => syncDocumentLanguage(instance));
  // `async`: the words of asynchronous play (clocks, paces, chat, notices; src/async).
  // `seat`: a seat's own tools (take-back, notes, the log's marks; src/async/seat).
  const resources: Resource = { en: { ui: en, async: asyncEn, seat: seatEn }, de: { ui: de, async: asyncDe, seat: seatDe } };
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['ui', 'async', 'seat'],
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Switches the language and remembers the choice (<html lang> follows every change). */
export async function setLanguage(instance: I18n, language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await instance.changeLanguage(language);
}

export function syncDocumentLanguage(instance: I18n): void {
  if (typeof document !== 'undefined') document.documentElement.lang = instance.language;
}

/** Adds a game's words (namespace → language → tree); safe to call more than once. */
export function registerWords(instance: I18n, namespace: string, words: Record<Language, object>): void {
  for (const language of LANGUAGES) {
    if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, words[language], true, false);
  }
}

/**
 * The locale to format dates and times in: the browser's own tag for the reader's language (an en-GB
 * browser reads 24-hour times and day before month), else the language itself.
 */
export function formattingLocale(language: string, browser: readonly string[] = browserLanguages()): string {
  const base = language.split('-')[0]?.toLowerCase();
  const match = browser.find((tag) => tag.toLowerCase().split('-')[0] === base);
  if (!match) return language;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([match]).length > 0 ? match : language;
  } catch {
    return language;
  }
}

/** "yellow, gray, and green" in the reader's language (the game packages' logs write lists the same way). */
export { formatList } from '@harbour/game-kit';

/** "3 minutes ago" in the reader's language. */
export function formatRelativeTime(language: string, then: number, now = Date.now()): string {
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}
