import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legibleFont, useLegibleScale } from './legible.js';

function Drawing() {
  const svg = useRef<SVGSVGElement>(null);
  useLegibleScale(svg, 800);
  return (
    <svg ref={svg} viewBox="0 0 800 800">
      <text style={legibleFont(14)}>1</text>
    </svg>
  );
}

describe('a drawing scaled down to the view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its units per CSS pixel as it is resized, and its words ask for 11.2 px at least', () => {
    let resized: ((entries: { contentRect: { width: number } }[]) => void) | null = null;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: { contentRect: { width: number } }[]) => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 400 } as DOMRect);
    const { container } = render(<Drawing />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    // Drawn at 400 px: two units per pixel, as Rum & Pirates' board on a phone.
    expect(svg.style.getPropertyValue('--units-per-px')).toBe('2.000');
    act(() => resized?.([{ contentRect: { width: 800 } }]));
    expect(svg.style.getPropertyValue('--units-per-px')).toBe('1.000');
    expect((container.querySelector('text') as SVGTextElement).style.fontSize).toBe('max(14px, calc(11.2px * var(--units-per-px, 1)))');
  });
});
