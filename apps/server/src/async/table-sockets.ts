import type { ServerFrames } from '../socket/protocol.js';
import type { SocketTransport } from '../socket/transport.js';

/** The sockets of the tables on this process, as asynchronous play speaks to them (set once the transport exists). */
export class TableSockets {
  private transport: SocketTransport | null = null;

  attach(transport: SocketTransport): void {
    this.transport = transport;
  }

  emit<F extends 'clocks' | 'chat'>(matchID: string, event: F, payload: ServerFrames[F]): void {
    this.transport?.emitToMatch(matchID, event, payload);
  }

  /** To one seat's own sockets (its private notes). */
  emitToSeat(matchID: string, playerID: string, event: 'notes', payload: ServerFrames['notes']): void {
    this.transport?.emitToSeat(matchID, playerID, event, payload);
  }
}
