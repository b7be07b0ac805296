import { describe, expect, it } from 'vitest';
import { decisionAction, fillWords, listInWords } from './automation.js';
import { toAction } from './moves.js';

type Move = { type: 'pass' } | { type: 'take'; card: number };

describe('automation helpers', () => {
  it('turn a decision into the action the server submits, or null for none', () => {
    const engine = { toAction: (m: Move) => toAction(m) };
    expect(decisionAction(engine, { type: 'take', card: 7 })).toEqual({ name: 'take', args: [{ card: 7 }] });
    expect(decisionAction(engine, { type: 'pass' })).toEqual({ name: 'pass', args: [] });
    expect(decisionAction<unknown, Move, unknown>(engine, 'ask')).toBeNull();
    expect(decisionAction<unknown, Move, unknown>(engine, null)).toBeNull();
  });

  it('fill the words of an order and list its parts', () => {
    expect(fillWords('keep {{coins}} coins', { coins: 5 })).toBe('keep 5 coins');
    expect(fillWords('keep {{coins}} coins', {})).toBe('keep {{coins}} coins');
    expect(listInWords(['a Governor'], 'or')).toBe('a Governor');
    expect(listInWords(['a', 'b', 'c'], 'oder')).toBe('a, b oder c');
  });
});
