import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { RumAndPirates } from '../src/game.js';
import { currentStage, deciders, randomMove, toAction, type RumState } from '../src/rules/index.js';
import { createDriver } from './bgio-driver.js';
import { invariantProblems } from './invariants.js';

function playThroughBoardgameIo(numPlayers: number, seed: string) {
  const driver = createDriver(RumAndPirates, numPlayers, seed);
  const rng = seededRng(seed);
  let moves = 0;
  while (driver.state.ctx.gameover === undefined) {
    const { G, ctx } = driver.state;
    const seats = deciders(G);
    expect(seats.length, `seed ${seed}: someone must decide`).toBe(1);
    const seat = seats[0] as number;
    const stage = currentStage(G);
    expect(ctx.activePlayers, `seed ${seed}`).toEqual({ [String(seat)]: stage });
    expect(ctx.phase).toBe(G.status);
    if (G.status === 'action') expect(ctx.currentPlayer).toBe(String(G.turn?.seat));
    const { name, args } = toAction(randomMove(G, seat, rng));
    expect(driver.move(String(seat), name, args), `seed ${seed}: ${name} ${JSON.stringify(args)}`).toBe(true);
    expect(invariantProblems(driver.state.G), `seed ${seed}`).toEqual([]);
    moves++;
    expect(moves).toBeLessThan(5000);
  }
  return driver.state as { G: RumState; ctx: typeof driver.state.ctx };
}

describe('Rum & Pirates through boardgame.io', () => {
  it.each([2, 3, 4, 5])('plays complete %i-player games with phases, turns and stages in step with the rules', (n) => {
    for (let i = 0; i < 6; i++) {
      const { G, ctx } = playThroughBoardgameIo(n, `bgio-${n}-${i}`);
      expect(G.status).toBe('over');
      expect(G.round).toBe(5);
      expect(ctx.gameover).toEqual({ winners: G.result?.winners.map(String), scores: G.result?.scores.map((x) => x.total) });
    }
  });
});
