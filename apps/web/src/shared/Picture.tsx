import type { ReactNode } from 'react';

/*
 * The tables' icons are drawn on a 24 × 24 grid; each game keeps its own drawings and names, and
 * shows them through these two frames.
 */

/** A drawing placed inside an SVG at (x, y), `size` units square; decoration for screen readers. */
export function PlacedPicture({ x, y, size, children }: { x: number; y: number; size: number; children: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 24})`} aria-hidden="true">
      {children}
    </g>
  );
}

interface InlinePictureProps {
  size: number;
  /** Names the picture for screen readers; without it the picture is decoration. */
  label?: string | undefined;
  className?: string | undefined;
  focusable?: 'false' | undefined;
  children: ReactNode;
}

/** A drawing as an inline picture in HTML (running text, buttons, panels). */
export function InlinePicture({ size, label, className, focusable, children }: InlinePictureProps) {
  return (
    <svg
      className={`inline-icon${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable={focusable}
    >
      {children}
    </svg>
  );
}

/** Where the pips of a die face sit, as fractions of its side, for the values 1 to 6. */
export const DIE_PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};
