import type { LogEntry, State } from 'boardgame.io';
import { afterAll, beforeAll, expect } from 'vitest';
import { reduceMove } from '../match/games.js';
import { createMatch } from '../match/matches.js';
import type { SyncPayload, UpdatePayload } from '../match/protocol.js';
import { startServer, type RunningServer } from '../server.js';
import type { ClientState } from '../match/views.js';
import { TestClient, type Frame } from './client.js';
import { openTestStore, testConfig } from './env.js';

/**
 * What the secrecy tests check frames against: the match as the server really holds it, rebuilt
 * after the game by replaying the stored log on the stored initial state (neither of which any
 * client ever gets).
 */
export interface TrueMatch {
  seed: string;
  credentials: string[];
  /** The true state (unfiltered) for every state id of the match. */
  truth: Map<number, State>;
  storedLog: LogEntry[];
}

/** A logged move's payload. */
export type LoggedMove = { type: string; args?: unknown[] | null; playerID?: string };

/** `actual` deep-equals `expected` (compared as JSON first: most frames are checked this way, quickly). */
export function expectSame(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual, what).toEqual(expected);
}

/** The seed of a match, read from its stored initial state. */
export async function seedOf(server: RunningServer, matchID: string): Promise<string> {
  const { initialState } = await server.store.load(matchID, { initialState: true });
  const seed = String((initialState?.plugins.random?.data as { seed?: unknown } | undefined)?.seed);
  expect(seed.length).toBeGreaterThanOrEqual(20);
  return seed;
}

/** The true state of every state id of a finished match, and its stored log. */
export async function replayStoredMatch(server: RunningServer, gameName: string, matchID: string): Promise<Pick<TrueMatch, 'truth' | 'storedLog'>> {
  const hosted = server.games.get(gameName);
  const { initialState, state: final, log } = await server.store.load(matchID, { initialState: true, state: true, log: true });
  if (hosted === undefined || initialState === undefined || final === undefined) throw new Error('match not stored');
  let state: State = initialState;
  const truth = new Map<number, State>([[state._stateID, state]]);
  for (const entry of log ?? []) {
    if (entry.action.type !== 'MAKE_MOVE') continue;
    const { type, args, playerID } = entry.action.payload as LoggedMove;
    expect(entry._stateID).toBe(state._stateID);
    const { deltalog: _d, transients, ...next } = reduceMove(hosted, state, String(playerID), type, args ?? []);
    expect(transients?.error).toBeUndefined();
    state = next;
    truth.set(state._stateID, state);
  }
  expect(state._stateID).toBe(final._stateID);
  expect(state.G).toEqual(final.G);
  expect(final.ctx.gameover).toBeDefined();
  return { truth, storedLog: log ?? [] };
}

/**
 * The secrets of the platform itself, for any game: no seed, PRNG state, initial state or seat
 * credentials in a frame, no random plugin data; the frame's ctx is the true one. Returns the
 * frame's state with its true counterpart, for the game's own checks.
 */
export function assertNoPlatformSecrets(frame: Frame, match: TrueMatch): { state: ClientState; truth: State } | null {
  const text = JSON.stringify(frame.payload);
  expect(text).not.toContain(match.seed);
  expect(text).not.toContain('prngstate');
  expect(text).not.toContain('initialState');
  for (const credentials of match.credentials) expect(text).not.toContain(credentials);
  const payload = frame.payload as Partial<SyncPayload & UpdatePayload>;
  if (payload.state === undefined) return null;
  const { ctx, plugins, _stateID } = payload.state;
  expect(Object.keys(plugins)).not.toContain('random');
  const truth = match.truth.get(_stateID);
  if (truth === undefined) throw new Error(`state ${_stateID} is not in the stored log`);
  expectSame(ctx, truth.ctx, `ctx of state ${_stateID}`);
  return { state: payload.state, truth };
}

/** A person's seat in a recorded match: whether its client takes patches. */
export type RecordedSeat = { name: string; patches: boolean } | { bot: string };

export interface RecordedMatch {
  match: TrueMatch;
  /** Every person's client by seat, then the spectator's (seat null), with the frames they received. */
  viewers: [number | null, TestClient][];
  /** Who made each stored move, in order. */
  movers: string[];
}

/**
 * Plays a complete match over the sockets and records what every person and a spectator received:
 * creates it, seats the people, lets `playSeat` play each person's seat (server-side bots play
 * theirs), then rebuilds the true states from storage and waits until the spectator has the end.
 */
export async function recordCompleteMatch(
  server: RunningServer,
  gameName: string,
  seats: readonly RecordedSeat[],
  playSeat: (client: TestClient, matchID: string, seat: number) => Promise<unknown>,
  options: { spectatorPatches?: boolean } = {},
): Promise<RecordedMatch> {
  const created = await createMatch(server.store, server.games, { gameName, numPlayers: seats.length, seats: seats.map((s) => ('name' in s ? { name: s.name } : { bot: s.bot })) });
  const seed = await seedOf(server, created.matchID);
  const people = seats.flatMap((s, i) => ('name' in s ? [[i, s.patches] as const] : []));
  const clients = await Promise.all(people.map(([, patches]) => TestClient.connect(server.url, { patches })));
  const spectator = await TestClient.connect(server.url, { patches: options.spectatorPatches ?? false });
  try {
    expect((await spectator.join(created.matchID)).ok).toBe(true);
    for (const [k, [seat]] of people.entries()) expect((await clients[k]?.join(created.matchID, String(seat), created.credentials[String(seat)]))?.ok).toBe(true);
    // createMatch does not wake the bots (the lobby does): a bot may have the first move.
    if (people.length < seats.length) server.bots.schedule(created.matchID);
    await Promise.all(people.map(([seat], k) => playSeat(clients[k] as TestClient, created.matchID, seat)));
    const replayed = await replayStoredMatch(server, gameName, created.matchID);
    const finalID = [...replayed.truth.keys()].at(-1);
    await spectator.waitFor(() => spectator.state(created.matchID)._stateID === finalID);
    return {
      match: { seed, credentials: Object.values(created.credentials), ...replayed },
      viewers: [...people.map(([seat], k) => [seat, clients[k] as TestClient] as [number, TestClient]), [null, spectator]],
      movers: replayed.storedLog.filter((e) => e.action.type === 'MAKE_MOVE').map((e) => String((e.action.payload as LoggedMove).playerID)),
    };
  } finally {
    for (const c of [...clients, spectator]) c.close();
  }
}

/** A server on a fresh PGlite store for the tests of one file. */
export function useTestServer(): () => RunningServer {
  let server: RunningServer | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openTestStore('pglite');
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig(), store: opened.store });
  });
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
  });
  return () => {
    if (server === undefined) throw new Error('the test server is not running');
    return server;
  };
}
