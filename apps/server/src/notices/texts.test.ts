import { describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX, PUSH_BODY_MAX, digestList, groupText, mailName, mailSubject, mailText, pushBody } from './texts.js';

describe('player names in e-mails', () => {
  it('are quoted, and subjects and texts never start with them', () => {
    expect(mailName('Anne')).toBe('"Anne"');
    const subject = mailSubject('yourTurn', 'Grog Island', 'Cheap pills at ev.il', 3);
    expect(subject).toBe('Your turn in Grog Island (round 3) as "Cheap pills at ev.il"');
    for (const event of ['yourTurn', 'reminder', 'gameOver'] as const) {
      expect(mailSubject(event, 'Grog Island', 'Anne', 1).startsWith('Anne')).toBe(false);
      expect(mailText(event, 'Grog Island', 'Anne', 1).startsWith('Anne')).toBe(false);
    }
  });

  it('lose control, format and bidi characters and line separators, and are cut with an ellipsis', () => {
    expect(mailName('A\u202Enne\u2066\u200B\u00AD\r\nBen\u2028Cora\u0007')).toBe('"Anne Ben Cora"');
    expect(mailName('  Anne   Ben\t ')).toBe('"Anne Ben"');
    const long = 'Cheap pills at ev.il, it is your turn';
    const cut = mailName(long);
    expect(cut).toBe('"Cheap pills at ev.il, i…"');
    expect([...cut.slice(1, -1)]).toHaveLength(MAIL_NAME_MAX);
    // Cut between user-perceived characters, never inside one.
    expect(mailName('👩‍👩‍👧'.repeat(30))).toBe(`"${'👩‍👩‍👧'.repeat(MAIL_NAME_MAX - 1)}…"`);
    expect(mailName('\u202E\u200B')).toBe('"?"');
  });
});

describe('what happened since the last turn, per channel', () => {
  const sentence = 'Anne, it is your turn in Port Royal (round 2).';

  it('push: one line, the last move (and how much happened), cut to fit a push payload', () => {
    expect(pushBody(sentence, null)).toBe(sentence);
    expect(pushBody(sentence, { lines: [], more: 0, lastMove: null })).toBe(sentence);
    expect(pushBody(sentence, { lines: ['"Ben" passes.'], more: 0, lastMove: '"Ben" passes.' })).toBe(`${sentence} "Ben" passes.`);
    expect(pushBody(sentence, { lines: ['a', 'b', '"Ben" passes.'], more: 2, lastMove: '"Ben" passes.' })).toBe(`${sentence} 5 things happened; the last: "Ben" passes.`);
    const long = pushBody(sentence, { lines: ['x'], more: 0, lastMove: 'x'.repeat(1000) });
    expect(long).toHaveLength(PUSH_BODY_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toContain('\n');
  });

  it('e-mail: a short list, earlier lines counted; group: the sentence plus the last move', () => {
    expect(digestList(null)).toEqual([]);
    expect(digestList({ lines: ['"Ben" passes.'], more: 1, lastMove: '"Ben" passes.' })).toEqual(['Since your last turn:', '- (1 earlier line not shown)', '- "Ben" passes.']);
    expect(groupText(sentence, null)).toBe(sentence);
    expect(groupText(sentence, '"Ben" passes.')).toBe(`${sentence} Last move: "Ben" passes.`);
  });
});
