import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { LEARNER_NAMES, personName, seatName } from './seat-name.js';

describe('seat names', () => {
  it('name computer players in the reader\'s language, whatever the server called them', async () => {
    const i18n = createI18n('en');
    const bot = { name: 'Bot 2 (easy)', bot: 'easy' };
    expect(seatName(i18n.t, bot, 1)).toBe('Computer 2 (easy)');
    expect(seatName(i18n.t, { name: 'Bot 3 (strong)', bot: 'strong' }, 2)).toBe('Computer 3 (strong)');
    await i18n.changeLanguage('de');
    expect(seatName(i18n.t, bot, 1)).toBe('Computer 2 (leicht)');
    expect(seatName(i18n.t, { name: null, bot: 'strong' }, 0)).toBe('Computer 1 (stark)');
  });

  it('keep people\'s own names, and number free seats', () => {
    const i18n = createI18n('de');
    expect(seatName(i18n.t, { name: 'Anne', bot: null }, 0)).toBe('Anne');
    expect(seatName(i18n.t, { name: null }, 3)).toBe('Platz 4');
    expect(seatName(i18n.t, { name: null }, 3, 'frei')).toBe('frei');
    expect(seatName(i18n.t, undefined, 1)).toBe('Platz 2');
  });

  it('show the name Learn to play gave a learner who typed none in the reader\'s language, after a switch too', async () => {
    const i18n = createI18n('de');
    // Created while the page was German: the server keeps "Neuling".
    expect(seatName(i18n.t, { name: 'Neuling', bot: null }, 0)).toBe('Neuling');
    await i18n.changeLanguage('en');
    expect(seatName(i18n.t, { name: 'Neuling', bot: null }, 0)).toBe('Newcomer');
    expect(personName(i18n.t, 'Neuling')).toBe('Newcomer');
    await i18n.changeLanguage('de');
    expect(seatName(i18n.t, { name: 'Newcomer', bot: null }, 0)).toBe('Neuling');
    // A name the player typed stays theirs.
    expect(personName(i18n.t, 'Neulinga')).toBe('Neulinga');
  });

  it('know the learner\'s name in every language the page speaks', () => {
    expect([...LEARNER_NAMES].sort()).toEqual([en.learnerName, de.learnerName].sort());
  });
});
