import type { LogEntry, State } from 'boardgame.io';
import { expect } from 'vitest';
import { reduceMove } from '../../src/games.js';
import type { SyncPayload, UpdatePayload } from '../../src/protocol.js';
import type { RunningServer } from '../../src/server.js';
import type { ClientState } from '../../src/views.js';
import type { Frame } from './client.js';

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
