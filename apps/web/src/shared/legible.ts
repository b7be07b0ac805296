import { useLayoutEffect, type RefObject } from 'react';

/**
 * Words and numbers in a drawing that is scaled down to fit the view came out smaller than its units:
 * Rum & Pirates' board on a phone is drawn at half its size, and its 14-unit numbers at 7 px. This
 * keeps, on the drawing, `--units-per-px` (its viewBox units per CSS pixel drawn, 1 at full size) true
 * as the drawing is resized (a ResizeObserver), so that its styles can keep words at 11 px or more:
 * `font-size: max(14px, calc(11.2px * var(--units-per-px, 1)))` (in a drawing, CSS px are its units),
 * or a label grown by `scale`. Without ResizeObserver (tests) the drawing keeps its units.
 */
export function useLegibleScale(svg: RefObject<SVGSVGElement | null>, viewWidth: number): void {
  useLayoutEffect(() => {
    const root = svg.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const apply = (width: number) => {
      if (width > 0) root.style.setProperty('--units-per-px', (viewWidth / width).toFixed(3));
    };
    apply(root.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) apply(entry.contentRect.width);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [svg, viewWidth]);
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
