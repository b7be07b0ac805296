import { describe, expect, it } from 'vitest';
import { EXPECTED_EVENTS, selfPlaySuite } from './selfplay.js';

describe('seeded random self-play (4 and 5 players)', () => {
  it('plays 1,000 complete games with pirates, tiles, rum and coins conserved after every move', () => {
    const seen = selfPlaySuite([4, 5], 500, 'sp');
    for (const type of EXPECTED_EVENTS) expect(seen.get(type) ?? 0, type).toBeGreaterThan(0);
  });
});
