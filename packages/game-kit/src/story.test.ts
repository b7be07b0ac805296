import { describe, expect, it } from 'vitest';
import { formatList, translator } from './story.js';

describe('the translator outside i18next', () => {
  const words = { g: { hi: 'Hi {{name}}', n_one: '{{count}} coin', n_other: '{{count}} coins', nest: 'of $t(g:hi)' } };

  it('fills placeholders, picks plural forms by the language, nests, and falls back as i18next does', () => {
    const t = translator(words, 'en');
    expect(t('g:hi', { name: 'Anne' })).toBe('Hi Anne');
    expect(t('g:n', { count: 1 })).toBe('1 coin');
    expect(t('g:n', { count: 0 })).toBe('0 coins');
    expect(t('g:nest', { name: 'Bo' })).toBe('of Hi Bo');
    expect(t('g:missing', { defaultValue: 'x' })).toBe('x');
    expect(t('g:missing')).toBe('g:missing');
    // No escaping: texts go to plain-text channels, which escape them themselves where needed.
    expect(t('g:hi', { name: '<b>' })).toBe('Hi <b>');
  });

  it('writes lists as the web does', () => {
    expect(formatList('en', ['a', 'b', 'c'])).toBe('a, b, and c');
    expect(formatList('de', ['a', 'b', 'c'], 'disjunction')).toBe('a, b oder c');
  });
});
