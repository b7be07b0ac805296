import { describe, expect, it } from 'vitest';
import { SafetyNet, searchCounter } from './search-limit.js';

describe('the safety net of a search', () => {
  it('fires only once its limit has passed on the clock it is given, and stays fired', () => {
    let t = 1_000;
    const net = new SafetyNet(() => t, 500);
    t = 1_500;
    expect(net.over()).toBe(false);
    expect(net.fired).toBe(false);
    t = 1_501;
    expect(net.over()).toBe(true);
    t = 0;
    expect(net.over()).toBe(true);
    expect(net.fired).toBe(true);
  });

  it('reads the clock once when made and once per question', () => {
    let reads = 0;
    const net = new SafetyNet(() => reads++, 10_000);
    expect(reads).toBe(1);
    net.over();
    net.over();
    expect(reads).toBe(3);
  });

  it('counts searches and those cut short', () => {
    const counter = searchCounter();
    counter.onSearch({ iterations: 24, cutShort: false });
    counter.onSearch({ iterations: 3, cutShort: true });
    expect({ searches: counter.searches, cutShort: counter.cutShort }).toEqual({ searches: 2, cutShort: 1 });
  });
});
