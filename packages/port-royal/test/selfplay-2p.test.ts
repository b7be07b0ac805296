import { describe, expect, it } from 'vitest';
import { randomGame } from './selfplay.js';

describe('seeded random self-play, 2 players', () => {
  it('keeps every invariant after every move of 500 complete games', () => {
    let moves = 0;
    for (let g = 0; g < 500; g++) moves += randomGame(2, `selfplay-2p-${g}`);
    expect(moves).toBeGreaterThan(500 * 50);
  });
});
