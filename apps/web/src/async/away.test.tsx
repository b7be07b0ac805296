import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { AwayPanel } from './AwayPanel.js';
import { PauseBanner } from './PauseBanner.js';
import { SeatClocks } from './SeatClocks.js';
import { dayText, wereAwayText } from './seat-time.js';
import { readClocks, readComputerMoves, type ReceivedClocks, type SeatClock } from '../connection/frames/async-play.js';

const DAY = 86_400_000;
const DEC3 = '2026-12-03T12:00:00.000Z';
/** The day as the reader's locale writes it ("3 December", "December 3", "3. Dezember"). */
const dec3 = (language = 'en') => dayText(language, DEC3);
const players = [
  { playerID: '0', name: 'Anne', bot: null },
  { playerID: '1', name: 'Bonny', bot: null },
];
const seat = (playerID: string, patch: Partial<SeatClock> = {}): SeatClock => ({
  playerID,
  deciding: true,
  deadline: null,
  decisionMs: DAY,
  bankMs: null,
  absent: false,
  computer: false,
  handOverVotes: [],
  away: null,
  awayLeftMs: 14 * DAY,
  stoppedLeftMs: null,
  ...patch,
});
const clocksOf = (seats: SeatClock[], pause: ReceivedClocks['pause'] = { votes: [], since: null, by: [] }): ReceivedClocks => ({
  pace: 'daily',
  serverNow: new Date().toISOString(),
  receivedAt: Date.now(),
  seats,
  pause,
});
const wrap = (node: React.ReactNode, language: 'en' | 'de' = 'en') => render(<I18nextProvider i18n={createI18n(language)}>{node}</I18nextProvider>);

