import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadPlatformGerman } from '../i18n/platform-words.js';

// Testing Library sets this itself only where the test runner's functions are globals (Vitest's are
// imported here): React must know that this environment wraps its updates in act(...).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => cleanup());

// jsdom has no PointerEvent: without it Testing Library's pointer events lose pointerType and
// coordinates. A MouseEvent that carries the pointer's fields is what browsers send.
if (typeof globalThis.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerType: string;
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
      this.pointerId = init.pointerId ?? 1;
    }
  }
  (globalThis as { PointerEvent?: unknown }).PointerEvent = PointerEventPolyfill;
}

// German words come on demand (i18n/platform-words.ts); tests render German at once, as the app does
// after its start in German: fetched here, before any test.
await loadPlatformGerman();
