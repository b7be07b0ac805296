import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Words and numbers in a drawing that is scaled down to fit the view came out smaller than its units:
 * Rum & Pirates' board on a phone is drawn at half its size, and its 14-unit numbers at 7 px. This
 * keeps, on the drawing, `--units-per-px` (its viewBox units per CSS pixel drawn, 1 at full size) true
 * as the drawing is resized (a ResizeObserver), so that its styles can keep words at 11 px or more:
 * `font-size: max(14px, calc(11.2px * var(--units-per-px, 1)))` (in a drawing, CSS px are its units),
 * or a label grown by `scale`. Without ResizeObserver (tests) the drawing keeps its units.
 */
export function useLegibleScale(svg: RefObject<SVGSVGElement | null>, viewWidth: number): void {
  useLayoutEffect(() => observeDrawnWidth(svg.current, (width) => svg.current?.style.setProperty('--units-per-px', (viewWidth / width).toFixed(3))), [svg, viewWidth]);
}

/**
 * useLegibleScale, and the drawing's CSS pixels per unit as drawn (1 without ResizeObserver), for a
 * drawing that leaves out what would be drawn under 11 px (Rum & Pirates' mast on a phone drops its
 * pirates' letters when it holds many: their shape and colour still name the seat).
 */
export function useDrawnScale(svg: RefObject<SVGSVGElement | null>, viewWidth: number): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(
    () =>
      observeDrawnWidth(svg.current, (width) => {
        svg.current?.style.setProperty('--units-per-px', (viewWidth / width).toFixed(3));
        setScale(Math.round((width / viewWidth) * 1000) / 1000);
      }),
    [svg, viewWidth],
  );
  return scale;
}

/** Calls `apply` with the drawing's drawn width now and on every resize; the clean-up. */
function observeDrawnWidth(root: SVGSVGElement | null, apply: (width: number) => void): (() => void) | undefined {
  if (!root || typeof ResizeObserver === 'undefined') return undefined;
  const take = (width: number) => {
    if (width > 0) apply(width);
  };
  take(root.getBoundingClientRect().width);
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) take(entry.contentRect.width);
  });
  observer.observe(root);
  return () => observer.disconnect();
}

/** An inline style for a drawing's words: `units` at full size, never under 11.2 px drawn (with useLegibleScale). */
export function legibleFont(units: number): { fontSize: string } {
  return { fontSize: `max(${units}px, calc(11.2px * var(--units-per-px, 1)))` };
}

/**
 * The size, in a small picture's own units (a `box`-unit viewBox drawn at `size` px), of a letter or
 * number that is to be drawn at 11.2 px or more: at least 11 units, more where the picture is small.
 */
export function legibleUnits(size: number, box = 24): number {
  return Math.max(11, Math.round(((11.2 * box) / size) * 10) / 10);
}
