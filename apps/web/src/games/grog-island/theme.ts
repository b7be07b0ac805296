import type { Colour } from '@harbour/grog-island/data';

/**
 * Grog Island's colours. Peninsulas, goods tiles and dice share a colour; text on every fill is
 * near-black, which passes WCAG AA (4.5:1) on each of them, and orange is a clear orange (the
 * printed board's orange is often mistaken for brown). Players are told apart by shape and letter
 * as well as by colour, so no information rests on colour alone.
 */
export interface ColourStyle {
  /** Saturated: dice, goods tiles, peninsula headers. */
  base: string;
  /** Light: building cells and goods spaces. */
  tint: string;
  /** A darker line for outlines (3:1 against white and the tint). */
  line: string;
}

export const COLOUR_STYLES: Record<Colour, ColourStyle> = {
  yellow: { base: '#f5c518', tint: '#fff4c2', line: '#8a6d00' },
  gray: { base: '#9aa5b1', tint: '#e6eaee', line: '#4f5a66' },
  orange: { base: '#ff8a1c', tint: '#ffe0c2', line: '#a34d00' },
  blue: { base: '#4a90e2', tint: '#d6e7fb', line: '#1d4f8c' },
  green: { base: '#42b35e', tint: '#d5f0db', line: '#1f6b33' },
};

export const INK = '#17181a';
export const PAPER = '#fffdf7';

/** The ghost crew of a 2-player game: a pale token with a dashed outline and a ghost's letter. */
export const GHOST_STYLE = { fill: '#e9f1f8', text: '#2a3a4a', stroke: '#2a3a4a' };
