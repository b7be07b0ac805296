import type { GameModule } from '@harbour/game-kit';
import { createDriver } from '@harbour/game-kit/bgio-driver';
import { GAME_MODULES } from '@harbour/games';
import { HINT_QUEUE_MAX } from '@harbour/protocol';
import type { State } from 'boardgame.io';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { HintsBusyError } from './hint.js';
import { fakeThreads } from '../testing/fake-threads.js';
import { WorkerChooser } from './pool.js';

describe('the bot threads\' queue of hints', () => {
  it('holds at most HINT_QUEUE_MAX waiting hints and refuses more at once (a stranger cannot pile up work); bot moves are not counted against it', async () => {
    // No thread: everything waits, which is what a busy pool looks like.
    const pool = new WorkerChooser({ threads: { move: 0, hint: 0, review: 0 }, log: pino({ level: 'silent' }) });
    const request = { gameName: 'grog-island', view: {}, seat: 0 };
    const waiting = Array.from({ length: HINT_QUEUE_MAX }, () => pool.hint(request).catch((e: Error) => e));
    await expect(pool.hint(request)).rejects.toBeInstanceOf(HintsBusyError);
    const move = pool.choose({ gameName: 'grog-island', level: 'easy', view: {}, seat: 0, seed: 's' }).catch((e: Error) => e);
    await pool.close();
    for (const w of [...waiting, move]) expect(((await w) as Error).message).toBe('bots are stopped');
  });
});

describe('the bot threads\' lanes (issue 35: a flood of hints delayed other matches\' bot moves)', () => {
  const log = pino({ level: 'silent' });
  const move = { gameName: 'grog-island', level: 'easy', view: {}, seat: 0, seed: 's' };
  const hint = { gameName: 'grog-island', view: {}, seat: 0 };
  const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('send a bot move to a thread at once while every hint thread is busy and hints wait', async () => {
    const fake = fakeThreads();
    const pool = new WorkerChooser({ threads: { move: 1, hint: 1, review: 1 }, log, spawn: fake.spawn });
    try {
      await settled();
      const hints = Array.from({ length: HINT_QUEUE_MAX + 1 }, () => pool.hint(hint));
      await expect(pool.hint(hint)).rejects.toBeInstanceOf(HintsBusyError);
      const review = pool.review({ gameName: 'grog-island', initial: {} as State, actions: [], from: 1, to: 1, before: null });
      const chosen = pool.choose(move);
      await settled();
      // The move is with a thread now, not behind the hints nor the review part.
      const moveThread = fake.threads.find((t) => t.received.some((r) => r.move !== undefined));
      expect(moveThread).toBeDefined();
      expect(moveThread?.received).toHaveLength(1);
      moveThread?.answer({ name: 'chooseSetup', args: [] });
      expect(await chosen).toEqual({ name: 'chooseSetup', args: [] });
      // The hints are still where they were: one with its thread, the rest waiting.
      expect(fake.threads.flatMap((t) => t.received).filter((r) => r.hint !== undefined)).toHaveLength(1);
      void review.catch(() => undefined);
      for (const h of hints) void h.catch(() => undefined);
    } finally {
      await pool.close();
    }
  });

  it('never give a hint or a review part a bot move\'s thread, even when it is idle', async () => {
    const fake = fakeThreads();
    const pool = new WorkerChooser({ threads: { move: 2, hint: 1, review: 1 }, log, spawn: fake.spawn });
    try {
      await settled();
      const waiting = [pool.hint(hint), pool.hint(hint), pool.review({ gameName: 'grog-island', initial: {} as State, actions: [], from: 1, to: 1, before: null })];
      await settled();
      const received = fake.threads.map((t) => t.received.map((r) => Object.keys(r).find((k) => k !== 'id')));
      // Two threads for moves (idle), one hint running and one waiting, one review part running.
      expect(received.filter((r) => r.length === 0)).toHaveLength(2);
      expect(received.flat().sort()).toEqual(['hint', 'review']);
      for (const w of waiting) void w.catch(() => undefined);
    } finally {
      await pool.close();
    }
  });
});

describe('the bot threads', () => {
  it('compute a bot move and a review part in threads of their own', async () => {
    const grog = GAME_MODULES.find((m) => m.name === 'grog-island') as GameModule;
    const driver = createDriver(grog.game, 2, 'pool');
    const pool = new WorkerChooser({ threads: { move: 1, hint: 1, review: 1 }, log: pino({ level: 'silent' }) });
    try {
      const review = pool.review({ gameName: 'grog-island', initial: driver.state as State, actions: [], from: 1, to: 1, before: null, playouts: 1, iterations: 1 });
      const move = pool.choose({ gameName: 'grog-island', level: 'easy', view: grog.engine.view(driver.state.G, 0), seat: 0, seed: 's' });
      const [part, action] = await Promise.all([review, move]);
      expect(part.startChances).toHaveLength(2);
      expect(action.name).toBe('chooseSetup');
    } finally {
      await pool.close();
    }
  }, 30_000);
});
