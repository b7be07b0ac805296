import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import gameDe from '../games/grog-island/locales/de.json';
import gameEn from '../games/grog-island/locales/en.json';
import { LanguageSwitch } from '../shared/LanguageSwitch.js';
import de from './de.json';
import en from './en.json';
import { createI18n, detectLanguage, formatList, onDemand, registerWords, setLanguage } from './index.js';

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

  it('fetch German words only when German is chosen, and show them once they arrived', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    const i18n = createI18n('en');
    const loader = vi.fn(() => Promise.resolve({ title: 'Die Insel' }));
    registerWords(i18n, 'game', { en: { title: 'The island' }, de: onDemand(loader) });
    function Title() {
      const { t } = useTranslation('game');
      return <h1>{t('title')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
        <LanguageSwitch />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('The island');
    expect(loader).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Die Insel'));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('de');
  });

  it('fetch the German words of a namespace registered while German is in use, and re-render with them', async () => {
    const i18n = createI18n('de');
    let arrive: (words: object) => void = () => undefined;
    const words = onDemand(() => new Promise<object>((resolve) => (arrive = resolve)));
    function Title() {
      const { t, i18n: instance } = useTranslation('table');
      registerWords(instance, 'table', { en: { title: 'The island' }, de: words });
      return <h1>{t('title')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    // English stands in until the German words are there.
    expect(screen.getByRole('heading').textContent).toBe('The island');
    await act(async () => arrive({ title: 'Die Insel' }));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Die Insel'));
    // Words already fetched are added at once: a second instance renders German from the start.
    const again = createI18n('de');
    registerWords(again, 'table', { en: { title: 'The island' }, de: words });
    expect(again.t('table:title')).toBe('Die Insel');
  });

  it("add a namespace's own words also when other words of it came first", () => {
    // A seat link opened on a new device: the table loads the game's lessons into `learn` before the
    // teaching card registers the card's own words in it (its buttons once read "coach.gotIt").
    const i18n = createI18n('en');
    i18n.addResourceBundle('en', 'learn', { 'grog-island': { claim: { title: 'Claim a building' } } }, true, false);
    registerWords(i18n, 'learn', { en: { coach: { gotIt: 'Got it' } }, de: { coach: { gotIt: 'Verstanden' } } });
    expect(i18n.t('learn:coach.gotIt')).toBe('Got it');
    expect(i18n.t('learn:grog-island.claim.title')).toBe('Claim a building');
    // Registered again (each render does), nothing changes: words are never overwritten.
    registerWords(i18n, 'learn', { en: { coach: { gotIt: 'Other' } }, de: { coach: { gotIt: 'Anders' } } });
    expect(i18n.t('learn:coach.gotIt')).toBe('Got it');
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
