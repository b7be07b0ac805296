import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import asyncEn from './locales/async.en.json';
import seatEn from './locales/seat.en.json';
import en from './en.json';
import { browserLanguages, detectLanguage, LANGUAGES, STORAGE_KEY, type Language } from './language.js';
import { WordsOnDemand } from './on-demand.js';
import { loadPlatformGerman, PLATFORM_GERMAN } from './platform-words.js';

/**
 * Languages: English and German. The language follows the browser (navigator.languages) until the
 * reader picks one, which is remembered in this browser. The platform's words are the `ui`
 * namespace; each game's table registers its own namespaces when it loads (registerWords).
 * English words come with the code; German words are fetched when German is in use (WordsOnDemand):
 * before the first render when the reader reads German, else when they switch to it.
 */
export { detectLanguage, isLanguage, LANGUAGES, type Language } from './language.js';
export { onDemand, WordsOnDemand } from './on-demand.js';

/** Emitted by the (shared) resource store when words on demand arrived: the components re-render (react-i18next binds to it). */
const WORDS_LOADED = 'wordsLoaded';

/** A fresh i18next instance with the platform's words (tests create their own). */
export function createI18n(language: Language = detectLanguage()): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', () => syncDocumentLanguage(instance));
  // `async`: the words of asynchronous play (clocks, paces, chat, notices; src/async).
  // `seat`: a seat's own tools (take-back, notes, the log's marks; src/async/seat).
  const resources: Resource = { en: { ui: en, async: asyncEn, seat: seatEn } };
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
    react: { bindI18n: 'languageChanged', bindI18nStore: WORDS_LOADED },
  });
  registerWords(instance, 'ui', { en, de: PLATFORM_GERMAN.ui });
  registerWords(instance, 'async', { en: asyncEn, de: PLATFORM_GERMAN.async });
  registerWords(instance, 'seat', { en: seatEn, de: PLATFORM_GERMAN.seat });
  return instance;
}

/**
 * Resolves once the words of the instance's language are there (at once in English). The app waits
 * for it before its first render, so a German reader never sees English words flash by.
 */
export async function wordsReady(instance: I18n): Promise<void> {
  const language = currentLanguage(instance);
  if (language !== 'en') await loadPlatformGerman().catch(() => undefined);
  await loadLanguage(instance, language);
}

/** Switches the language once its words are there, and remembers the choice (<html lang> follows). */
export async function setLanguage(instance: I18n, language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  // Offline: the language changes anyway; words not fetched fall back to English.
  await loadLanguage(instance, language).catch(() => undefined);
  await instance.changeLanguage(language);
}

export function syncDocumentLanguage(instance: I18n): void {
  if (typeof document !== 'undefined') document.documentElement.lang = instance.language;
}

type Source = object | WordsOnDemand;

interface OnDemandState {
  /** `${language} ${namespace}` → the words not added yet. */
  pending: Map<string, { language: Language; namespace: string; words: WordsOnDemand }>;
  /** The keys whose words on demand were added. */
  added: Set<string>;
}

// Kept by the instance's resource store: react-i18next may hand components a clone of the instance,
// which shares the store.
const states = new WeakMap<object, OnDemandState>();

function stateOf(instance: I18n): OnDemandState {
  let state = states.get(instance.store);
  if (!state) {
    state = { pending: new Map(), added: new Set() };
    states.set(instance.store, state);
  }
  return state;
}

/** The instance's language as one the platform has words in (else English). */
export function currentLanguage(instance: I18n): Language {
  const base = (instance.language ?? 'en').split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : 'en';
}

/**
 * Adds a namespace's words (language → tree; a language's words may come on demand); safe to call
 * more than once, and during a render. Words on demand of the language in use are fetched now (the
 * components re-render when they arrive); the other language's when the reader switches to it.
 */
export function registerWords(instance: I18n, namespace: string, words: Record<Language, Source>): void {
  const state = stateOf(instance);
  for (const language of LANGUAGES) {
    const source = words[language];
    const key = `${language} ${namespace}`;
    if (state.added.has(key)) continue;
    if (!(source instanceof WordsOnDemand)) {
      // Merged, never overwriting: other words of the namespace may be there first (a game's lessons
      // join `learn` when a table loads them, before the teaching card registers its own words).
      instance.addResourceBundle(language, namespace, source, true, false);
      state.added.add(key);
      continue;
    }
    if (source.loaded) {
      // Deep and never overwriting: a game's hint sentences may already be merged into its namespace.
      instance.addResourceBundle(language, namespace, source.loaded, true, false);
      state.added.add(key);
      state.pending.delete(key);
      continue;
    }
    if (state.pending.has(key)) continue;
    state.pending.set(key, { language, namespace, words: source });
    if (language === currentLanguage(instance)) void loadLanguage(instance, language).catch(() => undefined);
  }
}

/** Fetches the words on demand of a language registered so far and adds them. */
export async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  const state = stateOf(instance);
  const waiting = [...state.pending.entries()].filter(([, p]) => p.language === language);
  if (waiting.length === 0) return;
  const results = await Promise.allSettled(waiting.map(([, p]) => p.words.load()));
  let added = false;
  waiting.forEach(([key, p], i) => {
    const result = results[i];
    if (result?.status !== 'fulfilled' || state.added.has(key)) return;
    instance.addResourceBundle(language, p.namespace, result.value, true, false);
    state.added.add(key);
    state.pending.delete(key);
    added = true;
  });
  // The store is an event emitter at run time (its typings leave `emit` out).
  if (added) (instance.store as unknown as { emit(event: string, ...args: unknown[]): void }).emit(WORDS_LOADED, language);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
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

/**
 * A namespace's words in a language when they are there (German ones come on demand; a bundle may
 * hold only merged parts so far, hence the key that must be present), else the English given.
 */
export function wordsIn<T extends object>(instance: I18n, language: string, namespace: string, english: T, mustHave: keyof T & string): T {
  const bundle = instance.getResourceBundle(language, namespace) as T | undefined;
  return bundle !== undefined && bundle !== null && mustHave in bundle ? bundle : english;
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
