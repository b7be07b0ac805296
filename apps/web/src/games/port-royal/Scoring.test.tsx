import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { finalResult, type PortRoyalState } from '@harbour/port-royal/rules';
import { PortRoyalScoring } from './Scoring.js';
import { playUntil, renderPr } from './test-utils.js';

const NAMES = ['Andrea', 'Alex', 'Dagmar'];

function finished(seed: string, variantEnd = false): PortRoyalState {
  return playUntil(3, seed, (s) => s.status === 'over', undefined, variantEnd ? { variantEnd } : undefined);
}

describe('the Port Royal scoring', () => {
  it('shows each player’s victory points as the sum of persons and expeditions, the coins, and the winner', () => {
    const G = finished('scoring');
    const result = G.result!;
    renderPr(<PortRoyalScoring G={G} result={result} names={NAMES} letters={['A', 'L', 'D']} />);
    for (const score of result.scores) {
      expect(screen.getByTestId(`total-${score.seat}`).textContent).toBe(String(G.players[score.seat]!.points));
    }
    const winner = result.winners.map((w) => NAMES[w]);
    const line = screen.getByTestId('winner-line').textContent ?? '';
    if (winner.length === 1) expect(line).toContain(`${winner[0]} wins with ${result.scores[result.winners[0]!]!.points} victory points.`);
    else expect(line).toContain('A shared victory');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getByText('Coins (break a tie)')).toBeTruthy();
  });

  it('says when the coins broke a tie, and shares a victory tied on both', () => {
    const G = finished('tie');
    // Make a tie on points: the first two players with equal points, different coins, then equal coins.
    G.players[0]!.points = 13;
    G.players[1]!.points = 13;
    G.players[2]!.points = 9;
    const coins = (n: number) => Array.from({ length: n }, (_, i) => -1 - i);
    G.players[0]!.coins = coins(4);
    G.players[1]!.coins = coins(2);
    const { unmount } = renderPr(<PortRoyalScoring G={G} result={finalResult(G)} names={NAMES} letters={['A', 'L', 'D']} />);
    expect(screen.getByTestId('winner-line').textContent).toContain('Andrea wins with 13 victory points. (A tie on victory points, broken by coins.)');
    unmount();
    G.players[1]!.coins = coins(4);
    renderPr(<PortRoyalScoring G={G} result={finalResult(G)} names={NAMES} letters={['A', 'L', 'D']} />, 'de');
    expect(screen.getByTestId('winner-line').textContent).toContain('Mehrere Gewinner: Andrea und Alex.');
    expect(screen.getAllByText('Sieger')).toHaveLength(2);
  });

  it('under the variant end, shows who could win', () => {
    const G = finished('variant', true);
    renderPr(<PortRoyalScoring G={G} result={G.result!} names={NAMES} letters={['A', 'L', 'D']} />);
    const row = screen.getByText('Can win (variant end)').closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    // (the winners' columns first, then the others in seat order)
    const winners = G.result!.winners;
    const order = [...winners, ...G.result!.scores.map((_, i) => i).filter((i) => !winners.includes(i))];
    expect(cells).toEqual(order.map((seat) => (G.result!.scores[seat]!.eligible ? 'yes' : 'no')));
    for (const w of G.result!.winners) expect(G.result!.scores[w]!.eligible).toBe(true);
  });
});
