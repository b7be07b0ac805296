import type { z } from 'zod';
import { refuse, type Refusal } from './refusal.js';

/**
 * Moves as every game writes them: `{ type: 'trade', card: 12 }`, where `type` is the move's name and
 * the other fields are its one argument object. boardgame.io carries the same move as a name and an
 * argument list; these helpers go between the two forms.
 *
 * zod is used for its types only: each game builds its own schemas, and this module only calls them.
 */

/** The argument schema of each move, by move name (`z.undefined()` for a move without argument). */
export type MoveSchemas<Type extends string> = Readonly<Record<Type, z.ZodType>>;

/** Whether `name` is one of the moves `schemas` describes (own keys only: never `__proto__` and the like). */
export function isMoveName<Type extends string>(schemas: MoveSchemas<Type>, name: unknown): name is Type {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(schemas, name);
}

/**
 * Parses a move as boardgame.io gives it, untrusted: the move's name and its argument list (at most one
 * object), into a typed move, or a `move.unknown` / `move.badArgs` refusal naming the offending field.
 * Legality (whose turn, which stage...) is for the game's checkMove afterwards.
 */
export function parseMoveArgs<Move extends { readonly type: string }>(
  schemas: MoveSchemas<Move['type']>,
  name: unknown,
  args: readonly unknown[],
): Move | Refusal {
  if (!isMoveName(schemas, name)) return refuse('move.unknown', { move: typeof name === 'string' ? name.slice(0, 40) : typeof name });
  if (!Array.isArray(args)) return refuse('move.badArgs', { move: name, field: '', issue: 'arguments must be a list' });
  if (args.length > 1) return refuse('move.badArgs', { move: name, field: '', issue: 'a move takes at most one argument' });
  const result = schemas[name].safeParse(args[0]);
  if (!result.success) {
    const issue = result.error.issues[0];
    return refuse('move.badArgs', { move: name, field: issue?.path.join('.') ?? '', issue: issue?.message ?? 'invalid' });
  }
  // The schema vouches for the fields of this move type; the game's Move union is declared beside it.
  return (result.data === undefined ? { type: name } : { type: name, ...(result.data as object) }) as Move;
}

/** Tells a parsed move from a refusal (no move has a `code` field). */
export function isRefusal<Move extends object>(value: Move | Refusal): value is Refusal {
  return 'code' in value;
}

/** The boardgame.io form of a move: its name and argument list. */
export function toAction<Move extends { readonly type: string }>(move: Move): { name: Move['type']; args: unknown[] } {
  const { type, ...rest } = move;
  return { name: type, args: Object.keys(rest).length === 0 ? [] : [rest] };
}
