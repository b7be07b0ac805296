import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { GameClock } from './GameClock.js';
import { dayText, dayTimeText } from './seat-time.js';
import type { ReceivedClocks, SeatClock } from '../connection/frames/async-play.js';

const DAY = 86_400_000;
const DEC3 = '2026-12-03T12:00:00.000Z';
const SINCE = '2026-11-27T14:50:00.000Z';
const NAMES: Record<string, string> = { '0': 'Anne', '1': 'Bonny' };
const nameOf = (id: string) => NAMES[id] ?? '?';
const seat = (playerID: string, patch: Partial<SeatClock> = {}): SeatClock => ({
  playerID, deciding: false, deadline: null, decisionMs: DAY, bankMs: null, absent: false, computer: false, handOverVotes: [], away: null, awayLeftMs: 14 * DAY, stoppedLeftMs: null, ...patch,
});
const clocksOf = (seats: SeatClock[], pause: ReceivedClocks['pause'] = { votes: [], since: null, by: [] }): ReceivedClocks => {
  const now = Date.now();
  return { pace: 'daily', serverNow: new Date(now).toISOString(), receivedAt: now, seats, pause };
};
/** Bonny decides, 5 hours left, as the server sends it while her clock runs. */
const running = () => seat('1', { deciding: true, deadline: new Date(Date.now() + 5 * 3_600_000).toISOString() });
const show = (clocks: ReceivedClocks, language: 'en' | 'de' = 'en', viewer = '0') =>
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <GameClock pace="daily" clocks={clocks} nameOf={nameOf} viewer={viewer} />
    </I18nextProvider>,
  );
const clock = () => screen.getByTestId('game-clock');

describe('"my games" clock of a match standing still', () => {
  afterEach(cleanup);

  it('a running decision counts down', () => {
    show(clocksOf([seat('0'), running()]));
    expect(clock().textContent).toMatch(/^Daily · Bonny to decide · (5 hours|4 hours \d+ minutes) left$/);
    expect(clock().getAttribute('role')).toBe('timer');
    expect(clock().dataset.clock).toBe('running');
  });

  for (const language of ['en', 'de'] as const) {
    it(`a paused match says who paused it and since when, no countdown (${language})`, () => {
      // Even a row that still carries a deadline does not run while the match is paused.
      show(clocksOf([seat('0'), running()], { votes: [], since: SINCE, by: ['0'] }), language);
      const since = dayTimeText(language, SINCE);
      expect(clock().textContent).toBe(language === 'en' ? `Daily · paused by Anne since ${since}` : `Täglich · angehalten von Anne seit ${since}`);
      expect(clock().getAttribute('role')).toBeNull();
      expect(clock().dataset.clock).toBe('paused');
      expect(clock().textContent).not.toMatch(/left|noch|decide|entscheidet/);
    });

    it(`a seat away says until when instead of a countdown (${language})`, () => {
      // The server sends a stopped clock without a deadline, with the time it keeps.
      show(clocksOf([seat('0'), seat('1', { deciding: true, away: DEC3, stoppedLeftMs: 5 * 3_600_000 })]), language);
      const date = dayText(language, DEC3);
      expect(clock().textContent).toBe(language === 'en' ? `Daily · Bonny is away until ${date}` : `Täglich · Bonny ist bis ${date} weg`);
      expect(clock().getAttribute('role')).toBeNull();
      expect(clock().dataset.clock).toBe('stopped');
    });

    it(`the reader away reads of themself (${language})`, () => {
      show(clocksOf([seat('0', { deciding: true, away: DEC3, stoppedLeftMs: DAY })]), language);
      const date = dayText(language, DEC3);
      expect(clock().textContent).toBe(language === 'en' ? `Daily · you are away until ${date}` : `Täglich · du bist bis ${date} weg`);
    });
  }

  it('another seat running while one is away: the countdown and the vacation', () => {
    show(clocksOf([seat('0', { away: DEC3 }), running()]), 'en', '1');
    expect(clock().textContent).toMatch(new RegExp(`^Daily · your decision · (5 hours|4 hours \\d+ minutes) left · Anne is away until ${dayText('en', DEC3)}$`));
    expect(clock().getAttribute('role')).toBe('timer');
  });
});
