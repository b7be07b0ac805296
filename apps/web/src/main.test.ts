import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SNAPSHOT, type MatchConnection } from './connection/types.js';

/**
 * The page's entry (main.ts) on the two ways into a match from outside: everything it starts starts
 * at once and side by side, before the app (boot) loads, and nothing waits for a lobby request.
 */
const MATCH = 'AbCdEfGh12345678';

const connectToMatch = vi.fn((options: { playerID: string | null }): MatchConnection => {
  const snapshot = { ...EMPTY_SNAPSHOT, playerID: options.playerID };
  return { getSnapshot: () => snapshot, subscribe: () => () => undefined, close: () => undefined } as unknown as MatchConnection;
});
const prefetchTable = vi.fn();
const prefetchPage = vi.fn();
const booted = vi.fn();
vi.mock('./connection/socket.js', () => ({ connectToMatch }));
vi.mock('./games/registry.js', () => ({ prefetchTable }));
vi.mock('./app/page-loaders.js', () => ({ prefetchPage }));
vi.mock('./boot.js', () => {
  booted();
  return {};
});

const requests: string[] = [];

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  requests.length = 0;
  for (const f of [connectToMatch, prefetchTable, prefetchPage]) f.mockClear();
  vi.stubGlobal('fetch', (input: string) => {
    requests.push(input);
    return new Promise<Response>(() => undefined);
  });
  document.head.innerHTML = '<meta name="harbour-game" content="grog-island">';
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function enter(address: string): Promise<void> {
  window.history.replaceState(null, '', address);
  await import('./main.js');
}

describe('the entry', () => {
  it('on a seat link: the seat joins over the socket and the table loads at once, with no request before the board (none for openapi.json)', async () => {
    await enter(`/seat/${MATCH}/1#secret`);
    expect(connectToMatch).toHaveBeenCalledTimes(1);
    expect(connectToMatch.mock.calls[0]?.[0]).toMatchObject({ matchID: MATCH, playerID: '1', credentials: 'secret' });
    expect(prefetchTable).toHaveBeenCalledWith('grog-island');
    expect(requests).toEqual([]);
    expect(window.location.pathname).toBe(`/match/${MATCH}`);
    expect(window.location.hash).toBe('');
    // The connection and the table started before the app was asked for.
    expect(connectToMatch.mock.invocationCallOrder[0]).toBeLessThan(prefetchTable.mock.invocationCallOrder[0] ?? 0);
    await vi.waitFor(() => expect(booted).toHaveBeenCalled());
  });

  it('on an invite: the match is asked for, the invite page and the table load, all three at once', async () => {
    await enter(`/join/${MATCH}`);
    expect(requests).toEqual([`/api/matches/${MATCH}`]);
    expect(prefetchPage).toHaveBeenCalledWith(`/join/${MATCH}`);
    expect(prefetchTable).toHaveBeenCalledWith('grog-island');
    expect(connectToMatch).not.toHaveBeenCalled();
  });
});
