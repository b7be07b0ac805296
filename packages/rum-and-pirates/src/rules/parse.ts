import { isMoveName, parseMoveArgs, type Refusal } from '@harbour/game-kit';
import { z } from 'zod';
import { TILE_COUNT } from '../data.js';
import { WATCH_SIZES, type MoveType, type RumMove } from './moves.js';

/**
 * Move arguments arrive from clients and are untrusted: this turns raw boardgame.io move arguments into
 * a typed move, or a refusal that names the offending field. Legality (whose turn, which stage, enough
 * pirates...) is checked afterwards by checkMove. Alley numbers are bounded loosely here; checkMove
 * knows the board.
 */

const index = z.int().min(0).max(200);
const none = z.undefined();

const ARG_SCHEMAS = {
  move: z.strictObject({ alley: index }),
  moveDark: z.strictObject({ exit: index, entry: index }),
  leaveDeadEnd: none,
  rest: none,
  goOnBoard: none,
  endTurn: none,
  takeCoin: none,
  recall: z.strictObject({ alley: index }),
  recallDark: z.strictObject({ darkAlley: index }),
  hirePirate: none,
  drawSupplies: none,
  drawRendezvous: none,
  takeMap: z.strictObject({ tile: z.int().min(0).max(TILE_COUNT - 1) }),
  visitTavern: none,
  openChest: none,
  takeRum: none,
  townWatch: z.strictObject({ size: z.enum(WATCH_SIZES) }),
  keepSupplies: none,
  returnSupplies: none,
  joinTavern: none,
  declineTavern: none,
  reroll: none,
  keepRoll: none,
} satisfies Record<MoveType, z.ZodType>;

export function isMoveType(name: string): name is MoveType {
  return isMoveName(ARG_SCHEMAS, name);
}

/** Parses a move as boardgame.io gives it: the move's name and its argument list (at most one object). */
export function parseMove(name: string, args: readonly unknown[]): RumMove | Refusal {
  return parseMoveArgs<RumMove>(ARG_SCHEMAS, name, args);
}

export { isRefusal, toAction } from '@harbour/game-kit';
