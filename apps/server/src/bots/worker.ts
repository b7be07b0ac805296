// A bot thread: computes moves for the bot runner (and parts of match reviews, review/part.ts) so that a
// thinking bot never blocks the server's event loop. It loads the game catalogue (or, for tests, the module named in workerData.modules).
import { parentPort, workerData } from 'node:worker_threads';
import type { GameModule } from '@harbour/game-kit';
import { GAME_MODULES } from '@harbour/games';
import { reviewPartWith, type ReviewPartRequest } from '../review/part.js';
import { chooseWith } from './choose.js';
import type { BotRequest } from './types.js';

const data = (workerData ?? {}) as { modules?: string };
const modules: readonly GameModule[] = data.modules ? ((await import(data.modules)) as { GAME_MODULES: GameModule[] }).GAME_MODULES : GAME_MODULES;

parentPort?.on('message', (message: { id: number; request?: BotRequest; review?: ReviewPartRequest }) => {
  try {
    if (message.review) parentPort?.postMessage({ id: message.id, ok: true, result: reviewPartWith(modules, message.review) });
    else if (message.request) parentPort?.postMessage({ id: message.id, ok: true, action: chooseWith(modules, message.request) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort?.postMessage({ ready: true });
