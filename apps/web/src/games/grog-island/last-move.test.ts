import { describe, expect, it } from 'vitest';
import { buildingById, type Colour } from '@harbour/grog-island/data';
import { grogEngine, type GrogState } from '@harbour/grog-island/rules';
import { EXAMPLE_DICE, afterSetup, play, withDice } from '../../test/grog-states.js';
import { byOtherSeat, changedKeys, moverOf } from './last-move.js';

/** A 3-player game at the first roll with the rulebook's dice; the starting player is to bid. */
function start(): GrogState {
  return withDice(afterSetup(3, 'last-move'), EXAMPLE_DICE);
}

describe('the last move of another seat', () => {
  it('an opening bid marks the dice it moved, the bidding spaces it filled and the goods spaces it freed', () => {
    const before = start();
    const seat = before.auction.turn;
    const row: Colour[] = ['blue', 'yellow', 'gray'];
    const after = play(before, seat, { type: 'bid', row, parrots: [] });
    expect([...changedKeys(before, after)].sort()).toEqual(
      ['die:blue', 'die:gray', 'die:yellow', 'goods:blue', 'goods:gray', 'goods:yellow', 'space:0', 'space:1', 'space:2'].sort(),
    );
    expect(moverOf(after.events.slice(before.events.length))).toBe(seat);
    expect(byOtherSeat((seat + 1) % 3)(before, after)).toBe(true);
    expect(byOtherSeat(seat)(before, after)).toBe(false);
    // A spectator sees every seat's move as another's.
    expect(byOtherSeat(null)(before, after)).toBe(true);
  });

  it('a raise that reorders the row marks only what moved', () => {
    const s0 = start();
    const first = s0.auction.turn;
    const before = play(s0, first, { type: 'bid', row: ['blue', 'yellow'], parrots: [] });
    const after = play(before, before.auction.turn, { type: 'bid', row: ['blue', 'gray', 'yellow'], parrots: [] });
    expect([...changedKeys(before, after)].sort()).toEqual(['die:gray', 'die:yellow', 'goods:gray', 'space:1', 'space:2'].sort());
  });

  it('a trade marks the ship the trade marker went on; a claim marks the building', () => {
    const s0 = start();
    const s1 = play(s0, s0.auction.turn, { type: 'bid', row: ['blue'], parrots: [] });
    const passer = s1.auction.turn;
    const s2 = play(s1, passer, { type: 'pass' });
    const trade = grogEngine.legalMoves(s2, passer).find((m) => m.type === 'trade' && m.main === 0 && m.claims === 0) ?? grogEngine.legalMoves(s2, passer)[0];
    if (!trade || trade.type !== 'trade') throw new Error('no trade');
    const s3 = play(s2, passer, trade);
    expect(changedKeys(s2, s3).has(`ship:${trade.ship}`)).toBe(true);
    const building = buildingById('yellow.swordShop')!.index;
    const claimed: GrogState = { ...s3, occupants: s3.occupants.map((o, i) => (i === building ? passer : o)) };
    expect([...changedKeys(s3, claimed)]).toEqual([`building:${building}`]);
  });

  it('nothing is by another seat when no event names a seat, or no event was added', () => {
    const s = start();
    expect(byOtherSeat(0)(s, s)).toBe(false);
    expect(changedKeys(s, s).size).toBe(0);
  });
});
