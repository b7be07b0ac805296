import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BesideDecision } from './BesideDecision.js';

describe('what stands beside the decision on a phone', () => {
  it('takes the bar back to the decision\'s top when the hint is closed (the bar kept the answer\'s place, the decision above its edge)', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <div className="shell-sheet">
        <section>the decision</section>
        <BesideDecision tabs={[{ id: 'hint', label: 'Hint', content: <p>the answer</p> }]} hidden={false} />
      </div>,
    );
    const sheet = container.querySelector('.shell-sheet') as HTMLElement;
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByText('the answer')).toBeTruthy();
    sheet.scrollTop = 214;
    expect(sheet.scrollTop).toBe(214);
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect(sheet.scrollTop).toBe(0);
  });

  it('leaves the bar where the reader put it while nothing was opened or closed', async () => {
    const { container, rerender } = render(
      <div className="shell-sheet">
        <BesideDecision tabs={[{ id: 'hint', label: 'Hint', content: <p>the answer</p> }]} hidden={false} />
      </div>,
    );
    const sheet = container.querySelector('.shell-sheet') as HTMLElement;
    sheet.scrollTop = 120;
    rerender(
      <div className="shell-sheet">
        <BesideDecision tabs={[{ id: 'hint', label: 'Hint', content: <p>another answer</p> }]} hidden={false} />
      </div>,
    );
    expect(sheet.scrollTop).toBe(120);
  });
});
