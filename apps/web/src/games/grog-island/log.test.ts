import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@harbour/grog-island/rules';
import { noGoods } from '@harbour/grog-island/rules';
import { finishedGame } from '../../test/grog-states.js';
import { grogI18n } from '../../test/render.js';
import { eventText } from './log.js';

const names = ['Phil', 'Martina'];
const en = (e: GameEvent) => eventText(grogI18n('en').t, 'en', e, names);
const de = (e: GameEvent) => eventText(grogI18n('de').t, 'de', e, names);
const gain = { coins: 0, treasureCards: 0, parrotCards: 0, goalCardsDrawn: 0 };

describe('the Grog Island log tells every public event in words, with plural forms', () => {
  it('the roll of a new auction round, die by die', () => {
    const e: GameEvent = { type: 'roundStarted', round: 2, startPlayer: 1, dice: { yellow: 3, gray: 3, orange: 1, blue: 5, green: 2 } };
    expect(en(e)).toBe('Round 2: Martina rolls yellow 3, gray 3, orange 1, blue 5, green 2.');
    expect(de(e)).toBe('Runde 2: Martina würfelt gelb 3, grau 3, orange 1, blau 5, grün 2.');
  });

  it('trade gains: what was paid and what it brought', () => {
    const paid = { ...noGoods(), blue: 1, yellow: 3 };
    const coins: GameEvent = { type: 'traded', seat: 0, ship: 'coins2', peninsula: 'blue', main: 2, claims: 0, paid, gained: { ...gain, coins: 4 } };
    expect(en(coins)).toBe('Phil trades at the blue peninsula: pays 3 × lemons and 1 × fish, gains 4 coins.');
    expect(de(coins)).toBe('Phil handelt an der blauen Halbinsel: zahlt 3 × Zitronen und 1 × Fisch, erhält 4 Münzen.');
    const one: GameEvent = { type: 'traded', seat: 1, ship: 'treasure', peninsula: 'gray', main: 1, claims: 1, paid: { ...noGoods(), gray: 5 }, gained: { ...gain, treasureCards: 1 } };
    expect(en(one)).toBe('Martina trades at the gray peninsula: pays 5 × treasure maps, gains 1 treasure card and 1 claim.');
    expect(de(one)).toBe('Martina handelt an der grauen Halbinsel: zahlt 5 × Schatzkarten, erhält 1 Truhenkarte und 1 Besitznahme.');
  });

  it('treasure values revealed at payment, coins and change', () => {
    // Treasure cards 10 and 22 are worth 2 and 3.
    const e: GameEvent = { type: 'paid', seat: 0, coins: 0, treasureCards: [10, 22], change: 1 };
    expect(en(e)).toBe('Phil pays with 2 treasure cards worth 2 and 3. 1 coin comes back as change.');
    expect(de(e)).toBe('Phil zahlt mit 2 Truhenkarten im Wert von 2 und 3. 1 Münze kommt als Wechselgeld zurück.');
    const mixed: GameEvent = { type: 'paid', seat: 1, coins: 1, treasureCards: [0], change: 0 };
    expect(en(mixed)).toBe('Martina pays with 1 coin and a treasure card worth 1.');
    expect(de(mixed)).toBe('Martina zahlt mit 1 Münze und einer Truhenkarte im Wert von 1.');
    expect(en({ type: 'paid', seat: 1, coins: 6, treasureCards: [], change: 0 })).toBe('Martina pays with 6 coins.');
  });

  it('cloud rewards and the coins of a claim', () => {
    const e: GameEvent = { type: 'claimed', seat: 0, building: 'yellow.swordShop', via: 'auction', cloud: 'piratePoint', coins: 2 };
    expect(en(e)).toBe('Phil claims the sword shop (yellow): 2 coins, cloud: 1 pirate point.');
    expect(de(e)).toBe('Phil nimmt „Schwert-Shop“ (gelb) in Besitz: 2 Münzen, Wolke: 1 Piratenpunkt.');
    expect(en({ ...e, cloud: 'none', coins: 1 })).toBe('Phil claims the sword shop (yellow): 1 coin.');
    expect(de({ ...e, cloud: 'parrot', coins: 1 })).toContain('in Besitz: 1 Münze, Wolke: 1 Papageikarte.');
    expect(en({ ...e, cloud: 'black', coins: 0 })).toBe('Phil claims the sword shop (yellow) under the black cloud: no reward, no coins.');
  });

  it('locks and ghost crew members, short for the log column', () => {
    expect(en({ type: 'locked', seat: 0, building: 'orange.pub' })).toBe('Phil locks the pub "Grog Hole" (orange).');
    expect(de({ type: 'ghostCrewPlaced', seat: 1, building: 'gray.cannonballFoundry' })).toBe('Martina setzt ein Crewmitglied vom Geisterschiff auf „Kanonenkugelgießerei“ (grau).');
  });

  it('pirate points and goal cards returned, 1 and more', () => {
    expect(en({ type: 'piratePoints', seat: 0, points: 1 })).toBe('Phil gains 1 pirate point from the bidding row.');
    expect(en({ type: 'piratePoints', seat: 0, points: 2 })).toBe('Phil gains 2 pirate points from the bidding row.');
    expect(de({ type: 'piratePoints', seat: 0, points: 1 })).toBe('Phil erhält 1 Piratenpunkt aus der Bietzeile.');
    expect(de({ type: 'piratePoints', seat: 0, points: 2 })).toBe('Phil erhält 2 Piratenpunkte aus der Bietzeile.');
    expect(en({ type: 'goalCardKept', seat: 1, returned: 2 })).toBe('Martina keeps one goal card and returns 2 to the bottom of the deck.');
  });

  it('every event type of whole games has a sentence without a placeholder, in both languages', () => {
    const events = [...finishedGame(2, 'log-a').events, ...finishedGame(3, 'log-b').events];
    for (const event of events) {
      for (const text of [en(event), de(event)]) expect(text, event.type).not.toMatch(/\{\{|undefined|story\.|grog-ui:|grog-island:/);
    }
  });
});
