import { describe, expect, it } from 'vitest';
import { DeliveryQueue, QueueFull } from './delivery-queue.js';

/** A call held open until the test lets it go. */
function gated() {
  const gates: Array<() => void> = [];
  const ran: string[] = [];
  const call = (name: string) => () =>
    new Promise<string>((resolve) => {
      ran.push(name);
      gates.push(() => resolve(name));
    });
  return { gates, ran, call };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('DeliveryQueue', () => {
  it('keeps the newest call when a target is full: the oldest waiting one gives way (a game over is never lost behind old notices)', async () => {
    const { gates, ran, call } = gated();
    let dropped = 0;
    const queue = new DeliveryQueue({ perTarget: 1, inFlight: 8, queuedPerTarget: 2, targets: 8 }, () => dropped++);
    const outcomes = ['turn1', 'turn2', 'turn3', 'gameOver'].map((name) => queue.run('http://receiver', call(name)).catch((e: unknown) => (e instanceof QueueFull ? `${name} dropped` : 'error')));
    // turn1 is out; turn2 and turn3 waited, and turn2 gave way to gameOver.
    expect(dropped).toBe(1);
    for (let i = 0; i < 3; i++) {
      gates.shift()?.();
      await tick();
    }
    expect(await Promise.all(outcomes)).toEqual(['turn1', 'turn2 dropped', 'turn3', 'gameOver']);
    expect(ran).toEqual(['turn1', 'turn3', 'gameOver']);
    queue.close();
  });

  it('bounds calls per target and overall; a waiting call whose caller gives up leaves the queue', async () => {
    const { gates, ran, call } = gated();
    const queue = new DeliveryQueue({ perTarget: 2, inFlight: 3, queuedPerTarget: 16, targets: 8 });
    for (let i = 0; i < 5; i++) queue.run('http://slow', call(`slow${i}`)).catch(() => {});
    const giveUp = new AbortController();
    const abandoned = queue.run('http://other', call('other0'), giveUp.signal);
    const other = queue.run('http://other', call('other1'));
    // Two slots for the slow target, the third overall slot for the other one.
    expect(ran).toEqual(['slow0', 'slow1', 'other0']);
    expect(queue.running()).toBe(3);
    giveUp.abort(new Error('budget'));
    gates[2]!();
    await tick();
    expect(ran).toContain('other1');
    expect(await abandoned).toBe('other0');
    gates[3]!();
    expect(await other).toBe('other1');
    queue.close();
  });
});
