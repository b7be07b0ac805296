import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExplainLayer, LONG_PRESS_MS, helpProps } from './ExplainLayer.js';

function Board({ onChoose = () => {} }: { onChoose?: () => void }) {
  return (
    <ExplainLayer>
      <button type="button" {...helpProps('Market: sells goods for coins.')} onClick={onChoose}>
        Market
      </button>
      <span data-testid="plain">nothing to say</span>
    </ExplainLayer>
  );
}

describe('ExplainLayer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('explains a piece on keyboard focus and describes it by the tooltip; Escape closes', () => {
    render(<Board />);
    const piece = screen.getByRole('button', { name: 'Market' });
    act(() => piece.focus());
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Market: sells goods for coins.');
    expect(piece.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.keyDown(piece, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(piece.hasAttribute('aria-describedby')).toBe(false);
  });

  it('explains a piece after a mouse rests on it, and closes when it leaves', () => {
    render(<Board />);
    const piece = screen.getByRole('button', { name: 'Market' });
    fireEvent.pointerMove(piece, { pointerType: 'mouse', clientX: 5, clientY: 5 });
    fireEvent.pointerMove(piece, { pointerType: 'mouse', clientX: 6, clientY: 5 });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByRole('tooltip').textContent).toContain('Market');
    fireEvent.pointerMove(screen.getByTestId('plain'), { pointerType: 'mouse', clientX: 200, clientY: 5 });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('explains a piece on a long press, without choosing it', () => {
    const onChoose = vi.fn();
    render(<Board onChoose={onChoose} />);
    const piece = screen.getByRole('button', { name: 'Market' });
    fireEvent.pointerDown(piece, { pointerType: 'touch', clientX: 10, clientY: 10 });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS + 10);
    });
    expect(screen.getByRole('tooltip').textContent).toContain('Market');
    fireEvent.pointerUp(piece, { pointerType: 'touch' });
    fireEvent.click(piece);
    expect(onChoose).not.toHaveBeenCalled();
    // A short tap chooses as before.
    fireEvent.pointerDown(piece, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerUp(piece, { pointerType: 'touch' });
    fireEvent.click(piece);
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('does not open when the finger moves (scrolling)', () => {
    render(<Board />);
    const piece = screen.getByRole('button', { name: 'Market' });
    fireEvent.pointerDown(piece, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(piece, { pointerType: 'touch', clientX: 10, clientY: 40 });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS + 10);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens no help under a mouse resting where it clicked (the next decision drawn under it), until it moves', () => {
    render(<Board />);
    const piece = screen.getByRole('button', { name: 'Market' });
    fireEvent.pointerDown(screen.getByTestId('plain'), { pointerType: 'mouse', clientX: 50, clientY: 50 });
    // The page changes under the resting pointer: the browser says it is now over a piece.
    fireEvent.pointerOver(piece, { pointerType: 'mouse', clientX: 50, clientY: 50 });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The reader moves the mouse onto the piece: its help opens.
    fireEvent.pointerMove(piece, { pointerType: 'mouse', clientX: 80, clientY: 60 });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByRole('tooltip').textContent).toContain('Market');
  });
});
