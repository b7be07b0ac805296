import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { explainRawMove, seatOf, type MoveJudge } from './boardgame.js';
import { parseMoveArgs } from './moves.js';
import { refuse } from './refusal.js';

type State = { numPlayers: number; turn: number };
type Move = { type: 'wait' };
const JUDGE: MoveJudge<State, Move> = {
  parseMove: (name, args) => parseMoveArgs<Move>({ wait: z.undefined() }, name, args),
  checkMove: (s, seat) => (s.turn === seat ? null : refuse('turn.notYours')),
};

describe('boardgame.io seats and raw moves', () => {
  it('seats only the players of the match', () => {
    expect([seatOf('0', 3), seatOf('2', 3), seatOf('3', 3), seatOf('10', 12), seatOf(null, 3), seatOf(undefined, 3)]).toEqual([0, 2, null, null, null, null]);
  });

  it('explains a raw move: the player, then its arguments, then the rules', () => {
    const s: State = { numPlayers: 2, turn: 1 };
    expect(explainRawMove(JUDGE, s, '5', 'wait', [])).toEqual({ code: 'player.unknown' });
    expect(explainRawMove(JUDGE, s, '1', 'fly', [])).toEqual({ code: 'move.unknown', params: { move: 'fly' } });
    expect(explainRawMove(JUDGE, s, '0', 'wait', [])).toEqual({ code: 'turn.notYours' });
    expect(explainRawMove(JUDGE, s, '1', 'wait', [])).toBeNull();
  });
});
