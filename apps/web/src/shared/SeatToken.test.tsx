import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOG_MARK_SIZE } from './SeatMark.js';
import { SeatBadge } from './SeatToken.js';

describe('a seat badge', () => {
  it.each([16, LOG_MARK_SIZE, 26])('draws its letter at 11 px or more at %i px (the log’s 16 px badge drew it at 7.3 px)', (size) => {
    const { container } = render(<SeatBadge shape="triangle" fill="#7b3fa0" stroke="#ffffff" text="#ffffff" letter="B" size={size} />);
    const text = container.querySelector('text') as SVGTextElement;
    expect(text.textContent).toBe('B');
    expect((Number(text.getAttribute('font-size')) * size) / 24).toBeGreaterThanOrEqual(11);
  });
});
