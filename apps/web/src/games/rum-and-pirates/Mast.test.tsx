import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.js';
import { Mast } from './Mast.js';
import type { MastFrame, MastPirate } from './scuffle-frames.js';

/** Two rows; the first holds `columns` pirates on its left side (a crowded mast). */
function frame(columns: number): MastFrame {
  const pirates: MastPirate[] = Array.from({ length: columns }, (_, column) => ({ id: column, row: 0, side: 'left', column, lost: false }));
  pirates.push({ id: 99, row: 1, side: 'right', column: 0, lost: false });
  return { rows: [0, 1], pirates, side: null, column: null, dice: [], event: null, eventIndex: 0, dropped: [], sleeping: [], columns };
}

/** The mast drawn `px` CSS pixels wide (a ResizeObserver that reports it). */
function drawnAt(px: number, columns: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: px } as DOMRect);
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <Mast frame={frame(columns)} names={['Anne', 'Bonny']} letters={['A', 'B']} />
    </I18nextProvider>,
  );
}

const letters = (container: HTMLElement) => [...container.querySelectorAll('.mast-pirate text')].map((t) => t.textContent).filter((x) => x !== '');

describe("the mast's words on a phone", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps its pirates lettered where it is drawn at full size or larger', () => {
    const { container } = drawnAt(360, 3);
    expect(letters(container)).toEqual(['A', 'A', 'A', 'B']);
  });

  it('drops the letters of a crowded mast drawn small (they would be 7 px: the shape and colour still name the seat) and keeps its row numbers at 11.2 px', () => {
    // 10 columns a side: 542 units drawn 350 px wide (0.65 px per unit), as a 390 px phone's bar.
    const { container } = drawnAt(350, 10);
    expect(letters(container)).toEqual([]);
    expect((container.querySelector('svg.mast > g > text') as SVGTextElement).style.fontSize).toBe('max(11px, calc(11.2px * var(--units-per-px, 1)))');
    expect(container.querySelector('svg.mast')?.getAttribute('style')).toContain('--units-per-px: 1.549');
  });

  it('grows the letters to 11.2 px where they still fit inside their pirates', () => {
    // 4 columns: 254 units drawn 230 px wide (0.906): letters of 12.4 units.
    const { container } = drawnAt(230, 4);
    expect(letters(container)).toHaveLength(5);
    expect(Number(container.querySelector('.mast-pirate text')?.getAttribute('font-size'))).toBeCloseTo(12.36, 1);
  });
});
