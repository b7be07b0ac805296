// A bot thread of one lane (bots/pool.ts): computes moves for the bot runner, hints, or parts of match reviews (review-part.ts), so that
// a thinking bot never blocks the server's event loop. It loads the game catalogue (or, for tests, the module named in workerData.modules).
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { GameModule } from '@harbour/game-kit';
import { GAME_MODULES } from '@harbour/games';
import { reviewPartWith, type ReviewPartRequest } from './review-part.js';
import { chooseWith } from './choose.js';
import { hintWith } from './hint.js';
import type { BotRequest, HintRequest } from './types.js';

const data = (workerData ?? {}) as { modules?: string; nice?: number };
// Hint and review threads give way to bot moves (Linux sets a thread's own niceness; elsewhere this may fail and is left).
if (data.nice !== undefined && data.nice > 0) {
  try {
    setPriority(0, data.nice);
  } catch {
    // Not permitted or not supported: the thread runs at the process's priority.
  }
}
const modules: readonly GameModule[] = data.modules ? ((await import(data.modules)) as { GAME_MODULES: GameModule[] }).GAME_MODULES : GAME_MODULES;

parentPort?.on('message', (message: { id: number; move: BotRequest } | { id: number; hint: HintRequest } | { id: number; review: ReviewPartRequest }) => {
  try {
    if ('hint' in message) parentPort?.postMessage({ id: message.id, ok: true, result: hintWith(modules, message.hint) });
    else if ('review' in message) parentPort?.postMessage({ id: message.id, ok: true, result: reviewPartWith(modules, message.review) });
    else parentPort?.postMessage({ id: message.id, ok: true, result: chooseWith(modules, message.move) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort?.postMessage({ ready: true });
