import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldSeats, rememberSeat, seatFor } from './seats.js';
import { openSeatLink, readSeatLink, type SeatLinkDeps } from './seat-link.js';
import { EMPTY_SNAPSHOT, type MatchConnection, type MatchSnapshot } from './types.js';

const MATCH = 'AbCdEfGh12345678';
const HREF = `http://harbour.test/seat/${MATCH}/1#s%3Dcret`;

/** A connection the test answers as the server would. */
function fakeConnection(playerID: string) {
  let snapshot: MatchSnapshot = { ...EMPTY_SNAPSHOT, playerID };
  const listeners = new Set<() => void>();
  const connection = {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as MatchConnection;
  const answer = (patch: Partial<MatchSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const l of [...listeners]) l();
  };
  return { connection, answer, listening: () => listeners.size };
}

function deps(connection: MatchConnection) {
  const replaced: string[] = [];
  const d = {
    connect: vi.fn<SeatLinkDeps['connect']>(() => connection),
    history: { replaceState: (_data: unknown, _unused: string, url?: string | URL | null) => void replaced.push(String(url)) },
    addressChanged: vi.fn(),
    learn: vi.fn(),
  };
  return { deps: d, replaced };
}

const fetchSpy = vi.fn<typeof fetch>(() => Promise.reject(new Error('no request expected')));

beforeEach(() => {
  localStorage.clear();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

describe('a seat link opened in a new browser', () => {
  it('reads the match, the seat and the secret from the link (nothing without a secret)', () => {
    expect(readSeatLink(new URL(HREF))).toEqual({ matchID: MATCH, playerID: '1', credentials: 's=cret', href: HREF });
    expect(readSeatLink(new URL(`http://harbour.test/seat/${MATCH}/1`))).toBeNull();
    expect(readSeatLink(new URL(`http://harbour.test/seat/${MATCH}/01#x`))).toBeNull();
    expect(readSeatLink(new URL(`http://harbour.test/match/${MATCH}#x`))).toBeNull();
  });

  it('joins its seat over the socket at once, with no lobby request before the board (no openapi.json, no restore, no match)', () => {
    const { connection, answer, listening } = fakeConnection('1');
    const { deps: d, replaced } = deps(connection);
    const link = readSeatLink(new URL(HREF));
    if (!link) throw new Error('a seat link');
    expect(openSeatLink(link, d)).toBe(connection);
    // The connection is asked for synchronously, with the link's seat: nothing comes before it.
    expect(d.connect).toHaveBeenCalledTimes(1);
    expect(d.connect).toHaveBeenCalledWith({ matchID: MATCH, playerID: '1', credentials: 's=cret' });
    // The secret leaves the address; the table's page reads the seat held here.
    expect(replaced).toEqual([`/match/${MATCH}`]);
    expect(seatFor(MATCH)).toMatchObject({ matchID: MATCH, playerID: '1', credentials: 's=cret', seatLink: HREF });
    // The join's answer: the match's first state, the game and the seats.
    answer({ status: 'online', stateID: 0, gameName: 'grog-island', G: {}, players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Ben', bot: null }], started: true });
    expect(seatFor(MATCH)).toMatchObject({ gameName: 'grog-island', playerName: 'Ben', credentials: 's=cret' });
    expect(listening()).toBe(0);
    expect(d.learn).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a teaching match learns from the join', () => {
    const { connection, answer } = fakeConnection('1');
    const { deps: d, replaced } = deps(connection);
    openSeatLink(readSeatLink(new URL(HREF)) as NonNullable<ReturnType<typeof readSeatLink>>, d);
    answer({ status: 'online', stateID: 3, gameName: 'port-royal', players: [], learn: true });
    expect(d.learn).toHaveBeenCalledWith(MATCH, 'port-royal');
    expect(replaced).toEqual([`/match/${MATCH}`, `/match/${MATCH}?learn=1`]);
  });

  it('a refused join gives the seats back as they were and the address back to the link, whose page says why', () => {
    rememberSeat({ matchID: MATCH, playerID: '0', credentials: 'older', gameName: 'grog-island', playerName: 'Anne', seatLink: 'old-link' });
    const before = heldSeats();
    const { connection, answer } = fakeConnection('1');
    const { deps: d, replaced } = deps(connection);
    openSeatLink(readSeatLink(new URL(HREF)) as NonNullable<ReturnType<typeof readSeatLink>>, d);
    expect(seatFor(MATCH)?.credentials).toBe('s=cret');
    answer({ status: 'failed', error: { code: 'auth.invalid', message: 'no' } });
    expect(heldSeats()).toEqual(before);
    expect(replaced).toEqual([`/match/${MATCH}`, HREF]);
    expect(d.addressChanged).toHaveBeenCalledTimes(1);
  });
});
