import type { Game, LogEntry, Server, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { randomBytes } from 'node:crypto';

/**
 * A tiny game: players add to a shared counter; the first to reach 3 wins. `note` adds a line to a
 * growing list instead (a long match that never ends, for the storage of states as patches).
 */
const counterGame: Game<{ counter: number; secret: string; notes?: string[] }> = {
  name: 'counter',
  setup: () => ({ counter: 0, secret: 'hidden' }),
  moves: {
    add: { move: ({ G }) => ({ ...G, counter: G.counter + 1 }), redact: true },
    note: ({ G, ctx }) => ({ ...G, notes: [...(G.notes ?? []), `turn ${ctx.turn}`], secret: `after turn ${ctx.turn}` }),
  },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G, ctx }) => (G.counter >= 3 ? { winner: ctx.currentPlayer } : undefined),
};

const processed = ProcessGameConfig({ ...counterGame, seed: 'fixture' });
const reducer = CreateGameReducer({ game: processed });

export function uniqueID(prefix = 'm'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}

export function newMatch(opts: { numPlayers?: number; unlisted?: boolean; gameName?: string; createdAt?: number; bots?: number[] } = {}) {
  const numPlayers = opts.numPlayers ?? 2;
  const initialState = InitializeGame({ game: processed, numPlayers }) as State;
  const now = opts.createdAt ?? Date.now();
  const players: Server.MatchData['players'] = {};
  for (let i = 0; i < numPlayers; i++) {
    players[i] = opts.bots?.includes(i) ? { id: i, name: `Bot ${i}`, data: { bot: { level: 'easy' } } } : { id: i };
  }
  const metadata: Server.MatchData = {
    gameName: opts.gameName ?? 'counter',
    players,
    unlisted: opts.unlisted ?? true,
    createdAt: now,
    updatedAt: now,
  };
  return { initialState, metadata };
}

/** Applies one move (`add` unless told) by the current player; returns the new state and its log entries. */
export function nextState(state: State, move: 'add' | 'note' = 'add'): { state: State; deltalog: LogEntry[] } {
  const action = { type: 'MAKE_MOVE', payload: { type: move, args: [], playerID: state.ctx.currentPlayer } };
  const next = reducer(state, action as never) as State & { transients?: unknown };
  if (next.transients !== undefined) throw new Error('fixture move refused');
  const { deltalog, ...rest } = next;
  return { state: rest as State, deltalog: deltalog ?? [] };
}
