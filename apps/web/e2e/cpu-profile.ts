import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

/**
 * A page's CPU profile through the DevTools protocol (V8's sampling profiler), for the felt-speed
 * measure (FELT_PROFILE=<folder>): written as .cpuprofile (open it in Chromium's performance panel)
 * and summed by function, self time, for the console.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export async function startProfile(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  return session;
}

/** Stops the profile, writes it to `file` and returns self time (ms) by function, largest first. */
export async function stopProfile(session: CDPSession, file: string): Promise<{ name: string; ms: number }[]> {
  const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 1; i < samples.length; i++) {
    const node = byId.get(samples[i - 1] as number);
    if (!node) continue;
    const f = node.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
  return [...self].map(([name, ms]) => ({ name, ms: Math.round(ms) })).sort((a, b) => b.ms - a.ms);
}
