import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { durationParts, splitLive, timeLeftMs, urgency } from './clock.js';
import { ClockBadge } from './ClockBadge.js';
import { SeatClocks } from './SeatClocks.js';
import type { ReceivedClocks, SeatClock } from '../connection/frames/async-play.js';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const seat = (over: Partial<SeatClock> = {}): SeatClock => ({
  playerID: '1', deciding: true, deadline: null, decisionMs: 86_400_000, bankMs: null, absent: false, computer: false, handOverVotes: [], ...over,
});
const clocks = (seats: SeatClock[], pace: ReceivedClocks['pace'] = 'daily', serverNow = '2026-11-24T09:00:00.000Z'): ReceivedClocks => ({ pace, serverNow, seats, receivedAt: NOW });
const players = [
  { playerID: '0', name: 'Anne', bot: null },
  { playerID: '1', name: 'Bonny', bot: null },
  { playerID: '2', name: 'Mary', bot: null },
];

function renderIn(ui: React.ReactElement, language: 'en' | 'de' = 'en') {
  return render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);
}

describe('time left on a clock', () => {
  it('counts from the server\'s time at receipt, not the browser\'s clock', () => {
    // The browser's clock is an hour ahead of the server's: the deadline is still 3 hours away.
    const c = clocks([], 'daily', '2026-11-24T09:00:00.000Z');
    expect(timeLeftMs(c, { deadline: '2026-11-24T12:00:00.000Z' }, NOW)).toBe(3 * 3_600_000);
    expect(timeLeftMs(c, { deadline: '2026-11-24T12:00:00.000Z' }, NOW + 3_600_000)).toBe(2 * 3_600_000);
    expect(timeLeftMs(c, { deadline: '2026-11-24T09:30:00.000Z' }, NOW + 3_600_000)).toBe(0);
    expect(timeLeftMs(c, { deadline: null }, NOW)).toBeNull();
  });

  it('spends the decision\'s own time before the bank (live pace)', () => {
    expect(splitLive(700_000, { bankMs: 600_000 })).toEqual({ decisionMs: 100_000, bankMs: 600_000 });
    expect(splitLive(400_000, { bankMs: 600_000 })).toEqual({ decisionMs: 0, bankMs: 400_000 });
  });

  it('is told in its two largest units, and is urgent in the last fifth', () => {
    expect(durationParts(2 * 86_400_000 + 3 * 3_600_000 + 5000)).toEqual({ unit: 'days', count: 2, rest: { unit: 'hours', count: 3 } });
    expect(durationParts(65_000)).toEqual({ unit: 'minutes', count: 1, rest: { unit: 'seconds', count: 5 } });
    expect(durationParts(900)).toEqual({ unit: 'seconds', count: 1 });
    expect(urgency(86_400_000 * 0.19, 86_400_000)).toBe('soon');
    expect(urgency(86_400_000 * 0.5, 86_400_000)).toBe('calm');
    expect(urgency(0, 86_400_000)).toBe('out');
  });
});

