import { describe, expect, it } from 'vitest';
import { ORDER_MAX_BYTES, orderWithinBounds } from './orders.js';

describe('standing orders: the size bound', () => {
  it('counts UTF-8 bytes of the JSON text, up to ORDER_MAX_BYTES', () => {
    expect(orderWithinBounds({ kind: 'alwaysPass' })).toBe(true);
    const pad = (n: number) => ({ p: 'x'.repeat(n) });
    const overhead = JSON.stringify(pad(0)).length;
    expect(orderWithinBounds(pad(ORDER_MAX_BYTES - overhead))).toBe(true);
    expect(orderWithinBounds(pad(ORDER_MAX_BYTES - overhead + 1))).toBe(false);
    // Two bytes each in UTF-8: half as many fit.
    expect(orderWithinBounds({ p: 'ä'.repeat(ORDER_MAX_BYTES / 2) })).toBe(false);
    expect(orderWithinBounds(undefined)).toBe(false);
  });
});
