import { describe, expect, it } from 'vitest';
import { portRoyalLocales } from '@harbour/port-royal/locales';
import { ALL_CARD_IDS, CARDS, PERSON_KINDS, SHIP_COLOURS } from '@harbour/port-royal/data';
import { REFUSALS, REFUSAL_CODES, finalResult, type GameEvent } from '@harbour/port-royal/rules';
import { eventText, logLines } from './log.js';
import { playUntil, prI18n } from './test-utils.js';
import { cardDescription, cardName, cardRef, refusalText } from './words.js';

/** Sample params of the kinds refusals carry: cards, seats, stages, moves, skills, numbers. */
const SAMPLE_PARAMS: Record<string, unknown> = {
  waitingFor: [1], stage: 'tradeAndHire', move: 'hire', field: 'card', issue: 'bad', card: 7, needed: 2, swords: 1,
  allowed: 2, cost: 5, fee: 1, coins: 3, active: 0, given: 1, skill: 'priest', option: 'colour', expected: 'boolean',
};

const LEAK = /\{\{|undefined|NaN|port-royal(-ui)?:|\b(tradeAndHire|jackOfAllTrades|mostSwords|fewestPoints)\b/;

describe("Port Royal's words at the table", () => {
  it.each(['en', 'de'] as const)('turn every refusal code into a full sentence (%s)', (language) => {
    const i18n = prI18n(language);
    expect(REFUSAL_CODES.length).toBeGreaterThan(20);
    for (const code of REFUSAL_CODES) {
      const params = Object.fromEntries(REFUSALS[code].map((p) => [p, SAMPLE_PARAMS[p]]));
      const text = refusalText(i18n.t, language, { code, params: params as Record<string, string | number> }, ['Andrea', 'Alex']);
      expect(text, code).not.toMatch(LEAK);
      expect(text.length, code).toBeGreaterThan(10);
    }
    expect(refusalText(i18n.t, language, { code: 'turn.notYours', params: { waitingFor: [1] } }, ['Andrea', 'Alex'])).toBe(
      language === 'en' ? 'It is not your turn (waiting for Alex).' : 'Du bist nicht an der Reihe (es wird auf Alex gewartet).',
    );
  });

  it.each(['en', 'de'] as const)('name and describe every one of the 120 cards (%s)', (language) => {
    const i18n = prI18n(language);
    for (const id of ALL_CARD_IDS) {
      expect(cardName(i18n.t, id), `${id}`).not.toMatch(LEAK);
      expect(cardDescription(i18n.t, language, id), `${id}`).not.toMatch(LEAK);
      for (const article of ['indefinite', 'definite', 'bare'] as const) expect(cardRef(i18n.t, language, id, article), `${id} ${article}`).not.toMatch(LEAK);
    }
    for (const kind of PERSON_KINDS) expect(i18n.t(`port-royal:person.${kind}`)).not.toMatch(LEAK);
    const flute = CARDS.findIndex((c) => c.type === 'ship' && c.colour === 'blue' && c.swords === 2 && c.coins === 2);
    expect(cardRef(i18n.t, language, flute, 'indefinite')).toBe(language === 'en' ? 'a blue Flute' : 'eine blaue Fleute');
    expect(SHIP_COLOURS).toHaveLength(5);
  });

  it.each(['en', 'de'] as const)('tell every event of whole games as a sentence with names (%s)', (language) => {
    const i18n = prI18n(language);
    const names = ['Andrea', 'Alex', 'Dagmar', 'Klemens', 'Phil'];
    const kinds = new Set<string>();
    for (const players of [2, 3, 4, 5]) {
      const s = playUntil(players, `words-${players}`, (x) => x.status === 'over');
      expect(s.result).toEqual(finalResult(s));
      for (const line of logLines(i18n.t, language, s.events, names)) {
        expect(line.text, line.text).not.toMatch(LEAK);
        expect(line.text.length).toBeGreaterThan(8);
      }
      for (const e of s.events) kinds.add(e.type);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(15);
  });

  it('say one coin, one card and one sword in the singular, in both languages', () => {
    const en = prI18n('en');
    const de = prI18n('de');
    const names = ['Andrea', 'Alex'];
    const sailor = CARDS.findIndex((c) => c.type === 'person' && c.kind === 'sailor' && c.cost === 3);
    const flute = CARDS.findIndex((c) => c.type === 'ship' && c.colour === 'blue' && c.swords === 1);
    const events: [GameEvent, string, string][] = [
      [{ type: 'coinsReceived', seat: 1, reason: 'jester', count: 1, missing: 0 }, 'Alex receives 1 coin (Jester).', 'Alex erhält 1 Münze (Witzbold).'],
      [{ type: 'hired', seat: 0, card: sailor, cost: 3, paid: [] }, 'Andrea hires a Sailor for 3 coins.', 'Andrea heuert einen Matrosen für 3 Münzen an.'],
      [{ type: 'repelled', seat: 0, card: flute, swords: 1 }, 'Andrea repels the blue Flute with 1 sword.', 'Andrea wehrt die blaue Fleute mit 1 Säbel ab.'],
      [{ type: 'traded', seat: 1, card: flute, coins: 1, traderBonus: 0 }, 'Alex trades the blue Flute for 1 coin.', 'Alex nimmt die blaue Fleute und erhält 1 Münze.'],
      [{ type: 'discoverEnded', seat: 0, cards: 1 }, 'Andrea stops and may take 1 card.', 'Andrea hört auf und darf 1 Karte nehmen.'],
      [
        { type: 'busted', seat: 0, card: flute, discarded: [flute] },
        'Andrea turns up a blue Flute, the second ship of its colour: too much risked! The harbor display goes to the discard pile (1 card); nobody trades or hires this turn.',
        'Andrea deckt eine blaue Fleute auf, das zweite Schiff dieser Farbe: zu viel riskiert! Die Hafenauslage kommt auf den Ablagestapel (1 Karte); in diesem Zug wird nicht gehandelt und nicht angeheuert.',
      ],
    ];
    for (const [event, english, german] of events) {
      expect(eventText(en.t, 'en', event, names)).toBe(english);
      expect(eventText(de.t, 'de', event, names)).toBe(german);
    }
  });

  it('tell the coins of a trade once, and the active player’s hiring cost without a fee', () => {
    const en = prI18n('en');
    const flute = CARDS.findIndex((c) => c.type === 'ship' && c.colour === 'blue' && c.swords === 1);
    const events: GameEvent[] = [
      { type: 'traded', seat: 0, card: flute, coins: 1, traderBonus: 1 },
      { type: 'coinsReceived', seat: 0, reason: 'trade', count: 1, missing: 0 },
      { type: 'coinsReceived', seat: 0, reason: 'trader', count: 1, missing: 0 },
    ];
    expect(logLines(en.t, 'en', events, ['Andrea']).map((l) => l.text)).toEqual(['Andrea trades the blue Flute for 2 coins (1 of them from a Trader).']);
    expect(refusalText(en.t, 'en', { code: 'hire.cannotAfford', params: { card: 3, cost: 5, fee: 0, coins: 4 } })).toBe('Hiring costs you 5 coins; you have 4.');
    expect(refusalText(prI18n('de').t, 'de', { code: 'hire.cannotAfford', params: { card: 3, cost: 5, fee: 1, coins: 4 } })).toBe(
      'Das Anheuern kostet dich 5 Münzen und 1 für den aktiven Spieler; du hast 4.',
    );
  });

  it('have every word of the table in English and German, with the same placeholders', async () => {
    const en = (await import('./locales/en.json')).default as Tree;
    const de = (await import('./locales/de.json')).default as Tree;
    const optional = (key: string) => key.startsWith('breaks.');
    const e = new Map([...flatten(en)].filter(([k]) => !optional(k)));
    const g = new Map([...flatten(de)].filter(([k]) => !optional(k)));
    expect([...g.keys()].sort()).toEqual([...e.keys()].sort());
    for (const [key, text] of e) expect(placeholders(g.get(key) ?? ''), key).toEqual(placeholders(text));
    expect(portRoyalLocales.de.person.mademoiselle).toBe('Fräulein');
  });
});

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
