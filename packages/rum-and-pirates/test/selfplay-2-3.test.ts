import { describe, expect, it } from 'vitest';
import { EXPECTED_EVENTS, selfPlaySuite } from './selfplay.js';

describe('seeded random self-play (2 and 3 players)', () => {
  it('plays 1,100 complete games with pirates, tiles, rum and coins conserved after every move', () => {
    const seen = selfPlaySuite([2, 3], 550, 'sp');
    for (const type of EXPECTED_EVENTS) expect(seen.get(type) ?? 0, type).toBeGreaterThan(0);
  });
});
