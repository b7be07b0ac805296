import type { TFunction } from 'i18next';

/**
 * Word helpers every table uses. A word without parameters is looked up once per language: a
 * board asks for the same few dozen words hundreds of times per drawing, and i18next's lookup is
 * not free. (`t` is a new function for every language, so the cache follows language changes.)
 */
const plainWords = new WeakMap<TFunction, Map<string, string>>();

export function plain(t: TFunction, key: string, fallback?: () => string): string {
  let words = plainWords.get(t);
  if (!words) {
    words = new Map();
    plainWords.set(t, words);
  }
  let word = words.get(key);
  if (word === undefined) {
    word = fallback ? t(key, { defaultValue: fallback() }) : t(key);
    words.set(key, word);
  }
  return word;
}

export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0]!.toLocaleUpperCase() + text.slice(1);
}
