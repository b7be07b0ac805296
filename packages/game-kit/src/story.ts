import type { Words } from './hints-words.js';

/**
 * The game log's sentences, shared by the web (over i18next) and the server (turn notices, over
 * `translator`): one writer per game, in its package, with its words (namespace → tree) per language.
 */

/** What a sentence writer needs of i18next's `t`: a key ("ns:path") and its parameters. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface StoryLine {
  /** The event's index in the state's events. */
  id: number;
  text: string;
  /** The seat the line is about (a mover), if any. */
  seat: number | null;
  /** A turn, round or end line: a heading rather than a move. */
  heading: boolean;
}

export interface Story<State = unknown> {
  /** The public events of a state (no secret in them), oldest first. */
  events(G: State): readonly unknown[];
  /** One line per told event, in `language`, with the seats' names. */
  lines(t: Translate, language: string, events: readonly unknown[], names: readonly string[]): StoryLine[];
  /** The words the writer reads, namespace → tree, per language (English and German). */
  readonly words: Readonly<Record<'en' | 'de', Readonly<Record<string, Words>>>>;
}

const LIST_WORDS: Record<'en' | 'de', Record<'conjunction' | 'disjunction', { two: string; last: string }>> = {
  en: { conjunction: { two: ' and ', last: ', and ' }, disjunction: { two: ' or ', last: ', or ' } },
  de: { conjunction: { two: ' und ', last: ' und ' }, disjunction: { two: ' oder ', last: ' oder ' } },
};

/**
 * "yellow, gray, and green" in the reader's language: the same text as Intl.ListFormat gives for
 * English and German, without its cost (making the first formatter loads locale data). Other
 * languages use Intl.
 */
export function formatList(language: string, items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  if (items.length < 2) return items[0] ?? '';
  const base = language.split('-')[0];
  if (base !== 'en' && base !== 'de') return new Intl.ListFormat(language, { style: 'long', type }).format(items);
  const words = LIST_WORDS[base][type];
  if (items.length === 2) return `${items[0]}${words.two}${items[1]}`;
  return `${items.slice(0, -1).join(', ')}${words.last}${items[items.length - 1]}`;
}

/**
 * i18next's `t` over plain word trees, for a process without i18next (the server): "ns:path"
 * keys, {{placeholders}}, `count` choosing the `_one`/`_other` form by the language's plural
 * rules, $t(ns:key) nesting and `defaultValue`; a missing word gives its key, as i18next does.
 */
export function translator(namespaces: Readonly<Record<string, Words>>, language: string): Translate {
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string): string | undefined => {
    const colon = key.indexOf(':');
    let node: string | Words | undefined = colon < 0 ? undefined : namespaces[key.slice(0, colon)];
    for (const part of key.slice(colon + 1).split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  const t: Translate = (key, params = {}) => {
    const count = params.count;
    const template =
      (typeof count === 'number' ? (lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`)) : undefined) ??
      lookup(key) ??
      (typeof params.defaultValue === 'string' ? params.defaultValue : key);
    return template
      .replace(/\$t\(([\w.:-]+)\)/g, (_, nested: string) => t(nested, params))
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => (params[name] === undefined ? '' : String(params[name])));
  };
  return t;
}

/**
 * Sentences of a game's log already written, per language function, language and names: events
 * never change once they happened and keep their identity from one state to the next (updates are
 * applied as patches, which copy only what changed), so a move writes only the sentences of its own
 * events instead of the whole story again (hundreds of translations late in a game, on every move).
 */
const caches = new WeakMap<Translate, { key: string; texts: WeakMap<object, string> }>();

export function logTextCache(t: Translate, language: string, names: readonly string[]): WeakMap<object, string> {
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
