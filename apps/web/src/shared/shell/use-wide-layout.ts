import { useSyncExternalStore } from 'react';

/** The wide layout (board beside a side column) from this size on; below it, the phone's bar. */
export const WIDE_QUERY = '(min-width: 1000px) and (min-height: 560px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

/** Whether the table is laid out wide now (true where the browser cannot tell: tests, old engines). */
export function isWide(): boolean {
  return query()?.matches ?? true;
}

export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
