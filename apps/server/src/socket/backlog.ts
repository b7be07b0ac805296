import type { Socket } from 'socket.io';

export interface BacklogLimits {
  /** Bytes waiting to go out (queued by engine.io plus buffered by the WebSocket) before the connection is closed. */
  backlogBytes: number;
  /** How long sent data may stay untaken by the client before the connection is closed. */
  stallMs: number;
}

interface EngineTransport {
  writable: boolean;
  on(event: 'drain', listener: (this: EngineTransport) => void): void;
  /** The `ws` WebSocket of the websocket transport. */
  socket?: { bufferedAmount?: number; terminate?: () => void };
}

interface EngineConnection {
  transport: unknown;
  on(event: 'upgrade' | 'flush', listener: (this: EngineConnection) => void): void;
  on(event: 'packetCreate', listener: (this: EngineConnection, packet: { data?: unknown }) => void): void;
  once(event: 'close', listener: (this: EngineConnection) => void): void;
  close(discard: boolean): void;
}

/** What is known of one guarded connection. */
interface Watched {
  readonly socket: Socket;
  readonly conn: EngineConnection;
  /** Bytes of packets created since the transport last flushed. */
  queued: number;
  /** Times its transport drained, and that count at the last check. */
  drains: number;
  lastDrains: number;
  stalledChecks: number;
  closed: boolean;
}

/**
 * Guards connections against clients that do not read: a connection's unsent data is counted (the
 * packets engine.io holds back plus what the WebSocket has not handed to the network yet) and the
 * connection is closed at once when that passes the limit; and a connection counts as alive only
 * while its client takes what is sent: when sent data waits without the transport draining for
 * `stallMs` (two checks in a row), it is closed, whatever pongs the client keeps sending. A closed
 * client reconnects and resyncs.
 *
 * One guard serves every socket of a server: one timer checks them all, and the event listeners
 * are shared functions (a connection's counts are found by the connection), so a connection costs
 * one small record, not a timer and a set of closures of its own.
 */
export class BacklogGuard {
  private readonly watched = new Map<EngineConnection, Watched>();
  /** The record of each transport seen (a connection may upgrade from polling to a WebSocket). */
  private readonly byTransport = new WeakMap<object, Watched>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly limits: BacklogLimits,
    private readonly onClose: (socket: Socket, reason: 'backlog' | 'stalled') => void,
  ) {}

  /** Starts guarding a socket's connection (until it closes). */
  guard(socket: Socket): void {
    const conn = socket.conn as unknown as EngineConnection;
    const record: Watched = { socket, conn, queued: 0, drains: 0, lastDrains: -1, stalledChecks: 0, closed: false };
    this.watched.set(conn, record);
    this.watchTransport(record);
    conn.on('upgrade', this.listeners.upgrade);
    conn.on('packetCreate', this.listeners.packetCreate);
    conn.on('flush', this.listeners.flush);
    conn.once('close', this.listeners.close);
    this.startTimer();
  }

  /** The connections' listeners, shared by all (each finds its record by the connection it is called on). */
  private readonly listeners = ((guard: BacklogGuard) => ({
    upgrade(this: EngineConnection): void {
      const at = guard.watched.get(this);
      if (at !== undefined) guard.watchTransport(at);
    },
    packetCreate(this: EngineConnection, packet: { data?: unknown }): void {
      const at = guard.watched.get(this);
      if (at === undefined) return;
      const data = packet.data;
      at.queued += typeof data === 'string' ? data.length : data instanceof Uint8Array ? data.byteLength : 16;
      if (at.queued + (transportOf(at).socket?.bufferedAmount ?? 0) > guard.limits.backlogBytes) guard.close(at, 'backlog');
    },
    flush(this: EngineConnection): void {
      const at = guard.watched.get(this);
      if (at !== undefined) at.queued = 0;
    },
    close(this: EngineConnection): void {
      const at = guard.watched.get(this);
      if (at !== undefined) at.closed = true;
      guard.watched.delete(this);
      if (guard.watched.size === 0) guard.stopTimer();
    },
    drain(this: EngineTransport): void {
      const at = guard.byTransport.get(this);
      if (at !== undefined) at.drains++;
    },
  }))(this);

  /** Stops the timer (the server is closing). */
  stop(): void {
    this.stopTimer();
  }

  private watchTransport(record: Watched): void {
    const transport = transportOf(record);
    if (this.byTransport.has(transport)) return;
    this.byTransport.set(transport, record);
    transport.on('drain', this.listeners.drain);
  }

  private check(): void {
    for (const [, at] of this.watched) {
      this.watchTransport(at);
      const transport = transportOf(at);
      const waiting = at.queued > 0 || !transport.writable || (transport.socket?.bufferedAmount ?? 0) > 0;
      at.stalledChecks = waiting && at.drains === at.lastDrains ? at.stalledChecks + 1 : 0;
      at.lastDrains = at.drains;
      if (at.stalledChecks >= 2) this.close(at, 'stalled');
    }
  }

  private close(at: Watched, reason: 'backlog' | 'stalled'): void {
    if (at.closed) return;
    at.closed = true;
    this.onClose(at.socket, reason);
    const ws = transportOf(at).socket;
    if (typeof ws?.terminate === 'function') ws.terminate();
    else at.conn.close(true);
  }

  private startTimer(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => this.check(), Math.max(1, Math.floor(this.limits.stallMs / 2)));
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}

function transportOf(at: Watched): EngineTransport {
  return at.conn.transport as EngineTransport;
}
