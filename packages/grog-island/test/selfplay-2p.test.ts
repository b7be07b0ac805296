import { describe, expect, it } from 'vitest';
import { expectHealthy, selfPlay } from './selfplay.js';

describe('seeded random self-play, 2 players', () => {
  it('plays complete games from the legal-move generator with every invariant holding after every move', () => {
    const games = 700;
    const stats = selfPlay(2, games, 'selfplay');
    expectHealthy(stats, games);
    expect(stats.moves / games).toBeGreaterThan(20);
  });
});
