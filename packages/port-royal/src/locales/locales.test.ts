import { join } from 'node:path';
import { keys, lookup, placeholders, refusalCodesOf, type LocaleTree } from '@harbour/game-kit/locale-checks';
import { describe, expect, it } from 'vitest';
import { PERSON_KINDS, SHIP_COLOURS, SHIP_NAMES } from '../data.js';
import { MOVE_TYPES, STAGES } from '../rules/moves.js';
import { REFUSALS, REFUSAL_CODES } from '../rules/refusals.js';
import { portRoyalLocales } from './index.js';

describe('the game’s words', () => {
  const en = portRoyalLocales.en as LocaleTree;
  const de = portRoyalLocales.de as LocaleTree;

  it('exist in English and German with the same keys and the same placeholders', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
  });

  it('have a sentence for every refusal code the rules can give, using only its parameters', () => {
    const inSource = refusalCodesOf(join(__dirname, '..'));
    expect(inSource.length).toBeGreaterThan(20);
    for (const code of inSource) expect(REFUSAL_CODES, `${code} is not catalogued in refusals.ts`).toContain(code);
    for (const code of REFUSAL_CODES) {
      for (const words of [en, de]) {
        // A sentence that counts has its plural forms (_one, _other) instead of the bare key.
        const forms = lookup(words, `refusal.${code}`) === undefined ? ['_one', '_other'] : [''];
        for (const form of forms) {
          const sentence = lookup(words, `refusal.${code}${form}`);
          expect(sentence, `${code}${form}`).toBeTypeOf('string');
          for (const name of placeholders(sentence)) expect(REFUSALS[code] as readonly string[], `${code}: {{${name}}}`).toContain(name);
        }
      }
    }
  });

  it('name every person, ship, stage, phase and move, in the German rulebook’s vocabulary', () => {
    for (const kind of PERSON_KINDS) expect(lookup(de, `person.${kind}`), kind).toBeTypeOf('string');
    for (const colour of SHIP_COLOURS) expect(lookup(de, `ship.${SHIP_NAMES[colour]}`), colour).toBeTypeOf('string');
    for (const stage of STAGES) expect(lookup(en, `stage.${stage}`), stage).toBeTypeOf('string');
    for (const move of MOVE_TYPES) expect(lookup(de, `move.${move}`), move).toBeTypeOf('string');
    expect(lookup(de, 'phase.discover')).toBe('Entdecken');
    expect(lookup(de, 'phase.tradeAndHire')).toBe('Handeln & Heuern');
    expect([lookup(de, 'person.trader'), lookup(de, 'person.mademoiselle'), lookup(de, 'person.jester'), lookup(de, 'person.jackOfAllTrades')]).toEqual([
      'Händler',
      'Fräulein',
      'Witzbold',
      'Tausendsassa',
    ]);
    expect(lookup(de, 'term.harbor')).toBe('Hafenauslage');
    expect(lookup(de, 'term.victoryPoints')).toBe('Einflusspunkte');
  });
});

describe('counted event sentences', () => {
  // i18next picks `<key>_one` for a count of 1 and `<key>_other` otherwise: without the singular
  // the log read "receives 1 coins" / "erhält 1 Münzen".
  it('have a singular form for a count of one, in both languages', () => {
    for (const [language, words, wrong] of [
      ['en', portRoyalLocales.en, /\b1 (coins|cards|swords)\b/],
      ['de', portRoyalLocales.de, /\b1 (Münzen|Karten|Säbeln)\b/],
    ] as const) {
      const events = (words as LocaleTree).event as LocaleTree;
      const counted = Object.entries(events).filter(([key, text]) => key.endsWith('_other') && typeof text === 'string' && /\{\{(count|swords)\}\}/.test(text));
      expect(counted.length, language).toBeGreaterThanOrEqual(7);
      for (const [key] of counted) {
        const one = events[key.replace(/_other$/, '_one')];
        expect(one, `${language} event.${key} (singular)`).toBeTypeOf('string');
        expect(one as string, `${language} event.${key} (singular)`).not.toMatch(wrong);
        expect(one as string).not.toMatch(/\{\{(count|swords)\}\}/);
      }
    }
  });
});

describe('the log’s words', () => {
  it('exist in English and German with the same keys and the same placeholders', async () => {
    const { portRoyalLogLocales } = await import('../log/sentences.js');
    const [en, de] = [portRoyalLogLocales.en as LocaleTree, portRoyalLogLocales.de as LocaleTree];
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
  });
});
