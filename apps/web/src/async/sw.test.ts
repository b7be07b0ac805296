import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * The service worker (public/sw.js) run against a stand-in for the worker's global scope: the
 * test fires its `push` and `notificationclick` events as the browser would.
 */
type Listener = (event: { waitUntil(p: Promise<unknown>): void } & Record<string, unknown>) => void;

function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const self = {
    location: { origin: 'https://harbour.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async (title: string, options: Record<string, unknown>) => void shown.push({ title, options })) },
    clients: { claim: vi.fn(), matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  const source = readFileSync(join(__dirname, '../../public/sw.js'), 'utf8');
  new Function('self', source)(self);
  const fire = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p) => void waits.push(p) });
    await Promise.all(waits);
  };
  return { self, shown, fire };
}

const pushData = (value: unknown) => ({ json: () => value, text: () => JSON.stringify(value) });

describe('the service worker', () => {
  it('shows the push notice with the path of the seat\'s table', async () => {
    const { shown, fire } = loadWorker();
    await fire('push', { data: pushData({ matchID: 'm1', game: 'Grog Island', seatName: 'Anne', text: 'Anne, it is your turn in Grog Island (round 3).', url: '/match/m1' }) });
    expect(shown).toEqual([
      { title: 'Grog Island', options: expect.objectContaining({ body: 'Anne, it is your turn in Grog Island (round 3).', tag: 'harbour-m1', data: { path: '/match/m1' } }) },
    ]);
  });

  it('never opens another site from a notice', async () => {
    const { shown, fire } = loadWorker();
    await fire('push', { data: pushData({ text: 'x', url: 'https://evil.example/match/m1' }) });
    await fire('push', { data: { json: () => { throw new Error('not JSON'); }, text: () => 'plain words' } });
    expect(shown.map((s) => [s.title, s.options.body, s.options.data])).toEqual([
      ['Harbour', 'x', { path: '/games' }],
      ['Harbour', 'plain words', { path: '/games' }],
    ]);
  });

  it('focuses the tab that shows the table on a click, or opens the table', async () => {
    const focus = vi.fn(async () => undefined);
    const close = vi.fn();
    const open = loadWorker([{ url: 'https://harbour.example/games', focus }]);
    await open.fire('notificationclick', { notification: { close, data: { path: '/match/m1' } } });
    expect(close).toHaveBeenCalled();
    expect(focus).not.toHaveBeenCalled();
    expect(open.self.clients.openWindow).toHaveBeenCalledWith('https://harbour.example/match/m1');
    const existing = loadWorker([{ url: 'https://harbour.example/match/m1', focus }]);
    await existing.fire('notificationclick', { notification: { close, data: { path: '/match/m1' } } });
    expect(focus).toHaveBeenCalled();
    expect(existing.self.clients.openWindow).not.toHaveBeenCalled();
  });
});
