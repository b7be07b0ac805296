import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { rumAndPiratesLocales } from '@harbour/rum-and-pirates';
import { FIELDS, TILES } from '@harbour/rum-and-pirates/data';
import type { GameEvent } from '@harbour/rum-and-pirates/rules';
import { newRumMatch, playUntil, rumI18n } from '../../test/rum.js';
import de from './locales/de.json';
import en from './locales/en.json';
import { eventText } from './log.js';
import { RULING_KEYS, RulesPanel } from './RulesPanel.js';
import { fieldName, refusalText, tileName } from './words.js';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort().join(',');

/** Sample params of the kinds refusals carry. */
const SAMPLE_PARAMS = {
  needed: 3, have: 2, alley: 12, darkAlley: 4, field: 21, colour: 'green', stack: 'smallWatch', limit: 2, tile: 40, stage: 'field',
  move: 'fly', issue: 'bad', waitingFor: [1], action: 'takeRum', game: 'rum-and-pirates', options: ['x'],
};

const EXTRA_EVENTS: GameEvent[] = [
  { type: 'turnStarted', seat: 1, alone: true },
  { type: 'movedDark', seat: 0, from: 3, to: 17, exit: 2, entry: 9, pirates: 4, coins: 1 },
  { type: 'leftDeadEnd', seat: 1, from: 3, to: 12 },
  { type: 'townWatch', seat: 0, tile: 110, kept: true, coin: true },
  { type: 'townWatch', seat: 0, tile: 105, kept: false, coin: false },
  { type: 'rendezvousFulfilled', seat: 1, tile: 135, field: 16 },
  { type: 'recalled', seat: 0, alley: null, darkAlleys: [1, 7], pirates: 5 },
  { type: 'gameEnded', winners: [0, 1] },
];

describe("Rum & Pirates' words at the table", () => {
  it('has the same words with the same placeholders in English and German', () => {
    const english = new Map(leaves(en as Tree));
    const german = new Map(leaves(de as Tree));
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(german.get(key) ?? ''), key).toBe(placeholders(text));
  });

  it.each(['en', 'de'] as const)('turns every refusal code into a full sentence (%s)', (language) => {
    const i18n = rumI18n(language);
    for (const [code] of leaves(rumAndPiratesLocales.en.refusal as Tree)) {
      const text = refusalText(i18n.t, language, { code, params: SAMPLE_PARAMS });
      expect(text, code).not.toMatch(/\{\{|undefined|rum-and-pirates:|rum-ui:|smallWatch/);
      expect(text.length, code).toBeGreaterThan(8);
    }
    expect(refusalText(i18n.t, language, { code: 'move.notEnoughPirates', params: { needed: 3, have: 2 } })).toBe(
      language === 'en' ? 'You need 3 pirates and have 2.' : 'Du brauchst 3 Piraten und hast 2.',
    );
    expect(refusalText(i18n.t, language, { code: 'map.wrongColour', params: { colour: 'green' } })).toBe(
      language === 'en' ? 'Only a green treasure-map half can be taken here.' : 'Hier gibt es nur einen Schatzkarten-Teil in grün.',
    );
  });

  it.each(['en', 'de'] as const)('tells every event of whole games as a sentence with names, fields and tiles (%s)', (language) => {
    const i18n = rumI18n(language);
    const names = ['Anne', 'Bonny', 'Calico'];
    const events: GameEvent[] = [...EXTRA_EVENTS];
    for (const seed of [1, 2]) {
      const match = newRumMatch(`words-${seed}`, names);
      playUntil(match, (s) => s.status === 'over', seed);
      events.push(...match.fullState().events);
    }
    const kinds = new Set(events.map((e) => e.type));
    expect(kinds.size).toBeGreaterThanOrEqual(35);
    for (const event of events) {
      const text = eventText(i18n.t, language, event, names);
      expect(text, event.type).not.toMatch(/\{\{|undefined|rum-and-pirates:|rum-ui:|NaN/);
      expect(text.length, event.type).toBeGreaterThan(8);
    }
    const moved = eventText(i18n.t, language, { type: 'moved', seat: 1, from: 3, to: 2, alley: 4, pirates: 2, coins: 0 }, names);
    expect(moved).toBe(language === 'en' ? 'Bonny moves the captain from headquarters (1) to rum field (1) (2 pirates, free).' : 'Bonny bewegt den Kapitän von Hauptquartier (1) nach Rum-Feld (1) (2 Piraten, kostenlos).');
  });

  it.each(['en', 'de'] as const)('names every field and every tile (%s)', (language) => {
    const i18n = rumI18n(language);
    const fieldNames = FIELDS.map((f) => fieldName(i18n.t, f.index));
    expect(new Set(fieldNames).size).toBe(36);
    for (const name of fieldNames) expect(name).not.toMatch(/\{\{|rum-ui|undefined/);
    for (const tile of TILES) expect(tileName(i18n.t, tile.id)).not.toMatch(/\{\{|rum-ui|rum-and-pirates|undefined|null/);
    expect(fieldName(i18n.t, 16)).toBe(language === 'en' ? 'blue tavern (5)' : 'Kneipe (blau, 5)');
  });

  it.each([
    ['en', 'Rules of this edition'],
    ['de', 'Regeln dieser Ausgabe'],
  ] as const)('lists every ruling of the edition on the rules page (%s)', (language, title) => {
    render(
      <I18nextProvider i18n={rumI18n(language)}>
        <RulesPanel onClose={() => undefined} />
      </I18nextProvider>,
    );
    const panel = within(screen.getByTestId('rules-panel'));
    expect(panel.getByRole('heading', { level: 2 }).textContent).toBe(title);
    const rulings = screen.getByTestId('rules-panel').querySelectorAll('.rulings dd');
    expect(rulings).toHaveLength(RULING_KEYS.length);
    expect(RULING_KEYS.length).toBeGreaterThanOrEqual(20);
    RULING_KEYS.forEach((key, i) => expect(rulings[i]?.textContent).toBe(rumAndPiratesLocales[language].rules.rulings[key]));
  });
});
