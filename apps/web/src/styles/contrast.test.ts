import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The page's colour pairs (CSS custom properties of base.css) against WCAG AA. */
const css = readFileSync(join(__dirname, 'base.css'), 'utf8');
const vars = Object.fromEntries([...css.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})/g)].map((m) => [m[1], m[2]])) as Record<string, string>;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the page colours', () => {
  it.each([
    ['ink', 'page', 4.5],
    ['ink', 'panel', 4.5],
    ['muted', 'page', 4.5],
    ['muted', 'panel', 4.5],
    ['primary-ink', 'primary', 4.5],
    // Hovered: a plain button's text on the pale fill, a pressed or main button's on the dark one.
    ['primary', 'hover-bg', 4.5],
    ['primary-ink', 'primary-hover', 4.5],
    ['primary', 'panel', 4.5],
    ['primary', 'page', 4.5],
    ['ink', 'warn-bg', 4.5],
    ['ink', 'error-bg', 4.5],
    ['ink', 'todo-bg', 4.5],
    ['focus', 'page', 3],
    ['focus', 'panel', 3],
  ])('%s on %s passes %s:1', (fg, bg, ratio) => {
    expect(vars[fg], fg).toBeDefined();
    expect(vars[bg], bg).toBeDefined();
    expect(contrast(vars[fg] as string, vars[bg] as string)).toBeGreaterThanOrEqual(ratio);
  });
});
