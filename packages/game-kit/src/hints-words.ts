import type { HintReason } from './hints.js';

/**
 * A hint's reason as a sentence, outside i18next (tests, logs, a server's plain-text answer): the
 * sentence at `hint.<code>` with its {{placeholders}} filled from the reason's params, then every
 * $t(key) replaced by the game's word at that key, as i18next's nesting does (with a count: its plural form). Throws on a missing
 * sentence, placeholder or word, so a test reading every reason proves the words complete.
 */
export type Words = { readonly [key: string]: string | Words };

export function hintSentence(words: Words, reason: HintReason): string {
  const template = wordAt(words, `hint.${reason.code}`);
  const params = reason.params ?? {};
  const filled = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`hint.${reason.code}: no value for {{${name}}}`);
    return Array.isArray(value) ? value.join(', ') : String(value);
  });
  return filled.replace(/\$t\(([\w.]+)(?:,\s*(\{[^)]*\}))?\)/g, (_, key: string, options?: string) => {
    if (options === undefined) return wordAt(words, key);
    // i18next's nesting with a count ("$t(hintUnit.coin, {"count": 3 })"): the plural form, then the count.
    const { count } = JSON.parse(options) as { count?: unknown };
    if (typeof count !== 'number') throw new Error(`hint.${reason.code}: no count for ${key}`);
    return wordAt(words, `${key}_${PLURAL.select(count)}`).replace(/\{\{count\}\}/g, String(count));
  });
}

/** English and German share their plural forms (one, other). */
const PLURAL = new Intl.PluralRules('en');

/** Two word trees merged (the game's words and its hint sentences). */
export function mergeWords(a: Words, b: Words): Words {
  const out: Record<string, string | Words> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const old = out[k];
    out[k] = typeof v === 'object' && typeof old === 'object' ? mergeWords(old, v) : v;
  }
  return out;
}

function wordAt(words: Words, key: string): string {
  let node: string | Words | undefined = words;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no words at ${key}`);
  return node;
}