describe('time away at the table', () => {
  it('reads the vacation, the stopped clock and the pause from the server', () => {
    const read = readClocks({ pace: 'daily', serverNow: '2026-11-27T10:00:00.000Z', seats: [{ playerID: '1', away: '2026-12-03T22:59:59.000Z', awayLeftMs: 5, stoppedLeftMs: 7 }], pause: { votes: ['0'], since: null, by: [] } }, 1);
    expect(read?.seats[0]).toMatchObject({ away: '2026-12-03T22:59:59.000Z', awayLeftMs: 5, stoppedLeftMs: 7 });
    expect(read?.pause).toEqual({ votes: ['0'], since: null, by: [] });
    // An older server without them: nobody away, no pause.
    expect(readClocks({ pace: 'daily', seats: [{ playerID: '1' }] }, 1)).toMatchObject({ seats: [{ away: null, stoppedLeftMs: null }], pause: { votes: [], since: null } });
    expect(readComputerMoves([{ _stateID: 3, action: { type: 'MAKE_MOVE', payload: { type: 'pass', playerID: '1' } }, metadata: { byComputer: true, reason: 'timeout' } }])).toEqual([{ stateID: 3, playerID: '1', reason: 'timeout', move: 'pass' }]);
  });

  it('tells the absent player in the second person what the computer did, and "I\'m back" brings her back', async () => {
    const request = vi.fn().mockResolvedValue({ ok: true });
    const moves = [{ stateID: 3, playerID: '1', reason: 'timeout' as const, move: 'pass' }];
    wrap(<AwayPanel clocks={clocksOf([seat('0'), seat('1', { absent: true })])} viewer="1" computerMoves={moves} over={false} request={request} />);
    expect(screen.getByText('You were away: the computer passed for you.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "I'm back" }));
    expect(request).toHaveBeenCalledWith('back', {});
  });

  it('a move too complicated to tell is "made a move for you"; the seats list does not tell her in the third person', () => {
    const moves = [{ stateID: 3, playerID: '1', reason: 'timeout' as const, move: 'bid' }];
    const clocks = clocksOf([seat('0'), seat('1', { absent: true })]);
    wrap(
      <>
        <AwayPanel clocks={clocks} viewer="1" computerMoves={moves} over={false} request={vi.fn()} />
        <SeatClocks clocks={clocks} players={players} viewer="1" />
      </>,
    );
    expect(screen.getByText('You were away: the computer made a move for you.')).toBeTruthy();
    expect(screen.queryByText(/did not decide in time/)).toBeNull();
  });

  it('every move told in words has its sentence in English and German', () => {
    for (const language of ['en', 'de'] as const) {
      const i18n = createI18n(language);
      for (const move of ['pass', 'endTurn', 'skipClaims', 'stop', 'rest', 'declineTavern', 'keepRoll']) {
        const text = wereAwayText(i18n.t, [{ stateID: 1, playerID: '0', reason: 'timeout', move }], '0');
        expect(text, `${language} ${move}`).not.toBe(wereAwayText(i18n.t, [], '0'));
        expect(text).toMatch(language === 'en' ? /^You were away: / : /^Du warst weg: /);
      }
    }
  });

  it('goes away until the end of a chosen day, shows the days left, and the others see "Bonny is away until 3 December"', async () => {
    const request = vi.fn().mockResolvedValue({ ok: false, error: { code: 'away.tooLong', message: 'no' } });
    wrap(<AwayPanel clocks={clocksOf([seat('0'), seat('1', { awayLeftMs: 11 * DAY + 5 })])} viewer="1" over={false} request={request} />);
    await userEvent.click(screen.getByText('Going away?'));
    expect(screen.getByText(/11 days of vacation left in this match/)).toBeTruthy();
    const input = screen.getByLabelText('Away until') as HTMLInputElement;
    const day = input.min;
    await userEvent.type(input, day);
    await userEvent.click(screen.getByRole('button', { name: 'Go away until then' }));
    expect(request).toHaveBeenCalledWith('away', { until: new Date(`${day}T23:59:59`).toISOString() });
    expect((await screen.findByRole('alert')).textContent).toBe('At most 14 days of vacation per match: choose an earlier date.');

    const away = clocksOf([seat('0'), seat('1', { away: DEC3, stoppedLeftMs: 22 * 3_600_000 })]);
    wrap(<SeatClocks clocks={away} players={players} viewer="0" />);
    expect(screen.getByText(`Bonny is away until ${dec3()}`)).toBeTruthy();
    expect(screen.getByText('stopped · 22 hours left')).toBeTruthy();
    wrap(<SeatClocks clocks={away} players={players} viewer="0" />, 'de');
    expect(screen.getByText(`Bonny ist bis ${dec3('de')} weg`)).toBeTruthy();
    expect(dec3('de')).toMatch(/3\. Dezember/);
  });

  it('a seat away is told so, with "I\'m back"', async () => {
    const request = vi.fn().mockResolvedValue({ ok: true });
    wrap(<AwayPanel clocks={clocksOf([seat('0', { away: DEC3 })])} viewer="0" over={false} request={request} />);
    expect(screen.getByText(`You are away until ${dec3()}: your clock stands still and you get no notices.`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "I'm back" }));
    expect(request).toHaveBeenCalledWith('back', {});
  });

  it('votes to pause; a paused match shows who paused it and since when, and any seat resumes it', async () => {
    const request = vi.fn().mockResolvedValue({ ok: true });
    const { unmount } = wrap(<PauseBanner clocks={clocksOf([seat('0'), seat('1')], { votes: ['1'], since: null, by: [] })} viewer="0" players={players} over={false} request={request} />);
    expect(screen.getByText('1 vote to pause')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Vote to pause the match' }));
    expect(request).toHaveBeenCalledWith('pause', { agree: true });
    unmount();

    const since = '2026-11-27T14:50:00.000Z';
    wrap(<PauseBanner clocks={clocksOf([seat('0'), seat('1')], { votes: [], since, by: ['0', '1'] })} viewer="1" players={players} over={false} request={request} />);
    expect(screen.getByRole('status').textContent).toMatch(/^Paused by Anne and Bonny since .*27.*\. The clocks stand still/);
    await userEvent.click(screen.getByRole('button', { name: 'Resume the match' }));
    expect(request).toHaveBeenLastCalledWith('resume', {});
  });

  it('offers neither a vacation nor a pause vote without a time limit', () => {
    const none = { ...clocksOf([seat('0'), seat('1')]), pace: 'none' as const };
    wrap(
      <>
        <AwayPanel clocks={none} viewer="0" over={false} request={vi.fn()} />
        <PauseBanner clocks={none} viewer="0" players={players} over={false} request={vi.fn()} />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Going away?')).toBeNull();
  });

  it('spectators see the pause but have no buttons', () => {
    wrap(<PauseBanner clocks={clocksOf([seat('0')], { votes: [], since: '2026-11-27T14:50:00.000Z', by: ['0'] })} viewer={null} players={players} over={false} request={undefined} />, 'de');
    expect(screen.getByRole('status').textContent).toMatch(/^Angehalten von Anne seit 27\. November/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
