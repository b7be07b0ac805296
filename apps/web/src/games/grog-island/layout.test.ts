import { describe, expect, it } from 'vitest';
import { BUILDINGS, COLOURS, SHIP_SPACE_COUNT } from '@harbour/grog-island/data';
import { boardLayout, wrapWords, type Rect } from './layout.js';

const inside = (a: Rect, b: Rect) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the board layout', () => {
  it.each(['wide', 'tall'] as const)('places all 35 buildings of the data module on their own peninsula without overlaps (%s)', (orientation) => {
    const layout = boardLayout(orientation);
    const board = { x: 0, y: 0, w: layout.width, h: layout.height };
    expect(layout.building).toHaveLength(BUILDINGS.length);
    for (const b of BUILDINGS) {
      const r = layout.building[b.index] as Rect;
      expect(r.w, b.id).toBeGreaterThan(40);
      expect(inside(r, layout.peninsula[b.peninsula].area), b.id).toBe(true);
      expect(inside(r, board), b.id).toBe(true);
    }
    const rects = [...layout.building, ...layout.shipSpace, ...COLOURS.map((c) => layout.cloud[c])];
    rects.forEach((a, i) => rects.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBe(false)));
    expect(layout.shipSpace).toHaveLength(SHIP_SPACE_COUNT);
  });

  it('draws the phone board at 1:1 or larger at 360 px, so that no word on it is under 11 px (it was 360 units wide, drawn at 0.955)', () => {
    expect(344 / boardLayout('tall').width).toBeGreaterThanOrEqual(1);
  });

  it('keeps touch targets of phones at least 44 CSS pixels tall at 360 px', () => {
    const layout = boardLayout('tall');
    const scale = 344 / layout.width;
    for (const r of layout.building) expect(r.h * scale).toBeGreaterThanOrEqual(44);
  });
});

describe('names in boxes', () => {
  it('wrap at spaces, hyphens and soft hyphens, and never lose a letter', () => {
    expect(wrapWords('voodoo doll workshop', 12)).toEqual(['voodoo doll', 'workshop']);
    expect(wrapWords('Kanonen\u00adkugel\u00adgießerei', 12)).toEqual(['Kanonenkugel-', 'gießerei']);
    expect(wrapWords('Galions\u00adfiguren-Werkstatt', 12)).toEqual(['Galionsfiguren-', 'Werkstatt']);
    expect(wrapWords('Piraten\u00adhut\u00admacher', 16)).toEqual(['Piratenhutmacher']);
    expect(wrapWords('a b c d e f', 1, 2).join(' ')).toBe('a b c d e f');
  });
});
