import { describe, expect, it } from 'vitest';
import grogDe from './grog-island/locales/de.json';
import grogEn from './grog-island/locales/en.json';
import prDe from './port-royal/locales/de.json';
import prEn from './port-royal/locales/en.json';
import rumDe from './rum-and-pirates/locales/de.json';
import rumEn from './rum-and-pirates/locales/en.json';
import uiDe from '../i18n/de.json';

describe('the winner chip', () => {
  it('says the same word in every game (German "Sieger", never "Sieg" in one and "Sieger" in another)', () => {
    expect(new Set([grogDe.winner, prDe.winner, rumDe.winner])).toEqual(new Set(['Sieger']));
    expect(new Set([grogEn.winner, prEn.winner, rumEn.winner].map((w) => w.toLowerCase()))).toEqual(new Set(['winner']));
    expect(uiDe.myGames.finished).toContain('Sieger:');
  });
});
