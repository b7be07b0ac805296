import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { GAME_MODULES } from '@harbour/games';
import { grogEngine, type GrogState } from '@harbour/grog-island';
import { hintWith } from './hint.js';

describe('a hint computed for a seat', () => {
  it('carries why fewer moves were weighed: a bidder whose every bid is above its capital may only pass (or open)', () => {
    const rng = seededRng('left-out');
    let s = grogEngine.setup(2, rng);
    while (s.status === 'setup') {
      const seat = grogEngine.deciders(s)[0] as number;
      s = grogEngine.apply(s, seat, grogEngine.legalMoves(s, seat)[0] as never, rng);
    }
    const seat = grogEngine.deciders(s)[0] as number;
    // No coins, and three treasure cards worth 1 each (from the deck): the potential coin stock (cards
    // at 3) allows bids up to 9, the real capital pays 3 at most.
    const poor: GrogState = JSON.parse(JSON.stringify(s));
    const player = poor.players[seat] as GrogState['players'][number];
    poor.decks.treasure.push(...player.treasureCards);
    player.coins = 0;
    player.treasureCards = poor.decks.treasure.filter((c) => c < 10).slice(0, 3);
    poor.decks.treasure = poor.decks.treasure.filter((c) => !player.treasureCards.includes(c));
    poor.decks.parrot.push(...player.parrotCards);
    player.parrotCards = [];
    for (const colour of Object.keys(poor.auction.dice) as (keyof GrogState['auction']['dice'])[]) poor.auction.dice[colour] = 4;
    const result = hintWith(GAME_MODULES, { gameName: 'grog-island', view: grogEngine.view(poor, seat), seat });
    expect(grogEngine.legalMoves(poor, seat).filter((m) => m.type === 'bid').length).toBeGreaterThan(2);
    expect(result.moves.length).toBeLessThan(3);
    expect(result.leftOut?.code).toBe('leftOutUnaffordable');
    expect(result.leftOut?.params?.capital).toBe(3);
  });
});
