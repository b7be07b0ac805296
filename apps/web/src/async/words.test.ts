import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import de from '../i18n/locales/async.de.json';
import en from '../i18n/locales/async.en.json';
import { chatErrorText, durationText } from './words.js';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the words of asynchronous play', () => {
  it('exist in English and German with the same placeholders', () => {
    const english = flatten(en);
    const german = flatten(de);
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(german.get(key) as string), key).toEqual(placeholders(text));
  });

  it('count with plurals in both languages', () => {
    const t = createI18n('en').t;
    expect(durationText(t, 3 * 3_600_000)).toBe('3 hours');
    expect(durationText(t, 86_400_000 + 3_600_000)).toBe('1 day 1 hour');
    const g = createI18n('de').t;
    expect(durationText(g, 2 * 86_400_000 + 5 * 3_600_000)).toBe('2 Tage 5 Stunden');
    expect(durationText(g, 61_000)).toBe('1 Minute 1 Sekunde');
    expect(chatErrorText(g, 'chat.tooLong')).toBe('Eine Nachricht hat höchstens 500 Zeichen.');
    expect(chatErrorText(t, 'something.new')).toBe('The message could not be sent.');
  });
});
