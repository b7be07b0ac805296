import { keys, lookup, placeholders, type LocaleTree } from '@harbour/game-kit/locale-checks';
import { describe, expect, it } from 'vitest';

describe('the log’s words', () => {
  it('exist in English and German with the same keys and the same placeholders', async () => {
    const { rumAndPiratesLogLocales } = await import('../log/sentences.js');
    const [en, de] = [rumAndPiratesLogLocales.en as LocaleTree, rumAndPiratesLogLocales.de as LocaleTree];
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
  });
});
