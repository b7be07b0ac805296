import { describe, expect, it } from 'vitest';
import { COLOURS } from '@harbour/grog-island/data';
import { SEAT_STYLES } from '../../shared/seats.js';
import { COLOUR_STYLES, GHOST_STYLE, INK, PAPER } from './theme.js';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function hsl(hex: string): { h: number; s: number; l: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) h = max === r ? 60 * (((g - b) / d) % 6) : max === g ? 60 * ((b - r) / d + 2) : 60 * ((r - g) / d + 4);
  return { h: (h + 360) % 360, s, l };
}

describe('the table colours', () => {
  it('keep text readable (WCAG AA, 4.5:1) on every peninsula, goods space, die and token', () => {
    for (const colour of COLOURS) {
      const style = COLOUR_STYLES[colour];
      expect(contrast(INK, style.base), `${colour} base`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(INK, style.tint), `${colour} tint`).toBeGreaterThanOrEqual(4.5);
      // Outlines of cells and spaces are graphics: 3:1 against the light tint (WCAG 1.4.11).
      expect(contrast(style.line, style.tint), `${colour} line`).toBeGreaterThanOrEqual(3);
    }
    for (const seat of SEAT_STYLES) expect(contrast(seat.text, seat.fill)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(GHOST_STYLE.text, GHOST_STYLE.fill)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(INK, PAPER)).toBeGreaterThanOrEqual(7);
  });

  it('make orange read as orange, not brown: a bright, saturated hue between red and yellow', () => {
    const { h, s, l } = hsl(COLOUR_STYLES.orange.base);
    expect(h).toBeGreaterThanOrEqual(20);
    expect(h).toBeLessThanOrEqual(38);
    expect(s).toBeGreaterThan(0.8);
    expect(l).toBeGreaterThan(0.5);
    // And it stands apart from yellow.
    expect(Math.abs(hsl(COLOUR_STYLES.yellow.base).h - h)).toBeGreaterThan(15);
  });

  it('tell players apart by shape as well as colour', () => {
    expect(new Set(SEAT_STYLES.map((s) => s.shape)).size).toBe(SEAT_STYLES.length);
    expect(new Set(SEAT_STYLES.map((s) => s.fill)).size).toBe(SEAT_STYLES.length);
  });
});
