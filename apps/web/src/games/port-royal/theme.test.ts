import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIP_COLOURS } from '@harbour/port-royal/data';
import { CARD_STYLES, INK, PAPER, SHIP_STYLES } from './theme.js';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const css = readFileSync(join(__dirname, 'port-royal.css'), 'utf8');

describe('the Port Royal colours', () => {
  it('keep text readable (WCAG AA, 4.5:1) on every ship colour, card and tint', () => {
    for (const colour of SHIP_COLOURS) {
      const style = SHIP_STYLES[colour];
      expect(contrast(style.text, style.base), `${colour} name band`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(INK, style.tint), `${colour} card body`).toBeGreaterThanOrEqual(4.5);
      // The card's outline is a graphic: 3:1 against the page (WCAG 1.4.11).
      expect(contrast(style.line, PAPER), `${colour} line`).toBeGreaterThanOrEqual(3);
    }
    for (const kind of ['person', 'expedition', 'tax'] as const) expect(contrast(INK, CARD_STYLES[kind].tint), kind).toBeGreaterThanOrEqual(4.5);
    expect(contrast(CARD_STYLES.back.text, CARD_STYLES.back.base)).toBeGreaterThanOrEqual(4.5);
  });

  it('use the same ship colours in the stylesheet as in the theme', () => {
    for (const colour of SHIP_COLOURS) {
      const rule = new RegExp(`\\.pr-ship-${colour} \\{ --ship: (#[0-9a-f]{6}); --ship-text: (#[0-9a-f]{6}); --ship-tint: (#[0-9a-f]{6}); --ship-line: (#[0-9a-f]{6}); \\}`).exec(css);
      expect(rule, colour).not.toBeNull();
      expect(rule?.slice(1)).toEqual([SHIP_STYLES[colour].base, SHIP_STYLES[colour].text, SHIP_STYLES[colour].tint, SHIP_STYLES[colour].line]);
    }
  });
});
