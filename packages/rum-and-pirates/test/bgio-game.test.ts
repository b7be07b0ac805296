import { seededRng } from '@harbour/game-kit';
import { createDriver } from '@harbour/game-kit/bgio-driver';
import { describe, expect, it } from 'vitest';
import { RumAndPirates } from '../src/game.js';
import { currentStage, deciders, randomMove, toAction, type RumState } from '../src/rules/index.js';
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

describe('boardgame.io refuses bad input and leaves the state exactly as it was', () => {
  it('refuses malformed, out-of-turn and out-of-stage moves', () => {
    const driver = createDriver(RumAndPirates, 3, 'bad-input');
    const before = driver.state;
    const seat = String(before.G.turn?.seat);
    const other = String(((before.G.turn?.seat ?? 0) + 1) % 3);
    const hq = before.G.captain;
    const alley = before.G.board.fieldAlleys[hq]?.[0] as number;
    const far = before.G.board.alleys.findIndex((a) => a.a !== hq && a.b !== hq);
    const bad: [string, string, unknown[]][] = [
      [seat, 'move', []],
      [seat, 'move', [{}]],
      [seat, 'move', [{ alley: 'one' }]],
      [seat, 'move', [{ alley: -1 }]],
      [seat, 'move', [{ alley: 1.5 }]],
      [seat, 'move', [{ alley, extra: true }]],
      [seat, 'move', [{ alley }, 'second argument']],
      [seat, 'move', [null]],
      [seat, 'move', ['a string']],
      [seat, 'move', [{ alley: far }]],
      [seat, 'moveDark', [{ exit: 0, entry: 0 }]],
      [seat, 'rest', [{ coins: 1 }]],
      [seat, 'takeCoin', []],
      [seat, 'endTurn', []],
      [seat, 'keepSupplies', []],
      [seat, 'joinTavern', []],
      [seat, 'reroll', []],
      [seat, 'townWatch', [{ size: 'medium' }]],
      [seat, 'noSuchMove', []],
      [seat, 'RESET', []],
      [other, 'move', [{ alley }]],
      [other, 'goOnBoard', []],
      ['7', 'move', [{ alley }]],
    ];
    for (const [player, type, args] of bad) {
      expect(driver.move(player, type, args), `${player} ${type} ${JSON.stringify(args)}`).toBe(false);
      expect(driver.state).toBe(before);
    }
    expect(driver.move(seat, 'move', [{ alley }])).toBe(true);
    const after = driver.state;
    expect(driver.move(seat, 'rest', [])).toBe(false);
    expect(driver.move(seat, 'goOnBoard', [])).toBe(false);
    expect(driver.state).toBe(after);
  });

  it('is repeatable: the same seed gives the same game', () => {
    const a = playThroughBoardgameIo(3, 'repeat');
    const b = playThroughBoardgameIo(3, 'repeat');
    expect(b.G).toEqual(a.G);
  });
});
