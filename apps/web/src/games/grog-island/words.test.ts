import { describe, expect, it } from 'vitest';
import { grogIslandLocales } from '@harbour/grog-island/locales';
import { COLOURS, GOAL_CARD_COUNT, PARROT_CARD_COUNT } from '@harbour/grog-island/data';
import type { GameEvent } from '@harbour/grog-island/rules';
import { finishedGame } from '../../test/grog-states.js';
import { grogI18n } from '../../test/render.js';
import { eventText } from './log.js';
import { goalTaskText, parrotText, refusalText } from './words.js';

type Tree = { [key: string]: string | Tree };

function refusalCodes(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : refusalCodes(v, `${prefix}${k}.`)));
}

/** Sample params of the kinds refusals carry: colours, buildings, lists, numbers. */
const SAMPLE_PARAMS = {
  colour: 'orange', leftColour: 'yellow', demand: 'blue', peninsula: 'green', allowed: ['yellow', 'gray'],
  building: 'orange.pub', type: 'hatShop', ship: 'coins2', stage: 'pay', move: 'fly', field: 'row', issue: 'bad',
  current: 8, proposed: 7, potential: 11, cheapest: 1, max: 5, space: 2, value: 4, leftValue: 3, left: 2, crew: 3,
  free: 1, have: 1, pay: 2, units: 2, demanded: 1, others: 2, rate: 3, required: 4, chosen: 3, card: 5, bid: 8,
  cards: 3, coins: 5, waitingFor: [1], game: 'grog-island', seat: 1,
};

const EXTRA_EVENTS: GameEvent[] = [
  { type: 'dieTurned', seat: 0, card: 9, colour: 'orange', value: 6 },
  { type: 'bid', seat: 1, row: ['blue'], total: 5, keptBid: true, opening: false },
  { type: 'passed', seat: 0, goods: [] },
  { type: 'passed', seat: 0, goods: ['gray', 'gray', 'blue'] },
  { type: 'traded', seat: 1, ship: 'goal', peninsula: 'orange', main: 0, claims: 0, paid: { yellow: 0, gray: 0, orange: 0, blue: 0, green: 0 }, gained: { coins: 0, treasureCards: 0, parrotCards: 0, goalCardsDrawn: 0 } },
  { type: 'goalCardKept', seat: 0, returned: 2 },
  { type: 'goalCardSwapped', seat: 1 },
  { type: 'claimsSkipped', seat: 1 },
  { type: 'refusedToPay', seat: 0, bid: 9 },
  { type: 'noWinner', seat: 1 },
  { type: 'locked', seat: 0, building: 'gray.hatShop' },
  { type: 'ghostCrewPlaced', seat: 1, building: 'orange.pub' },
];

describe("Grog Island's words at the table", () => {
  it.each(['en', 'de'] as const)('turn every refusal code into a full sentence (%s)', (language) => {
    const i18n = grogI18n(language);
    for (const code of refusalCodes(grogIslandLocales.en.refusal as Tree)) {
      const text = refusalText(i18n.t, language, { code, params: SAMPLE_PARAMS });
      expect(text, code).not.toMatch(/\{\{|undefined|grog-island:|orange\.pub|hatShop|coins2/);
    }
    expect(refusalText(i18n.t, language, { code: 'claim.wrongPeninsula', params: { allowed: ['yellow', 'gray'], building: 'blue.pub' } })).toBe(
      language === 'en' ? 'You may claim only on the yellow or gray peninsula.' : 'Du darfst nur auf der Halbinsel (gelb oder grau) in Besitz nehmen.',
    );
  });

  it.each(['en', 'de'] as const)('tell every event of whole games as a sentence with names (%s)', (language) => {
    const i18n = grogI18n(language);
    const names = ['Phil', 'Martina'];
    const events = [...finishedGame(2, 'words').events, ...EXTRA_EVENTS];
    const kinds = new Set(events.map((e) => e.type));
    expect(kinds.size).toBeGreaterThanOrEqual(18);
    for (const event of events) {
      const text = eventText(i18n.t, language, event, names);
      expect(text, event.type).not.toMatch(/\{\{|undefined|grog-island:|\.pub|[a-z]Shop\b/);
      expect(text.length, event.type).toBeGreaterThan(10);
    }
    const bid = eventText(i18n.t, language, { type: 'bid', seat: 1, row: ['yellow', 'gray', 'green'], total: 8, keptBid: false, opening: false }, names);
    expect(bid).toBe(language === 'en' ? 'Martina bids 8 with yellow, gray, and green.' : 'Martina bietet 8 mit gelb, grau und grün.');
  });

  it.each(['en', 'de'] as const)('describe every goal card and parrot card (%s)', (language) => {
    const i18n = grogI18n(language);
    for (let card = 0; card < GOAL_CARD_COUNT; card++) expect(goalTaskText(i18n.t, card)).not.toMatch(/\{\{|undefined/);
    for (let card = 0; card < PARROT_CARD_COUNT; card++) expect(parrotText(i18n.t, card)).not.toMatch(/\{\{|undefined/);
    for (const colour of COLOURS) expect(i18n.t(`grog-island:peninsulaAfterPreposition.${colour}`)).not.toContain('peninsulaAfterPreposition');
  });
});
