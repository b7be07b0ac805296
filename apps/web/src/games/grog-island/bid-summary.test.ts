import { describe, expect, it } from 'vitest';
import { BUILDINGS, type Colour } from '@harbour/grog-island/data';
import type { GrogState } from '@harbour/grog-island/rules';
import { EXAMPLE_DICE, afterSetup, withDice } from '../../test/grog-states.js';
import { grogI18n } from '../../test/render.js';
import { bidSummary } from './bid-summary.js';

const NAMES = ['Anne', 'Bonny', 'Calico'];
const en = grogI18n('en').t;
const de = grogI18n('de').t;

/** Round 1 of a 3-player game with the rulebook's dice; seat 0 with 8 coins and one treasure card worth 1 (card 0). */
function base(): GrogState {
  const s = withDice(afterSetup(3, 'summary'), EXAMPLE_DICE);
  return {
    ...s,
    clouds: { yellow: 'piratePoint', gray: 'black', orange: 'none', blue: 'parrot', green: 'goalSwap' },
    players: s.players.map((p, i) => (i === 0 ? { ...p, coins: 8, treasureCards: [0], crew: 9 } : { ...p, crew: 9 })),
  };
}

function occupy(s: GrogState, peninsula: Colour, by: number | 'lock'): GrogState {
  return { ...s, occupants: s.occupants.map((o, i) => (BUILDINGS[i]?.peninsula === peninsula ? by : o)) };
}

const texts = (lines: { text: string }[]) => lines.map((l) => l.text);

describe('the bid summary', () => {
  it('says what each claim brings: free buildings, coins and the cloud; the black cloud brings nothing', () => {
    // Blue 5, yellow 3: claims on blue (cloud: parrot card) and yellow (cloud: pirate point).
    const lines = texts(bidSummary(en, 'en', base(), 0, ['blue', 'yellow'], 8, NAMES));
    expect(lines[0]).toMatch(/^Claim on the blue peninsula: 7 free buildings, \d to \d coins; cloud: 1 parrot card\.$/);
    expect(lines[1]).toMatch(/^Claim on the yellow peninsula: 7 free buildings, .*; cloud: 1 pirate point\.$/);
    const gray = texts(bidSummary(en, 'en', base(), 0, ['yellow', 'gray'], 6, NAMES))[1];
    expect(gray).toBe('Claim on the gray peninsula: 7 free buildings, black cloud: no reward and no coins.');
    expect(texts(bidSummary(de, 'de', base(), 0, ['yellow', 'gray'], 6, NAMES))[1]).toBe(
      'Besitznahme auf der grauen Halbinsel: 7 freie Gebäude, schwarze Wolke: keine Belohnung und keine Münzen.',
    );
  });

  it('says when a claim would be void (no free building of the die’s colour)', () => {
    const s = occupy(base(), 'yellow', 1);
    const lines = bidSummary(en, 'en', s, 0, ['blue', 'yellow'], 8, NAMES);
    expect(lines[1]).toEqual({ kind: 'void', text: 'The claim on the yellow peninsula would be void: no building there is free.' });
    expect(texts(bidSummary(de, 'de', s, 0, ['blue', 'yellow'], 8, NAMES))[1]).toBe('Die Besitznahme auf der gelben Halbinsel verfiele: Dort ist kein Gebäude frei.');
  });

  it('says when the lock would be void', () => {
    const s = occupy(base(), 'orange', 'lock');
    const lines = texts(bidSummary(en, 'en', s, 0, ['blue', 'yellow', 'gray', 'orange'], 12, NAMES));
    expect(lines).toContain('The lock on the orange peninsula would be void: no building there is free.');
  });

  it('warns when the bid exceeds the real capital (8 coins + a treasure card worth 1 = 9), in both languages with plurals', () => {
    const s = base();
    expect(texts(bidSummary(en, 'en', s, 0, ['blue', 'yellow'], 8, NAMES)).some((l) => l.startsWith('Careful'))).toBe(false);
    const lines = bidSummary(en, 'en', s, 0, ['blue', 'yellow', 'gray'], 11, NAMES);
    expect(lines.find((l) => l.kind === 'warning')?.text).toBe(
      'Careful: your real capital is only 9 coins (8 on the coin track, treasure cards worth 1). If you win with 11 you cannot pay and gain nothing.',
    );
    const poor: GrogState = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, coins: 1, treasureCards: [] } : p)) };
    expect(bidSummary(en, 'en', poor, 0, ['green'], 2, NAMES).find((l) => l.kind === 'warning')?.text).toContain('only 1 coin (1 on the coin track');
    expect(bidSummary(de, 'de', poor, 0, ['green'], 2, NAMES).find((l) => l.kind === 'warning')?.text).toContain('nur 1 Münze (1 auf der Münzleiste');
  });

  it('says when the round is the last, or may be, or that winning ends the game', () => {
    const s = base();
    expect(bidSummary(en, 'en', s, 0, ['blue'], 5, NAMES).some((l) => l.kind === 'end')).toBe(false);
    expect(texts(bidSummary(en, 'en', { ...s, lastCrewPlaced: true }, 0, ['blue'], 5, NAMES))).toContain(
      'This is the last auction round: a player has placed their last crew member.',
    );
    const low: GrogState = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, crew: 2 } : i === 2 ? { ...p, crew: 1 } : p)) };
    expect(texts(bidSummary(en, 'en', low, 0, ['blue', 'yellow'], 8, NAMES))).toContain('Winning places your last crew member: the game ends after this round.');
    expect(texts(bidSummary(en, 'en', low, 0, ['blue'], 5, NAMES))).toContain(
      'This round may be the last: you have 2 crew members left and Calico has 1 crew member left.',
    );
    expect(texts(bidSummary(de, 'de', low, 0, ['blue'], 5, NAMES))).toContain(
      'Diese Runde kann die letzte sein: du hast noch 2 Crewmitglieder und Calico hat noch 1 Crewmitglied.',
    );
  });

  it('says when crew members limit the claims', () => {
    const s = base();
    const one: GrogState = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, crew: 1 } : p)) };
    expect(texts(bidSummary(en, 'en', one, 0, ['blue', 'yellow'], 8, NAMES))).toContain('You have 1 crew member left: only 1 claim can be made.');
  });
});