describe('the clock badge', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down live, with plural words in English and German', () => {
    const c = clocks([seat({ deadline: '2026-11-24T09:02:00.000Z', decisionMs: 90_000, bankMs: 0 })]);
    renderIn(<ClockBadge clocks={c} seat={c.seats[0] as SeatClock} />);
    expect(screen.getByRole('timer').textContent).toContain('2 minutes left');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer').textContent).toContain('59 seconds left');
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('timer').textContent).toContain('1 second left');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toContain('time is up');
  });

  it('shows the bank of the live pace and speaks German', () => {
    const c = clocks([seat({ deadline: '2026-11-24T09:11:00.000Z', decisionMs: 90_000, bankMs: 600_000 })], 'live');
    renderIn(<ClockBadge clocks={c} seat={c.seats[0] as SeatClock} />, 'de');
    expect(screen.getByRole('timer').textContent).toBe('Entscheidung 1:00 · danach Reserve 10:00');
  });

  it('says plainly which live time runs: the decision\'s, then the bank alone (never the bank twice)', () => {
    // 90 s per decision, 10 minutes of bank: 2 s into the bank, 9:58 are left in all.
    const c = clocks([seat({ deadline: '2026-11-24T09:09:58.000Z', decisionMs: 90_000, bankMs: 600_000 })], 'live');
    renderIn(<ClockBadge clocks={c} seat={c.seats[0] as SeatClock} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('Bank 9:58 left');
    expect(timer.getAttribute('data-running')).toBe('bank');
    expect(timer.getAttribute('data-clock')).toBe('calm');
  });

  it('turns urgent in the last fifth of the decision\'s time, and again in the last fifth of the bank', () => {
    // 15 s of the decision's 90 left (bank untouched).
    const c = clocks([seat({ deadline: '2026-11-24T09:10:15.000Z', decisionMs: 90_000, bankMs: 600_000 })], 'live');
    renderIn(<ClockBadge clocks={c} seat={c.seats[0] as SeatClock} />);
    expect(screen.getByRole('timer').getAttribute('data-clock')).toBe('soon');
    expect(screen.getByRole('timer').textContent).toBe('Decision 0:15 · then bank 10:00');
    // Back to calm while the bank is plentiful, urgent under its last fifth (2 minutes).
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('timer').getAttribute('data-clock')).toBe('calm');
    act(() => vi.advanceTimersByTime(8 * 60_000 + 10_000));
    expect(screen.getByRole('timer').textContent).toBe('Bank 1:45 left');
    expect(screen.getByRole('timer').getAttribute('data-clock')).toBe('soon');
  });

  it('says when a seat is absent or played by a computer, and shows nothing for a seat without a deadline', () => {
    const c = clocks([seat({ absent: true }), seat({ playerID: '2', computer: true }), seat({ playerID: '0', deciding: false })]);
    const { container } = renderIn(
      <>
        <ClockBadge clocks={c} seat={c.seats[0] as SeatClock} />
        <ClockBadge clocks={c} seat={c.seats[1] as SeatClock} />
        <ClockBadge clocks={c} seat={c.seats[2] as SeatClock} />
      </>,
    );
    expect(container.textContent).toBe('absentcomputer plays');
  });
});

describe('the seat clocks at the table', () => {
  it('let a present seat vote to hand an absent seat to a computer, and take the vote back', async () => {
    const handOver = vi.fn().mockResolvedValue({ ok: true });
    const c = clocks([seat({ playerID: '1', absent: true, deadline: null, deciding: false }), seat({ playerID: '0', deciding: false })]);
    const { rerender } = renderIn(<SeatClocks clocks={c} players={players} viewer="0" handOver={handOver} />);
    expect(screen.getByText('absent')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "Hand Bonny's seat to a computer" }));
    expect(handOver).toHaveBeenCalledWith('1', true);
    const voted = clocks([seat({ playerID: '1', absent: true, deciding: false, handOverVotes: ['0'] }), seat({ playerID: '0', deciding: false })]);
    rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <SeatClocks clocks={voted} players={players} viewer="0" handOver={handOver} />
      </I18nextProvider>,
    );
    expect(screen.getByText('1 vote to hand over')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Take back my vote for Bonny' }));
    expect(handOver).toHaveBeenLastCalledWith('1', false);
  });

  it('give spectators and absent seats no vote, and show the server\'s refusal', async () => {
    const c = clocks([seat({ playerID: '1', absent: true, deciding: false }), seat({ playerID: '2', absent: true, deciding: false })]);
    const { unmount } = renderIn(<SeatClocks clocks={c} players={players} viewer={null} handOver={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderIn(<SeatClocks clocks={c} players={players} viewer="2" handOver={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('show nothing when no seat decides against a deadline or is away', () => {
    const { container } = renderIn(<SeatClocks clocks={clocks([seat({ deadline: null })], 'none')} players={players} viewer="0" />);
    expect(container.innerHTML).toBe('');
  });
});
