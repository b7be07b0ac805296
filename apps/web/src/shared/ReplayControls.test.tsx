import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameLog, type LogLine } from './GameLog.js';
import { ReplayControls, useReplayStepper, type ReplayWords } from './ReplayControls.js';

const WORDS: ReplayWords = {
  title: 'Replay',
  step: (n, total) => `Move ${n} of ${total}`,
  first: 'First move',
  previous: 'Previous move',
  next: 'Next move',
  last: 'Last move',
  play: 'Play',
  pause: 'Pause',
  slider: 'Move',
  mismatch: 'The replay does not reach the end.',
};

const LINES: LogLine[] = Array.from({ length: 30 }, (_, i) => ({ id: i, text: `Line ${i}`, seat: null }));

/** A replay page in small: the controls and the log standing on the step's line. */
function Replay() {
  const stepper = useReplayStepper(20, 50);
  return (
    <>
      <ReplayControls stepper={stepper} last={20} words={WORDS} complete />
      <GameLog title="Log" lines={LINES.slice(0, stepper.index + 1)} currentId={stepper.index} />
    </>
  );
}

describe('the replay controls', () => {
  afterEach(() => vi.restoreAllMocks());

  it('step with ← and →, and Space plays and pauses', () => {
    render(<Replay />);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByTestId('replay-step').textContent).toBe('Move 2 of 20');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByTestId('replay-step').textContent).toBe('Move 1 of 20');
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('leave the slider its own arrow keys', () => {
    render(<Replay />);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    expect(screen.getByTestId('replay-step').textContent).toBe('Move 0 of 20');
  });

  it('never scroll the window while stepping or playing: only the log follows its line', async () => {
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    render(<Replay />);
    act(() => screen.getByRole('button', { name: 'Next move' }).click());
    act(() => screen.getByRole('button', { name: 'Play' }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 180)));
    expect(Number(/Move (\d+)/.exec(screen.getByTestId('replay-step').textContent ?? '')?.[1])).toBeGreaterThan(1);
    expect(intoView).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
