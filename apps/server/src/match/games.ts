import type { GameModule } from '@harbour/game-kit';
import { GAME_MODULES } from '@harbour/games';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig, getFilterPlayerView } from 'boardgame.io/internal';
import { secureSeeds, type Seeds } from './seeds.js';

export type ProcessedGame = ReturnType<typeof ProcessGameConfig>;
export type Reducer = ReturnType<typeof CreateGameReducer>;
export type FilterPlayerView = ReturnType<typeof getFilterPlayerView>;

/** One game as the server runs it: its module, boardgame.io's processed config, reducer and view filter. */
export interface HostedGame {
  readonly name: string;
  readonly module: GameModule;
  readonly game: ProcessedGame;
  readonly reducer: Reducer;
  readonly filter: FilterPlayerView;
  /** Every move name the game defines (top level, phases and stages): nothing else is accepted. */
  readonly moveNames: ReadonlySet<string>;
}

/** The games this server hosts: every module of the catalogue, with no special case for any. */
export class GameRegistry {
  private readonly games = new Map<string, HostedGame>();

  /** @param seeds where new matches (and the computers at them) take their randomness from. */
  constructor(
    modules: readonly GameModule[] = GAME_MODULES,
    readonly seeds: Seeds = secureSeeds,
  ) {
    for (const module of modules) {
      if (this.games.has(module.name)) throw new Error(`two games named ${module.name}`);
      const game = ProcessGameConfig(module.game);
      this.games.set(module.name, {
        name: module.name,
        module,
        game,
        reducer: CreateGameReducer({ game }),
        filter: getFilterPlayerView(game),
        moveNames: new Set(game.moveNames),
      });
    }
  }

  get(name: string): HostedGame | undefined {
    return this.games.get(name);
  }

  list(): HostedGame[] {
    return [...this.games.values()];
  }
}

/**
 * The first state of a new match, seeded per match (boardgame.io's random plugin keeps the seed
 * and its PRNG state in `plugins.random`, which never leaves the server).
 */
export function initialState(hosted: HostedGame, numPlayers: number, setupData: unknown, seed: string = secureSeeds.match(hosted.name)): State {
  const seeded = ProcessGameConfig({ ...hosted.module.game, seed });
  return InitializeGame({ game: seeded, numPlayers, setupData }) as State;
}

/**
 * Runs boardgame.io's reducer for one move. The reducer changes a few maps inside `ctx` in place
 * (active players, their move counts and limits: boardgame.io's flow.ts), which would also change
 * the state it was given, the one the server still holds, sends patches against, and falls back
 * to when the move is refused or loses a race. So it is given its own copies of those maps.
 */
export function reduceMove(hosted: HostedGame, state: State, playerID: string, name: string, args: unknown[]): State & { transients?: { error?: unknown }; deltalog?: State['deltalog'] } {
  const copy = <T>(value: T): T => (value !== null && typeof value === 'object' ? ({ ...value } as T) : value);
  const { ctx } = state;
  const input: State = {
    ...state,
    ctx: {
      ...ctx,
      activePlayers: copy(ctx.activePlayers),
      _activePlayersMinMoves: copy(ctx._activePlayersMinMoves),
      _activePlayersMaxMoves: copy(ctx._activePlayersMaxMoves),
      _activePlayersNumMoves: copy(ctx._activePlayersNumMoves),
    },
  };
  return withoutStackTraces(() => hosted.reducer(input, { type: 'MAKE_MOVE', payload: { type: name, args, playerID } } as never) as ReturnType<typeof reduceMove>);
}

/**
 * Runs `task` with V8 capturing no stack traces. boardgame.io's events plugin creates an `Error` for
 * every event a move or hook calls (endTurn, setActivePlayers…), only to show its stack should the
 * event later be misused; capturing that stack (ten frames deep in a server) was a third of the
 * reducer's time (44 -> 29 us per move). Errors thrown meanwhile keep their message and type, without the stack. The
 * reducer is synchronous, so nothing else runs while the limit is 0.
 */
export function withoutStackTraces<T>(task: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return task();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
