/**
 * How players are told apart at every table: a colour, a shape and a letter, so that no
 * information rests on colour alone (colour-blind players, grey-scale screens).
 */
export type SeatShape = 'circle' | 'square' | 'diamond' | 'triangle' | 'star';

export interface SeatStyle {
  fill: string;
  /** Letter colour on the fill (contrast of at least 4.5:1). */
  text: string;
  /** Outline, so the token stands out on light and dark boards. */
  stroke: string;
  shape: SeatShape;
}

/** Player colours chosen to stand apart from each other and from the boards' own colours. */
export const SEAT_STYLES: readonly SeatStyle[] = [
  { fill: '#c62828', text: '#ffffff', stroke: '#ffffff', shape: 'circle' },
  { fill: '#5b2c9f', text: '#ffffff', stroke: '#ffffff', shape: 'square' },
  { fill: '#1f1f1f', text: '#ffffff', stroke: '#ffffff', shape: 'diamond' },
  { fill: '#ffffff', text: '#17181a', stroke: '#17181a', shape: 'triangle' },
  { fill: '#00695c', text: '#ffffff', stroke: '#ffffff', shape: 'star' },
];

export function seatStyle(seat: number): SeatStyle {
  return SEAT_STYLES[seat % SEAT_STYLES.length] as SeatStyle;
}

/**
 * One letter per seat: the first letter of each name when they differ, else the seat number
 * (1, 2, …) for everybody, so that letters never collide.
 */
export function seatLetters(names: readonly (string | null)[]): string[] {
  const initials = names.map((name) => (name?.trim()[0] ?? '').toLocaleUpperCase());
  const distinct = new Set(initials).size === initials.length && initials.every((i) => i !== '');
  return distinct ? initials : names.map((_, i) => String(i + 1));
}
