import type { Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';

/**
 * Drives a game through boardgame.io's own reducer, as the server does: the initial state from
 * InitializeGame with a fixed seed (and match options as setupData), then MAKE_MOVE actions.
 * For tests and benchmarks (a subpath of its own: `@harbour/game-kit/bgio-driver`).
 */
export function createDriver<G>(game: Game<G>, numPlayers: number, seed: string, setupData?: unknown) {
  const processed = ProcessGameConfig({ ...game, seed });
  const reducer = CreateGameReducer({ game: processed });
  let state = InitializeGame({ game: processed, numPlayers, setupData }) as State<G>;
  const log: LogEntry[] = [];
  return {
    game: processed,
    get state(): State<G> {
      return state;
    },
    /** The match log so far (what the server stores and sends, redacted, to clients). */
    get log(): LogEntry[] {
      return log;
    },
    /** Dispatches a move; returns false (state unchanged) if boardgame.io or the game refused it. */
    move(playerID: string, type: string, args: unknown[]): boolean {
      const action = { type: 'MAKE_MOVE' as const, payload: { type, args, playerID } };
      const next = reducer(state, action as never) as State<G> & { transients?: { error?: unknown } };
      if (next.transients?.error !== undefined || next === state) return false;
      state = next;
      log.push(...(next.deltalog ?? []));
      return true;
    },
  };
}
