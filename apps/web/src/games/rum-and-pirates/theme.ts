import type { FieldColour, FieldKind } from '@harbour/rum-and-pirates/data';

/**
 * Rum & Pirates' colours. Text and icons are near-black on light fills, which passes WCAG AA
 * (4.5:1) on every one of them (tested). The four tile colours are also told apart without colour:
 * their rings on the board are drawn solid, dashed, dotted or double, and tiles name their colour.
 */
export const INK = '#17181a';
export const PAPER = '#fffdf7';

export interface ColourStyle {
  /** Saturated: rings on the board, tile edges. */
  base: string;
  /** Light: tile faces, text sits on it. */
  tint: string;
  /** How the ring is drawn, so that colour is never the only cue. */
  dash: string | undefined;
}

export const TILE_COLOURS: Record<FieldColour, ColourStyle> = {
  red: { base: '#c62828', tint: '#fbd9d6', dash: undefined },
  blue: { base: '#1e5fb8', tint: '#d7e6fa', dash: '10 4' },
  green: { base: '#2b7a3a', tint: '#d3efd8', dash: '3 3' },
  yellow: { base: '#9a7300', tint: '#fff1b8', dash: '1 4' },
};

/** The disc of each field kind (the icon on it is drawn in ink). */
export const FIELD_FILL: Record<FieldKind, string> = {
  coin: '#f7dc7a',
  headquarters: '#f4c7c1',
  pirate: '#dcd3f0',
  rum: '#e8cda8',
  map: '#f6ecd0',
  rendezvous: '#f9d3e0',
  supplies: '#d9e8d2',
  townWatch: '#cfdce8',
  tavern: '#f3dfc1',
  chest: '#efd9a2',
};

export const BOARD = {
  /** The town's ground, two tones so that the parts can be told apart. */
  ground: ['#e8dcc2', '#ddceb0'] as const,
  partLine: '#9c8a69',
  /** Streets and their cobbles (empty segments). */
  street: '#8f7653',
  cobble: '#f6eedc',
  cobbleLine: '#5e4a30',
  /** The dark band around the town, where dark alleys lead. */
  dark: '#2c2b35',
  darkText: '#f4f1ea',
  fieldLine: '#3d3325',
  captain: '#b3261e',
  captainInk: '#ffffff',
  /** Reachable fields and the cost badge. */
  choice: '#0b4f6c',
  blocked: '#6b6f76',
};
