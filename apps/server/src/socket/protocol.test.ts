import { describe, expect, it } from 'vitest';
import { MoveMessage, parseMoveMessage } from './protocol.js';

const id = 'AAAAAAAAAAAAAAAA';

describe('parseMoveMessage: the move schema, its common case without zod', () => {
  const payloads: unknown[] = [
    { matchID: id, stateID: 3, move: 'bid', args: [{ a: 1 }, 2] },
    { matchID: id, stateID: 0, move: 'pass' },
    { matchID: id, stateID: 0, move: 'pass', args: [] },
    { matchID: id, stateID: 2_000_000_000, move: 'x'.repeat(64), args: Array.from({ length: 16 }, (_, i) => i) },
    { matchID: id, stateID: 2_000_000_001, move: 'pass' },
    { matchID: id, stateID: -1, move: 'pass' },
    { matchID: id, stateID: 1.5, move: 'pass' },
    { matchID: id, stateID: '1', move: 'pass' },
    { matchID: id, stateID: 1, move: '' },
    { matchID: id, stateID: 1, move: 'x'.repeat(65) },
    { matchID: id, stateID: 1, move: 'pass', args: Array.from({ length: 17 }, () => 0) },
    { matchID: id, stateID: 1, move: 'pass', args: { 0: 1 } },
    { matchID: id, stateID: 1, move: 'pass', args: null },
    { matchID: id, stateID: 1, move: 'pass', extra: true },
    { matchID: id, stateID: 1 },
    { matchID: 'short', stateID: 1, move: 'pass' },
    { matchID: `${id}A`, stateID: 1, move: 'pass' },
    { stateID: 1, move: 'pass' },
    [id, 1, 'pass'],
    null,
    'move',
    42,
  ];

  it('answers what the schema answers, for messages that fit and messages that do not', () => {
    for (const payload of payloads) {
      const fast = parseMoveMessage(payload);
      const schema = MoveMessage.safeParse(payload);
      expect(fast.success, JSON.stringify(payload)).toBe(schema.success);
      if (fast.success && schema.success) expect(fast.data).toEqual(schema.data);
      if (!fast.success && !schema.success) expect(fast.error.issues).toEqual(schema.error.issues);
    }
  });

  it('gives the message its own args (a copy, as the schema does)', () => {
    const args = [1, 2];
    const parsed = parseMoveMessage({ matchID: id, stateID: 1, move: 'pass', args });
    expect(parsed.success && parsed.data.args).not.toBe(args);
  });
});
