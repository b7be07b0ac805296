import { seededRng } from '@harbour/game-kit';
import { createDriver } from '@harbour/game-kit/bgio-driver';
import { describe, expect, it } from 'vitest';
import { GrogIsland } from '../src/game.js';
import { currentStage, deciders, randomMove, toAction, type GrogState } from '../src/rules/index.js';

function playThroughBoardgameIo(numPlayers: number, seed: string) {
  const driver = createDriver(GrogIsland, numPlayers, seed);
  const rng = seededRng(seed);
  let moves = 0;
  while (driver.state.ctx.gameover === undefined) {
    const { G, ctx } = driver.state;
    const seats = deciders(G);
    expect(seats.length, `seed ${seed}: someone must decide`).toBeGreaterThan(0);
    const stage = currentStage(G);
    for (const seat of seats) expect(ctx.activePlayers?.[String(seat)], `seed ${seed}`).toBe(stage);
    if (ctx.phase === 'auctionRound') expect(ctx.currentPlayer).toBe(String(seats[0]));
    else expect(ctx.phase).toBe('setup');
    const seat = seats[0] as number;
    const { name, args } = toAction(randomMove(G, seat, rng));
    expect(driver.move(String(seat), name, args), `seed ${seed}: ${name} ${JSON.stringify(args)}`).toBe(true);
    moves++;
    expect(moves).toBeLessThan(5000);
  }
  return driver.state as { G: GrogState; ctx: typeof driver.state.ctx };
}

describe('Grog Island through boardgame.io', () => {
  it.each([2, 3, 4])('plays complete %i-player games with phases, turns and stages in step with the rules', (n) => {
    for (let i = 0; i < 8; i++) {
      const { G, ctx } = playThroughBoardgameIo(n, `bgio-${n}-${i}`);
      expect(G.status).toBe('over');
      expect(ctx.gameover).toEqual({
        winners: G.result?.winners.map(String),
        scores: G.result?.scores.map((x) => x.total),
      });
    }
  });

  it('is repeatable: the same seed gives the same game', () => {
    const a = playThroughBoardgameIo(3, 'repeat');
    const b = playThroughBoardgameIo(3, 'repeat');
    expect(b.G).toEqual(a.G);
  });

  it('refuses malformed, out-of-turn and out-of-stage moves and leaves the state exactly as it was', () => {
    const driver = createDriver(GrogIsland, 3, 'bad-input');
    const before = driver.state;
    const dealt = before.G.players[0]?.setup?.dealt ?? [];
    const bad: [string, string, unknown[]][] = [
      ['0', 'chooseSetup', []],
      ['0', 'chooseSetup', [{ keep: dealt.slice(0, 3), goods: 'yellow' }]],
      ['0', 'chooseSetup', [{ keep: dealt.slice(0, 4), goods: 'purple' }]],
      ['0', 'chooseSetup', [{ keep: [99, 98, 97, 96], goods: 'gray' }]],
      ['0', 'chooseSetup', [{ keep: dealt.slice(0, 4), goods: 'gray', extra: 1 }]],
      ['0', 'chooseSetup', [{ keep: dealt.slice(0, 4), goods: 'gray' }, 'second argument']],
      ['0', 'chooseSetup', ['a string']],
      ['0', 'chooseSetup', [null]],
      ['0', 'bid', [{ row: ['yellow'] }]],
      ['0', 'RESET', []],
      ['7', 'chooseSetup', [{ keep: dealt.slice(0, 4), goods: 'gray' }]],
      ['1', 'chooseSetup', [{ keep: dealt.slice(0, 4), goods: 'gray' }]],
    ];
    for (const [player, type, args] of bad) {
      expect(driver.move(player, type, args), `${type} ${JSON.stringify(args)}`).toBe(false);
      expect(driver.state).toBe(before);
    }
    expect(driver.move('0', 'chooseSetup', [{ keep: dealt.slice(0, 4), goods: 'gray' }])).toBe(true);
    const after = driver.state;
    expect(driver.move('0', 'chooseSetup', [{ keep: dealt.slice(2, 6), goods: 'blue' }])).toBe(false);
    expect(driver.state).toBe(after);
  });
});
