import { describe, expect, it } from 'vitest';
import { optionsParser, parseMatchOptionsWith } from './options.js';

describe('match options', () => {
  it('a game without options accepts nothing, null or {} and refuses the rest with the shared codes', () => {
    const parse = optionsParser();
    expect(parse(undefined)).toEqual({ ok: true, options: {} });
    expect(parse(null)).toEqual({ ok: true, options: {} });
    expect(parse({})).toEqual({ ok: true, options: {} });
    expect(parse([])).toEqual({ ok: false, refusal: { code: 'options.notAnObject' } });
    expect(parse('x')).toMatchObject({ ok: false, refusal: { code: 'options.notAnObject' } });
    expect(parse({ turbo: true })).toEqual({ ok: false, refusal: { code: 'options.unknown', params: { option: 'turbo' } } });
  });

  it('a game with options takes known booleans over its defaults and names what it refuses', () => {
    expect(parseMatchOptionsWith({ variantEnd: false }, { variantEnd: true })).toEqual({ variantEnd: true });
    expect(parseMatchOptionsWith({ variantEnd: false }, {})).toEqual({ variantEnd: false });
    expect(parseMatchOptionsWith({ variantEnd: false }, { variantEnd: 1 })).toEqual({ code: 'options.badValue', params: { option: 'variantEnd', expected: 'boolean' } });
    expect(parseMatchOptionsWith({ variantEnd: false }, { ['x'.repeat(100)]: true })).toMatchObject({ code: 'options.unknown', params: { option: 'x'.repeat(40) } });
    // An inherited name is not an option.
    expect(parseMatchOptionsWith({ variantEnd: false }, JSON.parse('{"__proto__": true}'))).toMatchObject({ code: 'options.unknown' });
  });
});
