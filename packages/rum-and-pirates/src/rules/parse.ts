import { refuse, type Refusal } from '@harbour/game-kit';
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
  return Object.prototype.hasOwnProperty.call(ARG_SCHEMAS, name);
}

/** Parses a move given as boardgame.io gives it: the move's name and its argument list (at most one object). */
export function parseMove(name: string, args: readonly unknown[]): RumMove | Refusal {
  if (typeof name !== 'string' || !isMoveType(name)) return refuse('move.unknown', { move: String(name).slice(0, 40) });
  if (!Array.isArray(args)) return refuse('move.badArgs', { move: name, field: '', issue: 'arguments must be a list' });
  if (args.length > 1) return refuse('move.badArgs', { move: name, field: '', issue: 'a move takes at most one argument' });
  const result = ARG_SCHEMAS[name].safeParse(args[0]);
  if (!result.success) {
    const issue = result.error.issues[0];
    return refuse('move.badArgs', { move: name, field: issue?.path.join('.') ?? '', issue: issue?.message ?? 'invalid' });
  }
  return (result.data === undefined ? { type: name } : { type: name, ...result.data }) as RumMove;
}

export function isRefusal(value: RumMove | Refusal): value is Refusal {
  return 'code' in value;
}

/** The boardgame.io form of a move: its name and argument list. */
export function toAction(move: RumMove): { name: MoveType; args: unknown[] } {
  const { type, ...rest } = move;
  return { name: type, args: Object.keys(rest).length === 0 ? [] : [rest] };
}
