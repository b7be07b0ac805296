import { grogIslandLocales } from '@harbour/grog-island/locales';
import { portRoyalLocales } from '@harbour/port-royal/locales';
import { rumAndPiratesLocales } from '@harbour/rum-and-pirates';
import { describe, expect, it } from 'vitest';
import grogDe from '../games/grog-island/locales/de.json';
import grogEn from '../games/grog-island/locales/en.json';
import portRoyalDe from '../games/port-royal/locales/de.json';
import portRoyalEn from '../games/port-royal/locales/en.json';
import rumDe from '../games/rum-and-pirates/locales/de.json';
import rumEn from '../games/rum-and-pirates/locales/en.json';
import de from './de.json';
import { createI18n, registerWords } from './index.js';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

/** Every word list the site shows: the platform's, each table's, each game's own (log sentences among them). */
const RESOURCES: [string, Tree, Tree][] = [
  ['platform', en, de],
  ['grog-island table', grogEn, grogDe],
  ['port-royal table', portRoyalEn, portRoyalDe],
  ['rum-and-pirates table', rumEn, rumDe],
  ['grog-island', grogIslandLocales.en as Tree, grogIslandLocales.de as Tree],
  ['port-royal', portRoyalLocales.en as Tree, portRoyalLocales.de as Tree],
  ['rum-and-pirates', rumAndPiratesLocales.en as Tree, rumAndPiratesLocales.de as Tree],
];

const PLURAL = /_(zero|one|two|few|many|other)$/;

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : entries(v, `${prefix}${k}.`)));
}

/** The messages given a count: any with a plural suffix or a {{count}} placeholder, by their base key. */
function counted(tree: Tree): Set<string> {
  const out = new Set<string>();
  for (const [key, text] of entries(tree)) if (PLURAL.test(key) || text.includes('{{count}}')) out.add(key.replace(PLURAL, ''));
  return out;
}

describe('plural forms', () => {
  it.each(RESOURCES)('every counted message of the %s words has its _one and _other forms in English and German', (_name, enTree, deTree) => {
    const words = { en: new Map(entries(enTree)), de: new Map(entries(deTree)) };
    const bases = new Set([...counted(enTree), ...counted(deTree)]);
    for (const base of bases) {
      for (const [language, map] of Object.entries(words)) {
        expect(map.get(`${base}_one`), `${language}: ${base}_one`).toBeTypeOf('string');
        expect(map.get(`${base}_other`), `${language}: ${base}_other`).toBeTypeOf('string');
        // The bare key would shadow nothing and hide a missing form: none is left.
        expect(map.has(base), `${language}: ${base} without a plural suffix`).toBe(false);
      }
    }
  });

  it('read "1 coin" and "2 coins" / "1 Münze" and "2 Münzen" in a log sentence', () => {
    for (const [language, one, two] of [
      ['en', 'Anne receives 1 coin (x).', 'Anne receives 2 coins (x).'],
      ['de', 'Anne erhält 1 Münze (x).', 'Anne erhält 2 Münzen (x).'],
    ] as const) {
      const i18n = createI18n(language);
      registerWords(i18n, 'port-royal', portRoyalLocales);
      expect(i18n.t('port-royal:event.coinsReceived', { player: 'Anne', count: 1, reason: 'x' })).toBe(one);
      expect(i18n.t('port-royal:event.coinsReceived', { player: 'Anne', count: 2, reason: 'x' })).toBe(two);
    }
  });
});
