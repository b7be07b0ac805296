import { randomBytes } from 'node:crypto';
import type { GameModule } from '@harbour/game-kit';
import { GAME_MODULES } from '@harbour/games';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig, getFilterPlayerView } from 'boardgame.io/internal';

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

  constructor(modules: readonly GameModule[] = GAME_MODULES) {
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

/** A seed no one can guess: 128 bits from the operating system's cryptographic source. */
export function newSeed(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The first state of a new match, seeded per match (boardgame.io's random plugin keeps the seed
 * and its PRNG state in `plugins.random`, which never leaves the server).
 */
export function initialState(hosted: HostedGame, numPlayers: number, setupData: unknown): State {
  const seeded = ProcessGameConfig({ ...hosted.module.game, seed: newSeed() });
  return InitializeGame({ game: seeded, numPlayers, setupData }) as State;
}
