import { seededRng, type Engine, type Refusal, type Rng } from '@harbour/game-kit';
import { EMPTY_SNAPSHOT, type MatchConnection, type MatchSnapshot, type MoveResult, type SeatInfo } from './types.js';

/**
 * A match played entirely in this browser over a game's pure engine: for development (the /dev
 * page) and for component tests. It offers the same MatchConnection a table gets from the server,
 * one per seat (or for a spectator), each seeing only what the engine's view allows.
 */
export interface LocalGame<S, M> {
  name: string;
  engine: Engine<S, M, S>;
  /** Untrusted move name and arguments → a move, or the reason they are malformed. */
  parse(name: string, args: readonly unknown[]): M | Refusal;
}

export class LocalMatch<S, M> {
  private state: S;
  private stateID = 0;
  private readonly rng: Rng;
  private readonly connections = new Set<LocalConnection<S, M>>();
  private online = true;
  readonly players: SeatInfo[];

  constructor(
    readonly game: LocalGame<S, M>,
    names: readonly string[],
    seed: string | number = Date.now(),
  ) {
    this.rng = seededRng(seed);
    this.state = game.engine.setup(names.length, this.rng);
    this.players = names.map((name, i) => ({ playerID: String(i), name, bot: null }));
  }

  /** The complete state (nothing hidden): for tests and the development page. */
  fullState(): S {
    return this.state;
  }

  connect(playerID: string | null): MatchConnection {
    const connection = new LocalConnection(this, playerID);
    this.connections.add(connection);
    return connection;
  }

  /** Development and tests: pretend the network dropped or came back. */
  setOnline(online: boolean): void {
    this.online = online;
    this.broadcast();
  }

  /** @internal */
  snapshotFor(playerID: string | null): MatchSnapshot {
    const seat = playerID === null ? null : Number(playerID);
    const engine = this.game.engine;
    const outcome = engine.outcome(this.state);
    return {
      ...EMPTY_SNAPSHOT,
      status: this.online ? 'online' : 'offline',
      offlineSince: this.online ? null : Date.now(),
      gameName: this.game.name,
      playerID,
      G: engine.view(this.state, seat),
      stateID: this.stateID,
      gameover: outcome ? { winners: outcome.winners.map(String), scores: outcome.scores } : undefined,
      players: this.players,
      started: true,
    };
  }

  /** @internal */
  move(playerID: string | null, name: string, args: readonly unknown[]): MoveResult {
    if (!this.online) return { ok: false, error: { code: 'connection.offline', message: 'Not connected.' } };
    if (playerID === null) return { ok: false, error: { code: 'auth.spectator', message: 'Spectators cannot make moves.' } };
    const seat = Number(playerID);
    const move = this.game.parse(name, args);
    if (isRefusal(move)) return refused(move);
    const refusal = this.game.engine.check(this.state, seat, move);
    if (refusal) return refused(refusal);
    this.state = this.game.engine.apply(this.state, seat, move, this.rng);
    this.stateID++;
    this.broadcast();
    return { ok: true };
  }

  /** @internal */
  drop(connection: LocalConnection<S, M>): void {
    this.connections.delete(connection);
  }

  private broadcast(): void {
    for (const c of this.connections) c.refresh();
  }
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'code' in value && typeof (value as Refusal).code === 'string';
}

function refused(refusal: Refusal): MoveResult {
  return { ok: false, error: { code: 'move.refused', message: refusal.code, refusal: { code: refusal.code, ...(refusal.params ? { params: { ...refusal.params } } : {}) } } };
}

class LocalConnection<S, M> implements MatchConnection {
  private snapshot: MatchSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly match: LocalMatch<S, M>,
    private readonly playerID: string | null,
  ) {
    this.snapshot = match.snapshotFor(playerID);
  }

  refresh(): void {
    this.snapshot = this.match.snapshotFor(this.playerID);
    for (const l of this.listeners) l();
  }

  getSnapshot = (): MatchSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  makeMove(name: string, args: readonly unknown[]): Promise<MoveResult> {
    return Promise.resolve(this.match.move(this.playerID, name, args));
  }

  resync(): void {
    this.refresh();
  }

  reconnect(): void {
    this.match.setOnline(true);
  }

  close(): void {
    this.listeners.clear();
    this.match.drop(this);
  }
}
