import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import gameDe from '../games/grog-island/locales/de.json';
import gameEn from '../games/grog-island/locales/en.json';
import { LanguageSwitch } from '../shared/LanguageSwitch.js';
import de from './de.json';
import en from './en.json';
import { createI18n, detectLanguage, formatList, setLanguage } from './index.js';

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

describe('languages', () => {
  it('follow the browser, unless the reader chose one', () => {
    expect(detectLanguage(null, ['de-AT', 'en'])).toBe('de');
    expect(detectLanguage(null, ['fr-FR', 'en-US'])).toBe('en');
    expect(detectLanguage(null, ['fr'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
    expect(detectLanguage('de', ['en-GB'])).toBe('de');
    expect(detectLanguage('xx', ['de'])).toBe('de');
  });

  it.each([
    ['the platform', en, de],
    ['the Grog Island table', gameEn, gameDe],
  ])('have every word of %s in English and German, with the same placeholders', (_, english, german) => {
    // Line-break hints for long names exist only where a language needs them.
    const optional = (key: string) => key.startsWith('buildingBreaks.');
    const e = new Map([...flatten(english as Tree)].filter(([k]) => !optional(k)));
    const g = new Map([...flatten(german as Tree)].filter(([k]) => !optional(k)));
    expect([...g.keys()].sort()).toEqual([...e.keys()].sort());
    for (const [key, text] of e) {
      expect(placeholders(g.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('switch at once and are remembered in this browser', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    const i18n = createI18n('en');
    function Title() {
      const { t } = useTranslation();
      return <h1>{t('nav.myGames')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
        <LanguageSwitch />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('My games');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(screen.getByRole('heading').textContent).toBe('Meine Spiele');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(localStorage.getItem('harbour.language')).toBe('de');
    expect(detectLanguage(localStorage.getItem('harbour.language'), ['en'])).toBe('de');
    await act(() => setLanguage(i18n, 'en'));
    expect(screen.getByRole('heading').textContent).toBe('My games');
  });

  it('use the plural forms and list words of each language', () => {
    const i18n = createI18n('en');
    expect(i18n.t('nav.waiting', { count: 1 })).toBe('1 game waits for you');
    expect(i18n.t('nav.waiting', { count: 3 })).toBe('3 games wait for you');
    void i18n.changeLanguage('de');
    expect(i18n.t('nav.waiting', { count: 1 })).toBe('1 Spiel wartet auf dich');
    expect(i18n.t('nav.waiting', { count: 2 })).toBe('2 Spiele warten auf dich');
    expect(formatList('de', ['gelb', 'grau', 'grün'])).toBe('gelb, grau und grün');
    expect(formatList('en', ['yellow', 'gray'], 'disjunction')).toBe('yellow or gray');
    // The same as Intl.ListFormat, for every length and both kinds, in both languages.
    for (const language of ['en', 'de']) {
      for (const type of ['conjunction', 'disjunction'] as const) {
        for (let n = 1; n <= 5; n++) {
          const items = ['a', 'b', 'c', 'd', 'e'].slice(0, n);
          expect(formatList(language, items, type)).toBe(new Intl.ListFormat(language, { style: 'long', type }).format(items));
        }
      }
    }
  });
});
