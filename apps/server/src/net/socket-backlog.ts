import type { Socket } from 'socket.io';

export interface BacklogLimits {
  /** Bytes waiting to go out (queued by engine.io plus buffered by the WebSocket) before the connection is closed. */
  backlogBytes: number;
  /** How long sent data may stay untaken by the client before the connection is closed. */
  stallMs: number;
}

interface EngineTransport {
  writable: boolean;
  on(event: 'drain', listener: () => void): void;
  /** The `ws` WebSocket of the websocket transport. */
  socket?: { bufferedAmount?: number; terminate?: () => void };
}

/**
 * Guards one connection against a client that does not read: its unsent data is counted (the
 * packets engine.io holds back plus what the WebSocket has not handed to the network yet) and
 * the connection is closed at once when that passes the limit; and a connection counts as
 * alive only while the client takes what is sent: when sent data waits without the transport
 * draining for `stallMs` (two checks in a row), it is closed, whatever pongs the client keeps
 * sending. A closed client reconnects and resyncs.
 */
export function guardBacklog(socket: Socket, limits: BacklogLimits, onClose: (reason: 'backlog' | 'stalled') => void): void {
  const conn = socket.conn;
  const transport = () => conn.transport as unknown as EngineTransport;
  let queued = 0;
  let drains = 0;
  let closed = false;
  const watched = new WeakSet<object>();
  const watch = () => {
    const t = transport();
    if (watched.has(t)) return;
    watched.add(t);
    t.on('drain', () => drains++);
  };
  const close = (reason: 'backlog' | 'stalled') => {
    if (closed) return;
    closed = true;
    onClose(reason);
    const ws = transport().socket;
    if (typeof ws?.terminate === 'function') ws.terminate();
    else conn.close(true);
  };
  watch();
  conn.on('upgrade', watch);
  conn.on('packetCreate', (packet: { data?: unknown }) => {
    const data = packet.data;
    queued += typeof data === 'string' ? data.length : data instanceof Uint8Array ? data.byteLength : 16;
    if (queued + (transport().socket?.bufferedAmount ?? 0) > limits.backlogBytes) close('backlog');
  });
  conn.on('flush', () => {
    queued = 0;
  });
  let lastDrains = -1;
  let stalledChecks = 0;
  const timer = setInterval(() => {
    watch();
    const waiting = queued > 0 || !transport().writable || (transport().socket?.bufferedAmount ?? 0) > 0;
    stalledChecks = waiting && drains === lastDrains ? stalledChecks + 1 : 0;
    lastDrains = drains;
    if (stalledChecks >= 2) close('stalled');
  }, Math.max(1, Math.floor(limits.stallMs / 2)));
  timer.unref();
  conn.once('close', () => {
    closed = true;
    clearInterval(timer);
  });
}
