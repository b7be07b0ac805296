import { describe, expect, it } from 'vitest';
import { DutyCycle } from './pacer.js';

describe('the review work\'s duty cycle (issue 37)', () => {
  it('rests 9 × a part\'s CPU time at a 10 % share, nothing at 100 %, and not once the server stops', async () => {
    const asked: number[] = [];
    const pacer = new DutyCycle(0.1, async (ms) => void asked.push(ms));
    expect(await pacer.after(100, new AbortController().signal)).toBe(900);
    expect(await pacer.after(1_750, new AbortController().signal)).toBe(15_750);
    expect(asked).toEqual([900, 15_750]);
    expect(new DutyCycle(1).restMs(5_000)).toBe(0);
    const stopped = new AbortController();
    stopped.abort();
    await pacer.after(100, stopped.signal);
    expect(asked).toHaveLength(2);
    expect(() => new DutyCycle(0)).toThrow();
  });
});
