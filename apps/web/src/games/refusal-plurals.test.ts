import { describe, expect, it } from 'vitest';
import { grogI18n } from '../test/render.js';
import { rumI18n } from '../test/rum.js';
import { refusalText as grogRefusal } from './grog-island/words.js';
import { refusalText as prRefusal } from './port-royal/words.js';
import { prI18n } from './port-royal/test-utils.js';
import { refusalText as rumRefusal } from './rum-and-pirates/words.js';

/** "1 coins", "1 Münzen": a count of one with a plural noun. */
const ONE_PLURAL = /\b1 (coins|cards|tiles|swords|persons|pirates|times|Münzen|Karten|Personen)\b/;

const CASES = [
  { game: 'rum-and-pirates', i18n: rumI18n, text: rumRefusal, code: 'move.notEnoughCoins', params: { needed: 1 }, en: 'That move costs 1 coin.', de: 'Dieser Zug kostet 1 Münze.' },
  { game: 'rum-and-pirates', i18n: rumI18n, text: rumRefusal, code: 'move.notEnoughPirates', params: { needed: 1, have: 0 }, en: 'You need 1 pirate and have 0.', de: 'Du brauchst 1 Piraten und hast 0.' },
  { game: 'rum-and-pirates', i18n: rumI18n, text: rumRefusal, code: 'reroll.limit', params: { limit: 1 }, en: 'A roll may be re-rolled only once.', de: 'Ein Wurf darf nur einmal wiederholt werden.' },
  { game: 'port-royal', i18n: prI18n, text: prRefusal, code: 'repel.notEnoughSwords', params: { needed: 1, swords: 0 }, en: 'This ship needs 1 sword to repel; you have 0.', de: null },
  { game: 'port-royal', i18n: prI18n, text: prRefusal, code: 'take.noneLeft', params: { allowed: 1 }, en: 'You have already taken your 1 card.', de: 'Du hast deine 1 Karte bereits genommen.' },
  { game: 'port-royal', i18n: prI18n, text: prRefusal, code: 'hire.cannotAfford', params: { cost: 1, fee: 1, coins: 0 }, en: 'Hiring costs you 1 coin plus 1 for the active player; you have 0.', de: null },
  { game: 'port-royal', i18n: prI18n, text: prRefusal, code: 'expedition.personCount', params: { needed: 1, given: 2 }, en: 'This expedition needs 1 person; you named 2.', de: null },
  { game: 'grog-island', i18n: grogI18n, text: grogRefusal, code: 'trade.mainTooMany', params: { max: 1 }, en: "This ship's main trade action takes at most 1 tile.", de: null },
  { game: 'grog-island', i18n: grogI18n, text: grogRefusal, code: 'trade.notEnoughCards', params: { left: 1 }, en: "Only 1 card is left for this ship's trade action.", de: null },
  { game: 'grog-island', i18n: grogI18n, text: grogRefusal, code: 'trade.notEnoughGoods', params: { have: 1, colour: 'blue', pay: 2 }, en: 'You have 1 blue tile, not 2.', de: null },
  { game: 'grog-island', i18n: grogI18n, text: grogRefusal, code: 'pay.notEnough', params: { bid: 5, coins: 1, cards: 2 }, en: 'You cannot pay 5: 1 coin and treasure cards worth 2.', de: null },
] as const;

describe('refusals that count', () => {
  it.each(CASES)('use the singular for one ($game $code)', ({ i18n, text, code, params, en, de }) => {
    const english = text(i18n('en').t, 'en', { code, params });
    expect(english).toBe(en);
    const german = text(i18n('de').t, 'de', { code, params });
    expect(german).not.toMatch(ONE_PLURAL);
    if (de) expect(german).toBe(de);
    // More than one keeps the plural.
    const many = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' && v === 1 ? 3 : v]));
    expect(text(i18n('en').t, 'en', { code, params: many })).toMatch(/\b3 (\w+ )?(coins|pirates|times|swords|cards|persons|tiles)\b/);
  });
});

describe('the tables\' own count sentences', () => {
  it('use the singular for one coin or point (en, de)', () => {
    const grog = grogI18n('en').t;
    expect(grog('grog-ui:payCoins', { coins: 1, count: 1 })).toBe('Pay 1 coin');
    expect(grog('grog-ui:payCoins', { coins: 4, count: 4 })).toBe('Pay 4 coins');
    expect(grogI18n('de').t('grog-ui:payHint', { coins: 1, count: 1 })).toMatch(/^Du hast 1 Münze auf/);
    const rum = rumI18n('en').t;
    expect(rum('rum-ui:pointsSoFar', { points: 1, count: 1 })).toBe('Your tiles are worth 1 point so far.');
    expect(rum('rum-ui:youHave', { pirates: rum('rum-ui:piratesCount', { count: 1 }), coins: rum('rum-ui:coinsCount', { count: 1 }) })).toBe('You have 1 pirate at your flag and 1 coin.');
  });
});
