import { describe, expect, it } from 'vitest';
import { CARDS, EXPEDITION_IDS, PERSON_IDS, SHIP_IDS, TAX_IDS, type CardId, type ExpeditionCard, type PersonCard, type ShipCard } from '@harbour/port-royal/data';
import type { GameEvent } from '@harbour/port-royal/rules';
import { eventText, logLines } from './log.js';
import { prI18n } from './test-utils.js';

const NAMES = ['Andrea', 'Alex', 'Dagmar'];
const red = SHIP_IDS.find((id) => (CARDS[id] as ShipCard).colour === 'red' && (CARDS[id] as ShipCard).coins === 1) as CardId;
const kind = (k: PersonCard['kind']) => PERSON_IDS.filter((id) => (CARDS[id] as PersonCard).kind === k);
const twoPriests = EXPEDITION_IDS.find((id) => {
  const e = CARDS[id] as ExpeditionCard;
  return e.needs.priest === 2 && e.needs.captain === 0 && e.needs.settler === 0;
}) as CardId;
const [priest, jack] = [kind('priest')[0] as CardId, kind('jackOfAllTrades')[0] as CardId];

/** One event of every type the rules know (the Record makes the compiler name a missing one). */
const EVERY_EVENT: Record<GameEvent['type'], GameEvent> = {
  turnBegan: { type: 'turnBegan', turn: 3, seat: 0 },
  turnedUp: { type: 'turnedUp', seat: 0, card: TAX_IDS[0] as CardId },
  repelled: { type: 'repelled', seat: 0, card: red, swords: 2 },
  busted: { type: 'busted', seat: 1, card: red, discarded: [1, 2, red] },
  taxPaid: { type: 'taxPaid', seat: 2, cards: [1, 2, 3, 4, 5, 6] },
  coinsReceived: { type: 'coinsReceived', seat: 1, reason: 'admiral', count: 2, missing: 0 },
  discoverEnded: { type: 'discoverEnded', seat: 0, cards: 2 },
  traded: { type: 'traded', seat: 0, card: red, coins: 1, traderBonus: 2 },
  hired: { type: 'hired', seat: 2, card: priest, cost: 4, paid: [] },
  feePaid: { type: 'feePaid', seat: 1, to: 0 },
  passed: { type: 'passed', seat: 1 },
  nothingToTake: { type: 'nothingToTake', seat: 2 },
  expeditionFulfilled: { type: 'expeditionFulfilled', seat: 0, card: twoPriests, persons: [priest, jack] },
  harborCleared: { type: 'harborCleared', cards: [1] },
  reshuffled: { type: 'reshuffled', cards: 40, shuffle: 1 },
  endTriggered: { type: 'endTriggered', seat: 0, reason: 'points' },
  gameOver: { type: 'gameOver', winners: [0, 2] },
};

describe('Port Royal: the complete log', () => {
  it.each(['en', 'de'] as const)('tells every event type of the rules in words (%s)', (language) => {
    const t = prI18n(language).t;
    for (const [type, event] of Object.entries(EVERY_EVENT)) {
      const text = eventText(t, language, event, NAMES);
      expect(text.length, type).toBeGreaterThan(10);
      expect(text, type).not.toMatch(/\{\{|port-royal|undefined|event\.|log\./);
    }
  });

  it('names the busting ship exactly once: the turn-up line gives way to the bust', () => {
    const events: GameEvent[] = [
      { type: 'turnedUp', seat: 1, card: red },
      { type: 'busted', seat: 1, card: red, discarded: [1, 2, red] },
      { type: 'coinsReceived', seat: 2, reason: 'jester', count: 1, missing: 0 },
    ];
    const en = logLines(prI18n('en').t, 'en', events, NAMES).map((l) => l.text);
    expect(en).toEqual([
      'Alex turns up a red Frigate, the second ship of its colour: too much risked! The harbor display goes to the discard pile (3 cards); nobody trades or hires this turn.',
      'Dagmar receives 1 coin (Jester).',
    ]);
    expect(en.join(' ').match(/Frigate/g)).toHaveLength(1);
    // Before the bust is known (the ship waits for the repel decision), the turn-up is told.
    expect(logLines(prI18n('en').t, 'en', events.slice(0, 1), NAMES).map((l) => l.text)).toEqual(['Alex turns up a red Frigate.']);
    const de = logLines(prI18n('de').t, 'de', events, NAMES).map((l) => l.text);
    expect(de[0]).toBe('Alex deckt eine rote Fregatte auf, das zweite Schiff dieser Farbe: zu viel riskiert! Die Hafenauslage kommt auf den Ablagestapel (3 Karten); in diesem Zug wird nicht gehandelt und nicht angeheuert.');
  });

  it('tells taxes, expeditions and Traders with their numbers, in the singular and the plural', () => {
    const en = prI18n('en').t;
    const de = prI18n('de').t;
    const say = (e: GameEvent) => [eventText(en, 'en', e, NAMES), eventText(de, 'de', e, NAMES)];
    expect(say({ type: 'taxPaid', seat: 2, cards: [1, 2, 3, 4, 5, 6] })).toEqual(['Dagmar gives up 6 coins to the tax increase.', 'Dagmar gibt 6 Münzen für die Steuererhöhung ab.']);
    expect(say({ type: 'coinsReceived', seat: 0, reason: 'tax', count: 1, missing: 0 })).toEqual(['Andrea receives 1 coin (tax increase).', 'Andrea erhält 1 Münze (Steuererhöhung).']);
    expect(say(EVERY_EVENT.expeditionFulfilled)).toEqual([
      `Andrea fulfils the expedition (2 Priests), giving up a Priest and a Jack of all Trades, and gains ${(CARDS[twoPriests] as ExpeditionCard).points} victory points.`,
      `Andrea erfüllt den Expeditionsauftrag (2 Priester), gibt einen Priester und einen Tausendsassa ab und erhält ${(CARDS[twoPriests] as ExpeditionCard).points} Einflusspunkte.`,
    ]);
    const tax = TAX_IDS[0] as CardId;
    const taxes: GameEvent[] = [
      { type: 'turnedUp', seat: 0, card: tax },
      { type: 'coinsReceived', seat: 1, reason: 'tax', count: 1, missing: 0 },
      { type: 'turnedUp', seat: 0, card: TAX_IDS[1] as CardId },
      { type: 'taxPaid', seat: 2, cards: [1, 2, 3, 4, 5, 6] },
    ];
    const lines = logLines(en, 'en', taxes, NAMES).map((l) => l.text);
    expect(lines[0]).toMatch(/^Andrea turns up a tax increase \(.+\)\. Nobody has 12 coins or more: nobody gives up coins\.$/);
    expect(lines[2]).toMatch(/^Andrea turns up a tax increase \(.+\)\.$/);
    expect(logLines(de, 'de', taxes, NAMES)[0]?.text).toMatch(/Niemand hat 12 oder mehr Münzen: Niemand gibt Münzen ab\.$/);
    expect(say(EVERY_EVENT.traded)).toEqual(['Andrea trades the red Frigate for 3 coins (2 of them from Traders).', 'Andrea nimmt die rote Fregatte und erhält 3 Münzen (davon 2 von Händlern).']);
    expect(say({ type: 'traded', seat: 0, card: red, coins: 1, traderBonus: 1 })).toEqual(['Andrea trades the red Frigate for 2 coins (1 of them from a Trader).', 'Andrea nimmt die rote Fregatte und erhält 2 Münzen (davon 1 von einem Händler).']);
  });
});
