import type { GameModule } from '@harbour/game-kit';
import type { BotAction, BotRequest } from './types.js';

/** Asks the game's bot of that level for a move from the seat's view (shared by the worker and the inline chooser). */
export function chooseWith(modules: readonly GameModule[], request: BotRequest): BotAction {
  const module = modules.find((m) => m.name === request.gameName);
  if (module === undefined) throw new Error(`no game ${request.gameName}`);
  const factory = module.bots[request.level as keyof GameModule['bots']];
  if (factory === undefined) throw new Error(`${request.gameName} has no ${request.level} bot`);
  const move = factory({ seed: request.seed }).chooseMove(request.view, request.seat);
  const { name, args } = module.engine.toAction(move);
  return { name, args: [...args] };
}
