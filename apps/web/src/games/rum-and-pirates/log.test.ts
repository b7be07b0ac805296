import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@harbour/rum-and-pirates/rules';
import { rumI18n } from '../../test/rum.js';
import { eventText, logLines, toldInLog } from './log.js';

type Sample = { [K in GameEvent['type']]: Extract<GameEvent, { type: K }> };

/** One event of every type the rules record (a new type fails to compile here until it is told). */
const EVERY: Sample = {
  roundStarted: { type: 'roundStarted', round: 2, startPlayer: 1, sleeping: { bunk: 141, hammock: 146, ropeCoil: null } },
  turnStarted: { type: 'turnStarted', seat: 0, alone: false },
  moved: { type: 'moved', seat: 1, from: 3, to: 2, alley: 4, pirates: 1, coins: 1 },
  movedDark: { type: 'movedDark', seat: 0, from: 3, to: 17, exit: 2, entry: 9, pirates: 4, coins: 2 },
  leftDeadEnd: { type: 'leftDeadEnd', seat: 1, from: 3, to: 12 },
  rested: { type: 'rested', seat: 0 },
  wentOnBoard: { type: 'wentOnBoard', seat: 0, row: 0, pirates: 1 },
  outOfPirates: { type: 'outOfPirates', seat: 1 },
  turnEnded: { type: 'turnEnded', seat: 0 },
  rendezvousFulfilled: { type: 'rendezvousFulfilled', seat: 1, tile: 135, field: 16 },
  tookCoin: { type: 'tookCoin', seat: 0 },
  recalled: { type: 'recalled', seat: 0, alley: 3, darkAlleys: null, pirates: 1 },
  hired: { type: 'hired', seat: 1 },
  suppliesDrawn: { type: 'suppliesDrawn', seat: 0 },
  suppliesKept: { type: 'suppliesKept', seat: 0 },
  suppliesReturned: { type: 'suppliesReturned', seat: 1 },
  rendezvousDrawn: { type: 'rendezvousDrawn', seat: 1 },
  mapTaken: { type: 'mapTaken', seat: 0, tile: 32 },
  rumTaken: { type: 'rumTaken', seat: 1, barrels: 1 },
  townWatch: { type: 'townWatch', seat: 0, tile: 110, kept: true, coin: true },
  tavernOpened: { type: 'tavernOpened', seat: 0, colour: 'blue', stake: [12, 15] },
  tavernJoined: { type: 'tavernJoined', seat: 1 },
  tavernDeclined: { type: 'tavernDeclined', seat: 1 },
  tavernTaken: { type: 'tavernTaken', seat: 0, tile: 15 },
  tavernEnded: { type: 'tavernEnded' },
  chestTaken: { type: 'chestTaken', seat: 0, tile: 62 },
  rolled: { type: 'rolled', seat: 1, value: 4, purpose: 'tavern', reroll: false },
  rollKept: { type: 'rollKept', seat: 1, value: 4, purpose: 'tavern' },
  chestSum: { type: 'chestSum', seat: 1, sum: 9, threshold: 14 },
  scorpionTaken: { type: 'scorpionTaken', seat: 0, tile: 74, sum: 15 },
  displayRefilled: { type: 'displayRefilled', kind: 'map', tile: 40 },
  scuffleStarted: { type: 'scuffleStarted', rows: [] },
  sideStarted: { type: 'sideStarted', side: 'right' },
  pirateCrossed: { type: 'pirateCrossed', seat: 0, row: 0, column: 1, side: 'left', fought: true },
  pirateLost: { type: 'pirateLost', seat: 1, row: 1, column: 1, side: 'left' },
  droppedOut: { type: 'droppedOut', seat: 1 },
  sleepingPlace: { type: 'sleepingPlace', seat: 0, tile: 141 },
  roundEnded: { type: 'roundEnded', round: 2, nextStartPlayer: 0 },
  gameEnded: { type: 'gameEnded', winners: [0] },
};

