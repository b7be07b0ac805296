import { seededRng } from '@harbour/game-kit';
import { createDriver } from '@harbour/game-kit/bgio-driver';
import { describe, expect, it } from 'vitest';
import { PortRoyal } from '../src/game.js';
import { currentStage, deciders, randomMove, toAction, type PortRoyalState } from '../src/rules/index.js';

const PHASE_OF_STAGE = { discover: 'discover', repel: 'discover', afterBust: 'discover', tradeAndHire: 'tradeAndHire' } as const;

function playThroughBoardgameIo(numPlayers: number, seed: string, setupData?: unknown) {
  const driver = createDriver(PortRoyal, numPlayers, seed, setupData);
  const rng = seededRng(seed);
  let moves = 0;
  while (driver.state.ctx.gameover === undefined) {
    const { G, ctx } = driver.state;
    const seats = deciders(G);
    expect(seats, `seed ${seed}`).toHaveLength(1);
    const seat = seats[0] as number;
    const stage = currentStage(G);
    expect(stage, `seed ${seed}`).not.toBeNull();
    // Phases, turns and stages in step with the rules.
    expect(ctx.phase, `seed ${seed} move ${moves}`).toBe(PHASE_OF_STAGE[stage as keyof typeof PHASE_OF_STAGE]);
    expect(ctx.currentPlayer, `seed ${seed} move ${moves}`).toBe(String(seat));
    expect(ctx.activePlayers, `seed ${seed} move ${moves}`).toEqual({ [String(seat)]: stage });
    const { name, args } = toAction(randomMove(G, seat, rng));
    expect(driver.move(String(seat), name, args), `seed ${seed}: ${name} ${JSON.stringify(args)}`).toBe(true);
    moves++;
    expect(moves).toBeLessThan(5000);
  }
  return driver;
}

describe('Port Royal through boardgame.io', () => {
  it.each([2, 3, 4, 5])('plays complete %i-player games with phases, turns and stages in step with the rules', (n) => {
    for (let i = 0; i < 6; i++) {
      const { state } = playThroughBoardgameIo(n, `bgio-${n}-${i}`, i % 2 === 0 ? undefined : { variantEnd: true });
      const G = state.G as PortRoyalState;
      expect(G.status).toBe('over');
      expect(G.options.variantEnd).toBe(i % 2 === 1);
      expect(state.ctx.gameover).toEqual({ winners: G.result?.winners.map(String), scores: G.result?.scores.map((x) => x.points) });
    }
  });

  it('is repeatable: the same seed gives the same game, another seed another one', () => {
    const a = playThroughBoardgameIo(3, 'repeat').state.G;
    const b = playThroughBoardgameIo(3, 'repeat').state.G;
    const c = playThroughBoardgameIo(3, 'other').state.G;
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('draws with the server’s randomness only: every move runs on the server, undo is off', () => {
    for (const [name, move] of Object.entries(PortRoyal.moves ?? {})) {
      expect(typeof move === 'object' && move !== null && 'client' in move && move.client === false, name).toBe(true);
    }
    expect(PortRoyal.disableUndo).toBe(true);
  });

  it('refuses bad match options at setup', () => {
    expect(PortRoyal.validateSetupData?.({ variantEnd: 'yes' }, 2)).toMatch(/options.badValue/);
    expect(PortRoyal.validateSetupData?.({ rounds: 3 }, 2)).toMatch(/options.unknown/);
    expect(PortRoyal.validateSetupData?.({ variantEnd: true }, 2)).toBeUndefined();
    expect(PortRoyal.validateSetupData?.(undefined, 2)).toBeUndefined();
  });

  it('refuses malformed, out-of-turn and out-of-stage moves and leaves the state exactly as it was', () => {
    const driver = createDriver(PortRoyal, 3, 'bad-input');
    const before = driver.state;
    const active = String(before.G.turn.active);
    const other = String((before.G.turn.active + 1) % 3);
    const bad: [string, string, unknown[]][] = [
      [active, 'stop', []],
      [active, 'pass', []],
      [active, 'repel', []],
      [active, 'trade', [{ card: 60 }]],
      [active, 'turnUp', [{ card: 1 }]],
      [active, 'turnUp', ['x']],
      [active, 'hire', [{ card: 'all' }]],
      [active, 'fulfilExpedition', [{ card: 110, persons: [1, 1] }]],
      [active, 'nonsense', []],
      [active, 'RESET', []],
      [other, 'turnUp', []],
      ['7', 'turnUp', []],
      ['', 'turnUp', []],
    ];
    for (const [player, type, args] of bad) {
      expect(driver.move(player, type, args), `${player} ${type} ${JSON.stringify(args)}`).toBe(false);
      expect(driver.state).toBe(before);
    }
    expect(driver.move(active, 'turnUp', [])).toBe(true);
    const after = driver.state;
    expect(driver.move(other, 'stop', [])).toBe(false);
    expect(driver.state).toBe(after);
  });
});
