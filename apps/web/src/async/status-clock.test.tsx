import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SNAPSHOT, type MatchConnection, type MatchSnapshot } from '../connection/types.js';
import { createI18n } from '../i18n/index.js';
import { TableShell } from '../shared/shell/TableShell.js';
import { AsyncTable } from './AsyncTable.js';
import { useAsyncSlots } from './table-context.js';
import type { SeatClock } from '../connection/frames/async-play.js';

function connectionWith(patch: Partial<MatchSnapshot>): MatchConnection {
  const snapshot: MatchSnapshot = { ...EMPTY_SNAPSHOT, status: 'online', stateID: 4, G: {}, started: true, players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Bonny', bot: null }], chat: [], ...patch };
  return { getSnapshot: () => snapshot, subscribe: () => () => undefined, makeMove: vi.fn(), resync: vi.fn(), reconnect: vi.fn(), close: vi.fn() };
}

function Shell() {
  const slots = useAsyncSlots();
  return <TableShell className="t" testId="t" stage="bid" stateID={4} toolbar={<p className="status-line">Your turn: bid</p>} board={<svg aria-label="board" />} decision={null} decisionKey={null} seats={null} log={<ol className="game-log-lines" />} slots={slots} />;
}

const seat = (playerID: string, deciding: boolean): SeatClock => ({
  playerID, deciding, deadline: deciding ? new Date(Date.now() + 60_000 + 600_000).toISOString() : null, decisionMs: 90_000, bankMs: 600_000, absent: false, computer: false, handOverVotes: [],
});

function renderAs(playerID: string | null, deciding: string) {
  const clocks = { pace: 'live' as const, serverNow: new Date().toISOString(), receivedAt: Date.now(), seats: [seat('0', deciding === '0'), seat('1', deciding === '1')] };
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <AsyncTable matchID="m-status" connection={connectionWith({ playerID, clocks })}>
        <Shell />
      </AsyncTable>
    </I18nextProvider>,
  );
}

describe('the reader\'s own clock beside the status line', () => {
  it('shows while the reader decides, saying which time runs', () => {
    const { container } = renderAs('0', '0');
    const toolbar = container.querySelector('.shell-toolbar') as HTMLElement;
    const own = within(toolbar).getByTestId('own-clock');
    expect(own.textContent).toMatch(/^Your time Decision 1:00 · then bank 10:00$/);
    expect(within(own).getByRole('timer')).toBeTruthy();
  });

  it('is absent while someone else decides, and for spectators', () => {
    renderAs('0', '1');
    expect(screen.queryByTestId('own-clock')).toBeNull();
  });
});
