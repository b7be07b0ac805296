import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
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
});
