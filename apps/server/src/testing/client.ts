import type { LogEntry } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import type { Ack, SyncPayload, UpdatePayload } from '../match/protocol.js';
import type { ClientState } from '../match/views.js';
import { applyPatch } from '@harbour/protocol';

export interface Frame {
  event: string;
  payload: unknown;
}

interface Held {
  playerID: string | null;
  state: ClientState;
  log: LogEntry[];
}

/**
 * A scripted client speaking the socket protocol: it keeps each joined match's latest state
 * (applying updates in order, resyncing on a gap) and records every frame it receives.
 */
export class TestClient {
  readonly frames: Frame[] = [];
  private readonly held = new Map<string, Held>();
  private waiters: (() => void)[] = [];
  private readonly pending = new Set<(error: Error) => void>();

  private constructor(
    readonly socket: Socket,
    /** Ask for updates as patches (the protocol's `patches` option). */
    readonly patches: boolean,
    /** Take a move's own update from its answer (the protocol's `updateInAnswer` option). */
    readonly updateInAnswer: boolean,
  ) {
    socket.on('disconnect', () => {
      for (const reject of this.pending) reject(new Error('disconnected'));
      this.pending.clear();
      this.wake();
    });
    socket.onAny((event: string, payload: unknown) => {
      this.frames.push({ event, payload });
      if (event === 'sync') this.onSync(payload as SyncPayload);
      if (event === 'update') this.onUpdate(payload as UpdatePayload);
      this.wake();
    });
  }

  static async connect(url: string, options: { origin?: string; patches?: boolean; updateInAnswer?: boolean } = {}): Promise<TestClient> {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(error));
    });
    return new TestClient(socket, options.patches === true, options.updateInAnswer === true);
  }

  /**
   * Sends a message and waits for its acknowledgement (rejects on timeout or disconnection).
   * `onAnswer` sees the answer the moment it arrives, in order with the frames around it (an await
   * would see it only after frames that arrived in the same network read).
   */
  request<T extends object = object>(event: string, payload: unknown, timeoutMs = 15_000, onAnswer?: (answer: Ack<T>) => void): Promise<Ack<T>> {
    if (!this.socket.connected) return Promise.reject(new Error('disconnected'));
    return new Promise<Ack<T>>((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        this.pending.delete(fail);
        reject(error);
      };
      const timer = setTimeout(() => fail(new Error(`no answer to ${event}`)), timeoutMs);
      this.pending.add(fail);
      this.socket.emit(event, payload, (answer: Ack<T>) => {
        clearTimeout(timer);
        this.pending.delete(fail);
        onAnswer?.(answer);
        resolve(answer);
      });
    });
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  async join(matchID: string, playerID: string | null = null, credentials?: string): Promise<Ack<SyncPayload>> {
    return this.request<SyncPayload>('join', { matchID, playerID, ...(credentials ? { credentials } : {}), ...(this.patches ? { patches: true } : {}), ...(this.updateInAnswer ? { updateInAnswer: true } : {}) }, 15_000, (ack) => {
      if (!ack.ok) return;
      this.frames.push({ event: 'join-ack', payload: ack });
      this.onSync(ack);
      this.wake();
    });
  }

  /** Asks for the whole state of a joined match (what the client does on a gap). */
  resync(matchID: string): Promise<Ack<SyncPayload>> {
    return this.request<SyncPayload>('sync', { matchID }, 15_000, (ack) => {
      if (ack.ok) this.onSync(ack);
      this.wake();
    });
  }

  async move(matchID: string, move: string, args: unknown[], stateID = this.state(matchID)._stateID): Promise<Ack<{ stateID: number }>> {
    // An update in the answer is taken where it arrives among the frames (recorded as `update-answer`).
    return this.request<{ stateID: number; update?: UpdatePayload }>('move', { matchID, stateID, move, args }, 15_000, (ack) => {
      if (!ack.ok || ack.update === undefined) return;
      this.frames.push({ event: 'update-answer', payload: ack.update });
      this.onUpdate(ack.update);
      this.wake();
    });
  }

  state(matchID: string): ClientState {
    const held = this.held.get(matchID);
    if (!held) throw new Error(`not joined to ${matchID}`);
    return held.state;
  }

  log(matchID: string): LogEntry[] {
    return this.held.get(matchID)?.log ?? [];
  }

  /** Resolves at the next frame received (or rejects after the timeout). */
  nextFrame(timeoutMs = 15_000): Promise<void> {
    if (!this.socket.connected) return Promise.reject(new Error('disconnected'));
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no frame arrived in time')), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        if (this.socket.connected) resolve();
        else reject(new Error('disconnected'));
      });
    });
  }

  /**
   * Resolves at the next frame any of `clients` receives, or rejects after the timeout: where each seat
   * reads its own view, one may have heard of a state the other has not yet.
   */
  static nextFrameOnAny(clients: readonly TestClient[], timeoutMs = 15_000): Promise<void> {
    return Promise.any(clients.map((c) => c.nextFrame(timeoutMs))).catch(() => {
      throw new Error(`no frame arrived on any of ${clients.length} clients in time`);
    });
  }

  async waitFor(predicate: () => boolean, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('condition not reached in time');
      if (!this.socket.connected) throw new Error('disconnected');
      await this.nextFrame(left).catch(() => {});
    }
  }

  close(): void {
    this.socket.disconnect();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** A whole state: taken unless it is older than the one held (an answer overtaken by an update). */
  private onSync(payload: SyncPayload): void {
    const held = this.held.get(payload.matchID);
    if (held !== undefined && held.state._stateID > payload.state._stateID && held.playerID === payload.playerID) return;
    this.held.set(payload.matchID, { playerID: payload.playerID, state: payload.state, log: payload.log });
  }

  private onUpdate(payload: UpdatePayload): void {
    const held = this.held.get(payload.matchID);
    if (!held) return;
    if (payload.prevStateID !== held.state._stateID) {
      if (payload.stateID > held.state._stateID) void this.resync(payload.matchID).catch(() => {});
      return;
    }
    held.state = payload.patch ? applyPatch(held.state, payload.patch) : (payload.state as ClientState);
    held.log = [...held.log, ...payload.log];
    // What a patch produced is recorded too, so that checks of received states see it.
    if (payload.patch) this.frames.push({ event: 'update-applied', payload: { matchID: payload.matchID, state: held.state, log: [] } });
  }
}
