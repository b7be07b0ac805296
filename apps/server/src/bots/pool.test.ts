import { HINT_QUEUE_MAX } from '@harbour/protocol';
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
