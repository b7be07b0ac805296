import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SNAPSHOT, type MatchConnection, type MatchSnapshot } from '../connection/types.js';
import { createI18n } from '../i18n/index.js';
import { SeatPlayerPanel } from '../shared/PlayerPanel.js';
import { SeatBadgeContext } from '../shared/shell/slots.js';
import { hintChips } from '../hints/HintCounts.js';
import { AsyncStatus, AsyncTable } from './AsyncTable.js';
import { useAsyncSlots } from './table-context.js';

function fakeConnection(patch: Partial<MatchSnapshot>, extra: Partial<MatchConnection> = {}): MatchConnection {
  const snapshot: MatchSnapshot = {
    ...EMPTY_SNAPSHOT,
    status: 'online',
    stateID: 4,
    G: {},
    started: true,
    players: [
      { playerID: '0', name: 'Anne', bot: null },
      { playerID: '1', name: 'Bonny', bot: null },
    ],
    ...patch,
  };
  return { getSnapshot: () => snapshot, subscribe: () => () => undefined, makeMove: vi.fn(), resync: vi.fn(), reconnect: vi.fn(), close: vi.fn(), ...extra };
}

const clocks = {
  pace: 'daily' as const,
  serverNow: new Date().toISOString(),
  receivedAt: Date.now(),
  seats: [
    { playerID: '0', deciding: false, deadline: null, decisionMs: 86_400_000, bankMs: null, absent: false, computer: false, handOverVotes: [] },
    { playerID: '1', deciding: true, deadline: new Date(Date.now() + 5 * 3_600_000).toISOString(), decisionMs: 86_400_000, bankMs: null, absent: true, computer: false, handOverVotes: [] },
  ],
};

/** What a game's table does with the page's slots (as the table shell does): badges in the seat panels, the tabs beside the log. */
function SlotsTable() {
  const slots = useAsyncSlots();
  return (
    <SeatBadgeContext.Provider value={slots?.seatBadge ?? null}>
      <SeatPlayerPanel seat={1} viewer={0} names={['Anne', 'Bonny']} letters={['A', 'B']} active stats={[]} youLabel="you" activeLabel="to play" />
      {slots?.logTabs?.map((tab) => (
        <div key={tab.id} role="tabpanel" aria-label={tab.label}>
          {tab.content}
        </div>
      ))}
      {slots?.waiting ? <div data-testid="waiting-slot">{slots.waiting}</div> : null}
    </SeatBadgeContext.Provider>
  );
}

function renderTable(connection: MatchConnection, seatExtras?: ComponentProps<typeof AsyncTable>['seatExtras']) {
  const snapshot = connection.getSnapshot();
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <AsyncTable matchID="m1" connection={connection} seatExtras={seatExtras}>
        <AsyncStatus snapshot={snapshot} connection={connection} />
        <SlotsTable />
      </AsyncTable>
    </I18nextProvider>,
  );
}

describe('asynchronous play at the table', () => {
  it("shows what the page adds to a seat's panel (the hints it used), to everyone, without clocks too", () => {
    renderTable(fakeConnection({ playerID: null, hints: { allowed: true, used: { '1': 2 } } }), ({ hints, players }) => hintChips(hints ? { used: hints.used, players } : null));
    const panel = screen.getByRole('article', { name: /Bonny/ });
    expect(within(panel).getByTestId('hint-chip').textContent).toBe('2 hintsBonny used 2 hints');
  });

  it('puts each seat\'s clock in its panel, the chat in a tab beside the log, and the hand-over vote on top', async () => {
    const sendChat = vi.fn().mockResolvedValue({ ok: true, message: { seq: 1, playerID: '0', name: 'Anne', text: 'hi', at: '' } });
    const handOver = vi.fn().mockResolvedValue({ ok: true });
    const computerMoves = [{ stateID: 3, playerID: '1', reason: 'timeout' as const }, { stateID: 5, playerID: '1', reason: 'handOver' as const }, { stateID: 7, playerID: '1', reason: 'handOver' as const }];
    renderTable(fakeConnection({ playerID: '0', clocks, chat: [], lastSeen: null, computerMoves }, { sendChat, handOver }));
    expect([...screen.getByTestId('computer-moves').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'The computer decided once for Bonny because the time ran out.',
      'The computer took 2 decisions for Bonny, whose seat was handed over.',
    ]);
    const panel = screen.getByRole('article', { name: /Bonny/ });
    expect(within(panel).getByRole('timer').textContent).toMatch(/[45] hours( \d+ minutes)? left/);
    expect(within(panel).getByText('absent')).toBeTruthy();
    await userEvent.type(within(screen.getByRole('tabpanel', { name: 'Chat' })).getByRole('textbox', { name: 'Your message' }), 'hi{Enter}');
    expect(sendChat).toHaveBeenCalledWith('hi');
    await userEvent.click(screen.getByRole('button', { name: "Hand Bonny's seat to a computer" }));
    expect(handOver).toHaveBeenCalledWith('1', true);
  });

  it("gives a seat's standing orders to the table for the wait (where its decision stands), not above the table", () => {
    const setOrder = vi.fn();
    const { unmount } = renderTable(fakeConnection({ playerID: '0', gameName: 'port-royal', clocks }, { setOrder }));
    expect(screen.getByTestId('waiting-slot')).toBeTruthy();
    unmount();
    renderTable(fakeConnection({ playerID: null, gameName: 'port-royal', clocks }, { setOrder }));
    expect(screen.queryByTestId('waiting-slot')).toBeNull();
  });

  it('lets spectators read the chat, and write only where the host allowed it', () => {
    const chat = [{ seq: 1, playerID: '0', name: 'Anne', text: 'Ahoy', at: '' }];
    const { unmount } = renderTable(fakeConnection({ playerID: null, clocks, chat, spectatorChat: false }, { sendChat: vi.fn() }));
    expect(screen.getByText('Ahoy')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Only the players write here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Hand Bonny/ })).toBeNull();
    unmount();
    renderTable(fakeConnection({ playerID: null, clocks, chat, spectatorChat: true }, { sendChat: vi.fn() }));
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeTruthy();
  });
});
