import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox.js';

describe('mailboxOf: one mailbox under many spellings is one key for limits (issue 35, finding 1)', () => {
  it('folds case, plus tags, the dots Gmail ignores and googlemail.com', () => {
    for (const spelling of ['pat@gmail.com', 'PAT@Gmail.com', 'pat+1@gmail.com', 'p.a.t@gmail.com', 'P.a.T+harbour+x@googlemail.com', ' pat@gmail.com. ']) {
      expect(mailboxOf(spelling), spelling).toBe('pat@gmail.com');
    }
  });

  it('keeps dots where providers do not ignore them, and addresses that are only a tag', () => {
    expect(mailboxOf('a.nne+news@example.org')).toBe('a.nne@example.org');
    expect(mailboxOf('anne@example.org')).not.toBe(mailboxOf('a.nne@example.org'));
    expect(mailboxOf('+x@example.org')).toBe('+x@example.org');
  });
});
