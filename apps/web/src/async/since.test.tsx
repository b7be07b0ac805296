import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { GameLog, type LogLine } from '../shared/GameLog.js';
import { AWAY_MS, SinceBanner, SinceProvider, sinceNews } from './since.js';
import type { LastSeen } from '../connection/frames/async-play.js';

const line = (id: number, text: string): LogLine => ({ id, text, seat: 0 });
const FIRST = [line(0, 'Round 1 begins.'), line(1, 'Anne bids 7.')];
const LATER = [...FIRST, line(2, 'Bonny passes.'), line(3, 'Anne trades at the north.')];

function Table({ stateID, lastSeen, lines, playerID = '0' }: { stateID: number; lastSeen: LastSeen | null; lines: LogLine[]; playerID?: string | null }) {
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <SinceProvider matchID="m1" playerID={playerID} stateID={stateID} lastSeen={lastSeen}>
        <SinceBanner />
        <GameLog title="Log" lines={lines} />
      </SinceProvider>
    </I18nextProvider>
  );
}

describe('since you were last here', () => {
  beforeEach(() => localStorage.clear());

  it('lists the events since the last visit in the log\'s words and marks them in the log', async () => {
    // First visit: state 5 with two lines on screen.
    const first = render(<Table stateID={5} lastSeen={null} lines={FIRST} />);
    expect(screen.queryByTestId('since-banner')).toBeNull();
    first.unmount();
    // Back after the others moved: the server says the seat last saw state 5.
    const { container } = render(<Table stateID={8} lastSeen={{ stateID: 5, awayMs: 10 * 60_000 }} lines={LATER} />);
    const banner = screen.getByTestId('since-banner');
    expect([...banner.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Bonny passes.', 'Anne trades at the north.']);
    expect([...container.querySelectorAll('.game-log-lines li.since-new')].map((li) => li.textContent)).toEqual(['Bonny passes.', 'Anne trades at the north.']);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('since-banner')).toBeNull();
  });

  it('says how many moves were made when this browser has no record of the last visit', () => {
    render(<Table stateID={8} lastSeen={{ stateID: 5 }} lines={LATER} />);
    expect(screen.getByTestId('since-banner').textContent).toContain('3 moves were made since you were last here.');
  });

  it('says nothing when nothing happened, nor to spectators', () => {
    render(<Table stateID={5} lastSeen={{ stateID: 5 }} lines={FIRST} />);
    expect(screen.queryByTestId('since-banner')).toBeNull();
    render(<Table stateID={9} lastSeen={null} lines={LATER} playerID={null} />);
    expect(screen.queryByTestId('since-banner')).toBeNull();
  });

  it('decides from the server\'s lastSeen and the browser\'s record', () => {
    expect(sinceNews(null, 4, 3, null)).toEqual({ kind: 'none' });
    expect(sinceNews({ stateID: 4 }, 4, 3, { stateID: 2, events: 1 })).toEqual({ kind: 'none' });
    expect(sinceNews({ stateID: 4 }, 6, 5, { stateID: 4, events: 3 })).toEqual({ kind: 'lines', from: 3, to: 5 });
    // No real absence: the server says the table was open a minute ago, or (without its word) this browser showed it then.
    expect(sinceNews({ stateID: 4, awayMs: 60_000 }, 6, 5, { stateID: 4, events: 3 })).toEqual({ kind: 'none' });
    expect(sinceNews({ stateID: 4 }, 6, 5, { stateID: 4, events: 3, at: 1_000_000 }, 1_060_000)).toEqual({ kind: 'none' });
    expect(sinceNews({ stateID: 4 }, 6, 5, { stateID: 4, events: 3, at: 1_000_000 }, 1_000_000 + AWAY_MS)).toEqual({ kind: 'lines', from: 3, to: 5 });
    // A record from a later state than shown now (another match under the same key) is not trusted.
    expect(sinceNews({ stateID: 4 }, 6, 5, { stateID: 9, events: 3 })).toEqual({ kind: 'moves', count: 2 });
  });

  it('says nothing after a reload without a real absence, even when the log was empty then and moves follow (issue 25)', () => {
    // Anne reloads during the setup (an empty log); the server says her table was open a moment ago.
    const view = render(<Table stateID={5} lastSeen={{ stateID: 3, awayMs: 1_500 }} lines={[]} />);
    expect(screen.queryByTestId('since-banner')).toBeNull();
    // Both setups are made, one of them hers: still nothing.
    view.rerender(<Table stateID={7} lastSeen={{ stateID: 3, awayMs: 1_500 }} lines={[line(0, 'Anne chose her setup.'), line(1, 'Bonny chose her setup.')]} />);
    expect(screen.queryByTestId('since-banner')).toBeNull();
    expect(view.container.querySelectorAll('.since-new')).toHaveLength(0);
  });

  it('takes one line after a real absence, lists the rest on request, never grows and goes away with the next move', async () => {
    const first = render(<Table stateID={5} lastSeen={null} lines={FIRST} />);
    first.unmount();
    const view = render(<Table stateID={8} lastSeen={{ stateID: 5, awayMs: 3 * 60 * 60_000 }} lines={LATER} />);
    const banner = screen.getByTestId('since-banner');
    expect(banner.querySelector('summary')?.textContent).toBe('2 events since you were last here (marked in the log)');
    expect(banner.querySelector('details')?.open).toBe(false);
    await userEvent.click(banner.querySelector('summary') as HTMLElement);
    expect(banner.querySelector('details')?.open).toBe(true);
    // Anne moves: the banner does not take her move in; it goes, and so do the marks in the log.
    view.rerender(<Table stateID={9} lastSeen={{ stateID: 5, awayMs: 3 * 60 * 60_000 }} lines={[...LATER, line(4, 'Anne bids 9.')]} />);
    expect(screen.queryByTestId('since-banner')).toBeNull();
    expect(view.container.querySelectorAll('.since-new')).toHaveLength(0);
  });
});
