import { hintFrom, type GameModule } from '@harbour/game-kit';
import type { HintRequest, HintResult } from './types.js';

/** Too many hints wait for a bot thread already (the pool's queue of hints is bounded). */
export class HintsBusyError extends Error {
  constructor() {
    super('too many hints are waiting');
  }
}

/** The game's teacher answers from the seat's view only (shared by the worker and the inline chooser). */
export function hintWith(modules: readonly GameModule[], request: HintRequest): HintResult {
  const module = modules.find((m) => m.name === request.gameName);
  if (module === undefined) throw new Error(`no game ${request.gameName}`);
  if (module.teacher === undefined) throw new Error(`${request.gameName} has no teacher`);
  const hint = hintFrom(module.teacher, request.view, request.seat);
  const leftOut = hint.leftOut === undefined ? {} : { leftOut: hint.leftOut.params === undefined ? { code: hint.leftOut.code } : { code: hint.leftOut.code, params: hint.leftOut.params } };
  return {
    ...leftOut,
    weighed: hint.weighed,
    moves: hint.moves.map((m) => {
      const { name, args } = module.engine.toAction(m.move);
      return { move: m.move, action: { name, args: [...args] }, points: m.points, reason: m.reason.params === undefined ? { code: m.reason.code } : { code: m.reason.code, params: m.reason.params } };
    }),
  };
}
