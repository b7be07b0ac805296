import { describe, expect, it } from 'vitest';
import { arrange, keepBidParrot, playMoves, startedGame, treasureOfValue, turnDieParrot } from '../../test/fixtures.js';
import { potentialCoinStock } from './board.js';
import { applyMove, checkMove, legalMoves } from './engine.js';
import type { GrogMove } from './moves.js';

// Phil (seat 0), Martina (seat 1), Frank (seat 2). Dice as in the rulebook's pictures, as far as the text tells.
const dice = { yellow: 3, gray: 3, orange: 1, blue: 5, green: 2 };
const table = () =>
  arrange(startedGame(3, 'bidding'), { startPlayer: 0, dice, coins: [8, 8, 8], treasureCards: [[treasureOfValue(1)], [treasureOfValue(2)], [treasureOfValue(3)]] });
const bid = (...row: GrogMove & { type: 'bid' } extends { row: infer R } ? R : never): GrogMove => ({ type: 'bid', row, parrots: [] });

describe('the opening bid (rulebook example: Phil bids 6)', () => {
  it('moves dice to the bidding spaces from the left in descending order; the pips are the bid', () => {
    const s = playMoves(table(), bid('yellow', 'green', 'orange'));
    expect(s.auction.biddingRow).toEqual(['yellow', 'green', 'orange']);
    expect(s.auction.bid).toBe(6);
    expect(s.auction.bidder).toBe(0);
    expect(s.auction.turn).toBe(1);
    expect(s.events.at(-1)).toMatchObject({ type: 'bid', seat: 0, total: 6, opening: true });
  });

  it('refuses dice out of descending order, the same die twice, an empty or over-long row', () => {
    const s = table();
    expect(checkMove(s, 0, bid('green', 'yellow'))).toEqual({
      code: 'bid.notDescending',
      params: { space: 2, colour: 'yellow', value: 3, leftColour: 'green', leftValue: 2 },
    });
    expect(checkMove(s, 0, bid('yellow', 'yellow'))?.code).toBe('bid.dieTwice');
    expect(checkMove(s, 0, bid())?.code).toBe('bid.empty');
  });

  it('lets dice with equal pips stand in either order', () => {
    expect(checkMove(table(), 0, bid('gray', 'yellow'))).toBeNull();
    expect(checkMove(table(), 0, bid('yellow', 'gray'))).toBeNull();
  });

  it('is only for the player whose turn it is', () => {
    expect(checkMove(table(), 1, bid('yellow'))).toEqual({ code: 'turn.notYours', params: { waitingFor: [0] } });
  });
});

describe('raising the bid (rulebook example: Martina raises from 6 to 8)', () => {
  it('may rearrange the dice as she likes, returning some to their goods spaces', () => {
    const s = playMoves(table(), bid('yellow', 'green', 'orange'), bid('yellow', 'gray', 'green'));
    expect(s.auction.bid).toBe(8);
    expect(s.auction.bidder).toBe(1);
    expect(s.auction.biddingRow).toEqual(['yellow', 'gray', 'green']);
  });

  it('must end higher than the current bid', () => {
    const s = playMoves(table(), bid('yellow', 'green', 'orange'));
    expect(checkMove(s, 1, bid('blue', 'orange'))).toEqual({ code: 'bid.notHigher', params: { current: 6, proposed: 6 } });
    expect(checkMove(s, 1, bid('blue'))).toEqual({ code: 'bid.notHigher', params: { current: 6, proposed: 5 } });
  });
});

