import type { ShipColour } from '@harbour/port-royal/data';

/**
 * Port Royal's colours. Each ship colour has a saturated band (its name written on it in a colour
 * that passes WCAG AA, 4.5:1), a light tint for the card's body and a darker line. Ships are also
 * told apart by name (Pinnace, Flute, Skiff, Frigate, Galleon) and the name is always written, so
 * no information rests on colour alone.
 */
export interface ShipStyle {
  base: string;
  /** Text on the base colour. */
  text: string;
  tint: string;
  line: string;
}

export const INK = '#17181a';
export const PAPER = '#fffdf7';

export const SHIP_STYLES: Record<ShipColour, ShipStyle> = {
  yellow: { base: '#f2c12e', text: INK, tint: '#fff3c4', line: '#8a6d00' },
  blue: { base: '#1f5fa8', text: '#ffffff', tint: '#dbe8f7', line: '#1d4f8c' },
  green: { base: '#1e7a3c', text: '#ffffff', tint: '#d8f0de', line: '#1f6b33' },
  red: { base: '#b3261e', text: '#ffffff', tint: '#fbe0dd', line: '#8c1d18' },
  black: { base: '#2b2d31', text: '#ffffff', tint: '#e3e4e6', line: '#2b2d31' },
};

/** Card bodies: persons, expeditions, tax increases, and the back (a coin). */
export const CARD_STYLES = {
  person: { tint: '#fbf3e0', line: '#8c7a55' },
  expedition: { tint: '#efe4c8', line: '#7a6030' },
  tax: { tint: '#f6e3ea', line: '#8c3a5a' },
  back: { base: '#5a3a1a', text: '#ffffff', coin: '#e8b830' },
} as const;
