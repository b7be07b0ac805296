import { describe, expect, it } from 'vitest';
import type { LogMark } from '../../connection/frames/log-marks.js';
import { markLines, withAside } from './mark-lines.js';

const line = (id: number, seat: number | null, text = `line ${id}`) => ({ id, text, seat });
const say = (mark: LogMark) => `[${mark.kind} ${mark.playerID}]`;

describe('the log\'s marks as lines', () => {
  it('tells a computer\'s move after the mover\'s first line of its events, and a take-back as a line of its own', () => {
    const lines = [line(0, null), line(1, 0), line(2, 1), line(3, 1), line(5, 0)];
    const marks: LogMark[] = [
      { stateID: 1, playerID: '1', kind: 'onlyMove', from: 1, to: 3 },
      { stateID: 3, playerID: '0', kind: 'takenBack', from: 4, to: 4 },
    ];
    const out = markLines(lines, marks, say);
    expect(out.map((l) => l.text)).toEqual(['line 0', 'line 1', 'line 2 [onlyMove 1]', 'line 3', '[takenBack 0]', 'line 5']);
    // Ids stay in order (the log's keys and "since you were last here" count by them).
    expect(out.map((l) => l.id)).toEqual([...out.map((l) => l.id)].sort((a, b) => a - b));
    expect(markLines(lines, [], say)).toBe(lines);
    // After the last line: at a live table, not in a replay standing on an earlier move.
    const last: LogMark[] = [{ stateID: 9, playerID: '1', kind: 'takenBack', from: 6, to: 6 }];
    expect(markLines(lines, last, say).at(-1)?.text).toBe('[takenBack 1]');
    expect(markLines(lines, last, say, false).at(-1)?.text).toBe('line 5');
  });
});

describe('an aside in brackets after a line', () => {
  it('stands inside the sentence, before its full stop', () => {
    expect(withAside('Anne turns up a green Skiff.', '(automatic: the only possible move)')).toBe('Anne turns up a green Skiff (automatic: the only possible move).');
    expect(withAside('Join the contest?', '(automatic)')).toBe('Join the contest? (automatic)');
    expect(withAside('line 2', '[onlyMove 1]')).toBe('line 2 [onlyMove 1]');
  });
});
