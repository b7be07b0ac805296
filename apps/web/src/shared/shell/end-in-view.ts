import { useEffect, useRef, type RefObject } from 'react';

/**
 * The end of the game as it comes (not on a page opened after it): brought into view where its top is
 * off the screen or in its lower half, and given the focus where the focus was nowhere (the last
 * decision's button went with it). On a phone the page could rest a screen below the scoring, or
 * above it, with nothing on screen saying the game was over. The end is the shell's
 * `[data-region="end"]` box (focusable from script: tabIndex -1).
 */
export function useEndInView(root: RefObject<HTMLElement | null>, ended: boolean): void {
  const was = useRef(ended);
  useEffect(() => {
    if (ended === was.current) return;
    was.current = ended;
    const end = ended ? root.current?.querySelector<HTMLElement>('[data-region="end"]') : null;
    if (!end) return;
    const top = end.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) end.scrollIntoView({ block: 'start' });
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) end.focus({ preventScroll: true });
  }, [ended, root]);
}
