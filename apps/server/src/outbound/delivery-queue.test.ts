import { describe, expect, it } from 'vitest';
import { DeliveryQueue } from './delivery-queue.js';

describe('DeliveryQueue', () => {
  it('keeps the newest job when a target is full: the oldest waiting one gives way (a game over is never lost behind old notices)', async () => {
    const ran: string[] = [];
    const gates: Array<() => void> = [];
    let dropped = 0;
    const queue = new DeliveryQueue({ retries: 0, baseMs: 1 }, () => {}, () => dropped++, { perTarget: 1, inFlight: 8, queuedPerTarget: 2, targets: 8 });
    const job = (name: string) => () =>
      new Promise<'done'>((resolve) => {
        ran.push(name);
        gates.push(() => resolve('done'));
      });
    for (const name of ['turn1', 'turn2', 'turn3', 'gameOver']) queue.add('http://receiver', job(name));
    // turn1 is out; turn2 and turn3 waited, and turn2 gave way to gameOver.
    expect(dropped).toBe(1);
    for (let i = 0; i < 3; i++) {
      gates.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(ran).toEqual(['turn1', 'turn3', 'gameOver']);
    queue.close();
  });
});
