import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ReplayTableEvents, TableEventsProvider } from '../async/table-events-context.js';
import type { TableEvent } from '../connection/frames/table-events.js';
import { returnDay } from '../async/table-events.js';
import { createI18n, setLanguage } from '../i18n/index.js';
import { GameLog, type LogLine } from './GameLog.js';

/** Lines 0..n-1. */
function linesUpTo(n: number): LogLine[] {
  return Array.from({ length: n }, (_, i) => ({ id: i, text: `Move ${i}`, seat: null }));
}

/**
 * jsdom lays nothing out: the list gets a box of `client` px showing `perLine` px per line, and its
 * scrollTop is clamped as a browser does.
 */
function layOut(list: HTMLElement, box: { client: number }) {
  let top = 0;
  const height = () => list.querySelectorAll('li').length * 20;
  Object.defineProperty(list, 'scrollHeight', { configurable: true, get: height });
  Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => box.client });
  Object.defineProperty(list, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (v: number) => {
      top = Math.max(0, Math.min(v, height() - box.client));
    },
  });
}

function renderLog(lines: LogLine[]) {
  const i18n = createI18n('en');
  const ui = (l: LogLine[]) => (
    <I18nextProvider i18n={i18n}>
      <GameLog title="Log" lines={l} />
    </I18nextProvider>
  );
  const view = render(ui(lines));
  return { ...view, update: (l: LogLine[]) => view.rerender(ui(l)) };
}

describe('the game log', () => {
  it('keeps following its newest line when its box shrinks (a resize is not the reader scrolling up)', () => {
    const { container, update } = renderLog(linesUpTo(10));
    const list = container.querySelector('ol') as HTMLOListElement;
    const box = { client: 150 };
    layOut(list, box);
    list.scrollTop = 10_000;
    fireEvent.scroll(list);
    // A decision opens above the log: its box shrinks, the browser fires a scroll event (no wheel, no key).
    box.client = 60;
    list.scrollTop = 90;
    fireEvent.scroll(list);
    expect(list.scrollTop).toBe(200 - 60);
    // The opponent moves: the log still shows the newest line, and offers no button.
    update(linesUpTo(14));
    expect(list.scrollTop).toBe(280 - 60);
    expect(screen.queryByRole('button', { name: 'New moves below' })).toBeNull();
  });

  it('stays where the reader scrolled up by hand, and a "new moves below" button brings them back', () => {
    const { container, update } = renderLog(linesUpTo(10));
    const list = container.querySelector('ol') as HTMLOListElement;
    layOut(list, { client: 100 });
    list.scrollTop = 10_000;
    fireEvent.scroll(list);
    // The reader turns the wheel up.
    fireEvent.wheel(list, { deltaY: -100 });
    list.scrollTop = 20;
    fireEvent.scroll(list);
    update(linesUpTo(12));
    expect(list.scrollTop).toBe(20);
    const back = screen.getByRole('button', { name: 'New moves below' });
    act(() => back.click());
    expect(list.scrollTop).toBe(240 - 100);
    expect(screen.queryByRole('button', { name: 'New moves below' })).toBeNull();
    // Following again.
    update(linesUpTo(13));
    expect(list.scrollTop).toBe(260 - 100);
  });

  it('tells the table\'s events after the lines of the state each happened at, in English and German, "You" for the reader\'s own', async () => {
    const players = [
      { playerID: '0', name: 'Anne', bot: null },
      { playerID: '1', name: 'Bonny', bot: null },
    ];
    const event = (seq: number, kind: TableEvent['kind'], playerID: string, logAt: number, more: Partial<TableEvent> = {}): TableEvent => ({ seq, at: '2026-11-29T10:00:00.000Z', kind, playerID, until: null, stateID: logAt, logAt, pausedBy: [], ...more });
    const until = '2026-12-03T12:00:00.000Z';
    const events = [event(1, 'away', '0', 2, { until }), event(2, 'back', '0', 3), event(3, 'pause', '1', 3, { pausedBy: ['0', '1'] }), event(4, 'resume', '1', 5)];
    const i18n = createI18n('en');
    const ui = (viewer: string | null) => (
      <I18nextProvider i18n={i18n}>
        <TableEventsProvider events={events} players={players} viewer={viewer}>
          <GameLog title="Log" lines={linesUpTo(4)} />
        </TableEventsProvider>
      </I18nextProvider>
    );
    const view = render(ui('1'));
    const texts = () => [...view.container.querySelectorAll('ol li')].map((li) => li.textContent);
    // Placed after the game's events of their states; the last one comes after the newest line (its state is the latest).
    expect(texts()).toEqual([
      'Move 0',
      'Move 1',
      `Anne is away until ${returnDay('en', until)}`,
      'Move 2',
      'Anne is back',
      'The match is paused (2 votes: Anne and you)',
      'Move 3',
      'You resumed the match',
    ]);
    view.rerender(ui('0'));
    expect(texts()[2]).toBe(`You are away until ${returnDay('en', until)}`);
    expect(texts()[5]).toBe('The match is paused (2 votes: you and Bonny)');
    await act(() => setLanguage(i18n, 'de'));
    view.rerender(ui(null));
    expect(texts()).toContain(`Anne ist bis ${returnDay('de', until)} abwesend`);
    expect(texts()).toContain('Die Partie ist pausiert (2 Stimmen: Anne und Bonny)');
    expect(texts()).toContain('Bonny hat die Partie fortgesetzt');
    expect(returnDay('de', until)).toMatch(/^Do\.?, 3\. Dez/);
  });

  it('in a replay, tells the events its record carries up to the step it stands on, never past it', () => {
    const players = [
      { playerID: '0', name: 'Anne', bot: null },
      { playerID: '1', name: 'Bonny', bot: null },
    ];
    // As the server sends them in the replay's answer (unchecked JSON); a malformed one is left out.
    const events = [
      { seq: 1, at: '2026-11-29T10:00:00.000Z', kind: 'back', playerID: '0', until: null, stateID: 2, logAt: 2, pausedBy: [] },
      { seq: 2, at: '2026-11-29T11:00:00.000Z', kind: 'resume', playerID: '1', until: null, stateID: 9, logAt: 9, pausedBy: [] },
      { seq: 3, kind: 'nonsense' },
    ];
    const view = render(
      <I18nextProvider i18n={createI18n('en')}>
        <ReplayTableEvents replay={{ events, players }} viewer="1">
          <GameLog title="Log" lines={linesUpTo(4)} currentId={3} />
        </ReplayTableEvents>
      </I18nextProvider>,
    );
    const texts = [...view.container.querySelectorAll('ol li')].map((li) => li.textContent);
    expect(texts).toEqual(['Move 0', 'Move 1', 'Anne is back', 'Move 2', 'Move 3']);
  });
});
