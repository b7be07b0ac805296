import { describe, expect, it } from 'vitest';
import { expectHealthy, selfPlay } from './selfplay.js';

describe('seeded random self-play, 4 players', () => {
  it('plays complete games from the legal-move generator with every invariant holding after every move', () => {
    const games = 650;
    const stats = selfPlay(4, games, 'selfplay');
    expectHealthy(stats, games);
    expect(stats.moves / games).toBeGreaterThan(20);
  });
});
