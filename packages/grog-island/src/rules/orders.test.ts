import { describe, expect, it } from 'vitest';
import { arrange, goods, keepBidParrot, playMoves, startedGame, turnDieParrot } from '../../test/fixtures.js';
import { describeOrder } from '../automation.js';
import { checkMove, stageOf } from './engine.js';
import { orderMove, orderStands, parseOrder, type GrogOrder } from './orders.js';

const dice = { yellow: 3, gray: 2, orange: 1, blue: 5, green: 2 };
/** Seat 0 opened with 3 (yellow); seat 1 decides next. */
const opened = () => {
  const s = arrange(startedGame(3, 'bidding'), { startPlayer: 0, dice, coins: [8, 8, 8], treasureCards: [[], [], []], parrotCards: [[], [], []], goods: [{}, { yellow: 1, gray: 3 }, {}] });
  return playMoves(s, { type: 'bid', row: ['yellow'], parrots: [] });
};
const order = (limit: number, extra: Partial<GrogOrder> = {}): GrogOrder => ({ kind: 'bidLimit', round: opened().auction.round, limit, ...extra });

describe('a bidding limit', () => {
  it('passes when staying in would need more than the limit, and otherwise asks', () => {
    const s = opened();
    expect(stageOf(s, 1)).toBe('bid');
    expect(orderMove(s, 1, order(3))).toEqual({ type: 'pass' });
    expect(orderMove(s, 1, order(4))).toBe('ask');
  });

  it('passes or asks the same whatever the seat\u2019s secret parrot cards', () => {
    // A keep-the-bid card would keep seat 1 in at 3, a turned die not below 4: neither counts.
    for (const parrotCards of [[], [keepBidParrot()], [turnDieParrot('orange')], [keepBidParrot(), turnDieParrot('yellow')]]) {
      const s = arrange(opened(), { parrotCards: [[], parrotCards, []] });
      for (const limit of [2, 3, 4, 5]) expect(orderMove(s, 1, order(limit)), `limit ${limit}, cards ${parrotCards.join()}`).toEqual(orderMove(opened(), 1, order(limit)));
    }
    expect(orderMove(opened(), 1, order(3))).toEqual({ type: 'pass' });
  });

  it('then trades as preferred, and ends with the auction round', () => {
    const o = order(3, { trade: { ships: ['coins2', 'coins3'], spend: 'most', keep: [] } });
    const passed = playMoves(opened(), { type: 'pass' });
    expect(stageOf(passed, 1)).toBe('trade');
    const move = orderMove(passed, 1, o);
    expect(move).not.toBe('ask');
    expect(checkMove(passed, 1, move as Exclude<typeof move, 'ask'>)).toBeNull();
    expect(move).toMatchObject({ type: 'trade', claims: 0 });
    expect(orderStands(passed, 1, o)).toBe(true);
    expect(orderStands(passed, 1, { ...o, round: o.round + 1 })).toBe(false);
    expect(orderMove(passed, 1, { ...o, round: o.round + 1 })).toBe('ask');
    // Without a trade preference the seat is asked for its trade, and the order is done.
    expect(orderMove(passed, 1, order(3))).toBe('ask');
    expect(orderStands(passed, 1, order(3))).toBe(false);
  });

  it('does not pass for the player whose opening bid is compulsory', () => {
    const s = arrange(startedGame(3, 'bidding'), { startPlayer: 0, dice, coins: [8, 8, 8] });
    expect(orderMove(s, 0, { kind: 'bidLimit', round: s.auction.round, limit: 0 })).toBe('ask');
  });

  it('is validated as it comes from the network', () => {
    expect(parseOrder({ kind: 'bidLimit', round: 2, limit: 6 })).toEqual({ ok: true, order: { kind: 'bidLimit', round: 2, limit: 6 } });
    expect(parseOrder({ kind: 'bidLimit', round: 2, limit: 6, trade: { ships: ['goal'], spend: 'least' } })).toMatchObject({ ok: true, order: { trade: { keep: [] } } });
    for (const bad of [null, 'pass', { kind: 'bidLimit', round: 2, limit: -1 }, { kind: 'bidLimit', round: 2, limit: 6, extra: 1 }, { kind: 'bidLimit', round: 2, limit: 6, trade: { ships: ['goal', 'goal'], spend: 'most' } }, { kind: 'bidLimit', round: 2, limit: 6, trade: { ships: ['yacht'], spend: 'most' } }]) {
      const parsed = parseOrder(bad);
      expect(parsed.ok, JSON.stringify(bad)).toBe(false);
      if (!parsed.ok) expect(parsed.refusal.code).toBe('order.invalid');
    }
  });

  it('is described in a few words in English and German', () => {
    const o: GrogOrder = { kind: 'bidLimit', round: 3, limit: 6, trade: { ships: ['coins2', 'treasure'], spend: 'least', keep: ['orange'] } };
    expect(describeOrder(o, 'en')).toBe('pass when staying in would need more than 6 coins; then trade with the first free of: 1. the 2-coin ship, 2. the treasure-card ship, giving as few tiles as possible, never giving grog 3 for 1');
    expect(describeOrder({ kind: 'bidLimit', round: 3, limit: 6 }, 'de')).toBe('passen, sobald Mitbieten mehr als 6 Münzen erfordern würde');
    // The ships in the order they are tried, the seat's order (not the table's).
    expect(describeOrder({ ...o, trade: { ships: ['goal', 'coins2'], spend: 'most', keep: [] } }, 'de')).toBe('passen, sobald Mitbieten mehr als 6 Münzen erfordern würde; dann mit dem ersten freien Schiff handeln, in dieser Reihenfolge: 1. dem Zielkarten-Schiff, 2. dem 2-Münzen-Schiff, so viele Plättchen wie es nimmt');
    expect(describeOrder({ ...o, trade: { ships: ['parrot'], spend: 'most', keep: [] } }, 'en')).toBe('pass when staying in would need more than 6 coins; then trade with the parrot-card ship, giving as many tiles as it takes');
  });
});
