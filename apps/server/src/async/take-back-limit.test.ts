import type { LogEntry } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { TAKE_BACKS_PER_DECISION, takeBacksSpent } from './take-back-limit.js';

const move = (stateID: number, playerID: string): LogEntry => ({ action: { type: 'MAKE_MOVE', payload: { type: 'pick', args: [], playerID } }, _stateID: stateID, turn: 1, phase: 'play' }) as LogEntry;
const undo = (stateID: number, playerID: string): LogEntry => ({ action: { type: 'UNDO', payload: { type: 'takeBack', args: null, playerID } }, _stateID: stateID, turn: 1, phase: 'play', metadata: { takenBack: stateID - 1 } }) as LogEntry;

/** A log as the server writes it: each entry one state further (a take-back is a state of its own). */
function logOf(...steps: ((stateID: number) => LogEntry)[]): LogEntry[] {
  return steps.map((step, stateID) => step(stateID));
}
const m = (playerID: string) => (stateID: number) => move(stateID, playerID);
const u = (playerID: string) => (stateID: number) => undo(stateID, playerID);

describe('how many take-backs a seat spent on a decision', () => {
  it('is one decision, taken back once: a move made again after the seat\'s take-back stands', () => {
    expect(TAKE_BACKS_PER_DECISION).toBe(1);
    // Anne moves (0), takes it back (1), moves again (2): the move of state 2 belongs to a decision taken back once.
    const log = logOf(m('0'), u('0'), m('0'));
    expect(takeBacksSpent(log, 0, '0')).toBe(0);
    expect(takeBacksSpent(log, 2, '0')).toBe(1);
  });

  it('starts afresh with the seat\'s next move that stands (the next decision of a turn of several)', () => {
    const log = logOf(m('0'), u('0'), m('0'), m('0'));
    expect(takeBacksSpent(log, 3, '0')).toBe(0);
  });

  it('counts the seat\'s take-backs across other seats\' moves and take-backs (seats acting at once): two seats cannot take turns to loop', () => {
    // Anne moves, takes back; Ben moves, takes back; Anne moves again: still Anne's first decision.
    const log = logOf(m('0'), u('0'), m('1'), u('1'), m('0'), m('1'));
    expect(takeBacksSpent(log, 4, '0')).toBe(1);
    expect(takeBacksSpent(log, 5, '1')).toBe(1);
    // A move Ben made that stands begins his next decision.
    const later = logOf(m('0'), u('0'), m('1'), u('1'), m('1'), m('0'), m('1'));
    expect(takeBacksSpent(later, 6, '1')).toBe(0);
  });

  it('asks for more of the log when the slice read ends before the seat\'s last move that stands', () => {
    const log = logOf(m('0'), m('1'), m('1'), m('0'));
    expect(takeBacksSpent(log.slice(2), 3, '0', 2)).toBeNull();
    expect(takeBacksSpent(log, 3, '0')).toBe(0);
  });
});
