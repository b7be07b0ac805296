import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { ScoringTable } from './ScoringTable.js';

const columns = ['Anne', 'Bonny', 'Mary'].map((name, i) => ({ key: String(i), name, winner: i === 2 }));
const rows = [{ key: 'total', label: 'Total', cells: [10, 12, 14], kind: 'total' as const }];

function renderTable(shown = columns, language: 'en' | 'de' = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <ScoringTable caption="Points" columns={shown} rows={rows} winnerLabel="Winner" />
    </I18nextProvider>,
  );
}

describe('the scoring table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says when it scrolls sideways (a phone hiding the winner\'s column), and keeps quiet when it fits', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(520);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(374);
    const { unmount } = renderTable();
    expect(screen.getByTestId('scoring-scroll-hint').textContent).toBe('Swipe sideways to see all 3 players →');
    expect(screen.getByRole('region', { name: 'Points' }).className).toContain('overflows');
    unmount();
    vi.restoreAllMocks();
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(374);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(374);
    renderTable();
    expect(screen.queryByTestId('scoring-scroll-hint')).toBeNull();
  });

  it('puts the winners\' column first (a phone shows it without a swipe), each cell under its own player', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace('Winner', '').trim())).toEqual(['Mary', 'Anne', 'Bonny']);
    expect(screen.getAllByRole('cell').map((c) => c.textContent).filter((x) => x !== '')).toEqual(['14', '10', '12']);
  });

  it('puts the winner chip under the name, in the winner\'s column', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Mary/ });
    expect(header.querySelector('.winner-chip')?.textContent?.trim()).toBe('Winner');
  });
});
