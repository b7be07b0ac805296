import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { ScoringTable } from './ScoringTable.js';
import grogWords from '../games/grog-island/locales/de.json';
import portRoyalWords from '../games/port-royal/locales/de.json';
import rumWords from '../games/rum-and-pirates/locales/de.json';

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

describe("the games' German row labels", () => {
  // A phone's column of labels is about 120 px: a long compound that cannot break there pushed the
  // table sideways wherever the browser has no German hyphenation dictionary (headless Chromium).
  it('may break every word of 11 letters or more, at a soft hyphen or a hyphen', () => {
    const labels = [grogWords.score, portRoyalWords.score, rumWords.score].flatMap((score) => Object.values(score).filter((v): v is string => typeof v === 'string'));
    const unbreakable = labels.flatMap((label) => label.split(/[\s()]+/)).filter((word) => word.replace(/[^\p{L}]/gu, '').length >= 11 && !/[\u00ad-]/.test(word));
    expect(unbreakable).toEqual([]);
  });
});
