import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PointsShield } from './icons.js';

describe('the victory-point shield', () => {
  it.each([18, 24, 32])('draws its number at 11 px or more at %i px (a small card’s 18 px shield drew it at 8.3 px)', (size) => {
    const { container } = render(<PointsShield points={3} size={size} />);
    const text = container.querySelector('text') as SVGTextElement;
    expect(text.textContent).toBe('3');
    expect((Number(text.getAttribute('font-size')) * size) / 24).toBeGreaterThanOrEqual(11);
  });
});
