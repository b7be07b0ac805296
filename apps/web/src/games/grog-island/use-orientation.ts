import { useLayoutEffect, useRef, useState } from 'react';
import type { Orientation } from './layout.js';

/** Below this width (CSS pixels) the board is drawn tall, for phones. */
export const TALL_BELOW = 640;

/** The board's arrangement for the width its container has, following resizes and rotations. */
export function useOrientation<E extends HTMLElement>(): { ref: React.RefObject<E | null>; orientation: Orientation } {
  const ref = useRef<E>(null);
  const [orientation, setOrientation] = useState<Orientation>(() =>
    typeof window !== 'undefined' && window.innerWidth < TALL_BELOW ? 'tall' : 'wide',
  );
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? el.clientWidth;
      setOrientation(width < TALL_BELOW ? 'tall' : 'wide');
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, orientation };
}
