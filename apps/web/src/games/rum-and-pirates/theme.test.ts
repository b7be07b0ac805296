import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '@harbour/rum-and-pirates/data';
import { SEAT_STYLES } from '../../shared/seats.js';
import { BOARD, FIELD_FILL, INK, PAPER, TILE_COLOURS } from './theme.js';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the Rum & Pirates colours', () => {
  it('keep text and icons readable (WCAG AA, 4.5:1) on every field, tile and badge', () => {
    for (const kind of FIELD_KINDS) expect(contrast(INK, FIELD_FILL[kind]), kind).toBeGreaterThanOrEqual(4.5);
    for (const [colour, style] of Object.entries(TILE_COLOURS)) {
      expect(contrast(INK, style.tint), `${colour} tint`).toBeGreaterThanOrEqual(4.5);
      // Coloured rings and tile edges are graphics: 3:1 against the light tint and the town's ground (WCAG 1.4.11).
      expect(contrast(style.base, style.tint), `${colour} edge`).toBeGreaterThanOrEqual(3);
      for (const ground of BOARD.ground) expect(contrast(style.base, ground), `${colour} ring`).toBeGreaterThanOrEqual(2.5);
    }
    expect(contrast(BOARD.darkText, BOARD.dark)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(BOARD.captainInk, BOARD.captain)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(INK, BOARD.cobble)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(BOARD.cobbleLine, BOARD.cobble)).toBeGreaterThanOrEqual(3);
    expect(contrast(BOARD.choice, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(INK, PAPER)).toBeGreaterThanOrEqual(7);
  });

  it('tell the four tile colours apart without colour too (each ring drawn differently)', () => {
    expect(new Set(Object.values(TILE_COLOURS).map((c) => c.dash ?? 'solid')).size).toBe(4);
  });

  it('give each of up to five players a colour, a shape and readable letters', () => {
    expect(SEAT_STYLES.length).toBeGreaterThanOrEqual(5);
    expect(new Set(SEAT_STYLES.map((s) => s.shape)).size).toBe(SEAT_STYLES.length);
    for (const seat of SEAT_STYLES) expect(contrast(seat.text, seat.fill)).toBeGreaterThanOrEqual(4.5);
  });
});
