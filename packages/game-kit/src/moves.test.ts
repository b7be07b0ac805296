import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMoveName, isRefusal, parseMoveArgs, toAction } from './moves.js';

type Move = { type: 'wait' } | { type: 'take'; card: number };
const SCHEMAS = { wait: z.undefined(), take: z.strictObject({ card: z.int().min(0) }) };

describe('moves between the rules’ form and boardgame.io’s', () => {
  it('round-trips a move with and without argument', () => {
    for (const move of [{ type: 'wait' }, { type: 'take', card: 3 }] as Move[]) {
      const { name, args } = toAction(move);
      expect(parseMoveArgs<Move>(SCHEMAS, name, args)).toEqual(move);
    }
    expect(toAction<Move>({ type: 'wait' })).toEqual({ name: 'wait', args: [] });
  });

  it('knows only its own move names', () => {
    expect(isMoveName(SCHEMAS, 'take')).toBe(true);
    expect(isMoveName(SCHEMAS, '__proto__')).toBe(false);
    expect(isMoveName(SCHEMAS, 7)).toBe(false);
  });

  it('refuses unknown moves and malformed arguments, naming the field', () => {
    expect(parseMoveArgs<Move>(SCHEMAS, 'fly', [])).toEqual({ code: 'move.unknown', params: { move: 'fly' } });
    // A name that is no string, even one that cannot be turned into a string, is refused, not thrown on.
    expect(parseMoveArgs<Move>(SCHEMAS, { toString: 1 }, [])).toEqual({ code: 'move.unknown', params: { move: 'object' } });
    expect(parseMoveArgs<Move>(SCHEMAS, Object.create(null), [])).toEqual({ code: 'move.unknown', params: { move: 'object' } });
    expect(parseMoveArgs<Move>(SCHEMAS, 'wait', [1, 2])).toMatchObject({ code: 'move.badArgs', params: { field: '' } });
    expect(parseMoveArgs<Move>(SCHEMAS, 'take', 'x' as unknown as unknown[])).toMatchObject({ code: 'move.badArgs', params: { issue: 'arguments must be a list' } });
    const bad = parseMoveArgs<Move>(SCHEMAS, 'take', [{ card: -1 }]);
    expect(isRefusal(bad) && bad.params).toMatchObject({ move: 'take', field: 'card' });
  });
});
