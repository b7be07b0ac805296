import type { TFunction } from 'i18next';

/**
 * Sentences of a game's log already written, per language function, language and names: events
 * never change once they happened and keep their identity from one state to the next (updates are
 * applied as patches, which copy only what changed), so a move writes only the sentences of its own
 * events instead of the whole story again (hundreds of translations late in a game, on every move).
 */
const caches = new WeakMap<TFunction, { key: string; texts: WeakMap<object, string> }>();

export function logTextCache(t: TFunction, language: string, names: readonly string[]): WeakMap<object, string> {
  const key = `${language}|${names.join('|')}`;
  let cache = caches.get(t);
  if (!cache || cache.key !== key) {
    cache = { key, texts: new WeakMap() };
    caches.set(t, cache);
  }
  return cache.texts;
}

/** The sentence of `event`, written once. */
export function cachedText<E extends object>(texts: WeakMap<object, string>, event: E, write: (event: E) => string): string {
  let text = texts.get(event);
  if (text === undefined) {
    text = write(event);
    texts.set(event, text);
  }
  return text;
}
