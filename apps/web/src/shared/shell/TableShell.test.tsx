import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithWords } from '../../test/render.js';
import { Dialog } from '../Dialog.js';
import { SeatPlayerPanel } from '../PlayerPanel.js';
import { TableShell } from './TableShell.js';
import type { TableSlots } from './slots.js';

function Table({ slots, decision = true, end, news }: { slots?: TableSlots; decision?: boolean; end?: ReactNode; news?: ReactNode }) {
  return (
    <TableShell
      end={end}
      news={news}
      className="test-table"
      testId="test-table"
      stage={decision ? 'choose' : 'none'}
      stateID={1}
      toolbar={<p>status</p>}
      board={<svg aria-label="board" />}
      decision={
        decision ? (
          <Dialog title="Choose">
            <div className="actions">
              <button type="button">Go</button>
            </div>
          </Dialog>
        ) : null
      }
      decisionKey={decision ? 'choose:1' : null}
      seats={<SeatPlayerPanel seat={1} viewer={0} names={['Anne', 'Bonny']} letters={['A', 'B']} active={false} stats={[]} youLabel="you" activeLabel="to act" />}
      log={<ol className="game-log-lines" tabIndex={0}><li>Anne bids 3.</li></ol>}
      slots={slots}
    />
  );
}

/** A phone-sized screen: the wide layout's media query does not match (undone by deleting window.matchMedia). */
function narrowScreen(): void {
  window.matchMedia = vi.fn(
    (query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
  );
}

describe('the table shell', () => {
  it('marks the decision, the board and the log for anyone to check', () => {
    const { container } = renderWithWords(<Table />);
    expect(container.querySelector('[data-region="decision"]')?.textContent).toContain('Go');
    expect(container.querySelector('[data-region="board"] svg')).not.toBeNull();
    expect(container.querySelector('[data-region="log"]')?.textContent).toContain('Anne bids 3.');
  });

  it('gives a new decision the focus when nobody is typing elsewhere', () => {
    renderWithWords(<Table />);
    expect(document.activeElement?.textContent).toBe('Choose');
  });

  it('leaves the focus where the reader types (a chat) when a decision arrives', async () => {
    function WithChat() {
      const [decision, setDecision] = useState(false);
      return (
        <>
          <input type="text" aria-label="chat" onChange={() => setDecision(true)} />
          <Table decision={decision} />
        </>
      );
    }
    renderWithWords(<WithChat />);
    const chat = screen.getByLabelText('chat');
    await userEvent.type(chat, 'a');
    // Typing brought the decision: it is there, the focus stays in the chat.
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(document.activeElement).toBe(chat);
  });

  it('shows the page’s badge in each seat panel and its tabs beside the log', async () => {
    const slots: TableSlots = {
      seatBadge: (seat) => <span data-testid={`badge-${seat}`}>2 h left</span>,
      logTabs: [{ id: 'chat', label: 'Chat', content: <p>Ahoy!</p> }],
    };
    renderWithWords(<Table slots={slots} />);
    expect(screen.getByTestId('badge-1').textContent).toBe('2 h left');
    const chatTab = screen.getByRole('tab', { name: 'Chat' });
    expect(screen.getByRole('tab', { name: 'Log' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Ahoy!').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
    await userEvent.click(chatTab);
    expect(chatTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Ahoy!').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false);
    expect(screen.getByText('Anne bids 3.').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });

  it('steps past the board in one go: to the decision, or to the log when there is none', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithWords(<Table />);
    (document.activeElement as HTMLElement | null)?.blur();
    await user.click(screen.getByRole('button', { name: 'Skip the board: to your decision' }));
    await waitFor(() => expect(document.activeElement?.closest('[data-region="decision"]')).not.toBeNull());
    unmount();
    renderWithWords(<Table decision={false} />);
    await user.click(screen.getByRole('button', { name: 'Skip the board: to the log' }));
    await waitFor(() => expect(document.activeElement?.classList.contains('game-log-lines')).toBe(true));
  });

  it('on a phone, keeps "Your turn" shown when its tab is tapped again, and says it waits while another tab is open', async () => {
    const user = userEvent.setup();
    // jsdom has no matchMedia (the shell then lays out wide): a phone's answer.
    const narrow = vi.fn(
      (query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
    );
    window.matchMedia = narrow;
    window.scrollBy = () => undefined;
    try {
      const { container } = renderWithWords(<Table />);
      expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('narrow');
      const yourTurn = screen.getByRole('button', { name: 'Your turn' });
      const decisionShown = () => !(container.querySelector('[data-region="decision"]') as HTMLElement).hidden && !(container.querySelector('.shell-sheet') as HTMLElement).hidden;
      expect(decisionShown()).toBe(true);
      await user.click(yourTurn);
      expect(decisionShown()).toBe(true);
      expect(yourTurn.getAttribute('aria-pressed')).toBe('true');
      // The log: the decision waits, and its tab says so; the log's tab tapped again brings the decision back.
      await user.click(screen.getByRole('button', { name: 'Log' }));
      expect(decisionShown()).toBe(false);
      expect(yourTurn.getAttribute('data-waiting')).toBe('true');
      await user.click(screen.getByRole('button', { name: 'Log' }));
      expect(decisionShown()).toBe(true);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('opens the rules beside the log on wide screens (the decision keeps its place), above the table on a phone', async () => {
    const user = userEvent.setup();
    const rules = { id: 'test-rules', label: 'Rules', panel: (close: () => void) => <section data-testid="rules-panel"><button type="button" onClick={close}>Close the rules</button></section> };
    const table = <TableShell className="test-table" testId="test-table" stage="decide" stateID={1} toolbar={<p>status</p>} rules={rules} board={<svg aria-label="board" />} decision={<button type="button">Confirm</button>} decisionKey="d1" seats={null} log={<ol className="game-log-lines"><li>Anne bids 3.</li></ol>} />;
    const wideView = renderWithWords(table);
    const button = screen.getByRole('button', { name: 'Rules' });
    await user.click(button);
    const panel = screen.getByTestId('rules-panel');
    expect(panel.closest('[data-region="log"]')).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Rules' }).getAttribute('aria-selected')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Anne bids 3.').closest('[hidden]')).not.toBeNull();
    expect(wideView.container.querySelector('[data-region="decision"]')?.textContent).toContain('Confirm');
    // The log again by its tab; the rules' tab stays until they are closed.
    await user.click(screen.getByRole('tab', { name: 'Log' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Anne bids 3.').closest('[hidden]')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    await user.click(screen.getByRole('button', { name: 'Close the rules' }));
    expect(screen.queryByTestId('rules-panel')).toBeNull();
    // The focus goes back to the button that opened them (the panel's own went with it), not to the page.
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('tab', { name: 'Rules' })).toBeNull();
    expect(screen.getByText('Anne bids 3.').closest('[hidden]')).toBeNull();
    wideView.unmount();
    narrowScreen();
    window.scrollBy = () => undefined;
    try {
      const { container } = renderWithWords(table);
      await user.click(screen.getByRole('button', { name: 'Rules' }));
      const above = screen.getByTestId('rules-panel');
      expect(above.closest('[data-region="log"]')).toBeNull();
      expect(above.compareDocumentPosition(container.querySelector('.table-shell') as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Close the rules' }));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rules' }));
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('on a phone, a hint is a button under the decision in its bar, not a tab of the log; beside the log on wide screens', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    const slots = { logTabs: [{ id: 'chat', label: 'Chat', content: <p>chat</p> }, { id: 'hint', label: 'Hint', content: <p>the strong move</p>, besideDecision: true, onShownChange: seen }] };
    const table = <TableShell className="test-table" testId="test-table" stage="decide" stateID={1} toolbar={<p>status</p>} board={<svg aria-label="board" />} decision={<button type="button">Confirm</button>} decisionKey="d1" seats={null} log={<ol className="game-log-lines" />} slots={slots} />;
    const wideView = renderWithWords(table);
    expect(screen.getByRole('tab', { name: 'Hint' })).toBeTruthy();
    wideView.unmount();
    narrowScreen();
    window.scrollBy = () => undefined;
    try {
      const { container } = renderWithWords(table);
      // (the log's sheet is closed: its tabs are there, not shown)
      expect(screen.queryByRole('tab', { name: 'Hint', hidden: true })).toBeNull();
      expect(screen.getByRole('tab', { name: 'Chat', hidden: true })).toBeTruthy();
      const hint = screen.getByRole('button', { name: 'Hint' });
      expect(hint.closest('.shell-sheet')).not.toBeNull();
      expect(screen.getByText('the strong move').closest('[hidden]')).not.toBeNull();
      await user.click(hint);
      expect(hint.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByText('the strong move').closest('[hidden]')).toBeNull();
      expect(seen).toHaveBeenLastCalledWith(true);
      // Under the decision, which stays whole above it.
      const decision = container.querySelector('[data-region="decision"]') as HTMLElement;
      expect(decision.compareDocumentPosition(screen.getByText('the strong move')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('puts the news (the dice just rolled) beside the log on wide screens and above the bar\'s tabs on phones, never on the board', () => {
    const news = <p data-testid="news">Bonny rolls 5.</p>;
    const table = <TableShell className="test-table" testId="test-table" stage="none" stateID={1} toolbar={<p>status</p>} board={<svg aria-label="board" />} decision={null} decisionKey={null} seats={null} log={<ol className="game-log-lines" />} news={news} slots={{ logTabs: [{ id: 'chat', label: 'Chat', content: <p>chat</p> }] }} />;
    const wide = renderWithWords(table);
    expect(screen.getByTestId('news').closest('.shell-log-head')).not.toBeNull();
    expect(screen.getByTestId('news').closest('[role="tablist"]')).toBeNull();
    expect(screen.getByTestId('news').closest('[data-region="board"]')).toBeNull();
    wide.unmount();
    narrowScreen();
    try {
      renderWithWords(table);
      const shown = screen.getByTestId('news');
      expect(shown.closest('.shell-bar > .shell-news')).not.toBeNull();
      expect(shown.closest('.shell-bar > .shell-news')?.nextElementSibling?.className).toBe('shell-tabs');
      expect(shown.closest('[data-region="board"], .shell-sheet')).toBeNull();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it("shows the seat's tools for the wait (its standing orders) in the decision's place while it has no decision, and never above the table", () => {
    const slots: TableSlots = { waiting: <p data-testid="orders">No orders.</p> };
    const wide = renderWithWords(<Table slots={slots} decision={false} />);
    expect(screen.getByTestId('orders').closest('.shell-side > .shell-waiting')).not.toBeNull();
    expect(screen.getByTestId('orders').closest('.shell-side > .shell-waiting')?.nextElementSibling?.getAttribute('data-region')).toBe('decision');
    wide.rerender(<Table slots={slots} decision />);
    expect(screen.queryByTestId('orders')?.closest('.shell-waiting')?.hasAttribute('hidden')).toBe(true);
    wide.unmount();
    narrowScreen();
    try {
      const narrow = renderWithWords(<Table slots={slots} decision={false} />);
      expect(screen.getByTestId('orders').closest('.shell-bar > .shell-waiting')?.nextElementSibling?.className).toBe('shell-tabs');
      expect(screen.getByTestId('orders').closest('[data-region="board"], .shell-sheet')).toBeNull();
      narrow.rerender(<Table slots={slots} decision />);
      expect(screen.queryByTestId('orders')?.closest('.shell-waiting')?.hasAttribute('hidden')).toBe(true);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it("beside the board, a new decision brings the board pane back to its top when the board's top was scrolled away, though the piece on offer is in view", () => {
    const box = (top: number, height: number) => ({ top, bottom: top + height, left: 0, right: 600, width: 600, height, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    const board = (key: string) => (
      <TableShell className="test-table" testId="test-table" stage="move" stateID={1} toolbar={<p>status</p>} board={<svg aria-label="board"><g className="field choosable" role="button" data-field="3" /></svg>} decision={<Dialog title="Move">x</Dialog>} decisionKey={key} seats={null} log={<ol className="game-log-lines" />} />
    );
    const { container, rerender, i18n } = renderWithWords(board('move:1'));
    const region = container.querySelector('[data-region="board"]') as HTMLElement;
    const pane = region.parentElement as HTMLElement;
    // The pane was scrolled to the displays below (a help read there): the board's top is 240 px above the pane's, the field on offer low on it still in view.
    let scrolled = 240;
    Object.defineProperty(pane, 'scrollTop', { configurable: true, get: () => scrolled, set: (v: number) => (scrolled = v) });
    vi.spyOn(pane, 'getBoundingClientRect').mockReturnValue(box(160, 600));
    vi.spyOn(region, 'getBoundingClientRect').mockReturnValue(box(-80, 590));
    vi.spyOn(container.querySelector('[data-field="3"]') as Element, 'getBoundingClientRect').mockReturnValue(box(420, 40));
    rerender(<I18nextProvider i18n={i18n}>{board('move:2')}</I18nextProvider>);
    expect(scrolled).toBe(0);
  });

  it('brings a list the reader opens inside the decision into view within the decision (any game, any summary)', () => {
    const rect = (top: number, bottom: number) => ({ top, bottom, left: 0, right: 300, width: 300, height: bottom - top, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    const { container } = renderWithWords(
      <TableShell className="test-table" testId="test-table" stage="move" stateID={1} toolbar={<p>status</p>} board={<svg aria-label="board" />} decision={<Dialog title="Move"><details><summary>18 more fields</summary><button type="button">coin field (4)</button></details></Dialog>} decisionKey="move:1" seats={null} log={<ol className="game-log-lines" />} />,
    );
    const region = container.querySelector('[data-region="decision"]') as HTMLElement;
    region.style.overflowY = 'auto';
    let scrolled = 0;
    Object.defineProperty(region, 'scrollTop', { configurable: true, get: () => scrolled, set: (v: number) => (scrolled = v) });
    Object.defineProperty(region, 'scrollHeight', { configurable: true, get: () => 800 });
    Object.defineProperty(region, 'clientHeight', { configurable: true, get: () => 300 });
    vi.spyOn(region, 'getBoundingClientRect').mockReturnValue(rect(100, 400));
    const details = container.querySelector('details') as HTMLDetailsElement;
    vi.spyOn(details, 'getBoundingClientRect').mockReturnValue(rect(350, 520));
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    expect(scrolled).toBe(120);
  });

  it('on a phone, follows the piece on offer when the board rearranges itself after the scroll (no resize tells)', async () => {
    const narrow = vi.fn(
      (query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
    );
    window.matchMedia = narrow;
    const scrolls: number[] = [];
    window.scrollBy = ((options: ScrollToOptions) => {
      scrolls.push(options.top ?? 0);
    }) as typeof window.scrollBy;
    try {
      const { container } = renderWithWords(
        <TableShell
          className="test-table"
          testId="test-table"
          stage="claim"
          stateID={1}
          toolbar={<p>status</p>}
          board={<svg aria-label="board"><g className="building choosable" role="button" data-building="7" /></svg>}
          decision={<Dialog title="Claim">x</Dialog>}
          decisionKey="claim:1"
          seats={null}
          log={<ol className="game-log-lines" />}
        />,
      );
      expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('narrow');
      const piece = container.querySelector('[data-building="7"]') as Element;
      // The board lays itself out for the phone a moment after the view was set: the piece moves below
      // the view (under the bar) while neither the board's size nor the bar's changes.
      const box = (top: number) => ({ top, bottom: top + 60, left: 0, right: 90, width: 90, height: 60, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
      const before = scrolls.length;
      vi.spyOn(piece, 'getBoundingClientRect').mockReturnValue(box(window.innerHeight + 200));
      await waitFor(() => expect(scrolls.slice(before).some((by) => by > 200)).toBe(true));
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('on a phone, leaves the page where the reader reads the rules when a new decision comes (it shows in the bar)', async () => {
    const user = userEvent.setup();
    narrowScreen();
    const scrolls: number[] = [];
    window.scrollBy = ((options: ScrollToOptions) => {
      scrolls.push(options.top ?? 0);
    }) as typeof window.scrollBy;
    const rules = { id: 'test-rules', label: 'Rules', panel: (close: () => void) => <section data-testid="rules-panel"><button type="button" onClick={close}>Close the rules</button></section> };
    const box = (top: number) => ({ top, bottom: top + 300, left: 0, right: 390, width: 390, height: 300, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    const Table = ({ decisionKey }: { decisionKey: string }) => (
      <TableShell className="test-table" testId="test-table" stage="turn" stateID={1} toolbar={<p>status</p>} rules={rules} board={<svg aria-label="board"><g className="field choosable" role="button" data-field="3" /></svg>} decision={<Dialog title="Move">x</Dialog>} decisionKey={decisionKey} seats={null} log={<ol className="game-log-lines" />} />
    );
    try {
      const { rerender, i18n } = renderWithWords(<Table decisionKey="turn:1" />);
      await user.click(screen.getByRole('button', { name: 'Rules' }));
      const panel = document.getElementById('test-rules') as HTMLElement;
      const piece = document.querySelector('[data-field="3"]') as Element;
      // The rules on screen, the piece on offer far below.
      vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue(box(40));
      vi.spyOn(piece, 'getBoundingClientRect').mockReturnValue(box(window.innerHeight + 2000));
      scrolls.length = 0;
      rerender(<I18nextProvider i18n={i18n}><Table decisionKey="turn:2" /></I18nextProvider>);
      expect(screen.getByRole('heading', { name: 'Move' })).toBeTruthy();
      expect(scrolls).toEqual([]);
      // Rules scrolled past (above the screen): the next decision brings the piece into view as before.
      vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue(box(-2000));
      rerender(<I18nextProvider i18n={i18n}><Table decisionKey="turn:3" /></I18nextProvider>);
      expect(scrolls.some((by) => by > 1000)).toBe(true);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('on a phone, shows a new decision from the top of its bar, though the browser brings back where the hidden bar stood', () => {
    narrowScreen();
    window.scrollBy = (() => undefined) as typeof window.scrollBy;
    const Table = ({ decisionKey }: { decisionKey: string | null }) => (
      <TableShell className="test-table" testId="test-table" stage="bid" stateID={1} toolbar={<p>status</p>} board={<svg aria-label="board" />} decision={decisionKey ? <Dialog title="Bid">x</Dialog> : null} decisionKey={decisionKey} seats={null} log={<ol className="game-log-lines" />} />
    );
    try {
      const { rerender, i18n, container } = renderWithWords(<Table decisionKey="bid:1" />);
      const sheet = container.querySelector('.shell-sheet') as HTMLElement;
      // As Chromium does: a hidden box's scroll cannot be set, and it shows again where it stood.
      let scrolled = 150;
      Object.defineProperty(sheet, 'scrollTop', { configurable: true, get: () => (sheet.hidden ? 0 : scrolled), set: (v: number) => { if (!sheet.hidden) scrolled = v; } });
      scrolled = 150;
      rerender(<I18nextProvider i18n={i18n}><Table decisionKey={null} /></I18nextProvider>);
      expect(sheet.hidden).toBe(true);
      rerender(<I18nextProvider i18n={i18n}><Table decisionKey="bid:2" /></I18nextProvider>);
      expect(sheet.hidden).toBe(false);
      expect(sheet.scrollTop).toBe(0);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('hands the focus from a choice on the board to the decision\'s next control (Enter or a click)', async () => {
    const user = userEvent.setup();
    function Route() {
      const [field, setField] = useState<string | null>(null);
      return (
        <TableShell
          className="test-table"
          testId="test-table"
          stage="turn"
          stateID={1}
          toolbar={<p>status</p>}
          board={
            <svg aria-label="board">
              {['Rum', 'Tavern'].map((f) => (
                <g key={f} role="button" tabIndex={0} aria-label={f} onClick={() => setField(f)} onKeyDown={(e) => e.key === 'Enter' && setField(f)} />
              ))}
            </svg>
          }
          decision={
            <Dialog title="Move the captain">
              {field ? <p>Two ways to the {field}</p> : null}
              <div className="actions">
                <button type="button">Rest</button>
                {field ? (
                  <button type="button" className="primary">
                    Go to the {field}
                  </button>
                ) : null}
              </div>
            </Dialog>
          }
          decisionKey="turn:1"
          seats={null}
          log={<ol className="game-log-lines" />}
        />
      );
    }
    renderWithWords(<Route />);
    screen.getByRole('button', { name: 'Tavern' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Go to the Tavern'));
    await user.click(screen.getByRole('button', { name: 'Rum' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Go to the Rum'));
  });

  it('shows the end of the game as it comes: in view, with the focus, and without the passing news (on a phone it made the bar taller over the scoring)', () => {
    narrowScreen();
    const original = { intoView: Element.prototype.scrollIntoView, rect: Element.prototype.getBoundingClientRect };
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    // The page rests a screen below the end (seen at 360×740: the whole end above the screen).
    Element.prototype.getBoundingClientRect = function (this: Element) {
      return this.matches('[data-region="end"]') ? new DOMRect(0, -1600, 360, 1270) : original.rect.call(this);
    };
    try {
      const news = <p>Anne rolls a 6.</p>;
      const { container, rerender, i18n } = renderWithWords(<Table news={news} />);
      expect(container.querySelector('[data-region="news"]')?.textContent).toContain('rolls a 6');
      // The last move took its decision, and its button, with it.
      (document.activeElement as HTMLElement | null)?.blur();
      rerender(
        <I18nextProvider i18n={i18n}>
          <Table decision={false} news={news} end={<p>Anne wins.</p>} />
        </I18nextProvider>,
      );
      const end = container.querySelector('[data-region="end"]');
      expect(end?.textContent).toBe('Anne wins.');
      expect(scrolled).toEqual([end]);
      expect(document.activeElement).toBe(end);
      expect(container.querySelector('[data-region="news"]')).toBeNull();
      // A page opened on a finished match stays where it is.
      const opened = renderWithWords(<Table decision={false} end={<p>Bonny wins.</p>} />);
      expect(opened.container.querySelector('[data-region="end"]')).not.toBeNull();
      expect(scrolled).toEqual([end]);
    } finally {
      Element.prototype.scrollIntoView = original.intoView;
      Element.prototype.getBoundingClientRect = original.rect;
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
