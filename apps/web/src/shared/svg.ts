import type { KeyboardEvent } from 'react';

/** Keyboard activation for SVG elements that act as buttons (Enter or Space). */
export function onActivate(action: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      action();
    }
  };
}
