import type { GameModule } from '@harbour/game-kit';
import { createDriver } from '@harbour/game-kit/bgio-driver';
import { GAME_MODULES } from '@harbour/games';
import { HINT_QUEUE_MAX } from '@harbour/protocol';
import type { State } from 'boardgame.io';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { HintsBusyError } from './hint.js';
import { WorkerChooser } from './pool.js';

describe('the bot threads\' queue of hints', () => {
  it('holds at most HINT_QUEUE_MAX waiting hints and refuses more at once (a stranger cannot pile up work); bot moves are not counted against it', async () => {
    // No thread: everything waits, which is what a busy pool looks like.
    const pool = new WorkerChooser(0, pino({ level: 'silent' }));
    const request = { gameName: 'grog-island', view: {}, seat: 0 };
    const waiting = Array.from({ length: HINT_QUEUE_MAX }, () => pool.hint(request).catch((e: Error) => e));
    await expect(pool.hint(request)).rejects.toBeInstanceOf(HintsBusyError);
    const move = pool.choose({ gameName: 'grog-island', level: 'easy', view: {}, seat: 0, seed: 's' }).catch((e: Error) => e);
    await pool.close();
    for (const w of [...waiting, move]) expect(((await w) as Error).message).toBe('bots are stopped');
  });
});

describe('the bot threads', () => {
  it('take a waiting bot move before a review part (background work), and do both', async () => {
    const grog = GAME_MODULES.find((m) => m.name === 'grog-island') as GameModule;
    const driver = createDriver(grog.game, 2, 'pool');
    const pool = new WorkerChooser(1, pino({ level: 'silent' }));
    try {
      const order: string[] = [];
      // Both asked before the thread is ready: the review first, the bot move second.
      const review = pool
        .review({ gameName: 'grog-island', initial: driver.state as State, actions: [], from: 1, to: 1, before: null, playouts: 1, iterations: 1 })
        .then((r) => (order.push('review'), r));
      const move = pool.choose({ gameName: 'grog-island', level: 'easy', view: grog.engine.view(driver.state.G, 0), seat: 0, seed: 's' }).then((a) => (order.push('bot'), a));
      const [part, action] = await Promise.all([review, move]);
      expect(order).toEqual(['bot', 'review']);
      expect(part.startChances).toHaveLength(2);
      expect(action.name).toBe('chooseSetup');
    } finally {
      await pool.close();
    }
  }, 30_000);
});
