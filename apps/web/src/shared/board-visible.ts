import { useEffect } from 'react';

/**
 * Marks the moment a table's board is first on screen (performance entry "board-visible"), for
 * measurements: the frame after it was committed has been painted (a task after that frame's
 * animation callbacks runs once it is on screen).
 */
export function useBoardVisibleMark(): void {
  useEffect(() => {
    if (typeof performance === 'undefined' || performance.getEntriesByName('board-visible').length > 0) return;
    requestAnimationFrame(() => setTimeout(() => performance.mark('board-visible'), 0));
  }, []);
}
