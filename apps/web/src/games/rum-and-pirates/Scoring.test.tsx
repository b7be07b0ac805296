import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newRumMatch, playUntil, renderRum } from '../../test/rum.js';
import { RumScoring, pointsParts } from './Scoring.js';

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
});
