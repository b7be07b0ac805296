import { describe, expect, it } from 'vitest';
import { mayTakeBack, mergeLogMarks, readLogMarks, takeBackOffer, takeBackWhyNot, type LogMark } from './log-marks.js';

const move = (stateID: number, playerID: string, metadata?: object) => ({ action: { type: 'MAKE_MOVE', payload: { type: 'pass', args: [], playerID } }, _stateID: stateID, ...(metadata ? { metadata } : {}) });
const undo = (stateID: number, playerID: string, events: [number, number]) => ({ action: { type: 'UNDO', payload: { type: 'takeBack', args: null, playerID } }, _stateID: stateID, metadata: { takenBack: stateID - 1, events } });

describe('the log\'s marks', () => {
  it('reads the moves the computer made and the take-backs, with the events they added', () => {
    const log = [move(1, '0'), move(2, '1', { byComputer: true, reason: 'onlyMove', events: [3, 5] }), move(3, '0', { byComputer: true, reason: 'timeout', events: [5, 6] }), move(4, '1', { takeBack: true }), undo(5, '1', [6, 6])];
    const read = readLogMarks(log);
    expect(read.marks.map((m) => [m.kind, m.playerID, m.from, m.to])).toEqual([
      ['onlyMove', '1', 3, 5],
      ['timeout', '0', 5, 6],
      ['takenBack', '1', 6, 6],
    ]);
    expect(read.undone).toEqual([4]);
    expect(readLogMarks('nonsense')).toEqual({ marks: [], undone: [] });
  });

  it('forgets the mark of a move taken back (its events are the next move\'s)', () => {
    const first = mergeLogMarks([], readLogMarks([move(7, '0', { byComputer: true, reason: 'handOver', events: [9, 10] })]));
    expect(first).toHaveLength(1);
    expect(mergeLogMarks(first, readLogMarks([undo(8, '0', [9, 9])])).map((m) => m.kind)).toEqual(['takenBack']);
  });

  it('offers "Undo" only for the seat\'s own last move that the server marked as revealing nothing', () => {
    const log = [move(4, '0', { takeBack: true })];
    expect(mayTakeBack(log, '0', 5)).toBe(true);
    expect(mayTakeBack(log, '1', 5)).toBe(false);
    expect(mayTakeBack(log, null, 5)).toBe(false);
    expect(mayTakeBack(log, '0', 6)).toBe(false);
    expect(mayTakeBack([move(4, '0')], '0', 5)).toBe(false);
    expect(mayTakeBack([move(4, '0', { takeBack: true, byComputer: true })], '0', 5)).toBe(false);
    // Once per decision: the move made again after a take-back stands.
    expect(mayTakeBack([undo(3, '0', [2, 2]), move(4, '0', { takeBack: true })], '0', 5)).toBe(false);
    expect(mayTakeBack(log, '0', 5, 4)).toBe(false);
    expect(mayTakeBack([undo(3, '1', [2, 2]), move(4, '0', { takeBack: true })], '0', 5)).toBe(true);
  });

  it('tells apart a move made again after the seat\'s take-back: it stands, no "Undo" offered, timed match or not', () => {
    expect(takeBackOffer([undo(3, '0', [2, 2]), move(4, '0', { takeBack: true })], '0', 5)).toBe('again');
    expect(takeBackOffer([move(4, '0', { takeBack: true })], '0', 5)).toBe('yes');
    expect(takeBackOffer([undo(3, '0', [2, 2]), move(4, '0')], '0', 5)).toBe('no');
    expect(mayTakeBack([undo(3, '0', [2, 2]), move(4, '0', { takeBack: true })], '0', 5)).toBe(false);
  });

  it('says why "Undo" is not offered for the seat\'s own last move, and says nothing about anyone else\'s', () => {
    // The server left the mark off: the move turned up something (a card, a die, a secret).
    expect(takeBackWhyNot([move(4, '0')], '0', 5)).toBe('reveals');
    // Made again after the seat's take-back: a decision is taken back once.
    expect(takeBackWhyNot([undo(3, '0', [2, 2]), move(4, '0', { takeBack: true })], '0', 5)).toBe('once');
    expect(takeBackWhyNot([move(4, '0', { takeBack: true })], '0', 5, 4)).toBe('once');
    // The computer made it (the time ran out, the only possible move, the seat handed over).
    expect(takeBackWhyNot([move(4, '0', { takeBack: true, byComputer: true })], '0', 5)).toBe('computer');
    // Offered, or not the seat's own last move: nothing to say.
    expect(takeBackWhyNot([move(4, '0', { takeBack: true })], '0', 5)).toBeNull();
    expect(takeBackWhyNot([move(4, '1')], '0', 5)).toBeNull();
    expect(takeBackWhyNot([move(4, '0')], '0', 6)).toBeNull();
    expect(takeBackWhyNot([move(4, '0')], null, 5)).toBeNull();
    expect(takeBackWhyNot(undefined, '0', 5)).toBeNull();
  });
});
