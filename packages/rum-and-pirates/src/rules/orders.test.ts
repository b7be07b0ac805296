import { describe, expect, it } from 'vitest';
import { TILES } from '../data.js';
import { act, arrivedAt, dice, game } from '../../test/fixtures.js';
import { describeOrder } from '../automation.js';
import { currentStage, deciders } from './engine.js';
import { orderMove, orderStands, parseOrder, type RumOrder } from './orders.js';
import type { RumState } from './state.js';

const blue = TILES.filter((t) => t.kind === 'tavern' && t.colour === 'blue').map((t) => t.id);

/** Three players; seat 0 opened the blue tavern; seat 1 is asked whether to join. */
function asked(): RumState {
  const s = game(3);
  s.display.tavern = [blue[0] as number, blue[1] as number, ...s.display.tavern.slice(2)];
  arrivedAt(s, '5.tavern', 0);
  return act(s, 0, { type: 'visitTavern' });
}

const order = (o: Partial<RumOrder>): RumOrder => ({ kind: 'contests', rerollBelow: {}, ...o });

describe('orders for contests and the scuffle', () => {
  it('join or stay out of a drinking contest on another player\u2019s turn', () => {
    const s = asked();
    expect([deciders(s), currentStage(s)]).toEqual([[1], 'joinTavern']);
    expect(orderMove(s, 1, order({ tavern: 'join' }))).toEqual({ type: 'joinTavern' });
    expect(orderMove(s, 1, order({ tavern: 'decline' }))).toEqual({ type: 'declineTavern' });
    expect(orderMove(s, 1, order({}))).toBe('ask');
  });

  it('decides at once whatever the seat\u2019s secret coins: joining without a coin left, it stays out', () => {
    const s = asked();
    const withCoins = (coins: number): RumState => ({ ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, coins } : p)) });
    for (const tavern of ['join', 'decline'] as const) {
      for (const coins of [0, 1, 2, 5]) {
        const move = orderMove(withCoins(coins), 1, order({ tavern }));
        // The table sees the same thing either way: the seat answers at once, never asked (no clock).
        expect(move, `${tavern} with ${coins} coins`).not.toBe('ask');
        expect(move).toEqual({ type: tavern === 'join' && coins > 0 ? 'joinTavern' : 'declineTavern' });
      }
    }
  });

  it('spend rum on a re-roll of a roll below the value, keep one at or above it', () => {
    let s = asked();
    s = { ...s, players: s.players.map((p) => ({ ...p, rum: 2 })) };
    s = act(s, 1, { type: 'declineTavern' });
    s = act(s, 2, { type: 'declineTavern' }, dice());
    // Nobody joined: no roll. Join with seat 2 instead, and roll a 2 for the mover.
    let t = asked();
    t = { ...t, players: t.players.map((p) => ({ ...p, rum: 2 })) };
    t = act(t, 1, { type: 'declineTavern' });
    t = act(t, 2, { type: 'joinTavern' }, dice(2));
    expect([deciders(t), currentStage(t), t.roll?.value]).toEqual([[0], 'reroll', 2]);
    expect(orderMove(t, 0, order({ rerollBelow: { tavern: 4 } }))).toEqual({ type: 'reroll' });
    expect(orderMove(t, 0, order({ rerollBelow: { tavern: 2 } }))).toEqual({ type: 'keepRoll' });
    expect(orderMove(t, 0, order({ rerollBelow: { scuffle: 6 } }))).toBe('ask');
    expect(orderMove(s, 0, order({ rerollBelow: { tavern: 4 } }))).toBe('ask');
    expect(orderStands(t, 0, order({}))).toBe(true);
  });

  it('is validated as it comes from the network', () => {
    expect(parseOrder({ kind: 'contests', tavern: 'join' })).toEqual({ ok: true, order: { kind: 'contests', tavern: 'join', rerollBelow: {} } });
    for (const bad of [null, { kind: 'contests', tavern: 'maybe' }, { kind: 'contests', rerollBelow: { scuffle: 9 } }, { kind: 'contests', rerollBelow: { dice: 3 } }, { kind: 'other' }]) {
      const parsed = parseOrder(bad);
      expect(parsed.ok, JSON.stringify(bad)).toBe(false);
      if (!parsed.ok) expect(parsed.refusal.code).toBe('order.invalid');
    }
  });

  it('is described in a few words in English and German', () => {
    const o = order({ tavern: 'join', rerollBelow: { tavern: 4, scuffle: 3 } });
    expect(describeOrder(o, 'en')).toBe('join every drinking contest; spend rum to re-roll a tavern roll below 4 and a scuffle roll below 3');
    expect(describeOrder(o, 'de')).toBe('bei jedem Würfelkampf mitmachen; für ein Rum-Fass neu würfeln: Würfelkampf unter 4 und Rangelei unter 3');
    expect(describeOrder(order({}), 'en')).toBe('no orders');
  });
});
