import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { createGame, advance, applyMove, randomMove, stageOf, grogEngine, type GrogState } from '@harbour/grog-island/rules';
import { renderWithWords } from '../../test/render.js';
import { BuildingPick } from './Decisions.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Random legal moves until seat 0 must claim, lock or place a ghost crew member. */
function pickState(): GrogState {
  const rng = seededRng('building-pick');
  let s = advance(createGame(2, rng), rng);
  for (let i = 0; i < 3000; i++) {
    if (['claim', 'lock', 'ghostCrew'].includes(stageOf(s, 0) ?? '')) return s;
    const seat = grogEngine.deciders(s)[0] as number;
    s = advance(applyMove(s, seat, randomMove(s, seat, rng)), rng);
  }
  throw new Error('never reached');
}

function narrow(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

describe('choosing a building', () => {
  it('lists the buildings on offer beside the board on wide screens', () => {
    narrow(true);
    const G = pickState();
    const { container } = renderWithWords(<BuildingPick G={G} seat={0} send={() => {}} busy={false} />);
    expect(container.querySelector('details.building-list-more')).toBeNull();
    expect(container.querySelectorAll('.building-list button').length).toBeGreaterThan(0);
  });

  it('folds the list away on phones, so the bar leaves the board (where they are chosen) in view', () => {
    narrow(false);
    const G = pickState();
    const { container } = renderWithWords(<BuildingPick G={G} seat={0} send={() => {}} busy={false} />, 'de');
    const fold = container.querySelector('details.building-list-more');
    expect(fold).not.toBeNull();
    expect(fold?.hasAttribute('open')).toBe(false);
    expect(screen.getByText(/^Oder aus einer Liste wählen \(\d+ Gebäude\)$/)).toBeTruthy();
  });
});
