import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setBaseTitle } from '../platform/turns.js';
import { EMPTY_SNAPSHOT, type MatchConnection, type MatchSnapshot } from '../connection/types.js';
import { createI18n } from '../i18n/index.js';
import { TableShell } from '../shared/shell/TableShell.js';
import { AsyncTable } from './AsyncTable.js';
import { lastReadSeq, unreadCount } from './chat-read.js';
import { useAsyncSlots } from './table-context.js';
import type { ChatMessage } from '../connection/frames/async-play.js';

/** A connection whose snapshot the test changes (a message arrives). */
function liveConnection(patch: Partial<MatchSnapshot>) {
  let snapshot: MatchSnapshot = { ...EMPTY_SNAPSHOT, status: 'online', stateID: 4, G: {}, started: true, players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Bonny', bot: null }], ...patch };
  const listeners = new Set<() => void>();
  const connection: MatchConnection = {
    getSnapshot: () => snapshot,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    makeMove: vi.fn(),
    resync: vi.fn(),
    reconnect: vi.fn(),
    close: vi.fn(),
    sendChat: vi.fn(),
  };
  const receive = (message: ChatMessage) => {
    snapshot = { ...snapshot, chat: [...(snapshot.chat ?? []), message] };
    for (const l of listeners) l();
  };
  return { connection, receive };
}

function ShellWithSlots() {
  const slots = useAsyncSlots();
  return <TableShell className="t" testId="t" stage="none" stateID={4} toolbar={<p>status</p>} board={<svg aria-label="board" />} decision={null} decisionKey={null} seats={null} log={<ol className="game-log-lines" />} slots={slots} />;
}

function renderTable(connection: MatchConnection, matchID: string) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <AsyncTable matchID={matchID} connection={connection}>
        <ShellWithSlots />
      </AsyncTable>
    </I18nextProvider>,
  );
}

const from = (seq: number, playerID: string | null, text: string): ChatMessage => ({ seq, playerID, name: playerID === '1' ? 'Bonny' : 'Anne', text, at: '2026-11-24T09:00:00.000Z' });

describe('unread chat messages', () => {
  beforeEach(() => {
    localStorage.clear();
    setBaseTitle('Grog Island');
  });

  it('are counted on the chat tab and in the page title while the log is shown, and read when the chat tab is opened', async () => {
    const { connection, receive } = liveConnection({ playerID: '0', chat: [from(1, '0', 'Ahoy')] });
    renderTable(connection, 'unread-1');
    const chatTab = screen.getByRole('tab', { name: /^Chat/ });
    expect(within(chatTab).queryByTestId('tab-badge')).toBeNull();
    act(() => receive(from(2, '1', 'Your turn, Anne')));
    act(() => receive(from(3, '1', 'Anne?')));
    expect(within(chatTab).getByTestId('tab-badge').textContent).toBe('2');
    expect(chatTab.getAttribute('aria-label') ?? chatTab.textContent).toMatch(/Chat/);
    expect(within(chatTab).getByLabelText('2 unread messages')).toBeTruthy();
    expect(document.title).toBe('✉ 2 Grog Island – Harbour');
    await userEvent.click(chatTab);
    expect(within(chatTab).queryByTestId('tab-badge')).toBeNull();
    expect(document.title).toBe('Grog Island – Harbour');
    expect(lastReadSeq('unread-1')).toBe(3);
    // While the chat is open, a new message is read at once.
    act(() => receive(from(4, '1', 'Thanks')));
    expect(within(chatTab).queryByTestId('tab-badge')).toBeNull();
    expect(lastReadSeq('unread-1')).toBe(4);
    // Back on the log, the next one counts again.
    await userEvent.click(screen.getByRole('tab', { name: 'Log' }));
    act(() => receive(from(5, null, 'Nice move')));
    expect(within(chatTab).getByTestId('tab-badge').textContent).toBe('1');
  });

  it('never counts the reader\'s own messages', () => {
    expect(unreadCount([from(1, '0', 'a'), from(2, '1', 'b'), from(3, null, 'c')], 0, '0')).toBe(2);
    expect(unreadCount([from(1, '0', 'a'), from(2, '1', 'b'), from(3, null, 'c')], 2, '0')).toBe(1);
  });
});
