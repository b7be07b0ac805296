import type { Refusal } from '@harbour/game-kit';
import { errInfo } from '../logger.js';
import { stateChange, type MatchData, type MatchStorage, type PatchOp } from '@harbour/storage';
import type { LogEntry, State } from 'boardgame.io';
import type { Logger } from 'pino';
import type { Bus, BusMessage, TableMessage } from './bus.js';
import { AppError, errors } from '../errors.js';
import { reduceMove, type GameRegistry, type HostedGame } from './games.js';
import type { Metrics } from '../metrics.js';
import { markLog } from './log-marks.js';
import { botLevel, isStarted, seatOf } from './seats.js';
import type { TableFeature } from './table-feature.js';

/** A match held in memory by this process while sockets watch it (or a move is under way). */
export interface LiveMatch {
  readonly matchID: string;
  readonly hosted: HostedGame;
  state: State;
  metadata: MatchData;
  subscribers: number;
}

/**
 * How a new state reached this process: one step after the last (with its log), or a jump. A move
 * made here also carries the state before it and what it changed (`stateChange`, computed once for
 * the store and every seat's update; null when too large to be a patch).
 */
export type StateChange =
  | { kind: 'update'; prevStateID: number; deltalog: LogEntry[]; moved?: { previous: State; change: PatchOp[] | null; replyTo?: object } }
  | { kind: 'sync' };

/**
 * The socket edge's view of the runner (the transport): new states and seats of held matches. What
 * features add (after a commit, on the bus) is theirs, in the list of table features (`use`).
 */
export interface RunnerListener {
  /** Called in the match's queue, after the features' own; a returned promise is awaited before the next task. */
  stateChanged?(live: LiveMatch, change: StateChange): void | Promise<void>;
  metadataChanged?(live: LiveMatch): void | Promise<void>;
}

/**
 * Who submits a move: a person holding a seat (as authenticated when the socket joined), a bot seat,
 * or the computer deciding once for a person's seat whose time ran out (asynchronous play; server-made only).
 */
export type Actor = { kind: 'seat'; credentialsHash: string } | { kind: 'bot' } | { kind: 'computer' };

export interface MoveRequest {
  matchID: string;
  playerID: string;
  actor: Actor;
  /** The state id the move was made on. */
  stateID: number;
  name: string;
  args: unknown[];
  /** Added to the move's log entries' metadata (e.g. `{ byComputer: true, reason: 'timeout' }`). */
  logMetadata?: Record<string, unknown>;
  /** Called, still in the match's queue, when the move is refused as stale: send the mover a fresh state. */
  resync?: (live: LiveMatch) => Promise<void>;
  /** Who asked, for the listener that took the request (the socket edge answers its sender with the update): passed on in the change, never looked at here. */
  replyTo?: object;
}

export type MoveOutcome = { ok: true; stateID: number } | { ok: false; error: AppError };

const moveErrors = {
  over: () => new AppError(409, 'match.over', 'The match is over.'),
  notStarted: () => new AppError(409, 'match.notStarted', 'The match starts when every seat is taken.'),
  stale: () => new AppError(409, 'state.stale', 'The match moved on before your move arrived; here is the current state.'),
  unknownMove: (name: string) => new AppError(400, 'move.unknown', `This game has no move called "${name.slice(0, 40)}".`),
  refused: (refusal: Refusal) => new AppError(422, 'move.refused', `The rules do not allow this move now (${refusal.code}).`, refusal),
  revoked: () => new AppError(403, 'auth.revoked', 'This seat link was replaced; open the new one to play.'),
  notABot: () => new AppError(403, 'auth.invalid', 'This seat is not played by a bot.'),
};

/**
 * Runs matches: one queue per match (tasks of a match never interleave), boardgame.io's reducer
 * for the rules, and the store's compare-and-swap for the truth. A move is persisted before anyone
 * hears of it; a move that loses a race to another process is refused as stale and its sender is
 * resynchronised; other processes learn of new states over the bus.
 *
 * Longer than our files usually are (about 530 lines) for a reason: the queue, the held matches
 * and the checks of a move share one invariant (a held state is the stored one, or is being
 * brought up to it, inside the match's queue), and splitting them would hand that invariant across
 * files. The features (bots, forced moves, clocks, notices) live elsewhere, listed in features.ts.
 */
