import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerScore } from '@harbour/rum-and-pirates/rules';
import { newRumMatch, playUntil, renderRum, rumI18n } from '../../test/rum.js';
import { RumScoring, pointsParts, winnerLine } from './Scoring.js';

describe('the Rum & Pirates scoring', () => {
  it('says in each cell where its points come from ("3 + 2"), adding up to the cell', () => {
    const match = newRumMatch('scoring-why');
    playUntil(match, (s) => s.status === 'over', 1);
    const G = match.fullState();
    const result = G.result;
    if (!result) throw new Error('no result');
    const keys = ['chests', 'taverns', 'scorpions', 'townWatch', 'sleeping', 'supplies', 'rendezvous'] as const;
    let explained = 0;
    for (const score of result.scores) {
      for (const key of keys) {
        const parts = pointsParts(G, score.seat, key);
        expect(parts.reduce((a, b) => a + b, 0), `${key} of seat ${score.seat}`).toBe(score[key]);
        if (parts.length > 1) explained++;
      }
    }
    expect(explained).toBeGreaterThan(0);
    const { container } = renderRum(<RumScoring result={result} names={['Anne', 'Bonny']} letters={['A', 'B']} G={G} />);
    const reasons = [...container.querySelectorAll('.score-why')].map((el) => el.textContent ?? '');
    expect(reasons).toHaveLength(explained);
    for (const reason of reasons) expect(reason).toMatch(/^\(-?\d+( [+−] \d+)+\)$/);
    expect(screen.getByRole('table')).toBeTruthy();
  });

  const score = (seat: number, total: number, hiring: number, rum: number, coins: number): PlayerScore => ({ seat, chests: total, taverns: 0, scorpions: 0, townWatch: 0, sleeping: 0, supplies: 0, rendezvous: 0, maps: 0, total, hiring, rum, coins });

  it('says which tie-breaker decided a tie on points, in the order of the rulebook, and when the victory is shared', () => {
    const en = rumI18n('en');
    const names = ['Anne', 'Bonny', 'Carla'];
    const t = en.t.bind(en);
    expect(winnerLine(t, 'en', { scores: [score(0, 30, 2, 1, 4), score(1, 28, 0, 5, 9)], winners: [0] }, names)).toBe('Anne wins!');
    expect(winnerLine(t, 'en', { scores: [score(0, 30, 3, 1, 4), score(1, 30, 1, 0, 0)], winners: [1] }, names)).toBe(
      'Bonny wins! Tied with Anne on 30 points; fewer pirates left at the hiring place decide: 1 against 3.',
    );
    expect(winnerLine(t, 'en', { scores: [score(0, 30, 1, 4, 0), score(1, 30, 1, 2, 9), score(2, 30, 1, 4, 1)], winners: [2] }, names)).toBe(
      'Carla wins! Tied with Bonny on 30 points and on pirates at the hiring place; more rum barrels decide: 4 against 2. Tied with Anne on 30 points, on pirates at the hiring place and on rum barrels; more coins decide: 1 against 0.',
    );
    expect(winnerLine(t, 'en', { scores: [score(0, 30, 1, 4, 2), score(1, 30, 1, 4, 2)], winners: [0, 1] }, names)).toBe(
      'Anne & Bonny share the victory! Tied on 30 points, on pirates at the hiring place, on rum barrels and on coins.',
    );
    const de = rumI18n('de');
    expect(winnerLine(de.t.bind(de), 'de', { scores: [score(0, 30, 3, 1, 4), score(1, 30, 1, 0, 0)], winners: [1] }, names)).toBe(
      'Bonny gewinnt! Gleichstand mit Anne bei 30 Punkten; weniger Piraten an der Heuerstelle entscheiden: 1 gegen 3.',
    );
  });
});
