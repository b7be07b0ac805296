import { describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX, mailName, mailSubject, mailText } from './texts.js';

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