const names = ['Anne', 'Bonny'];
const text = (language: 'en' | 'de', event: GameEvent) => {
  const i18n = rumI18n(language);
  return eventText(i18n.t, language, event, names);
};

describe('the Rum & Pirates log', () => {
  it.each(['en', 'de'] as const)('tells every type of public event in words (%s)', (language) => {
    for (const event of Object.values(EVERY) as GameEvent[]) {
      const line = text(language, event);
      expect(line, event.type).not.toMatch(/\{\{|undefined|rum-and-pirates:|rum-ui:|NaN|event\./);
      expect(line.length, event.type).toBeGreaterThan(8);
    }
  });

  it('says every count with its plural form, in English and German', () => {
    expect(text('en', EVERY.moved)).toBe('Bonny moves the captain from headquarters (1) to rum field (1) (1 pirate, 1 coin).');
    expect(text('de', EVERY.moved)).toBe('Bonny bewegt den Kapitän von Hauptquartier (1) nach Rum-Feld (1) (1 Pirat, 1 Münze).');
    expect(text('en', { ...EVERY.moved, pirates: 3, coins: 0 })).toContain('(3 pirates, free).');
    expect(text('de', EVERY.movedDark)).toContain('(4 Piraten, 2 Münzen).');
    expect(text('en', EVERY.movedDark)).toContain('(4 pirates, 2 coins).');
    expect(text('en', EVERY.rumTaken)).toBe('Bonny takes 1 rum barrel.');
    expect(text('en', { ...EVERY.rumTaken, barrels: 2 })).toBe('Bonny takes 2 rum barrels.');
    expect(text('de', EVERY.rumTaken)).toBe('Bonny nimmt 1 Rum-Fass.');
    expect(text('de', { ...EVERY.rumTaken, barrels: 2 })).toBe('Bonny nimmt 2 Rum-Fässer.');
    expect(text('en', EVERY.recalled)).toBe('Anne takes 1 pirate back to the flag at the headquarters.');
    expect(text('en', { ...EVERY.recalled, pirates: 3 })).toBe('Anne takes 3 pirates back to the flag at the headquarters.');
    expect(text('en', EVERY.wentOnBoard)).toBe('Anne goes on board with 1 pirate (row 1).');
    expect(text('de', { ...EVERY.wentOnBoard, pirates: 5 })).toBe('Anne geht mit 5 Piraten an Bord (Reihe 1).');
    expect(text('en', { type: 'gameEnded', winners: [0, 1] })).toBe('The game is over: Anne and Bonny share the victory.');
  });

  it('tells every roll and re-roll, and the roll that counts after a re-roll', () => {
    const i18n = rumI18n('en');
    const events: GameEvent[] = [
      { type: 'rolled', seat: 0, value: 2, purpose: 'scuffle', reroll: false },
      { type: 'rollKept', seat: 0, value: 2, purpose: 'scuffle' },
      { type: 'rolled', seat: 1, value: 1, purpose: 'scuffle', reroll: false },
      { type: 'rolled', seat: 1, value: 5, purpose: 'scuffle', reroll: true },
      { type: 'rollKept', seat: 1, value: 5, purpose: 'scuffle' },
      { type: 'turnEnded', seat: 1 },
    ];
    expect(logLines(i18n.t, 'en', events, names).map((l) => l.text)).toEqual([
      'Anne rolls 2 (scuffle).',
      'Bonny rolls 1 (scuffle).',
      'Bonny spends a rum barrel and rolls again: 5.',
      "Bonny's 5 counts (scuffle).",
    ]);
    // Folded deliberately: the end of a turn, and a roll kept right after it was rolled.
    expect(toldInLog(events, 5)).toBe(false);
    expect(toldInLog(events, 1)).toBe(false);
    expect((Object.keys(EVERY) as GameEvent['type'][]).filter((type) => !toldInLog([EVERY[type]], 0))).toEqual(['turnEnded']);
  });
});