export class MatchRunner {
  private readonly held = new Map<string, LiveMatch>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners: RunnerListener[] = [];
  /** The table features, in the order their after-commit effects run (features.ts). */
  private features: readonly TableFeature[] = [];
  /** Set by `drain`: moves are refused from then on (the server is stopping). */
  private draining = false;

  constructor(
    private readonly store: MatchStorage,
    private readonly games: GameRegistry,
    private readonly bus: Bus,
    private readonly metrics: Metrics,
    private readonly log: Logger,
  ) {
    bus.onMessage((message) => void this.onBus(message));
    bus.onReconnect(() => void this.resyncAll());
  }

  addListener(listener: RunnerListener): void {
    this.listeners.push(listener);
  }

  /** The table features, once, in the order their effects run after a commit (features.ts lists them). */
  use(features: readonly TableFeature[]): void {
    if (this.features.length > 0) throw new Error('the table features are given once');
    this.features = features;
  }

  get heldCount(): number {
    return this.held.size;
  }

  /** Runs `task` after every earlier task of the same match. */
  serial<T>(matchID: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(matchID) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => {},
      () => {},
    );
    this.queues.set(matchID, tail);
    void tail.then(() => {
      if (this.queues.get(matchID) === tail) this.queues.delete(matchID);
    });
    return result;
  }

  /**
   * Holds a match in memory for one more subscriber and runs `then` in its queue. Null when the
   * match does not exist (nothing is created on demand).
   */
  attach<T>(matchID: string, then: (live: LiveMatch) => Promise<T>): Promise<{ live: LiveMatch; result: T } | null> {
    return this.serial(matchID, async () => {
      let live = this.held.get(matchID);
      if (live === undefined) {
        // Listen first, then read: no update can slip in between.
        await this.bus.subscribe(matchID);
        const loaded = await this.fetch(matchID);
        if (loaded === null) {
          await this.bus.unsubscribe(matchID);
          return null;
        }
        live = loaded;
        this.held.set(matchID, live);
        this.metrics.liveMatches.set(this.held.size);
      }
      live.subscribers++;
      try {
        return { live, result: await then(live) };
      } catch (error) {
        await this.release(live);
        throw error;
      }
    });
  }

  /** One subscriber less; the match leaves memory with its last subscriber. */
  detach(matchID: string): Promise<void> {
    return this.serial(matchID, async () => {
      const live = this.held.get(matchID);
      if (live !== undefined) await this.release(live);
    });
  }

  private async release(live: LiveMatch): Promise<void> {
    live.subscribers--;
    if (live.subscribers > 0) return;
    this.held.delete(live.matchID);
    this.metrics.liveMatches.set(this.held.size);
    await this.bus.unsubscribe(live.matchID).catch(() => {});
  }

  /** Runs `task` in the match's queue with its current state (held or read); null if unknown. */
  withMatch<T>(matchID: string, task: (live: LiveMatch) => Promise<T>): Promise<T | null> {
    return this.serial(matchID, async () => {
      const live = this.held.get(matchID) ?? (await this.fetch(matchID));
      return live === null ? null : task(live);
    });
  }

  /** The state a sync sends: the log up to the held state (the stored log may already be ahead). */
  async logOf(live: LiveMatch): Promise<LogEntry[]> {
    const { log = [] } = await this.store.load(live.matchID, { log: true });
    return log.filter((entry) => entry._stateID < live.state._stateID);
  }

  /**
   * Stopping: refuses new moves and waits (up to `timeoutMs`) until every task already queued, a
   * move's commit among them, has finished, so the store can be closed under nobody.
   */
  async drain(timeoutMs: number): Promise<void> {
    this.draining = true;
    const deadline = Date.now() + timeoutMs;
    while (this.queues.size > 0 && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
      await Promise.race([Promise.allSettled([...this.queues.values()]), timeout]);
      clearTimeout(timer);
    }
    if (this.queues.size > 0) this.log.warn({ matches: this.queues.size }, 'stopping with tasks still under way');
  }

  async submit(request: MoveRequest): Promise<MoveOutcome> {
    if (this.draining) return { ok: false, error: errors.unavailable() };
    const started = performance.now();
    // The game of the match as loaded for the move (a match no process held is counted under its game too).
    const seen: { game?: string } = {};
    const outcome = await this.serial(request.matchID, () => this.apply(request, seen)).catch((error: unknown) => {
      this.log.error({ err: errInfo(error), matchID: request.matchID }, 'move failed');
      return { ok: false as const, error: errors.internal() };
    });
    const label = outcome.ok ? 'ok' : outcome.error.code;
    this.metrics.moveSeconds.observe({ outcome: outcome.ok ? 'ok' : outcome.error.status >= 500 ? 'error' : 'refused' }, (performance.now() - started) / 1000);
    this.metrics.moves.inc({ game: seen.game ?? 'unknown', outcome: label });
    return outcome;
  }

  private async apply(request: MoveRequest, seen: { game?: string }): Promise<MoveOutcome> {
    const { matchID, playerID, name, args } = request;
    let live = this.held.get(matchID) ?? (await this.fetch(matchID));
    if (live === null) return fail(errors.matchNotFound());
    seen.game = live.hosted.name;
    // The lobby may have changed the seats on another process a moment ago: check against the stored metadata before refusing.
    if (!this.authorized(live, request) || !isStarted(live.metadata)) live = await this.refreshMetadata(live);
    if (!this.authorized(live, request)) return fail(request.actor.kind === 'bot' ? moveErrors.notABot() : moveErrors.revoked());
    const { hosted, state } = live;
    const move = hosted.moveNames.has(name) ? hosted.game.flow.getMove(state.ctx, name, playerID) : null;
    const ignoreStale = typeof move === 'object' && move !== null && 'ignoreStaleStateID' in move && move.ignoreStaleStateID === true;
    // A sender behind the match first learns where it stands (which may be: over).
    if (request.stateID !== state._stateID && !ignoreStale) {
      this.metrics.staleMoves.inc();
      await request.resync?.(live);
      return fail(moveErrors.stale());
    }
    if (state.ctx.gameover !== undefined) return fail(moveErrors.over());
    if (!isStarted(live.metadata)) return fail(moveErrors.notStarted());
    if (!hosted.moveNames.has(name)) return fail(moveErrors.unknownMove(name));
    if (move === null || !hosted.game.flow.isPlayerActive(state.G, state.ctx, playerID)) {
      return fail(moveErrors.refused(this.explain(live, request) ?? { code: 'move.notYourTurn' }));
    }
    // The move checks itself (its arguments parsed, the rules asked); only a refused one is asked
    // again, for the reason to tell its sender.
    const next = reduceMove(hosted, state, playerID, name, args);
    if (next.transients?.error !== undefined || next.ctx === state.ctx) return fail(moveErrors.refused(this.explain(live, request) ?? { code: 'move.invalid' }));
    const { deltalog = [], transients: _t, ...newState } = next;
    markLog(hosted.module, state, newState, deltalog, { seat: request.actor.kind === 'seat', name, args, ...(request.logMetadata ? { metadata: request.logMetadata } : {}) });
    return this.commit(live, request, newState, deltalog);
  }

  /**
   * Commits a state a collaborator computes from the held one (a take-back restores the state
   * before a move), with everything a move has: the match's queue, the seat's guard, the
   * compare-and-swap on `request.stateID`, the sockets and listeners told. `compute` may refuse
   * with an AppError.
   */
  async submitState(request: Omit<MoveRequest, 'name' | 'args' | 'logMetadata'>, compute: (live: LiveMatch) => Promise<{ state: State; deltalog: LogEntry[] } | AppError>): Promise<MoveOutcome> {
    if (this.draining) return { ok: false, error: errors.unavailable() };
    return this.serial(request.matchID, async () => {
      let live = this.held.get(request.matchID) ?? (await this.fetch(request.matchID));
      if (live === null) return fail(errors.matchNotFound());
      if (!this.authorized(live, request)) live = await this.refreshMetadata(live);
      if (!this.authorized(live, request)) return fail(moveErrors.revoked());
      if (request.stateID !== live.state._stateID) {
        await request.resync?.(live);
        return fail(moveErrors.stale());
      }
      if (live.state.ctx.gameover !== undefined) return fail(moveErrors.over());
      const computed = await compute(live);
      if (computed instanceof AppError) return fail(computed);
      return this.commit(live, request, computed.state, computed.deltalog);
    }).catch((error: unknown) => {
      this.log.error({ err: errInfo(error), matchID: request.matchID }, 'state change failed');
      return { ok: false as const, error: errors.internal() };
    });
  }

  /** Stores `newState` after the held state (compare-and-swap, the seat's guard), then tells everyone. */
  private async commit(live: LiveMatch, request: Pick<MoveRequest, 'matchID' | 'playerID' | 'actor' | 'resync' | 'replyTo'>, newState: State, deltalog: LogEntry[]): Promise<MoveOutcome> {
    const { matchID, playerID } = request;
    const { state } = live;
    const change = stateChange(state, newState);

    let committed: boolean;
    try {
      // A seat's move is stored only if its credentials are still the stored ones (checked with the compare-and-swap).
      const guard = request.actor.kind === 'seat' ? { playerID, credentials: request.actor.credentialsHash } : undefined;
      committed = await this.store.commitState(matchID, state._stateID, newState, deltalog, state, guard, change);
    } catch (error) {
      this.metrics.storageErrors.inc({ operation: 'commit' });
      this.log.error({ err: (error as Error).message, matchID }, 'commit failed');
      // Whether the write happened is unknown: forget what we hold and resynchronise from the store.
      await this.reload(live).catch(() => {});
      return fail(errors.unavailable());
    }
    if (!committed) {
      // Another process moved first, or the seat link was replaced meanwhile: take the stored match, tell everyone here, refuse this move.
      const fresh = await this.reload(live);
      if (fresh !== null && !this.authorized(fresh, request)) {
        if (this.held.get(matchID) === fresh) await this.notifyMetadata(fresh);
        return fail(moveErrors.revoked());
      }
      this.metrics.staleMoves.inc();
      this.metrics.commitConflicts.inc();
      if (fresh !== null) await request.resync?.(fresh);
      return fail(moveErrors.stale());
    }
    live.state = newState;
    this.bus.publish({ kind: 'state', matchID, origin: this.bus.origin, stateID: newState._stateID });
    await this.notifyState(live, { kind: 'update', prevStateID: state._stateID, deltalog, moved: { previous: state, change, ...(request.replyTo ? { replyTo: request.replyTo } : {}) } });
    this.afterCommit(live, state, deltalog);
    return { ok: true, stateID: newState._stateID };
  }

  /** The one place the effects of a commit run: each feature's, in the list's order (one failing stops none of the others). */
  private afterCommit(live: LiveMatch, previous: State, deltalog: readonly LogEntry[]): void {
    for (const feature of this.features) {
      try {
        feature.committed?.(live, previous, deltalog);
      } catch (error) {
        this.log.error({ err: errInfo(error), matchID: live.matchID, feature: feature.name }, 'after-commit effect failed');
      }
    }
  }

  private authorized(live: LiveMatch, request: Pick<MoveRequest, 'playerID' | 'actor'>): boolean {
    const seat = seatOf(live.metadata, request.playerID);
    if (seat === undefined) return false;
    if (request.actor.kind === 'bot') return botLevel(seat) !== undefined;
    if (request.actor.kind === 'computer') return botLevel(seat) === undefined;
    return seat.credentials === request.actor.credentialsHash && botLevel(seat) === undefined;
  }

  /** The game's reason for refusing a move, or null if it has none. */
  private explain(live: LiveMatch, request: MoveRequest): Refusal | null {
    try {
      return live.hosted.module.explainMove(live.state.G, request.playerID, request.name, request.args);
    } catch {
      return { code: 'move.invalid' };
    }
  }

  /** The lobby changed a match's metadata here: hold the new metadata, tell local sockets and other processes. */
  metadataUpdated(matchID: string, metadata: MatchData): Promise<void> {
    return this.serial(matchID, async () => {
      this.bus.publish({ kind: 'metadata', matchID, origin: this.bus.origin });
      const live = this.held.get(matchID);
      if (live === undefined) return;
      live.metadata = metadata;
      await this.notifyMetadata(live);
    });
  }

  /** This process changed a match's clocks, chat, hint counts, a seat's notes or a seat's order: tell the processes holding it (ids only). */
  tableChanged(message: { kind: 'clocks' | 'hints'; matchID: string } | { kind: 'chat' | 'tableEvent'; matchID: string; seq: number } | { kind: 'notes'; matchID: string; playerID: string } | { kind: 'order'; matchID: string; playerID: string; dropped?: boolean }): void {
    this.bus.publish({ ...message, origin: this.bus.origin });
  }

  /**
   * Another process changed a match. The message is only a hint: what is applied is read from the
   * store (a message never carries a state, and a forged one makes us read, nothing more).
   */
  private async onBus(message: BusMessage): Promise<void> {
    await this.serial(message.matchID, async () => {
      const live = this.held.get(message.matchID);
      if (live === undefined) return;
      if (message.kind === 'metadata') {
        await this.refreshMetadata(live);
        await this.notifyMetadata(live);
        return;
      }
      if (message.kind === 'clocks' || message.kind === 'chat' || message.kind === 'hints' || message.kind === 'notes' || message.kind === 'order' || message.kind === 'tableEvent') {
        await this.notifyTable(live, message);
        return;
      }
      if (message.stateID <= live.state._stateID) return;
      await this.catchUp(live);
    }).catch((error: unknown) => this.log.warn({ err: (error as Error).message, matchID: message.matchID }, 'bus message not applied'));
  }

  /**
   * Takes the stored state of a held match: one step ahead, its sockets get an update with the
   * move's log entries; further ahead, a sync.
   */
  private async catchUp(live: LiveMatch): Promise<void> {
    const held = live.state._stateID;
    const { state, log = [] } = await this.store.load(live.matchID, { state: true, log: true, logFrom: held });
    if (state === undefined || state._stateID <= held) return;
    const deltalog = log.filter((entry) => entry._stateID === held);
    const oneStep = state._stateID === held + 1 && deltalog.length > 0 && deltalog.length === log.length;
    live.state = state;
    await this.notifyState(live, oneStep ? { kind: 'update', prevStateID: held, deltalog } : { kind: 'sync' });
  }

  /**
   * The bus was down for a while (a Redis reconnect): messages may have been missed, so every
   * held match is read again from the store and its sockets resynchronised (seats, then state).
   */
  private async resyncAll(): Promise<void> {
    for (const feature of this.features) feature.busReconnected?.();
    const ids = [...this.held.keys()];
    this.log.info({ matches: ids.length }, 'bus reconnected: reloading held matches');
    await Promise.all(
      ids.map((matchID) =>
        this.serial(matchID, async () => {
          const live = this.held.get(matchID);
          if (live === undefined) return;
          await this.refreshMetadata(live);
          await this.notifyMetadata(live);
          await this.catchUp(live);
        }).catch((error: unknown) => this.log.warn({ err: (error as Error).message, matchID }, 'reload after bus reconnect failed')),
      ),
    );
  }

  /**
   * The bus is a hint, not a guarantee: a message lost while Redis was away, or a store read that
   * failed while applying one, would leave a held match behind for good. So, now and then (the server
   * calls this every few seconds when it runs with others), the stored state ids of every held match
   * are read in batches (one cheap indexed query per thousand matches) and each match found behind
   * takes the stored state, its sockets an update. A match written less than `settleMs` ago is left
   * to its bus message, most likely still on its way (the next check sees it if it was lost).
   * Returns how many were behind.
   */
  async sweepBehind(settleMs = 1000, batch = 1000): Promise<number> {
    const ids = [...this.held.keys()];
    let behind = 0;
    for (let i = 0; i < ids.length; i += batch) {
      const stored = await this.store.stateIDs(ids.slice(i, i + batch));
      const late = [...stored].filter(([matchID, { stateID, ageMs }]) => ageMs >= settleMs && stateID > (this.held.get(matchID)?.state._stateID ?? Infinity));
      behind += late.length;
      await Promise.all(
        late.map(([matchID]) =>
          this.serial(matchID, async () => {
            const current = this.held.get(matchID);
            if (current !== undefined) await this.catchUp(current);
          }).catch((error: unknown) => this.log.warn({ err: (error as Error).message, matchID }, 'catching up a match behind the store failed')),
        ),
      );
    }
    if (behind > 0) {
      this.metrics.matchesBehind.inc(behind);
      this.log.info({ matches: behind }, 'held matches were behind the store: caught up');
    }
    return behind;
  }

  /** Reads the match again from the store; held matches take the stored state and their sockets a sync. */
  private async reload(live: LiveMatch): Promise<LiveMatch | null> {
    const fresh = await this.fetch(live.matchID);
    if (fresh === null) return null;
    if (this.held.get(live.matchID) !== live) return fresh;
    const moved = fresh.state._stateID !== live.state._stateID;
    live.state = fresh.state;
    live.metadata = fresh.metadata;
    if (moved) await this.notifyState(live, { kind: 'sync' });
    return live;
  }

  /** Takes the stored metadata (the authority on seats and their credentials); the sockets hear of a change. */
  async syncMetadata(live: LiveMatch): Promise<void> {
    const before = JSON.stringify(live.metadata);
    await this.refreshMetadata(live);
    if (JSON.stringify(live.metadata) !== before && this.held.get(live.matchID) === live) await this.notifyMetadata(live);
  }

  /** Takes the stored metadata (the authority on seats and their credentials). */
  async refreshMetadata(live: LiveMatch): Promise<LiveMatch> {
    const { metadata } = await this.store.load(live.matchID, { metadata: true });
    if (metadata !== undefined) live.metadata = metadata;
    return live;
  }

  private async notifyState(live: LiveMatch, change: StateChange): Promise<void> {
    // The features first (presence notes what the sockets are about to be sent), then the sockets.
    await this.tellState(this.features, live, change);
    await this.tellState(this.listeners, live, change);
  }

  /** Calls each listener's stateChanged in turn, waiting for those that return a promise (most features have none: no wait for them). */
  private async tellState(listeners: readonly RunnerListener[], live: LiveMatch, change: StateChange): Promise<void> {
    for (const listener of listeners) {
      if (listener.stateChanged === undefined) continue;
      try {
        const pending = listener.stateChanged(live, change);
        if (pending !== undefined) await pending;
      } catch (error) {
        this.log.error({ err: errInfo(error), matchID: live.matchID }, 'state listener failed');
      }
    }
  }

  private async notifyMetadata(live: LiveMatch): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener.metadataChanged?.(live);
      } catch (error) {
        this.log.error({ err: errInfo(error), matchID: live.matchID }, 'metadata listener failed');
      }
    }
  }

  private async notifyTable(live: LiveMatch, message: TableMessage): Promise<void> {
    for (const feature of this.features) {
      if (feature.bus === undefined || !feature.bus.kinds.includes(message.kind)) continue;
      try {
        await feature.bus.changed(live, message);
      } catch (error) {
        this.log.error({ err: errInfo(error), matchID: live.matchID }, 'table listener failed');
      }
    }
  }

  private async fetch(matchID: string): Promise<LiveMatch | null> {
    let loaded;
    try {
      loaded = await this.store.load(matchID, { state: true, metadata: true });
    } catch (error) {
      this.metrics.storageErrors.inc({ operation: 'load' });
      throw error;
    }
    const { state, metadata } = loaded;
    if (state === undefined || metadata === undefined) return null;
    const hosted = this.games.get(metadata.gameName);
    if (hosted === undefined) {
      this.log.warn({ matchID, game: metadata.gameName }, 'match of a game this server does not host');
      return null;
    }
    return { matchID, hosted, state, metadata, subscribers: 0 };
  }
}

function fail(error: AppError): MoveOutcome {
  return { ok: false, error };
}