describe('the potential coin stock', () => {
  it('is the coins on the coin track plus 3 per treasure card (rulebook: 6 coins and 2 cards make 12)', () => {
    const s = arrange(table(), { coins: [6, 8, 8], treasureCards: [[treasureOfValue(1), treasureOfValue(1, 1)], [], []] });
    expect(potentialCoinStock(s.players[0]!)).toBe(12);
  });

  it('caps every bid, opening or raise', () => {
    const s = arrange(table(), { coins: [6, 8, 8], treasureCards: [[treasureOfValue(1), treasureOfValue(1, 1)], [], []] });
    expect(checkMove(s, 0, bid('blue', 'yellow', 'gray', 'orange'))).toBeNull(); // 12
    expect(checkMove(s, 0, bid('blue', 'yellow', 'gray', 'green'))).toEqual({
      code: 'bid.overPotentialCoinStock',
      params: { potential: 12, proposed: 13 },
    });
  });

  it('obliges the starting player to open when any single die is affordable', () => {
    expect(checkMove(table(), 0, { type: 'pass' })).toEqual({ code: 'pass.openingBidRequired', params: { potential: 11, cheapest: 1 } });
  });

  it('lets a starting player who cannot afford any die pass; the player to the left then opens', () => {
    const poor = arrange(table(), {
      dice: { yellow: 3, gray: 3, orange: 4, blue: 5, green: 2 },
      coins: [1, 8, 8],
      treasureCards: [[], [], []],
      goods: [{}, {}, {}],
    });
    expect(checkMove(poor, 0, { type: 'pass' })).toBeNull();
    const s = applyMove(poor, 0, { type: 'pass' });
    expect(s.tasks[0]).toEqual({ kind: 'trade', seat: 0 });
    // Phil trades (no goods spaces free: he received nothing, so he may place his marker without trading).
    const marker = legalMoves(s, 0).find((m) => m.type === 'trade' && m.main === 0 && m.claims === 0);
    expect(marker).toBeDefined();
    const next = applyMove(s, 0, marker as GrogMove);
    expect(next.auction.turn).toBe(1);
    expect(checkMove(next, 1, { type: 'pass' })?.code).toBe('pass.openingBidRequired');
    expect(checkMove(next, 1, bid('green'))).toBeNull();
  });

  it('lets a raising player pass at any time', () => {
    const s = playMoves(table(), bid('yellow'));
    expect(checkMove(s, 1, { type: 'pass' })).toBeNull();
  });
});

