import { describe, expect, it } from 'vitest';
import { checkChatText } from './chat.js';

const refused = (raw: unknown) => {
  const check = checkChatText(raw);
  return check.ok ? null : check.code;
};

describe('checkChatText', () => {
  it('keeps plain text, trimmed and in NFC; counts an emoji as one character', () => {
    expect(checkChatText('  Ahoy!  ')).toEqual({ ok: true, text: 'Ahoy!' });
    expect(checkChatText('e\u0301')).toEqual({ ok: true, text: '\u00e9' });
    expect(checkChatText('🏴‍☠️'.repeat(50))).toEqual({ ok: true, text: '🏴‍☠️'.repeat(50) });
    expect(checkChatText('x'.repeat(500))).toMatchObject({ ok: true });
  });

  it('refuses empty, too long, and what is not plain one-line text', () => {
    expect(refused('')).toBe('chat.empty');
    expect(refused(' \t ')).toBe('chat.empty');
    expect(refused('x'.repeat(501))).toBe('chat.tooLong');
    expect(refused('x'.repeat(100_000))).toBe('chat.tooLong');
    expect(refused('two\nlines')).toBe('chat.invalid');
    expect(refused('a\tb')).toBe('chat.invalid');
    expect(refused('bell\u0007')).toBe('chat.invalid');
    expect(refused('\u202Eevil')).toBe('chat.invalid');
    expect(refused(42)).toBe('chat.invalid');
    expect(refused({ text: 'x' })).toBe('chat.invalid');
  });

  it('refuses zero-width-only messages, line and paragraph separators, bidi marks and lone surrogates (issue 26)', () => {
    expect(refused('\u200B\u200C\u200D\u2060\uFEFF')).toBe('chat.empty');
    expect(refused(' \u3164 \u200B ')).toBe('chat.empty');
    expect(refused('one\u2028two')).toBe('chat.invalid');
    expect(refused('one\u2029two')).toBe('chat.invalid');
    expect(refused('left\u200Fright')).toBe('chat.invalid');
    expect(refused('left\u200Eright')).toBe('chat.invalid');
    expect(refused('arabic\u061Cmark')).toBe('chat.invalid');
    expect(refused('half \ud800 a pair')).toBe('chat.invalid');
    expect(refused('\udc00 the other half')).toBe('chat.invalid');
  });
});

describe('the id patterns', () => {
  it('take player ids "0" to "99" (one range for every message, route and link) and 16-character match ids', async () => {
    const { MATCH_ID_PATTERN, PLAYER_ID_PATTERN, SEAT_PATH_PATTERN } = await import('./ids.js');
    for (const id of ['0', '1', '9', '42', '99']) expect(PLAYER_ID_PATTERN.test(id), id).toBe(true);
    for (const id of ['', '00', '01', '-1', '100', '999', '1.0', ' 1']) expect(PLAYER_ID_PATTERN.test(id), id).toBe(false);
    expect(MATCH_ID_PATTERN.test('Xk3v9QpLm2Ab7Cde')).toBe(true);
    expect(MATCH_ID_PATTERN.test('Xk3v9QpLm2Ab7Cd')).toBe(false);
    expect(SEAT_PATH_PATTERN.exec('/seat/Xk3v9QpLm2Ab7Cde/12/')?.slice(1)).toEqual(['Xk3v9QpLm2Ab7Cde', '12']);
    expect(SEAT_PATH_PATTERN.test('/seat/Xk3v9QpLm2Ab7Cde/100')).toBe(false);
  });
});
