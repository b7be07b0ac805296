import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { createGame, viewFor } from '@harbour/grog-island/rules';
import { renderWithWords } from '../../test/render.js';
import { SetupChoice } from './Decisions.js';

describe('the setup choice', () => {
  it('says what is to do before the player chose anything, and the rule in red only once they did', async () => {
    const user = userEvent.setup();
    const s = createGame(3, seededRng(1));
    const { container } = renderWithWords(<SetupChoice G={viewFor(s, 0)} seat={0} send={vi.fn()} busy={false} />);
    const status = () => container.querySelector('.setup-choice [role="status"]') as HTMLElement;
    expect(status().textContent).toBe('Choose the 4 goal cards you keep and one goods tile.');
    expect(status().className).toBe('refusal todo');
    const cards = container.querySelectorAll<HTMLButtonElement>('.card-choice .card-button');
    await user.click(cards[0] as HTMLButtonElement);
    expect(status().textContent).toBe('Keep exactly 4 goal cards (you chose 1).');
    expect(status().className).toBe('refusal');
    expect(screen.getByRole('button', { name: /Confirm/ })).toHaveProperty('disabled', true);
  });

  it('says why Confirm is grey in the row that holds Confirm (the row stays at the foot of a box that scrolls)', () => {
    const s = createGame(3, seededRng(1));
    const { container } = renderWithWords(<SetupChoice G={viewFor(s, 0)} seat={0} send={vi.fn()} busy={false} />);
    const confirm = screen.getByRole('button', { name: /Confirm/ });
    const row = confirm.closest('.actions') as HTMLElement;
    expect(row.querySelector('[role="status"]')?.textContent).toBe('Choose the 4 goal cards you keep and one goods tile.');
    expect(container.querySelectorAll('.setup-choice [role="status"]')).toHaveLength(1);
  });

  it('on phones puts the one row of goods tiles before the goal cards, and marks it to be seen as the setup comes', () => {
    window.matchMedia = vi.fn(
      (query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
    );
    try {
      const s = createGame(3, seededRng(1));
      const { container } = renderWithWords(<SetupChoice G={viewFor(s, 0)} seat={0} send={vi.fn()} busy={false} />);
      const sets = [...container.querySelectorAll('.setup-choice > fieldset')].map((f) => f.className);
      expect(sets).toEqual(['goods-choice', 'card-choice']);
      expect(container.querySelector('.goods-choice')?.hasAttribute('data-first-sight')).toBe(true);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('on wide screens keeps the goal cards first, as the title says them; the title names the dialog but is not shown (its legends say it)', () => {
    const s = createGame(3, seededRng(1));
    const { container } = renderWithWords(<SetupChoice G={viewFor(s, 0)} seat={0} send={vi.fn()} busy={false} />);
    expect([...container.querySelectorAll('.setup-choice > fieldset')].map((f) => f.className)).toEqual(['card-choice', 'goods-choice']);
    expect(screen.getByRole('dialog', { name: 'Keep 4 of your 6 goal cards and choose a goods tile' })).toBeTruthy();
    expect(container.querySelector('.setup-choice .decision-title')?.classList.contains('visually-hidden')).toBe(true);
  });
});
