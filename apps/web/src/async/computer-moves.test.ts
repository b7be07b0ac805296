import { describe, expect, it } from 'vitest';
import { readComputerMoves } from '../connection/frames/async-play.js';

const entry = (stateID: number, playerID: string, metadata: object) => ({ action: { type: 'MAKE_MOVE', payload: { type: 'pass', playerID } }, _stateID: stateID, metadata });

describe('the computer decisions a table lists', () => {
  it('lists a decision taken for an absent or handed-over seat, not a seat\'s only possible move made at once', () => {
    const log = [entry(1, '0', { byComputer: true, reason: 'onlyMove' }), entry(2, '1', { byComputer: true, reason: 'timeout' }), entry(3, '1', { byComputer: true, reason: 'handOver' })];
    expect(readComputerMoves(log)).toEqual([
      { stateID: 2, playerID: '1', reason: 'timeout', move: 'pass' },
      { stateID: 3, playerID: '1', reason: 'handOver', move: 'pass' },
    ]);
  });
});
