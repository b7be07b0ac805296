import { describe, expect, it } from 'vitest';
import { alley, game } from '../../test/fixtures.js';
import { cheapestOption, compareCost, spendsLastPirates } from './cheapest.js';
import type { MoveOption } from './movement.js';

const along = (alleyIndex: number, pirates: number, coins: number): MoveOption => ({ kind: 'alley', alley: alleyIndex, to: 5, pirates, coins });
const dark = (pirates: number, coins: number): MoveOption => ({ kind: 'dark', exit: 1, entry: 2, to: 5, pirates, coins });

describe('the cheapest move of the captain', () => {
  it('costs the fewest coins, then the fewest pirates, and goes along an alley rather than through dark alleys', () => {
    expect(cheapestOption([along(1, 3, 1), along(2, 1, 1), dark(2, 0)])).toEqual(dark(2, 0));
    expect(cheapestOption([along(1, 3, 1), along(2, 1, 1)])).toEqual(along(2, 1, 1));
    expect(cheapestOption([dark(2, 1), along(4, 2, 1)])).toEqual(along(4, 2, 1));
    // Equals: the first one.
    expect(cheapestOption([along(7, 2, 0), along(8, 2, 0)])).toEqual(along(7, 2, 0));
    expect(cheapestOption([])).toBeNull();
    expect(compareCost(along(1, 2, 0), along(2, 2, 0))).toBe(0);
  });

  it('says when a move would spend the last pirates in hand', () => {
    const s = game(2, { startPlayer: 0 });
    const a = alley(s, '1.headquarters', '1.coin');
    (s.players[0] as { hand: number }).hand = 1;
    expect(spendsLastPirates(s, 0, along(a, 1, 0))).toBe(true);
    (s.players[0] as { hand: number }).hand = 2;
    expect(spendsLastPirates(s, 0, along(a, 1, 0))).toBe(false);
    expect(spendsLastPirates(s, 0, dark(2, 1))).toBe(true);
  });
});