describe('parrot cards', () => {
  it('"keep the bid": the bid stays at the same level, the dice may be rearranged', () => {
    const base = arrange(table(), { parrotCards: [[], [keepBidParrot()], []] });
    const s = playMoves(base, bid('yellow', 'green', 'orange'));
    const keep: GrogMove = { type: 'bid', row: ['blue', 'orange'], parrots: [{ card: keepBidParrot() }] };
    expect(checkMove(s, 1, keep)).toBeNull();
    const after = applyMove(s, 1, keep);
    expect(after.auction.bid).toBe(6);
    expect(after.auction.bidder).toBe(1);
    expect(after.players[1]?.parrotCards).toEqual([]);
    expect(after.box.parrot).toEqual([keepBidParrot()]);
    expect(after.events.at(-1)).toMatchObject({ type: 'bid', keptBid: true, total: 6 });
  });

  it('"keep the bid" needs a total equal to the previous bid, and a bid to keep', () => {
    const base = arrange(table(), { parrotCards: [[keepBidParrot(1)], [keepBidParrot()], []] });
    expect(checkMove(base, 0, { type: 'bid', row: ['yellow'], parrots: [{ card: keepBidParrot(1) }] })?.code).toBe('parrot.noBidToKeep');
    const s = playMoves(base, bid('yellow', 'green', 'orange'));
    expect(checkMove(s, 1, { type: 'bid', row: ['blue', 'yellow'], parrots: [{ card: keepBidParrot() }] })).toEqual({
      code: 'bid.keepBidMustEqual',
      params: { current: 6, proposed: 8 },
    });
  });

  it('"turn the die" sets the die of its colour before the bid; the die keeps the value this round', () => {
    const base = arrange(table(), { parrotCards: [[turnDieParrot('orange')], [], []] });
    const move: GrogMove = { type: 'bid', row: ['orange', 'blue'], parrots: [{ card: turnDieParrot('orange'), value: 6 }] };
    expect(checkMove(base, 0, move)).toBeNull();
    const s = applyMove(base, 0, move);
    expect(s.auction.dice.orange).toBe(6);
    expect(s.auction.bid).toBe(11);
    expect(s.events.slice(-2)).toMatchObject([{ type: 'dieTurned', colour: 'orange', value: 6 }, { type: 'bid', total: 11 }]);
  });

  it('"turn the die" does not lift the other bidding rules', () => {
    const base = arrange(table(), { parrotCards: [[turnDieParrot('orange')], [], []] });
    const move: GrogMove = { type: 'bid', row: ['blue', 'orange'], parrots: [{ card: turnDieParrot('orange'), value: 6 }] };
    expect(checkMove(base, 0, move)?.code).toBe('bid.notDescending');
    expect(checkMove(base, 0, { type: 'bid', row: ['orange'], parrots: [{ card: turnDieParrot('orange') }] })?.code).toBe('parrot.dieValue');
  });

  it('several cards may be played at once, but not two on one die, and only one\'s own', () => {
    const base = arrange(table(), { coins: [10, 8, 8], parrotCards: [[turnDieParrot('orange'), turnDieParrot('orange', 1), turnDieParrot('green')], [], []] });
    const two: GrogMove = {
      type: 'bid',
      row: ['orange', 'green'],
      parrots: [{ card: turnDieParrot('orange'), value: 6 }, { card: turnDieParrot('green'), value: 6 }],
    };
    expect(checkMove(base, 0, two)).toBeNull();
    expect(applyMove(base, 0, two).auction.bid).toBe(12);
    const sameDie: GrogMove = {
      type: 'bid',
      row: ['orange'],
      parrots: [{ card: turnDieParrot('orange'), value: 6 }, { card: turnDieParrot('orange', 1), value: 5 }],
    };
    expect(checkMove(base, 0, sameDie)?.code).toBe('parrot.sameDieTwice');
    expect(checkMove(base, 0, { type: 'bid', row: ['blue'], parrots: [{ card: turnDieParrot('blue'), value: 2 }] })?.code).toBe('parrot.notYours');
  });
});

describe('turn order', () => {
  it('runs clockwise over the players who have not passed', () => {
    let s = playMoves(table(), bid('yellow'));
    expect(s.auction.turn).toBe(1);
    s = playMoves(s, { type: 'pass' });
    const trade = legalMoves(s, 1)[0] as GrogMove;
    s = applyMove(s, 1, trade);
    expect(s.auction.turn).toBe(2);
    s = playMoves(s, bid('blue'));
    expect(s.auction.turn).toBe(0);
    s = playMoves(s, bid('blue', 'yellow'));
    expect(s.auction.turn).toBe(2);
  });
});

describe('the legal bids', () => {
  it('are all accepted, and include every row without parrot cards', () => {
    const s = arrange(table(), { parrotCards: [[keepBidParrot(), turnDieParrot('gray')], [], []] });
    const moves = legalMoves(s, 0);
    for (const m of moves) expect(checkMove(s, 0, m), JSON.stringify(m)).toBeNull();
    const plain = moves.filter((m) => m.type === 'bid' && m.parrots.length === 0).map((m) => (m.type === 'bid' ? m.row.join() : ''));
    // Brute force over every ordering of every set of dice: descending, total within 1..11 (8 coins + 1 treasure card).
    const colours = Object.keys(dice) as (keyof typeof dice)[];
    const expected = new Set<string>();
    const permute = (row: (keyof typeof dice)[]): void => {
      const total = row.reduce((sum, c) => sum + dice[c], 0);
      if (row.length > 0 && total <= 11 && row.every((c, i) => i === 0 || dice[c] <= dice[row[i - 1]!])) expected.add(row.join());
      for (const c of colours) if (!row.includes(c)) permute([...row, c]);
    };
    permute([]);
    expect(new Set(plain)).toEqual(expected);
    expect(plain).toHaveLength(expected.size);
    expect(moves.some((m) => m.type === 'pass')).toBe(false);
  });
});
