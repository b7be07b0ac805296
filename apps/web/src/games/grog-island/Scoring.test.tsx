import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { finalScoring, type GrogState } from '@harbour/grog-island/rules';
import { finishedGame } from '../../test/grog-states.js';
import { renderWithWords } from '../../test/render.js';
import { goalTask } from '@harbour/grog-island/data';
import { GrogScoring, goalWhy } from './Scoring.js';

const NAMES = ['Phil', 'Martina', 'Frank'];

describe('the scoring table', () => {
  const s: GrogState = finishedGame(3, 'scoring-1');
  const result = s.result!;

  it('has a column per player and a row per source of points, with the totals of the final scoring', () => {
    renderWithWords(<GrogScoring G={s} result={result} names={NAMES} letters={['P', 'M', 'F']} />);
    const table = screen.getByRole('table', { name: 'Pirate points per player and goal card' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent ?? '');
    // The winners first, then the others in seat order.
    const order = [...result.winners, ...NAMES.map((_, i) => i).filter((i) => !result.winners.includes(i))];
    order.forEach((seat, i) => expect(headers[i]).toContain(NAMES[seat]));
    for (const score of result.scores) {
      expect(screen.getByTestId(`total-${score.seat}`).textContent).toBe(String(score.total));
      const parts = score.duringGame + score.treasureCards + score.coins + score.goalCards.reduce((a, g) => a + g.points, 0);
      expect(parts).toBe(score.total);
    }
    const rows = within(table).getAllByRole('row').map((r) => within(r).queryByRole('rowheader')?.textContent ?? '');
    expect(rows).toEqual(
      expect.arrayContaining(['Pirate points during the game', 'Treasure cards (1 each)', 'Coins (1 per 5)', 'Goal card 1', 'Total']),
    );
    const most = Math.max(...result.scores.map((x) => x.goalCards.length));
    expect(rows.filter((r) => r.startsWith('Goal card '))).toHaveLength(most);
  });

  it('marks the winner in the table and names them above it', () => {
    renderWithWords(<GrogScoring G={s} result={result} names={NAMES} letters={['P', 'M', 'F']} />);
    const winners = result.winners.map((w) => NAMES[w]);
    expect(screen.getByTestId('winner-line').textContent).toContain(winners.join(' & '));
    const marked = screen.getAllByRole('columnheader').filter((h) => h.textContent?.includes('Winner'));
    expect(marked.map((h) => NAMES.find((n) => h.textContent?.includes(n)))).toEqual(winners);
  });

  it('says in words how a tie on pirate points was broken by coins, or shared', () => {
    const G: GrogState = { ...s, players: s.players.map((p, i) => ({ ...p, coins: [5, 7, 3][i] ?? 0 })) };
    const tied = { ...result, scores: result.scores.map((x) => ({ ...x, total: x.seat === 2 ? 20 : 34 })), winners: [1] };
    const { unmount } = renderWithWords(<GrogScoring G={G} result={tied} names={NAMES} letters={['P', 'M', 'F']} />);
    expect(screen.getByTestId('winner-line').textContent).toBe(' Martina wins! Tied with Phil on 34 pirate points; the most coins decide: 7 against 5.');
    unmount();
    renderWithWords(<GrogScoring G={G} result={{ ...tied, winners: [0, 1] }} names={NAMES} letters={['P', 'M', 'F']} />, 'de');
    expect(screen.getByTestId('winner-line').textContent).toBe(' Phil & Martina teilen sich den Sieg! Gleichstand bei 34 Piratenpunkten und bei den Münzen.');
  });

  it('says where the points of each goal card come from, adding up to them', () => {
    const { i18n } = renderWithWords(<GrogScoring G={s} result={result} names={NAMES} letters={['P', 'M', 'F']} />);
    const t = i18n.t.bind(i18n);
    let told = 0;
    for (const score of result.scores) {
      for (const g of score.goalCards) {
        if (g.duplicate) continue;
        const why = goalWhy(t, s, score.seat, g.card, g.points);
        const numbers = [...why.matchAll(/\d+/g)].map((m) => Number(m[0]));
        const kind = goalTask(g.card).kind;
        if (kind === 'building') expect((numbers[0] ?? -1) * (numbers[1] ?? -1), why).toBe(g.points);
        else if (kind === 'peninsula') expect(why).toMatch(g.points >= 6 ? /the most/ : g.points > 0 ? /not the most/ : /no crew/);
        else expect((numbers[0] ?? 0) + (numbers[1] ?? 0), why).toBe(g.points);
        expect(screen.getAllByText(`(${why})`).length).toBeGreaterThan(0);
        told++;
      }
    }
    expect(told).toBeGreaterThan(0);
  });

  it('shows that the second copy of a goal card scores nothing', () => {
    const twice: GrogState = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, goalCards: [0, 1] } : p)) };
    const rescored = finalScoring(twice);
    renderWithWords(<GrogScoring G={twice} result={rescored} names={NAMES} letters={['P', 'M', 'F']} />);
    const duplicates = rescored.scores.reduce((n, x) => n + x.goalCards.filter((g) => g.duplicate).length, 0);
    expect(screen.getAllByText('second copy: scores nothing')).toHaveLength(duplicates);
    expect(rescored.scores[0]?.goalCards[1]).toMatchObject({ card: 1, points: 0, duplicate: true });
  });

  it('reads in German', () => {
    renderWithWords(<GrogScoring G={s} result={result} names={NAMES} letters={['P', 'M', 'F']} />, 'de');
    expect(screen.getByRole('table', { name: 'Piratenpunkte je Spieler und Zielkarte' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Summe' })).toBeTruthy();
  });
});
